/**
 * The upcoming side table of the event list's keyword count (issue 37 point 4, migration 0049,
 * docs/benchmarks.md "Issue 37, 6 Dec, stop 59: events"): `upcoming_search` holds a narrow copy (id, tenant,
 * published, start, end, lower-case search text) of every event ending at or after `now() - 1 day`, kept by
 * triggers, with a trigram index. Here: when the list's bounded count may read it instead of `events`
 * ({@link readsUpcomingSearch}), its conditions ({@link upcomingSearchConditions}), and the periodic delete of
 * rows whose event ended more than a day ago ({@link pruneUpcomingSearch}, the job `upcoming-search-prune`).
 */
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { TENANT_IDS, type TenantId } from '@portal/contracts';
import { upcomingSearch } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { isPlainDate, listingOf, type EventListInput, type Hide } from './event-list-conditions';

/** The scheduler's name of the periodic delete (plugins/scheduler.ts; registered by events.routes.ts). */
export const UPCOMING_SEARCH_JOB = 'upcoming-search-prune';

/** Rows deleted per tenant and round at most (a round ticks every minute in production). */
export const UPCOMING_SEARCH_PRUNE_BATCH = 1000;

/** How long after its end an event's row may stay: a day (the triggers write rows ending after `now() - 1 day`). */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the list's bounded count reads `upcoming_search` (the one-plan statement's `matched` CTE): an
 * upcoming-only list (`isActiveEvent: true`) with a keyword and no type, location, category, tag or listing
 * filter (columns the side table does not copy). Its date-range filters are on `start_utc`, which it copies.
 * Past lists and lists that are not upcoming-only keep reading `events` (the side table lacks their rows).
 */
export function readsUpcomingSearch(body: EventListInput): boolean {
  return (
    body.isActiveEvent === true &&
    Boolean(body.keyword) &&
    !body.typeId &&
    !body.locationId?.length &&
    !body.categoryId?.length &&
    !body.tagId?.length &&
    listingOf(body) === undefined
  );
}

/**
 * The WHERE of the keyword count on `upcoming_search` for a list {@link readsUpcomingSearch} accepts: the same
 * rows as `onePlanConditions(body, hide, 'index')` on `events` (spec 002 §7) — published, `end_utc >= now`
 * (rechecked, so rows that ended and await the periodic delete are not counted), the keyword's LIKE on the
 * lower-case `search_text` (the trigram index), the start-date range — with the values hidden from the planner
 * the same way (`hide`). `startsAfterLongestRunning` is left out: it only steers the start-ordered index of
 * `events` and removes no upcoming row.
 */
export function upcomingSearchConditions(body: EventListInput, hide: Hide): SQL {
  const conditions: (SQL | undefined)[] = [
    sql`${upcomingSearch.isPublished}`,
    gte(upcomingSearch.endUtc, hide('now', 'timestamptz')),
    sql`${upcomingSearch.searchText} like lower(${hide('pattern', 'text')})`,
  ];
  if (body.startDateFrom) conditions.push(gte(upcomingSearch.startUtc, hide('startFrom', 'timestamptz')));
  if (body.startDateTo) {
    const to = hide('startTo', 'timestamptz');
    conditions.push(
      isPlainDate(body.startDateTo)
        ? lt(upcomingSearch.startUtc, to)
        : sql`${upcomingSearch.startUtc} <= ${to}`,
    );
  }
  return and(...conditions) as SQL;
}

/**
 * Deletes up to `batch` rows of the tenant's `upcoming_search` whose event ended more than a day before `now`
 * (or before the database's clock, whichever is earlier: a job clock ahead of the database's cannot remove an
 * upcoming event's row). Idempotent; a round deletes a bounded batch and the next round goes on.
 * @returns the number of rows deleted.
 */
export async function pruneUpcomingSearch(
  scope: TenantScope,
  now: Date,
  batch = UPCOMING_SEARCH_PRUNE_BATCH,
): Promise<number> {
  const cutoff = sql`least(${new Date(now.getTime() - DAY_MS)}::timestamptz, now() - interval '1 day')`;
  const stale = scope.db
    .select({ id: upcomingSearch.id })
    .from(upcomingSearch)
    .where(lt(upcomingSearch.endUtc, cutoff))
    .limit(batch);
  // The end is tested again on the deleted row itself: an event whose end moved into the future meanwhile (its
  // trigger rewrote the row after the batch was read) is rechecked on its new version and kept.
  const deleted = await scope.db
    .delete(upcomingSearch)
    .where(and(inArray(upcomingSearch.id, stale), lt(upcomingSearch.endUtc, cutoff)))
    .returning({ id: upcomingSearch.id });
  return deleted.length;
}

/** One round of the job {@link UPCOMING_SEARCH_JOB}: {@link pruneUpcomingSearch} per tenant. @returns rows deleted per tenant. */
export async function pruneUpcomingSearchAll(
  scopeOf: (id: TenantId) => TenantScope,
  now: Date,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const id of TENANT_IDS) removed[id] = await pruneUpcomingSearch(scopeOf(id), now);
  return removed;
}
