/**
 * Event queries — spec 002 §7 Events: the filtered, paged list, the detail, filters, tags, attachments, ticket
 * prices and favourites. Every query is scoped to the tenant; a list page takes a bounded number of queries
 * (count, page, then one query each for tags, prices, the member's tickets and favourites — no N+1).
 */
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type {
  TEvent,
  TEventListBody,
  TEventSummary,
  TTag,
  TTicketPrice,
  ZEventListBody,
} from '@portal/contracts';
import type { z } from 'zod';
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
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { toDollars } from './money';

export type EventRow = typeof events.$inferSelect;
type ListInput = z.output<typeof ZEventListBody>;

/** Escapes `%`, `_` and `\` for LIKE patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** `YYYY-MM-DD` → that day 00:00 UTC; a date-time → itself. `endOfDay` moves a plain date to the next day. */
function boundary(value: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (endOfDay) day.setUTCDate(day.getUTCDate() + 1);
    return day;
  }
  return new Date(value);
}

/** WHERE of `POST /api/event/list` (002 §7): published events of the tenant with every filter. */
export function listConditions(scope: TenantScope, body: ListInput, now = new Date()): SQL {
  const conditions: (SQL | undefined)[] = [eq(events.isPublished, true)];
  if (body.isActiveEvent === true) conditions.push(gte(events.endUtc, now));
  if (body.isActiveEvent === false) conditions.push(lt(events.endUtc, now));
  if (body.keyword) conditions.push(ilike(events.searchText, likePattern(body.keyword.toLowerCase())));
  if (body.typeId) conditions.push(eq(events.typeId, body.typeId));
  if (body.locationId?.length) conditions.push(inArray(events.locationId, body.locationId));
  if (body.categoryId?.length) conditions.push(inArray(events.categoryId, body.categoryId));
  if (body.tagId?.length)
    conditions.push(
      exists(
        scope.db
          .select({ one: sql`1` })
          .from(eventTagLinks)
          .where(
            and(
              eq(eventTagLinks.tenantId, scope.tenantId),
              eq(eventTagLinks.eventId, events.id),
              inArray(eventTagLinks.tagId, body.tagId),
            ),
          ),
      ),
    );
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
  return inTenant(scope, events, ...conditions);
}

const summaryColumns = {
  event: events,
  type: eventTypes.label,
  category: eventCategories.label,
  location: eventLocations.label,
};

/** Selects events with their lookup labels. */
function selectEvents(scope: TenantScope) {
  return scope.db
    .select(summaryColumns)
    .from(events)
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(eventLocations, eq(eventLocations.id, events.locationId));
}
type JoinedRow = { event: EventRow; type: string | null; category: string | null; location: string | null };

/** Per-event extras for a page of events, in 4 queries whatever the page size. */
async function extrasFor(scope: TenantScope, eventIds: number[], userId: string | null) {
  const tagsByEvent = new Map<number, TTag[]>();
  const priceByEvent = new Map<number, { minCents: number | null; soldOut: boolean }>();
  const ticketByEvent = new Map<number, number>();
  const favourites = new Set<number>();
  if (eventIds.length === 0) return { tagsByEvent, priceByEvent, ticketByEvent, favourites };
  const [tagRows, priceRows, ticketRows, favouriteRows] = await Promise.all([
    scope.db
      .select({ eventId: eventTagLinks.eventId, id: eventTags.id, label: eventTags.label })
      .from(eventTagLinks)
      .innerJoin(eventTags, eq(eventTags.id, eventTagLinks.tagId))
      .where(inTenant(scope, eventTagLinks, inArray(eventTagLinks.eventId, eventIds)))
      .orderBy(asc(eventTags.label)),
    scope.db
      .select({
        eventId: ticketPrices.eventId,
        minCents: sql<number | null>`min(${ticketPrices.amountCents})`.mapWith(Number),
        soldOut: sql<boolean>`bool_and(${ticketPrices.capacity} is not null and ${ticketPrices.sold} >= ${ticketPrices.capacity})`,
      })
      .from(ticketPrices)
      .where(
        inTenant(
          scope,
          ticketPrices,
          inArray(ticketPrices.eventId, eventIds),
          eq(ticketPrices.isDeleted, false),
        ),
      )
      .groupBy(ticketPrices.eventId),
    userId
      ? scope.db
          .select({ eventId: tickets.eventId, id: sql<number>`min(${tickets.id})`.mapWith(Number) })
          .from(tickets)
          .where(
            inTenant(
              scope,
              tickets,
              eq(tickets.userId, userId),
              eq(tickets.attendanceStatus, 'Active'),
              inArray(tickets.eventId, eventIds),
            ),
          )
          .groupBy(tickets.eventId)
      : Promise.resolve([]),
    userId
      ? scope.db
          .select({ eventId: eventFavourites.eventId })
          .from(eventFavourites)
          .where(
            inTenant(
              scope,
              eventFavourites,
              eq(eventFavourites.userId, userId),
              inArray(eventFavourites.eventId, eventIds),
            ),
          )
      : Promise.resolve([]),
  ]);
  for (const row of tagRows) {
    const list = tagsByEvent.get(row.eventId) ?? [];
    list.push({ id: row.id, label: row.label });
    tagsByEvent.set(row.eventId, list);
  }
  for (const row of priceRows)
    priceByEvent.set(row.eventId, { minCents: row.minCents, soldOut: Boolean(row.soldOut) });
  for (const row of ticketRows) ticketByEvent.set(row.eventId, row.id);
  for (const row of favouriteRows) favourites.add(row.eventId);
  return { tagsByEvent, priceByEvent, ticketByEvent, favourites };
}

