/**
 * Event SQL (spec 002 §7 Events): the filtered list, event rows with their lookup labels, the per-event extras
 * of a page (tags, prices, the member's tickets, favourites — one query each, no N+1), ticket prices, lookups,
 * tags and favourites. Every function takes the tenant scope.
 */
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { ZEventListBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  eventCategories,
  eventFavourites,
  eventLocations,
  eventTagLinks,
  eventTags,
  eventTypes,
  events,
  ticketPrices,
  tickets,
} from '../../db/schema/index';
import { preparedQuery, tenantScope, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

/** A stored event. */
export type EventRow = typeof events.$inferSelect;
/** A stored ticket price. */
export type TicketPriceRow = typeof ticketPrices.$inferSelect;
/** The list filters of `POST /api/event/list` after validation. */
export type EventListInput = z.output<typeof ZEventListBody>;
/** An event with the labels of its type, category and location. */
export type JoinedEventRow = {
  event: EventRow;
  type: string | null;
  category: string | null;
  location: string | null;
};
/** A lookup table of events (types, categories, locations): id → label. */
export type EventLookupTable = typeof eventTypes | typeof eventCategories | typeof eventLocations;

/** Runs `work` in a transaction with a tenant scope bound to it. */
export function inTransaction<T>(scope: TenantScope, work: (tx: TenantScope) => Promise<T>): Promise<T> {
  return scope.db.transaction(async (tx) => work(tenantScope(tx as unknown as Db, scope.tenantId)));
}

/** `YYYY-MM-DD` → that day 00:00 UTC; a date-time → itself. `endOfDay` moves a plain date to the next day. */
function boundary(value: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (endOfDay) day.setUTCDate(day.getUTCDate() + 1);
    return day;
  }
  return new Date(value);
}

/** Events carrying any of the tags (tenant-scoped EXISTS). */
function hasAnyTag(scope: TenantScope, tagIds: number[]): SQL {
  return exists(
    scope.db
      .select({ one: sql`1` })
      .from(eventTagLinks)
      .where(and(eq(eventTagLinks.eventId, events.id), inArray(eventTagLinks.tagId, tagIds))),
  );
}

/**
 * `start_utc >= now - (the tenant's longest event)`: true of every event still running or upcoming, so it adds
 * nothing to `end_utc >= now` — but it lets the start-ordered index begin at the first event that can still be
 * running instead of walking the tenant's whole past (one index probe of `events_tenant_duration_idx` for the
 * longest duration; docs/benchmarks.md "Decisions").
 */
function startsAfterLongestRunning(scope: TenantScope, now: Date): SQL {
  const longest = scope.db.select({ longest: sql`max(${events.endUtc} - ${events.startUtc})` }).from(events);
  return sql`${events.startUtc} >= ${now}::timestamptz - (${longest})`;
}

/** WHERE of `POST /api/event/list` (002 §7): published events of the tenant with every filter. */
export function listConditions(scope: TenantScope, body: EventListInput, now = new Date()): SQL {
  const conditions: (SQL | undefined)[] = [eq(events.isPublished, true)];
  if (body.isActiveEvent === true) conditions.push(gte(events.endUtc, now));
  if (body.isActiveEvent === false) conditions.push(lt(events.endUtc, now));
  if (body.keyword) conditions.push(ilike(events.searchText, containsPattern(body.keyword.toLowerCase())));
  if (body.typeId) conditions.push(eq(events.typeId, body.typeId));
  if (body.locationId?.length) conditions.push(inArray(events.locationId, body.locationId));
  if (body.categoryId?.length) conditions.push(inArray(events.categoryId, body.categoryId));
  if (body.tagId?.length) conditions.push(hasAnyTag(scope, body.tagId));
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

/** Named selection: an event with its lookup labels. */
const eventWithLabels = {
  event: events,
  type: eventTypes.label,
  category: eventCategories.label,
  location: eventLocations.label,
};

/**
 * Named selection of an event card (002 §3, the summary's fields): the list and the cards by id read these
 * 16 columns, not the event's HTML, sessions, documents and layouts (about 1.2 kB a row at the bench's scale).
 */
const eventCard = {
  event: {
    id: events.id,
    title: events.title,
    shortDesc: events.shortDesc,
    typeId: events.typeId,
    categoryId: events.categoryId,
    locationId: events.locationId,
    address: events.address,
    listingImg: events.listingImg,
    featureImg: events.featureImg,
    startUtc: events.startUtc,
    endUtc: events.endUtc,
    startLocal: events.startLocal,
    startTimeZone: events.startTimeZone,
    endLocal: events.endLocal,
    endTimeZone: events.endTimeZone,
    isCpd: events.isCpd,
  },
  type: eventTypes.label,
  category: eventCategories.label,
  location: eventLocations.label,
};

/** An event card's row: {@link eventCard}'s columns with the lookup labels. */
export type EventCardRow = {
  event: Pick<EventRow, keyof (typeof eventCard)['event']>;
  type: string | null;
  category: string | null;
  location: string | null;
};

/** Events joined with their lookup labels, selecting every column. */
function selectEvents(scope: TenantScope) {
  return withLabels(scope.db.select(eventWithLabels).from(events).$dynamic());
}

/** Event cards joined with their lookup labels. */
function selectEventCards(scope: TenantScope) {
  return withLabels(scope.db.select(eventCard).from(events).$dynamic());
}

/** The three lookup joins of an event selection (type, category, location labels). */
function withLabels<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(eventLocations, eq(eventLocations.id, events.locationId));
}

