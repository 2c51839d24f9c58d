/**
 * The WHERE of the event list (spec 002 §7 `POST /api/event/list`): published events of the tenant with the
 * keyword, type, location, category, tag, listing (CPD or not), date-range and active/past filters.
 */
import { and, arrayOverlaps, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
export function startsAfterLongestRunning(scope: TenantScope, now: Date | SQL): SQL {
  const longest = scope.db.select({ longest: sql`max(${events.endUtc} - ${events.startUtc})` }).from(events);
  return sql`${events.startUtc} >= ${now}::timestamptz - (${longest})`;
}

/** WHERE of `POST /api/event/list` (002 §7): published events of the tenant with every filter. */
export function listConditions(body: EventListInput, now = new Date()): SQL {
  const conditions: (SQL | undefined)[] = [eq(events.isPublished, true)];
  if (body.isActiveEvent === true) conditions.push(gte(events.endUtc, now));
  if (body.isActiveEvent === false) conditions.push(lt(events.endUtc, now));
  if (body.keyword) conditions.push(keywordMatches(sql`${keywordPattern(body.keyword)}`));
  if (body.typeId) conditions.push(eq(events.typeId, body.typeId));
  if (body.locationId?.length) conditions.push(inArray(events.locationId, body.locationId));
  if (body.categoryId?.length) conditions.push(inArray(events.categoryId, body.categoryId));
  if (body.tagId?.length) conditions.push(hasAnyTag(body.tagId));
  const listing = listingOf(body);
  if (listing !== undefined) conditions.push(eq(events.isCpd, listing));
  if (body.startDateFrom) conditions.push(gte(events.startUtc, boundary(body.startDateFrom, false)));
  if (body.startDateTo) {
    const to = boundary(body.startDateTo, true);
    conditions.push(
      isPlainDate(body.startDateTo) ? lt(events.startUtc, to) : sql`${events.startUtc} <= ${to}`,
    );
  }
  return and(...conditions) as SQL;
}

/**
 * `search_text like lower(pattern)`: the same rows as `search_text ilike pattern` (ILIKE is `lower(text) like
 * lower(pattern)`, and `search_text` is PostgreSQL's `lower()` of what was written: trigger of migration 0041),
 * without lower-casing each candidate's text — about half of the keyword list's database time (issue 37).
 * Served by the trigram index (`events_search_trgm_idx`) like the ILIKE. `pattern` is SQL of a
 * {@link keywordPattern} value (a parameter or a hidden value).
 */
function keywordMatches(pattern: SQL): SQL {
  return sql`${events.searchText} like lower(${pattern})`;
}

/** The keyword's LIKE pattern: lower-case, wildcards escaped, `%…%` (002 §7: the title or short description contains it). */
function keywordPattern(keyword: string): string {
  return containsPattern(keyword.toLowerCase());
}

/** `YYYY-MM-DD` (a whole day) rather than a date-time. */
export function isPlainDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The listing filter as `is_cpd`'s value: true for CPD only, false for events only, undefined for both or none. */
export function listingOf(body: EventListInput): boolean | undefined {
  const listing = body.listing ? (Array.isArray(body.listing) ? body.listing : [body.listing]) : [];
  return listing.length === 1 ? listing[0] === 'cpd' : undefined;
}

/** The SQL types of the one-plan statement's values (a fixed set, never user input). */
export type HiddenType = 'timestamptz' | 'text' | 'int' | 'int[]' | 'bigint[]' | 'boolean';

/**
 * The kinds of an event's facets and the offset of each kind's keys in `portal_event_facets` (migration 0041):
 * a tag is its id, a type -id, a category -id - 2^31, a location -id - 2^32 — disjoint ranges for positive ids.
 */
const FACET_OFFSET = { tag: 0, type: 0, category: 2 ** 31, location: 2 ** 32 } as const;

/**
 * The GIN keys of `ids` of one facet kind, as `portal_event_facets(type_id, category_id, location_id, tag_ids)`
 * (migration 0041) writes them: the JavaScript twin of that SQL function (events.filters.test.ts checks both
 * agree). Safe integers (|key| < 2^33 for ids below 2^31).
 */
export function facetKeys(kind: keyof typeof FACET_OFFSET, ids: number[]): number[] {
  return kind === 'tag' ? ids : ids.map((id) => -id - FACET_OFFSET[kind]);
}

/** The expression indexed by `events_list_facets_gin` (migration 0041), to test `&&` against {@link facetKeys}. */
const eventFacets = sql`portal_event_facets(${events.typeId}, ${events.categoryId}, ${events.locationId}, ${events.tagIds})`;

/**
 * A value the planner cannot see: `(select $n::type)`, an InitPlan evaluated once per execution. Still usable
 * as an index bound, but estimated the same way whatever it is, so the statement's custom plans equal its
 * generic plan and PostgreSQL keeps the generic one after five calls (no planning per call; issue 37).
 */
export function hiddenValue(value: unknown, type: HiddenType): SQL {
  return sql`(select ${sql.param(value)}::${sql.raw(type)})`;
}

/** The same as {@link hiddenValue} for a prepared statement: the value is the placeholder `key`'s. */
export function hiddenPlaceholder(key: string, type: HiddenType): SQL {
  return sql`(select ${sql.placeholder(key)}::${sql.raw(type)})`;
}

/**
 * The values of {@link onePlanConditions} and of the one-plan list statement (event-list.repository.ts), by
 * placeholder name: each is sent as a {@link hiddenValue}. Absent filters have undefined values (not sent).
 */
export interface OnePlanValues {
  now: Date;
  pattern?: string;
  typeIds?: number[];
  locationIds?: number[];
  categoryIds?: number[];
  tagIds?: number[];
  /** {@link facetKeys} of `typeIds`, `locationIds`, `categoryIds` and `tagIds`, for the facets index. */
  typeKeys?: number[];
  locationKeys?: number[];
  categoryKeys?: number[];
  tagKeys?: number[];
  isCpd?: boolean;
  startFrom?: Date;
  startTo?: Date;
}

/** The list body's {@link OnePlanValues} at `now`. */
export function onePlanValues(body: EventListInput, now: Date): OnePlanValues {
  return {
    now,
    pattern: body.keyword ? keywordPattern(body.keyword) : undefined,
    typeIds: body.typeId ? [body.typeId] : undefined,
    locationIds: body.locationId?.length ? body.locationId : undefined,
    categoryIds: body.categoryId?.length ? body.categoryId : undefined,
    tagIds: body.tagId?.length ? body.tagId : undefined,
    typeKeys: body.typeId ? facetKeys('type', [body.typeId]) : undefined,
    locationKeys: body.locationId?.length ? facetKeys('location', body.locationId) : undefined,
    categoryKeys: body.categoryId?.length ? facetKeys('category', body.categoryId) : undefined,
    tagKeys: body.tagId?.length ? facetKeys('tag', body.tagId) : undefined,
    isCpd: listingOf(body),
    startFrom: body.startDateFrom ? boundary(body.startDateFrom, false) : undefined,
    startTo: body.startDateTo ? boundary(body.startDateTo, true) : undefined,
  };
}

/**
 * What the one-plan statement's text depends on besides the page size: which filters the body has (not their
 * values), the active/past choice and the order — the key of its prepared statement.
 */
export function onePlanShape(body: EventListInput): string {
  const to = body.startDateTo ? (isPlainDate(body.startDateTo) ? 'd' : 't') : '-';
  const has = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : '+');
  const v = onePlanValues(body, new Date(0));
  const active = body.isActiveEvent === true ? 't' : body.isActiveEvent === false ? 'f' : 'n';
  return [active, body.sortOrder === 'desc' ? 'd' : 'a', has(v.pattern), has(v.typeIds), has(v.locationIds)]
    .concat([has(v.categoryIds), has(v.tagIds), has(v.isCpd), has(v.startFrom), to])
    .join('');
}