/** Presents joined rows as event cards (002 §3 Event subset). */
async function presentSummaries(
  scope: TenantScope,
  rows: JoinedRow[],
  userId: string | null,
): Promise<TEventSummary[]> {
  const extras = await extrasFor(
    scope,
    rows.map((row) => row.event.id),
    userId,
  );
  return rows.map((row) => presentSummary(row, extras));
}

function presentSummary(row: JoinedRow, extras: Awaited<ReturnType<typeof extrasFor>>): TEventSummary {
  const e = row.event;
  const price = extras.priceByEvent.get(e.id);
  return {
    id: e.id,
    title: e.title,
    shortDesc: e.shortDesc,
    type: row.type,
    typeId: e.typeId,
    category: row.category,
    categoryId: e.categoryId,
    location: row.location,
    locationId: e.locationId,
    address: e.address,
    listingImg: e.listingImg,
    featureImg: e.featureImg,
    eventStart: e.startUtc.toISOString(),
    eventStartUtc: e.startUtc.toISOString(),
    eventEndUtc: e.endUtc.toISOString(),
    startDateTime: e.startLocal,
    startTimeZone: e.startTimeZone,
    endDateTime: e.endLocal,
    endTimeZone: e.endTimeZone,
    isCpd: e.isCpd,
    tags: extras.tagsByEvent.get(e.id) ?? [],
    minPrice: price?.minCents == null ? null : toDollars(price.minCents),
    soldOut: price?.soldOut ?? false,
    userTicketId: extras.ticketByEvent.get(e.id) ?? null,
    isFavourite: extras.favourites.has(e.id),
  };
}

/** `POST /api/event/list` (002 §7): `{ events, totalItems }` of published events matching the filters. */
export async function listEvents(
  scope: TenantScope,
  body: ListInput,
  userId: string | null,
): Promise<{ events: TEventSummary[]; totalItems: number }> {
  const where = listConditions(scope, body);
  const direction = body.sortOrder === 'desc' ? desc : asc;
  const order =
    body.sortField === 'title'
      ? [direction(events.title), asc(events.id)]
      : [direction(events.startUtc), direction(events.id)];
  const [[total], rows] = await Promise.all([
    scope.db.select({ value: count() }).from(events).where(where),
    selectEvents(scope)
      .where(where)
      .orderBy(...order)
      .limit(body.size)
      .offset((body.page - 1) * body.size),
  ]);
  return { events: await presentSummaries(scope, rows, userId), totalItems: total?.value ?? 0 };
}

/** Event cards of the given ids, in the given order (favourites, tickets). */
export async function summariesByIds(
  scope: TenantScope,
  ids: number[],
  userId: string | null,
): Promise<Map<number, TEventSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await selectEvents(scope).where(inTenant(scope, events, inArray(events.id, ids)));
  const list = await presentSummaries(scope, rows, userId);
  return new Map(list.map((e) => [e.id, e]));
}

/** One event row of the tenant. @throws AppError NOT_FOUND (also for drafts unless `includeDrafts`). */
export async function findEventRow(
  scope: TenantScope,
  id: number,
  includeDrafts = false,
): Promise<JoinedRow> {
  const [row] = await selectEvents(scope).where(inTenant(scope, events, eq(events.id, id)));
  if (!row || (!row.event.isPublished && !includeDrafts)) throw new AppError('NOT_FOUND', 'Not found');
  return row;
}

