/**
 * The event list's SQL (spec 002 §7 `POST /api/event/list`): one statement per page — the page's ids, each id's
 * stored card (`event_cards`, migration 0036) with the caller's fields, the bounded count — and the same page
 * built from the tables for a page whose stored card is missing. Every function takes the tenant scope.
 */
import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { eventCountBound } from '@portal/contracts';
import { eventCards, events, upcomingSearch } from '../../db/schema/index';
import { preparedQuery, selectPlannedEachCall, type TenantScope } from '../../db/tenant-scope';
import { pageOf } from '../../lib/paging';
import {
  hiddenPlaceholder,
  hiddenValue,
  listConditions,
  onePlanConditions,
  onePlanShape,
  onePlanValues,
  startsAfterLongestRunning,
  type EventListInput,
  type HiddenType,
  type OnePlanValues,
} from './event-list-conditions';
import { readsUpcomingSearch, upcomingSearchConditions } from './event-list-upcoming';
import { eventCardJson, withLabels } from './events.repository';

/**
 * A page size written into the statement's text instead of sent as a parameter, given to Drizzle's `limit`
 * (which writes an SQL value as it is). With `limit $n` PostgreSQL's generic plan assumes 10 % of the rows, so
 * the plan cache judged it dearer than a custom plan and planned the list on every call (~1 ms); with the
 * literal it keeps the generic plan after five calls (docs/benchmarks.md, issue 37 events). One text per page
 * size (validated by the contract: 1 to `maxPageSize`). @throws RangeError unless a positive safe integer.
 */
function inlineInteger(value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`not a page size: ${value}`);
  return sql.raw(String(value)) as unknown as number;
}

/** Where a list page's pieces come from: the page's ids, the bounded count, the order (see {@link listEventJson}). */
function listParts(scope: TenantScope, body: EventListInput) {
  const now = new Date();
  const where = listConditions(body, now);
  const byTitle = body.sortField === 'title';
  const direction = body.sortOrder === 'desc' ? desc : asc;
  // Running or upcoming events start after now − (the longest event): the start-ordered index (with the
  // filters' columns, migration 0022) begins there, for the page and the count alike.
  const bounded = body.isActiveEvent === true ? and(where, startsAfterLongestRunning(scope, now)) : where;
  const pageWhere = byTitle ? where : bounded;
  const { limit, offset } = pageOf(body.page, body.size);
  const bound = eventCountBound(body.page, body.size);
  // At most bound + 1 matching rows are read: the count stops there.
  const capped = () =>
    scope.db
      .select({ one: sql`1` })
      .from(events)
      .where(bounded)
      .limit(bound + 1)
      .as('counted');
  const counted = () => sql<number>`(select count(*) from ${capped()})`.mapWith(Number);
  return { where: pageWhere, byTitle, direction, limit, offset, capped, counted };
}

/**
 * One page of the event list (002 §7 `POST /api/event/list`) as JSON texts of the contract's EventSummary, in
 * the list's order, with the bounded count of the same filters ({@link eventCountBound}: exact up to `bound`,
 * `bound + 1` meaning "more") — ONE statement: the page's ids and sort keys (the ordered index walked with the
 * filters, stopped at the page's end; index-only for the start order), each id's stored card (`event_cards`,
 * kept by the triggers of migration 0036) with the caller's `userTicketId` and `isFavourite` appended, and the
 * count as an uncorrelated subquery PostgreSQL runs once. The tag filter reads `events.tag_ids` from the list
 * index (migration 0038). A start-ordered list with a keyword or a filter (the discover page's) runs
 * {@link listEventJsonOnePlan}'s prepared statement, whose one plan suits any values; a title-ordered one is
 * planned for its values on every call ({@link plannedForItsValues}, issue 37). A page past the end has no
 * row to carry the count: then one more statement counts. Should a card be missing (never, while the triggers run), the page is built
 * from the tables instead ({@link listEventJsonBuilt}), the same answer.
 */
