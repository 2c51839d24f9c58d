/**
 * Events for members — spec 002 §7 Events: the filtered, paged list, the detail, filters, tags, attachments,
 * ticket prices and favourites. A list page takes one query (its cards as JSON with each card's tags, prices,
 * the member's ticket and favourite as subqueries, and the bounded count — no N+1). Other modules use events through this file:
 * event cards by id, the access rules and the transaction helper.
 */
import type {
  SubModuleName,
  TAttachment,
  TEvent,
  TEventSummary,
  TTag,
  TTicketPrice,
  TenantProfile,
} from '@portal/contracts';
import { eventCategories, eventLocations, eventTypes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import type { RequestContext } from '../../plugins/auth';
import { presentEvent, presentSummary, presentTicketPrice } from './events.presenter';
import {
  activeTicketIdsOf,
  addFavourite,
  eventDetailJsonById,
  eventDetailRowById,
  eventRowById,
  eventRowsByIds,
  favouriteEventIds,
  lookupRows,
  removeFavourite,
  tagRows,
  ticketPriceRows,
  type JoinedEventRow,
} from './events.repository';
import type { EventListInput } from './event-list-conditions';
import { listEventJson } from './event-list.repository';
import * as policy from './events.policy';

/**
 * For other modules (tickets, cart): the events module (with `subModule`, that sub-module too) must be on for
 * the tenant and permitted for the member (002 §1, §6). Delegates to events.policy.ts.
 * @throws AppError FORBIDDEN ('Forbidden').
 */
export function requireEventsAccess(tenant: TenantProfile, actor: Actor, subModule?: SubModuleName): void {
  policy.requireEventsAccess(tenant, actor, subModule);
}

/**
 * For other modules (attendance): event administration needs `canManageEvents` (Admin or WorkSpaceOwner).
 * Delegates to events.policy.ts. @throws AppError FORBIDDEN ('Forbidden').
 */
export function requireEventAdmin(actor: Pick<Actor, 'role'>): void {
  policy.requireEventAdmin(actor);
}

/**
 * `POST /api/event/list` (002 §7): `{ events, totalItems }` of published events matching the filters, and the
 * same wrapped in `data` (`ZEventListResponse`), as JSON text for `sendJsonText`: PostgreSQL writes the page's
 * cards as one text (`listEventJson`, one statement) and {@link eventListAnswer} wraps it. `totalItems` is exact
 * up to `eventCountBound(page, size)` and that bound + 1 when more events match.
 */
export async function listEvents(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: EventListInput,
): Promise<string> {
  const { cards, totalItems } = await listEventJson(ctx.scope, body, ctx.actor.id);
  return eventListAnswer(cards, totalItems);
}

/**
 * The text of `POST /api/event/list`'s answer (`ZEventListResponse`, 002 §7) from the page's cards (the
 * contract's EventSummary JSON texts joined by commas, in order; `''` for none) and the bounded `totalItems`:
 * `{"events":[…],"totalItems":n,"data":{"events":[…],"totalItems":n}}`. A concatenation of strings (V8 joins them
 * without copying; the socket write encodes the text once, issue 37 stop 58). `totalItems` must be an integer
 * (the count's).
 */
export function eventListAnswer(cards: string, totalItems: number): string {
  return `{"events":[${cards}],"totalItems":${totalItems},"data":{"events":[${cards}],"totalItems":${totalItems}}}`;
}

/** Event cards of the given ids, as a map by id (favourites, tickets, administration). */
export async function summariesByIds(
  ctx: Pick<RequestContext, 'scope'>,
  ids: number[],
  userId: string | null,
): Promise<Map<number, TEventSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await eventRowsByIds(ctx.scope, ids, userId);
  return new Map(rows.map((row) => [row.event.id, presentSummary(row)]));
}

/** One event row of the tenant. @throws AppError NOT_FOUND (also for drafts unless `includeDrafts`). */
export async function findEventRow(
  ctx: Pick<RequestContext, 'scope'>,
  id: number,
  includeDrafts = false,
): Promise<JoinedEventRow> {
  const row = await eventRowById(ctx.scope, id);
  if (!row || (!row.event.isPublished && !includeDrafts)) throw new AppError('NOT_FOUND', 'Not found');
  return row;
}