/** `GET /api/Event/{id}` (002 §3 Event, every field). */
export async function getEvent(
  scope: TenantScope,
  id: number,
  userId: string | null,
  includeDrafts = false,
): Promise<TEvent> {
  const row = await findEventRow(scope, id, includeDrafts);
  const [summary] = await presentSummaries(scope, [row], userId);
  const e = row.event;
  const prices = await ticketPriceRows(scope, id);
  return {
    ...summary!,
    content: e.content,
    externalUrl: e.externalUrl,
    sessions: e.sessions,
    canEnrolContent: e.canEnrolContent,
    canEnrolLayout: e.canEnrolLayout,
    coursesLayout: e.coursesLayout,
    sponsorContent: e.sponsorContent,
    reasoningContent: e.reasoningContent,
    accessContent: e.accessContent,
    presenters: e.presenters,
    cpdDetails: e.cpdDetails ?? null,
    isSingleClickRegistration: e.isSingleClickRegistration,
    singleClickTicketPriceId: e.isSingleClickRegistration ? (prices[0]?.id ?? null) : null,
    isPublished: e.isPublished,
  };
}

/** Live ticket prices of an event, in display order. */
export function ticketPriceRows(scope: TenantScope, eventId: number) {
  return scope.db
    .select()
    .from(ticketPrices)
    .where(
      inTenant(scope, ticketPrices, eq(ticketPrices.eventId, eventId), eq(ticketPrices.isDeleted, false)),
    )
    .orderBy(asc(ticketPrices.sortOrder), asc(ticketPrices.id));
}

/** Ticket price (002 §3) with sold out and remaining places. */
export function presentTicketPrice(row: typeof ticketPrices.$inferSelect): TTicketPrice {
  const remaining = row.capacity == null ? null : Math.max(0, row.capacity - row.sold);
  return {
    ticketPriceId: row.id,
    eventId: row.eventId,
    name: row.name,
    amount: toDollars(row.amountCents),
    soldOut: remaining === 0,
    capacity: row.capacity,
    remaining,
  };
}

/** id → label map of a lookup table (002 §3 Event filters). */
export async function lookupMap(
  scope: TenantScope,
  table: typeof eventTypes | typeof eventCategories | typeof eventLocations,
): Promise<Record<string, string>> {
  const rows = await scope.db
    .select({ id: table.id, label: table.label })
    .from(table)
    .where(eq(table.tenantId, scope.tenantId))
    .orderBy(asc(table.label));
  return Object.fromEntries(rows.map((row) => [String(row.id), row.label]));
}

/** Tags of the tenant matching a keyword (max 500, by label). */
export async function searchTags(scope: TenantScope, keyword: string | undefined): Promise<TTag[]> {
  return scope.db
    .select({ id: eventTags.id, label: eventTags.label })
    .from(eventTags)
    .where(inTenant(scope, eventTags, keyword ? ilike(eventTags.label, likePattern(keyword)) : undefined))
    .orderBy(asc(eventTags.label))
    .limit(500);
}

/** Date presets of the filter sidebar (`GET /api/event/whenfilter`), computed for `now` in UTC dates. */
export function whenFilter(now = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const add = (days: number) => new Date(now.getTime() + days * 86400000);
  const weekEnd = add(6 - ((now.getUTCDay() + 6) % 7));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const threeMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, now.getUTCDate()));
  return [
    { id: 'today', label: 'Today', startDateFrom: day(now), startDateTo: day(now) },
    { id: 'thisweek', label: 'This week', startDateFrom: day(now), startDateTo: day(weekEnd) },
    { id: 'thismonth', label: 'This month', startDateFrom: day(now), startDateTo: day(monthEnd) },
    { id: 'next3months', label: 'Next 3 months', startDateFrom: day(now), startDateTo: day(threeMonths) },
  ];
}

/** Favourite events of a user, newest first, paged. */
export async function favouriteEvents(scope: TenantScope, userId: string, page: number, size: number) {
  const where = inTenant(scope, eventFavourites, eq(eventFavourites.userId, userId));
  const [[total], rows] = await Promise.all([
    scope.db.select({ value: count() }).from(eventFavourites).where(where),
    scope.db
      .select({ eventId: eventFavourites.eventId })
      .from(eventFavourites)
      .where(where)
      .orderBy(desc(eventFavourites.createdAt), desc(eventFavourites.eventId))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const ids = rows.map((row) => row.eventId);
  const byId = await summariesByIds(scope, ids, userId);
  return {
    events: ids.map((id) => byId.get(id)).filter((e): e is TEventSummary => !!e),
    totalItems: total?.value ?? 0,
  };
}

export type { TEventListBody };