/** Writes a value of {@link OnePlanValues} into the statement: {@link hiddenValue} or {@link hiddenPlaceholder}. */
export type Hide = (key: keyof OnePlanValues, type: HiddenType) => SQL;

/**
 * The same WHERE as {@link listConditions} (same rows, spec 002 §7) written for ONE plan whatever the values
 * (issue 37, docs/benchmarks.md "5 Dec, late night: events"): every value is hidden from the planner (`hide`),
 * and the type, location and category filters are array overlaps (`array[location_id] && ids`, like the tags),
 * which no index of their own can serve — so the only ordered path is the covering start index
 * (`events_tenant_pub_start_idx`), read index-only with the filters tested on its tuples. `path: 'walk'`
 * writes the keyword so that the trigram index cannot serve it either (`(… like …) is true`: the same rows),
 * for the page of a common word or a broad filter; `'index'` leaves the keyword to the trigram index and
 * writes the type, location, category and tag filters as `&&` on the facets index (migration 0041,
 * {@link facetKeys}) — for the bounded count and a page of few matches. The published test is the bare boolean
 * column, which the index matches as `is_published = true`.
 */
export function onePlanConditions(body: EventListInput, hide: Hide, path: 'index' | 'walk' = 'index'): SQL {
  const conditions: (SQL | undefined)[] = [sql`${events.isPublished}`];
  if (body.isActiveEvent === true) conditions.push(gte(events.endUtc, hide('now', 'timestamptz')));
  if (body.isActiveEvent === false) conditions.push(lt(events.endUtc, hide('now', 'timestamptz')));
  if (body.keyword) {
    const matches = keywordMatches(hide('pattern', 'text'));
    conditions.push(path === 'walk' ? sql`(${matches}) is true` : matches);
  }
  const oneOf = (column: AnyPgColumn, key: 'typeIds' | 'locationIds' | 'categoryIds') =>
    sql`array[${column}] && ${hide(key, 'int[]')}`;
  const facet = (key: 'typeKeys' | 'locationKeys' | 'categoryKeys' | 'tagKeys') =>
    sql`${eventFacets} && ${hide(key, 'bigint[]')}`;
  const walk = path === 'walk';
  if (body.typeId) conditions.push(walk ? oneOf(events.typeId, 'typeIds') : facet('typeKeys'));
  if (body.locationId?.length)
    conditions.push(walk ? oneOf(events.locationId, 'locationIds') : facet('locationKeys'));
  if (body.categoryId?.length)
    conditions.push(walk ? oneOf(events.categoryId, 'categoryIds') : facet('categoryKeys'));
  if (body.tagId?.length)
    conditions.push(walk ? sql`${events.tagIds} && ${hide('tagIds', 'int[]')}` : facet('tagKeys'));
  if (listingOf(body) !== undefined) conditions.push(sql`${events.isCpd} = ${hide('isCpd', 'boolean')}`);
  if (body.startDateFrom) conditions.push(gte(events.startUtc, hide('startFrom', 'timestamptz')));
  if (body.startDateTo) {
    const to = hide('startTo', 'timestamptz');
    conditions.push(
      isPlainDate(body.startDateTo) ? lt(events.startUtc, to) : sql`${events.startUtc} <= ${to}`,
    );
  }
  return and(...conditions) as SQL;
}