export async function listEventJson(
  scope: TenantScope,
  body: EventListInput,
  userId: string | null,
): Promise<ListEventJson> {
  if (hasOnePlan(body)) return listEventJsonOnePlan(scope, body, userId);
  const parts = listParts(scope, body);
  const { byTitle, direction, limit, offset } = parts;
  const page = scope.db
    .select({ id: events.id, key: byTitle ? events.title : events.startUtc })
    .from(events)
    .where(parts.where)
    .orderBy(
      ...(byTitle
        ? [direction(events.title), asc(events.id)]
        : [direction(events.startUtc), direction(events.id)]),
    )
    .limit(inlineInteger(limit))
    .offset(offset)
    .as('page');
  const rows = scope.db
    .select({
      json: withCallerFields(scope, page.id, userId).as('json'),
      key: sql`${page.key}`.as('key'),
      id: sql<number>`${page.id}`.as('id'),
      stored: sql<number | null>`${eventCards.eventId}`.as('stored'),
      total: parts.counted().as('total'),
    })
    .from(page)
    .leftJoin(eventCards, eq(eventCards.eventId, page.id))
    .as('cards_of_page');
  const query = scope.db
    .select({
      cards: joinedCards(rows, body.sortOrder === 'desc' ? 'desc' : 'asc', byTitle),
      total: sql<number | null>`max(${rows.total})::int`.as('total'),
    })
    .from(rows);
  // A keyword's or a filter's best plan depends on its values (a common word: the start-ordered index,
  // stopped at the page's end; a rare one: the trigram index; type, location, category and tag filters: the
  // covering start index, index-only): planned for them on every call, not the prepared statement's generic
  // plan, which for a keyword bitmap-scanned and sorted every match, and for the filters read the location
  // index and every row it named (10,220 buffers against ~260; issue 37, docs/benchmarks.md).
  const [row] = plannedForItsValues(body)
    ? await selectPlannedEachCall<{ cards: string | null; total: number | null }>(scope, query)
    : await query;
  if (row!.cards === null) return listEventJsonBuilt(scope, body, userId);
  if (row!.total !== null) return { cards: row!.cards, totalItems: Number(row!.total) };
  return pastTheEnd(scope, parts);
}

/**
 * A list page's cards as ONE text (issue 37, stop 58): the JSON texts of the page's EventSummary cards joined by
 * commas in the list's order (the inside of the `events` array; `''` for an empty page), and the bounded count.
 */
export interface ListEventJson {
  /** The cards' JSON texts joined by `,` — wrap in `[` `]` for the array. */
  cards: string;
  /** The bounded count ({@link eventCountBound}). */
  totalItems: number;
}

/**
 * `rows`' card texts (`json`) joined by commas in the list's order (`key`, then `id`: the same direction for the
 * start order, ascending ids for the title order) — one text value, so the answer is one DataRow instead of
 * one per card (issue 37, stop 58) — or NULL when a stored card is missing (a row without `json`): the caller
 * then builds the page from the tables. `''` when `rows` is empty.
 */
function joinedCards(
  rows: { json: unknown; key: unknown; id: unknown; stored: unknown },
  direction: 'asc' | 'desc',
  byTitle: boolean,
) {
  const dir = sql.raw(direction);
  const idDir = sql.raw(byTitle ? 'asc' : direction);
  // `json` is named once: the subquery is pulled up into this select, so each mention would run the caller's
  // two subqueries again per card (a missing card is told by `stored`, the stored card's key).
  return sql<
    string | null
  >`case when count(${rows.id}) = count(${rows.stored}) then coalesce(string_agg(${rows.json}, ',' order by ${rows.key} ${dir}, ${rows.id} ${idDir}), '') end`.as(
    'cards',
  );
}

/**
 * Whether the list runs {@link listEventJsonOnePlan}'s statement: start order with a keyword or a type,
 * location, category or tag filter (the discover page's lists). Title order with those filters is still
 * planned for its values on every call ({@link plannedForItsValues}); lists without them keep the prepared
 * statement's generic plan as before.
 */
export function hasOnePlan(body: EventListInput): boolean {
  return body.sortField !== 'title' && plannedForItsValues(body);
}

/**
 * The page's stored card with the caller's `userTicketId` and `isFavourite` appended, last (after `soldOut`):
 * the card's closing brace gives way to them. `pageId` is the page's id column.
 */
function withCallerFields(scope: TenantScope, pageId: unknown, userId: string | null | Placeholder) {
  return sql<string | null>`left(${eventCards.card}, -1)
    || ',"userTicketId":' || coalesce((select min(k.id) from tickets k where k.tenant_id = ${scope.tenantId}
      and k.user_id = ${userId} and k.attendance_status = 'Active' and k.event_id = ${pageId})::text, 'null')
    || ',"isFavourite":' || exists(select 1 from event_favourites f where f.event_id = ${pageId}
      and f.user_id = ${userId})::text
    || '}'`;
}