/** One page of the event list (sorted by title or start) and the total count. */
export async function listEventRows(scope: TenantScope, body: EventListInput) {
  const now = new Date();
  const where = listConditions(scope, body, now);
  const direction = body.sortOrder === 'desc' ? desc : asc;
  const order =
    body.sortField === 'title'
      ? [direction(events.title), asc(events.id)]
      : [direction(events.startUtc), direction(events.id)];
  // The page's scan by start is bounded (running or upcoming events); the count keeps the plain condition, which
  // the (tenant, published, end) index answers index-only.
  const pageWhere =
    body.isActiveEvent === true && body.sortField !== 'title'
      ? and(where, startsAfterLongestRunning(scope, now))
      : where;
  const { rows, total } = await pageAndTotal(
    selectEventCards(scope)
      .where(pageWhere)
      .orderBy(...order),
    scope.db.$count(events, where),
    body.page,
    body.size,
  );
  return { rows, totalItems: total };
}

/** Event cards of the given ids with their labels (any order). */
export function eventRowsByIds(scope: TenantScope, ids: number[]): Promise<EventCardRow[]> {
  return selectEventCards(scope).where(inArray(events.id, ids));
}

/** One event of the tenant with its labels, drafts included, or undefined. */
export async function eventRowById(scope: TenantScope, id: number): Promise<JoinedEventRow | undefined> {
  const [row] = await selectEvents(scope).where(eq(events.id, id));
  return row;
}

/** Per-event extras of a page of events: tags, cheapest price and sold out, the member's ticket, favourite. */
export interface EventExtras {
  tagsByEvent: Map<number, { id: number; label: string }[]>;
  priceByEvent: Map<number, { minCents: number | null; soldOut: boolean }>;
  ticketByEvent: Map<number, number>;
  favourites: Set<number>;
}

