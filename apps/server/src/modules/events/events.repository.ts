/**
 * Event SQL (spec 002 §7 Events): the filtered list, event rows with their lookup labels and the per-event extras
 * of a card (tags, prices, the member's ticket, favourite — subqueries of the same statement, no N+1), ticket
 * prices, lookups, tags and favourites. Every function takes the tenant scope.
 */
import { and, asc, desc, eq, ilike, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  eventCategories,
  eventFavourites,
  eventLocations,
  eventTags,
  eventTypes,
  events,
  ticketPrices,
  tickets,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';
import { dollarsSql } from '../../lib/money';
import { isoTimestampSql } from '../../lib/sql-json';

/** A stored event. */
export type EventRow = typeof events.$inferSelect;
/** A stored ticket price. */
export type TicketPriceRow = typeof ticketPrices.$inferSelect;
/** An event with the labels of its type, category and location. */
export type JoinedEventRow = {
  event: EventRow;
  type: string | null;
  category: string | null;
  location: string | null;
};
/** A lookup table of events (types, categories, locations): id → label. */
export type EventLookupTable = typeof eventTypes | typeof eventCategories | typeof eventLocations;

/** `column = any($eventIds)`: one statement text whatever the number of events (prepared once). */
const anyEvent = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('eventIds')}::int[])`;

/**
 * An event card's extras for `userId` (null: nobody, so no ticket and no favourite; a placeholder in a prepared
 * query), as correlated subqueries of the card's own query — tags by label, cheapest live price (cents) and "every live price sold out", the user's
 * first active ticket, favourite — so a page of cards is one statement, not one plus four (issue 17).
 */
function cardExtras(userId: string | null | Placeholder) {
  // Qualified by hand: Drizzle writes a lone table's column as "id", which the subqueries' own tables
  // (event_tags, ticket_prices, tickets) would take as theirs.
  const eventIdRef = sql.raw('"events"."id"');
  // The event's tenant leads the (tenant, event) and (tenant, user, status, event) indexes.
  const tenantRef = sql.raw('"events"."tenant_id"');
  return {
    tags: sql<
      { id: number; label: string }[]
    >`coalesce((select json_agg(json_build_object('id', t.id, 'label', t.label) order by t.label, t.id) from event_tag_links l join event_tags t on t.id = l.tag_id where l.event_id = ${eventIdRef}), '[]'::json)`,
    minCents: sql<
      number | null
    >`(select min(p.amount_cents) from ticket_prices p where p.tenant_id = ${tenantRef} and p.event_id = ${eventIdRef} and not p.is_deleted)`.mapWith(
      Number,
    ),
    soldOut: sql<
      boolean | null
    >`(select bool_and(p.capacity is not null and p.sold + p.held >= p.capacity) from ticket_prices p where p.tenant_id = ${tenantRef} and p.event_id = ${eventIdRef} and not p.is_deleted)`,
    ticketId: sql<
      number | null
    >`(select min(k.id) from tickets k where k.tenant_id = ${tenantRef} and k.user_id = ${userId} and k.attendance_status = 'Active' and k.event_id = ${eventIdRef})`.mapWith(
      Number,
    ),
    isFavourite: sql<boolean>`exists(select 1 from event_favourites f where f.event_id = ${eventIdRef} and f.user_id = ${userId})`,
  };
}

/** The extras of a card ({@link cardExtras}). */
export type CardExtrasRow = {
  tags: { id: number; label: string }[];
  minCents: number | null;
  soldOut: boolean | null;
  ticketId: number | null;
  isFavourite: boolean;
};

/** The 16 columns of an event card (002 §3, the summary's fields). */
const cardColumns = {
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
};

/** Lookup labels of an event selection (with {@link withLabels}). */
const labels = { type: eventTypes.label, category: eventCategories.label, location: eventLocations.label };

/** An event card's columns with its lookup labels (a list page's row, before its extras). */
export type EventCardBaseRow = {
  event: Pick<EventRow, keyof typeof cardColumns>;
  type: string | null;
  category: string | null;
  location: string | null;
};

/** An event card's row: its 16 columns, the lookup labels and the extras for the caller. */
export type EventCardRow = EventCardBaseRow & CardExtrasRow;

/** An event with every column, its labels and the extras for the caller (the detail). */
export type EventDetailRow = JoinedEventRow & CardExtrasRow;

/** Events joined with their lookup labels, selecting every column. */
function selectEvents(scope: TenantScope) {
  return withLabels(
    scope.db
      .select({ event: events, ...labels })
      .from(events)
      .$dynamic(),
  );
}

/**
 * Event cards joined with their lookup labels and the extras for `userId` (the cards by id): cards read these 16
 * columns, not the event's HTML, sessions, documents and layouts (about 1.2 kB a row at the bench's scale).
 */
function selectEventCards(scope: TenantScope, userId: string | null) {
  return withLabels(
    scope.db
      .select({ event: cardColumns, ...labels, ...cardExtras(userId) })
      .from(events)
      .$dynamic(),
  );
}

/** The three lookup joins of an event selection (type, category, location labels). */
export function withLabels<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(eventLocations, eq(eventLocations.id, events.locationId));
}

/**
 * An event card as the contract's EventSummary (002 §3, `ZEventSummary`), written by PostgreSQL as JSON text for
 * `userId` (a placeholder or a value; null: nobody): the same keys, in the same order, with the same values as
 * `presentSummary` (events.presenter.ts) gives from {@link selectEventCards}'s row — instants as `toISOString()` writes them,
 * the cheapest live price in dollars ({@link dollarsSql}), sold out false without prices, the member's first
 * active ticket and favourite. Needs the three label joins of {@link withLabels}.
 */
export function eventCardJson(userId: string | null | Placeholder): SQL<string> {
  return sql<string>`json_build_object(${eventCardPairs(userId)})::text`;
}

/** The key/value arguments of {@link eventCardJson}'s `json_build_object` (50 of PostgreSQL's 100). */
function eventCardPairs(userId: string | null | Placeholder): SQL {
  const x = cardExtras(userId);
  return sql`
    'id', ${events.id},
    'title', ${events.title},
    'shortDesc', ${events.shortDesc},
    'type', ${eventTypes.label},
    'typeId', ${events.typeId},
    'category', ${eventCategories.label},
    'categoryId', ${events.categoryId},
    'location', ${eventLocations.label},
    'locationId', ${events.locationId},
    'address', ${events.address},
    'listingImg', ${events.listingImg},
    'featureImg', ${events.featureImg},
    'eventStart', ${isoTimestampSql(events.startUtc)},
    'eventStartUtc', ${isoTimestampSql(events.startUtc)},
    'eventEndUtc', ${isoTimestampSql(events.endUtc)},
    'startDateTime', ${events.startLocal},
    'startTimeZone', ${events.startTimeZone},
    'endDateTime', ${events.endLocal},
    'endTimeZone', ${events.endTimeZone},
    'isCpd', ${events.isCpd},
    'tags', ${x.tags},
    'minPrice', ${dollarsSql(x.minCents)},
    'soldOut', coalesce(${x.soldOut}, false),
    'userTicketId', ${x.ticketId},
    'isFavourite', ${x.isFavourite}`;
}

/**
 * The event detail as the contract's Event (002 §3, `ZEvent`), written by PostgreSQL as JSON text for `userId`:
 * the card ({@link eventCardPairs}) then every detail field in `presentEvent`'s order (events.presenter.ts) —
 * stored JSON columns as they are, `singleClickTicketPriceId` the first live price (display order) of a
 * single-click event, else null. 78 of `json_build_object`'s 100 arguments.
 */
function eventDetailJson(userId: string | null): SQL<string> {
  return sql<string>`json_build_object(${eventCardPairs(userId)},
    'content', ${events.content},
    'externalUrl', ${events.externalUrl},
    'sessions', ${events.sessions},
    'canEnrolContent', ${events.canEnrolContent},
    'canEnrolLayout', ${events.canEnrolLayout},
    'coursesLayout', ${events.coursesLayout},
    'sponsorContent', ${events.sponsorContent},
    'reasoningContent', ${events.reasoningContent},
    'accessContent', ${events.accessContent},
    'presenters', ${events.presenters},
    'cpdDetails', ${events.cpdDetails},
    'isSingleClickRegistration', ${events.isSingleClickRegistration},
    'singleClickTicketPriceId', case when ${events.isSingleClickRegistration} then (select p.id from ticket_prices p where p.tenant_id = "events"."tenant_id" and p.event_id = "events"."id" and not p.is_deleted order by p.sort_order, p.id limit 1) end,
    'isPublished', ${events.isPublished}
  )::text`;
}

/** `GET /api/Event/{id}` in one statement: {@link eventDetailJson} and whether published, or undefined. */
export async function eventDetailJsonById(
  scope: TenantScope,
  id: number,
  userId: string | null,
): Promise<{ json: string; isPublished: boolean } | undefined> {
  const [row] = await withLabels(
    scope.db
      .select({ json: eventDetailJson(userId), isPublished: events.isPublished })
      .from(events)
      .$dynamic(),
  ).where(eq(events.id, id));
  return row;
}

/** Event cards of the given ids with their labels and the extras for `userId` (any order). */
export function eventRowsByIds(
  scope: TenantScope,
  ids: number[],
  userId: string | null,
): Promise<EventCardRow[]> {
  return selectEventCards(scope, userId).where(inArray(events.id, ids)) as Promise<EventCardRow[]>;
}

/** One event of the tenant with its labels, drafts included, or undefined. */
export async function eventRowById(scope: TenantScope, id: number): Promise<JoinedEventRow | undefined> {
  const [row] = await selectEvents(scope).where(eq(events.id, id));
  return row;
}

/** One event of the tenant with its labels and the extras for `userId`, drafts included, or undefined. */
export async function eventDetailRowById(
  scope: TenantScope,
  id: number,
  userId: string | null,
): Promise<EventDetailRow | undefined> {
  const [row] = await withLabels(
    scope.db
      .select({ event: events, ...labels, ...cardExtras(userId) })
      .from(events)
      .$dynamic(),
  ).where(eq(events.id, id));
  return row as EventDetailRow | undefined;
}

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

/** The user's first active ticket id per event (of the given events). */
export function activeTicketIdsOf(
  scope: TenantScope,
  userId: string,
  eventIds: number[],
): Promise<{ eventId: number; id: number }[]> {
  return preparedQuery(scope, 'event_active_tickets', activeTicketsQuery).execute({ userId, eventIds });
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
