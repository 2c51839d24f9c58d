/**
 * The WHERE of the event list (spec 002 §7 `POST /api/event/list`): published events of the tenant with the
 * keyword, type, location, category, tag, listing (CPD or not), date-range and active/past filters.
 */
import { and, arrayOverlaps, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ZEventListBody } from '@portal/contracts';
import type { z } from 'zod';
import { events } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';

/** The list filters of `POST /api/event/list` after validation. */
export type EventListInput = z.output<typeof ZEventListBody>;

/** `YYYY-MM-DD` → that day 00:00 UTC; a date-time → itself. `endOfDay` moves a plain date to the next day. */
function boundary(value: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (endOfDay) day.setUTCDate(day.getUTCDate() + 1);
    return day;
  }
  return new Date(value);
}

/**
 * Events carrying any of the tags: `tag_ids && '{…}'` — the event's own copy of its links' tag ids (migration
 * 0038, kept by triggers), one array parameter, tested on the list index's tuple (index-only; issue 37).
 */
function hasAnyTag(tagIds: number[]): SQL {
  return arrayOverlaps(events.tagIds, tagIds);
}

/**
 * `start_utc >= now - (the tenant's longest event)`: true of every event still running or upcoming, so it adds
 * nothing to `end_utc >= now` — but it lets the start-ordered index begin at the first event that can still be
 * running instead of walking the tenant's whole past (one index probe of `events_tenant_duration_idx` for the
 * longest duration; docs/benchmarks.md "Decisions").
 */
export function startsAfterLongestRunning(scope: TenantScope, now: Date): SQL {
  const longest = scope.db.select({ longest: sql`max(${events.endUtc} - ${events.startUtc})` }).from(events);
  return sql`${events.startUtc} >= ${now}::timestamptz - (${longest})`;
}

/** WHERE of `POST /api/event/list` (002 §7): published events of the tenant with every filter. */
export function listConditions(body: EventListInput, now = new Date()): SQL {
  const conditions: (SQL | undefined)[] = [eq(events.isPublished, true)];
  if (body.isActiveEvent === true) conditions.push(gte(events.endUtc, now));
  if (body.isActiveEvent === false) conditions.push(lt(events.endUtc, now));
  if (body.keyword) conditions.push(ilike(events.searchText, containsPattern(body.keyword.toLowerCase())));
  if (body.typeId) conditions.push(eq(events.typeId, body.typeId));
  if (body.locationId?.length) conditions.push(inArray(events.locationId, body.locationId));
  if (body.categoryId?.length) conditions.push(inArray(events.categoryId, body.categoryId));
  if (body.tagId?.length) conditions.push(hasAnyTag(body.tagId));
  const listing = body.listing ? (Array.isArray(body.listing) ? body.listing : [body.listing]) : [];
  if (listing.length === 1) conditions.push(eq(events.isCpd, listing[0] === 'cpd'));
  if (body.startDateFrom) conditions.push(gte(events.startUtc, boundary(body.startDateFrom, false)));
  if (body.startDateTo) {
    const to = boundary(body.startDateTo, true);
    conditions.push(
      /^\d{4}-\d{2}-\d{2}$/.test(body.startDateTo)
        ? lt(events.startUtc, to)
        : sql`${events.startUtc} <= ${to}`,
    );
  }
  return and(...conditions) as SQL;
}