/**
 * {@link listEventJson} for a start-ordered list with a keyword or filters (issue 37, docs/benchmarks.md "5 Dec,
 * late night: events"): the same answer from ONE statement whose plan does not depend on the values, so
 * PostgreSQL keeps its generic plan (no ~1–1.5 ms of planning per call). The values are hidden from the
 * planner ({@link onePlanConditions}). The bounded count is a CTE run once, from the indexes of its filters: the
 * keyword's trigram index and the facets index of the type, location, category and tag filters (migration
 * 0041), reading the matching events rather than every upcoming one — for an upcoming-only keyword list, from
 * the narrow side table `upcoming_search` (migration 0049, {@link readsUpcomingSearch}). The page has two
 * branches, each behind a one-time filter on that count: more matches than the bound (a common word, a broad
 * filter) walks the covering start index and stops at the page's end; at most the bound (a rare word, a narrow
 * filter) sorts the matches the count has just read (a CTE, read once). Exactly one branch runs. Same rows, order and bounded total as
 * {@link listEventJson}'s other paths (events.filters.test.ts).
 */
async function listEventJsonOnePlan(
  scope: TenantScope,
  body: EventListInput,
  userId: string | null,
): Promise<ListEventJson> {
  const { limit } = pageOf(body.page, body.size);
  const params = onePlanParams(body);
  const shape = `${onePlanShape(body)}${limit}`;
  let rows: { cards: string | null; total: number }[];
  if (onePlanShapes.has(shape) || onePlanShapes.size < MAX_ONE_PLAN_SHAPES) {
    onePlanShapes.add(shape);
    const name = `event_list_${shape}`;
    const prepared = preparedQuery(scope, name, () =>
      onePlanStatement(scope, body, hiddenPlaceholder, sql.placeholder('userId')).prepare(name),
    );
    rows = await prepared.execute({ ...params, userId });
  } else {
    rows = await onePlanQuery(scope, body, userId);
  }
  const [row] = rows;
  if (row!.cards === null) return listEventJsonBuilt(scope, body, userId);
  return { cards: row!.cards, totalItems: Number(row!.total) };
}

/**
 * Shapes of the one-plan statement ({@link onePlanShape} and page size) prepared so far in this process: each is
 * built by Drizzle once per database handle and tenant, then only executed (building and compiling it cost
 * 0.5–0.9 ms of Node per call). At most {@link MAX_ONE_PLAN_SHAPES}; other shapes are built per call.
 */
const onePlanShapes = new Set<string>();
/** See {@link onePlanShapes}: bounds the prepared statements (Node's and each connection's). */
export const MAX_ONE_PLAN_SHAPES = 64;

/** The one-plan statement's values: the filters' ({@link OnePlanValues}), the count's bound and the offset. */
interface OnePlanParams extends OnePlanValues {
  bound: number;
  boundPlusOne: number;
  offset: number;
}

/** The values of the one-plan statement for `body`, now ({@link OnePlanParams}). */
function onePlanParams(body: EventListInput): OnePlanParams {
  const { offset } = pageOf(body.page, body.size);
  const bound = eventCountBound(body.page, body.size);
  return { ...onePlanValues(body, new Date()), bound, boundPlusOne: bound + 1, offset };
}

/**
 * The statement of {@link listEventJsonOnePlan} with the values bound (not run): rows of `json` (the card with
 * the caller's fields, null if the stored card is missing) and `total` (the bounded count), in the list's
 * order — the same text as the prepared statement. Exported for the tests.
 */
export function onePlanQuery(scope: TenantScope, body: EventListInput, userId: string | null) {
  const params = onePlanParams(body);
  return onePlanStatement(scope, body, (key, type) => hiddenValue(params[key], type), userId);
}

/**
 * {@link listEventJsonOnePlan}'s statement for the shape of `body` (which filters it has, not their values:
 * those come from `hide`, as values or placeholders) and the caller `userId` (a value or a placeholder).
 */