/** `column = any($eventIds)`: one statement text whatever the number of events (prepared once). */
const anyEvent = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('eventIds')}::int[])`;

/** Tags of events, by label (prepared: the four extras run on every event list). */
const tagRowsQuery = (db: Db) =>
  db
    .select({ eventId: eventTagLinks.eventId, id: eventTags.id, label: eventTags.label })
    .from(eventTagLinks)
    .innerJoin(eventTags, eq(eventTags.id, eventTagLinks.tagId))
    .where(anyEvent(eventTagLinks.eventId))
    .orderBy(asc(eventTags.label))
    .prepare('event_tag_rows');

/** Cheapest live price (cents) and "every price sold out" per event. */
const priceRowsQuery = (db: Db) =>
  db
    .select({
      eventId: ticketPrices.eventId,
      minCents: sql<number | null>`min(${ticketPrices.amountCents})`.mapWith(Number),
      soldOut: sql<boolean>`bool_and(${ticketPrices.capacity} is not null and ${ticketPrices.sold} >= ${ticketPrices.capacity})`,
    })
    .from(ticketPrices)
    .where(and(anyEvent(ticketPrices.eventId), eq(ticketPrices.isDeleted, false)))
    .groupBy(ticketPrices.eventId)
    .prepare('event_price_rows');

/** The user's first active ticket id per event. */
const activeTicketsQuery = (db: Db) =>
  db
    .select({ eventId: tickets.eventId, id: sql<number>`min(${tickets.id})`.mapWith(Number) })
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, sql.placeholder('userId')),
        eq(tickets.attendanceStatus, 'Active'),
        anyEvent(tickets.eventId),
      ),
    )
    .groupBy(tickets.eventId)
    .prepare('event_active_tickets');

/** Which of the events the user has as favourites. */
const favouritesQuery = (db: Db) =>
  db
    .select({ eventId: eventFavourites.eventId })
    .from(eventFavourites)
    .where(and(eq(eventFavourites.userId, sql.placeholder('userId')), anyEvent(eventFavourites.eventId)))
    .prepare('event_favourite_rows');

/** The user's first active ticket id per event (of the given events). */
export function activeTicketIdsOf(
  scope: TenantScope,
  userId: string,
  eventIds: number[],
): Promise<{ eventId: number; id: number }[]> {
  return preparedQuery(scope, 'event_active_tickets', activeTicketsQuery).execute({ userId, eventIds });
}

/** Extras of a page of events in 4 queries whatever the page size (none without a user for tickets/favourites). */
export async function extrasFor(
  scope: TenantScope,
  eventIds: number[],
  userId: string | null,
): Promise<EventExtras> {
  const extras: EventExtras = {
    tagsByEvent: new Map(),
    priceByEvent: new Map(),
    ticketByEvent: new Map(),
    favourites: new Set(),
  };
  if (eventIds.length === 0) return extras;
  const [tagRows, priceRows, ticketRows, favouriteRows] = await Promise.all([
    preparedQuery(scope, 'event_tag_rows', tagRowsQuery).execute({ eventIds }),
    preparedQuery(scope, 'event_price_rows', priceRowsQuery).execute({ eventIds }),
    userId ? activeTicketIdsOf(scope, userId, eventIds) : Promise.resolve([]),
    userId
      ? preparedQuery(scope, 'event_favourite_rows', favouritesQuery).execute({ userId, eventIds })
      : Promise.resolve([]),
  ]);
  for (const row of tagRows) {
    const list = extras.tagsByEvent.get(row.eventId) ?? [];
    list.push({ id: row.id, label: row.label });
    extras.tagsByEvent.set(row.eventId, list);
  }
  for (const row of priceRows)
    extras.priceByEvent.set(row.eventId, { minCents: row.minCents, soldOut: Boolean(row.soldOut) });
  for (const row of ticketRows) extras.ticketByEvent.set(row.eventId, row.id);
  for (const row of favouriteRows) extras.favourites.add(row.eventId);
  return extras;
}

/** Live ticket prices of an event, in display order. */
export function ticketPriceRows(scope: TenantScope, eventId: number): Promise<TicketPriceRow[]> {
  return scope.db
    .select()
    .from(ticketPrices)
    .where(and(eq(ticketPrices.eventId, eventId), eq(ticketPrices.isDeleted, false)))
    .orderBy(asc(ticketPrices.sortOrder), asc(ticketPrices.id));
}

/** id/label rows of a lookup table, by label. */
export function lookupRows(scope: TenantScope, table: EventLookupTable) {
  return scope.db.select({ id: table.id, label: table.label }).from(table).orderBy(asc(table.label));
}

/** Tags of the tenant whose label contains `keyword` (all without one), by label, at most 500. */
export function tagRows(scope: TenantScope, keyword: string | undefined) {
  return scope.db
    .select({ id: eventTags.id, label: eventTags.label })
    .from(eventTags)
    .where(keyword ? ilike(eventTags.label, containsPattern(keyword)) : undefined)
    .orderBy(asc(eventTags.label))
    .limit(500);
}

/** A page of a user's favourite event ids (newest first) and the total count. */
export async function favouriteEventIds(scope: TenantScope, userId: string, page: number, size: number) {
  const where = eq(eventFavourites.userId, userId);
  const { rows, total } = await pageAndTotal(
    scope.db
      .select({ eventId: eventFavourites.eventId })
      .from(eventFavourites)
      .where(where)
      .orderBy(desc(eventFavourites.createdAt), desc(eventFavourites.eventId)),
    scope.db.$count(eventFavourites, where),
    page,
    size,
  );
  return { ids: rows.map((row) => row.eventId), totalItems: total };
}

/** Adds an event to a user's favourites (idempotent). */
export async function addFavourite(scope: TenantScope, userId: string, eventId: number): Promise<void> {
  await scope.db
    .insert(eventFavourites)
    .values({ tenantId: scope.tenantId, userId, eventId })
    .onConflictDoNothing();
}

/** Removes an event from a user's favourites (idempotent). */
export async function removeFavourite(scope: TenantScope, userId: string, eventId: number): Promise<void> {
  await scope.db
    .delete(eventFavourites)
    .where(and(eq(eventFavourites.userId, userId), eq(eventFavourites.eventId, eventId)));
}