/** `GET /api/Event/{id}` (002 §3 Event, every field): two queries. @throws AppError NOT_FOUND. */
export async function getEvent(
  ctx: Pick<RequestContext, 'scope'>,
  id: number,
  userId: string | null,
  includeDrafts = false,
): Promise<TEvent> {
  const [row, prices] = await Promise.all([
    eventDetailRowById(ctx.scope, id, userId),
    ticketPriceRows(ctx.scope, id),
  ]);
  if (!row || (!row.event.isPublished && !includeDrafts)) throw new AppError('NOT_FOUND', 'Not found');
  return presentEvent(presentSummary(row), row, prices);
}

/**
 * `GET /api/Event/{id}` for members (002 §3 Event, every field): the JSON text PostgreSQL writes in one statement
 * (`eventDetailJsonById`), the same answer as {@link getEvent}. @throws AppError NOT_FOUND (drafts included).
 */
export async function getEventJson(
  ctx: Pick<RequestContext, 'scope'>,
  id: number,
  userId: string | null,
): Promise<string> {
  const row = await eventDetailJsonById(ctx.scope, id, userId);
  if (!row || !row.isPublished) throw new AppError('NOT_FOUND', 'Not found');
  return row.json;
}

/** `GET /api/event/{id}/tickets`: live ticket prices of a published event. @throws AppError NOT_FOUND. */
export async function eventTicketPrices(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
): Promise<TTicketPrice[]> {
  await findEventRow(ctx, eventId);
  return (await ticketPriceRows(ctx.scope, eventId)).map(presentTicketPrice);
}

/** `GET /api/event/{id}/docs|links` → `{ attachments }`. @throws AppError NOT_FOUND. */
export async function eventAttachments(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
  kind: 'docs' | 'links',
): Promise<{ attachments: TAttachment[] }> {
  const row = await findEventRow(ctx, eventId);
  return { attachments: kind === 'docs' ? row.event.docs : row.event.links };
}

/** The lookup tables behind `GET /api/event/types|categories|locations`. */
const LOOKUPS = { types: eventTypes, categories: eventCategories, locations: eventLocations } as const;
/** Names of the event lookups (002 §3 Event filters). */
export type EventLookup = keyof typeof LOOKUPS;
/** Every event lookup name, for registering their routes. */
export const EVENT_LOOKUPS = Object.keys(LOOKUPS) as EventLookup[];

/** id → label map of a lookup (002 §3 Event filters), by label. */
export async function lookupMap(
  ctx: Pick<RequestContext, 'scope'>,
  name: EventLookup,
): Promise<Record<string, string>> {
  const rows = await lookupRows(ctx.scope, LOOKUPS[name]);
  return Object.fromEntries(rows.map((row) => [String(row.id), row.label]));
}

/** Tags of the tenant matching a keyword (max 500, by label). */
export function searchTags(ctx: Pick<RequestContext, 'scope'>, keyword: string | undefined): Promise<TTag[]> {
  return tagRows(ctx.scope, keyword);
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

/** `GET /api/favourite/events`: the member's favourite events, newest first, paged. */
export async function favouriteEvents(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  page: number,
  size: number,
) {
  const { ids, totalItems } = await favouriteEventIds(ctx.scope, ctx.actor.id, page, size);
  const byId = await summariesByIds(ctx, ids, ctx.actor.id);
  return { events: ids.map((id) => byId.get(id)).filter((e): e is TEventSummary => !!e), totalItems };
}

/** `POST|DELETE /api/favourite/event/{id}`: sets whether a published event is a favourite (idempotent). */
export async function setFavourite(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
  isFavourite: boolean,
) {
  if (isFavourite) {
    await findEventRow(ctx, eventId);
    await addFavourite(ctx.scope, ctx.actor.id, eventId);
  } else await removeFavourite(ctx.scope, ctx.actor.id, eventId);
  return { eventId, isFavourite };
}

/** The user's first active ticket id per event, for the given events (events without one are absent). */
export async function activeTicketIdsByEvent(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  eventIds: number[],
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await activeTicketIdsOf(ctx.scope, userId, eventIds);
  return new Map(rows.map((row) => [row.eventId, row.id]));
}