function onePlanStatement(
  scope: TenantScope,
  body: EventListInput,
  hide: (key: keyof OnePlanParams, type: HiddenType) => SQL,
  userId: string | null | Placeholder,
) {
  const direction = body.sortOrder === 'desc' ? desc : asc;
  const { limit } = pageOf(body.page, body.size);
  const within = (path: 'index' | 'walk') => {
    const where = onePlanConditions(body, hide, path);
    return body.isActiveEvent === true
      ? and(where, startsAfterLongestRunning(scope, hide('now', 'timestamptz')))
      : where;
  };
  // The matching events from the filters' indexes, at most bound + 1 (the count stops there): counted, and
  // when they are all the matches (at most the bound), also the page's rows — read once, materialised (the
  // CTE is referenced twice).
  // An upcoming-only keyword list reads them from the narrow side table of upcoming events instead (migration
  // 0049, event-list-upcoming.ts): the trigram index alone, no upcoming bitmap of `events` to AND, narrow rows.
  const matched = scope.db.$with('matched').as(
    readsUpcomingSearch(body)
      ? scope.db
          .select({
            id: sql<number>`${upcomingSearch.id}`.as('id'),
            key: sql<Date>`${upcomingSearch.startUtc}`.as('key'),
          })
          .from(upcomingSearch)
          .where(upcomingSearchConditions(body, hide))
          .limit(hide('boundPlusOne', 'int') as unknown as number)
      : scope.db
          .select({ id: sql<number>`${events.id}`.as('id'), key: sql<Date>`${events.startUtc}`.as('key') })
          .from(events)
          .where(within('index'))
          .limit(hide('boundPlusOne', 'int') as unknown as number),
  );
  const counted = scope.db
    .$with('counted_total')
    .as(scope.db.select({ total: sql<number>`count(*)::int`.as('total') }).from(matched));
  const total = sql<number>`(select "total" from ${counted})`;
  const walked = scope.db
    .select({ id: events.id, key: events.startUtc })
    .from(events)
    .where(and(sql`${total} > ${hide('bound', 'int')}`, within('walk')))
    .orderBy(direction(events.startUtc), direction(events.id))
    .limit(inlineInteger(limit))
    .offset(hide('offset', 'int') as unknown as number);
  const fromMatched = scope.db
    .select({ id: matched.id, key: matched.key })
    .from(matched)
    .where(sql`${total} <= ${hide('bound', 'int')}`)
    .orderBy(direction(matched.key), direction(matched.id))
    .limit(inlineInteger(limit))
    .offset(hide('offset', 'int') as unknown as number);
  const page = unionAll(walked, fromMatched).as('page');
  const rows = scope.db
    .select({
      json: withCallerFields(scope, page.id, userId).as('json'),
      key: sql<Date>`${page.key}`.as('key'),
      id: sql<number>`${page.id}`.as('id'),
      stored: sql<number | null>`${eventCards.eventId}`.as('stored'),
    })
    .from(page)
    .leftJoin(eventCards, eq(eventCards.eventId, page.id))
    .as('cards_of_page');
  // One row whatever the page: its cards joined (`''` past the end) and the bounded count.
  return scope.db
    .with(matched, counted)
    .select({
      cards: joinedCards(rows, body.sortOrder === 'desc' ? 'desc' : 'asc', false),
      total: sql<number>`${total}`.as('total'),
    })
    .from(rows);
}

/**
 * Whether the list has a keyword or a type, location, category or tag filter, whose selectivity the prepared
 * statement's generic plan cannot know: start-ordered, such a list runs {@link listEventJsonOnePlan}
 * ({@link hasOnePlan}); title-ordered, it is planned for its values on every call
 * ({@link selectPlannedEachCall}, about 1 ms of planning). The discover defaults, the dashboard's and date-only
 * lists keep the prepared statement's generic plan (the start-ordered index either way).
 */
export function plannedForItsValues(body: EventListInput): boolean {
  return Boolean(
    body.keyword || body.typeId || body.locationId?.length || body.categoryId?.length || body.tagId?.length,
  );
}

/** The bounded count of a page that has no row to carry it (past the end, or no match). */
async function pastTheEnd(scope: TenantScope, parts: ReturnType<typeof listParts>): Promise<ListEventJson> {
  if (parts.offset === 0) return { cards: '', totalItems: 0 };
  const [past] = await scope.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(parts.capped());
  return { cards: '', totalItems: past!.total };
}

/**
 * {@link listEventJson}'s answer with each card built from the tables ({@link eventCardJson}: labels, tags,
 * prices, the caller's ticket and favourite) — the list's path before migration 0036, kept for a page whose
 * stored card is missing.
 */
export async function listEventJsonBuilt(
  scope: TenantScope,
  body: EventListInput,
  userId: string | null,
): Promise<ListEventJson> {
  const parts = listParts(scope, body);
  const { byTitle, direction } = parts;
  const order = byTitle
    ? [direction(events.title), asc(events.id)]
    : [direction(events.startUtc), direction(events.id)];
  const pageIds = scope.db
    .select({ id: events.id })
    .from(events)
    .where(parts.where)
    .orderBy(...order)
    .limit(parts.limit)
    .offset(parts.offset);
  const rows = await withLabels(
    scope.db
      .select({ json: eventCardJson(userId), total: parts.counted() })
      .from(events)
      .$dynamic(),
  )
    .where(inArray(events.id, pageIds))
    .orderBy(...order);
  if (rows.length > 0) return { cards: rows.map((row) => row.json).join(','), totalItems: rows[0]!.total };
  return pastTheEnd(scope, parts);
}
