/**
 * Waitlists that offer seats (issue 38 point 3, as pretix does; spec 002 §3–§5 tickets and capacity;
 * docs/waitlists.md). A member joins the waitlist of a sold-out ticket price and sees their place; when a seat
 * frees, the first in line is offered it (waitlist-offers.ts), claims it through the usual register or cart
 * checkout, or declines it so it passes on at once. Staff see, reorder and remove entries under
 * /admin/events/{id}. The tickets, cart and event administration modules call the hooks at the end of this
 * file in the transaction that takes or frees places.
 */
import {
  EVENT_MESSAGES,
  WAITLIST_MESSAGES,
  type TAdminWaitlistResponse,
  type TMyWaitlistEntry,
} from '@portal/contracts';
import { withTransaction, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import {
  deliverOffer as deliver,
  endEntry,
  entryClaimed,
  expireAllHolds,
  expireHolds,
  offerFreeSeats,
  seatHeldFor,
} from './waitlist-offers';
import { presentMyEntry, presentStaffEntry } from './waitlist.presenter';
import {
  activeEntriesForEvent,
  activeEntryOf,
  entryById,
  eventOf,
  eventPrices,
  insertWaiting,
  lockPrice,
  neighbour,
  placeOf,
  setEntry,
  staffEntries,
  type EntryRow,
} from './waitlist.repository';

/** The member's entry as they see it (their place in line while waiting). */
async function myEntry(scope: TenantScope, entry: EntryRow): Promise<TMyWaitlistEntry> {
  return presentMyEntry(entry, entry.status === 'waiting' ? await placeOf(scope, entry) : null);
}

/**
 * `GET /api/event/{id}/waitlist`: the member's active entries on the event's prices, with their places.
 * @throws AppError NOT_FOUND for an event not of the tenant.
 */
export async function myWaitlist(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
): Promise<{ entries: TMyWaitlistEntry[] }> {
  if (!(await eventOf(ctx.scope, eventId))) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  const rows = await activeEntriesForEvent(ctx.scope, ctx.actor.id, eventId);
  return { entries: await Promise.all(rows.map((row) => myEntry(ctx.scope, row))) };
}

/**
 * `POST /api/waitlist/join`: puts the member at the end of a sold-out price's line (capacity reached by sold
 * and held seats) of a published event that has not started. @throws AppError NOT_FOUND (unknown or deleted
 * price, unpublished event), CONFLICT (started, not sold out, already on the waitlist).
 */
export async function joinWaitlist(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketPriceId: number,
  now = new Date(),
): Promise<TMyWaitlistEntry> {
  return withTransaction(ctx.scope, async (tx) => {
    const price = await lockPrice(tx, ticketPriceId);
    if (!price || price.isDeleted) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const event = await eventOf(tx, price.eventId);
    if (!event || !event.isPublished) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    if (event.startUtc.getTime() <= now.getTime())
      throw new AppError('CONFLICT', WAITLIST_MESSAGES.eventStarted);
    if (price.capacity == null || price.sold + price.held < price.capacity)
      throw new AppError('CONFLICT', WAITLIST_MESSAGES.notSoldOut);
    if (await activeEntryOf(tx, price.id, ctx.actor.id))
      throw new AppError('CONFLICT', WAITLIST_MESSAGES.alreadyOnWaitlist);
    return myEntry(tx, await insertWaiting(tx, price, ctx.actor.id));
  });
}

/**
 * `POST /api/waitlist/leave` (waiting or offered) and `POST /api/waitlist/decline` (offered only): the entry
 * ends as declined; a held seat is offered to the next member in the same transaction.
 * @throws AppError NOT_FOUND (not on the waitlist / no seat held).
 */
export async function leaveWaitlist(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketPriceId: number,
  onlyOffer: boolean,
  now = new Date(),
): Promise<{ success: true }> {
  return withTransaction(ctx.scope, async (tx) => {
    await lockPrice(tx, ticketPriceId);
    const entry = await activeEntryOf(tx, ticketPriceId, ctx.actor.id);
    if (!entry || (onlyOffer && entry.status !== 'offered'))
      throw new AppError(
        'NOT_FOUND',
        onlyOffer ? WAITLIST_MESSAGES.noOffer : WAITLIST_MESSAGES.notOnWaitlist,
      );
    await endEntry(tx, entry, 'declined', now);
    return { success: true as const };
  });
}

/** An event's entry for staff, locked behind its price's lock. @throws AppError NOT_FOUND, CONFLICT. */
async function activeStaffEntry(tx: TenantScope, entryId: number): Promise<EntryRow> {
  const peek = await entryById(tx, entryId);
  if (!peek) throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.entryNotFound);
  await lockPrice(tx, peek.ticketPriceId);
  const entry = (await entryById(tx, entryId))!;
  if (entry.status !== 'waiting' && entry.status !== 'offered')
    throw new AppError('CONFLICT', WAITLIST_MESSAGES.notActive);
  return entry;
}

/** `GET /api/admin/events/{id}/waitlist`: each live price's entries, active in line order, then finished. */
export async function staffWaitlist(
  ctx: Pick<RequestContext, 'scope'>,
  eventId: number,
): Promise<TAdminWaitlistResponse> {
  if (!(await eventOf(ctx.scope, eventId))) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  const [prices, rows] = await Promise.all([
    eventPrices(ctx.scope, eventId),
    staffEntries(ctx.scope, eventId),
  ]);
  return {
    prices: prices.map((price) => {
      let place = 0;
      const entries = rows
        .filter((row) => row.entry.ticketPriceId === price.id)
        .map((row) => presentStaffEntry(row, row.entry.status === 'waiting' ? ++place : null));
      return { ticketPriceId: price.id, name: price.name, holdHours: price.holdHours, entries };
    }),
  };
}

/**
 * `POST /api/admin/waitlist/{entryId}/move`: swaps a waiting entry with the waiting one just before or after
 * it (no neighbour: nothing changes). @throws AppError NOT_FOUND, CONFLICT (not waiting).
 */
export async function moveEntry(
  ctx: Pick<RequestContext, 'scope'>,
  entryId: number,
  direction: 'up' | 'down',
): Promise<{ success: true }> {
  return withTransaction(ctx.scope, async (tx) => {
    const entry = await activeStaffEntry(tx, entryId);
    if (entry.status !== 'waiting') throw new AppError('CONFLICT', WAITLIST_MESSAGES.notActive);
    const other = await neighbour(tx, entry, direction);
    if (other) {
      await setEntry(tx, entry.id, { position: other.position });
      await setEntry(tx, other.id, { position: entry.position });
    }
    return { success: true as const };
  });
}

/**
 * `DELETE /api/admin/waitlist/{entryId}`: the entry ends as removed; a held seat passes to the next member.
 * @throws AppError NOT_FOUND, CONFLICT (already finished).
 */
export async function removeEntry(
  ctx: Pick<RequestContext, 'scope'>,
  entryId: number,
  now = new Date(),
): Promise<{ success: true }> {
  return withTransaction(ctx.scope, async (tx) => {
    await endEntry(tx, await activeStaffEntry(tx, entryId), 'removed', now);
    return { success: true as const };
  });
}

// ——— Hooks for the modules that take and free places (inside their transaction, price row locked) ———

/**
 * Tickets module, while taking places under the price's lock: how many of the price's held seats are
 * `userId`'s own (1 while an offer of theirs holds, else 0), so that `sold + held − own + quantity ≤ capacity`.
 */
export function ownHeldSeats(
  ctx: Pick<RequestContext, 'scope'>,
  ticketPriceId: number,
  userId: string,
  now = new Date(),
) {
  return seatHeldFor(ctx.scope, ticketPriceId, userId, now);
}

/** Tickets module, after issuing `userId` tickets of a price: their waitlist entry is claimed (held seat sold). */
export function claimEntry(ctx: Pick<RequestContext, 'scope'>, ticketPriceId: number, userId: string) {
  return entryClaimed(ctx.scope, ticketPriceId, userId);
}

/**
 * Seats of a price were freed (a cancellation and its refund, a capacity raise): offers them to the first
 * waiting members in the same transaction. @returns how many offers were made.
 */
export async function seatsFreed(
  ctx: Pick<RequestContext, 'scope'>,
  ticketPriceId: number,
  now = new Date(),
) {
  return (await offerFreeSeats(ctx.scope, ticketPriceId, now)).length;
}

/** The outbox handler of an offer: its notification and e-mail (waitlist-offers.ts `deliverOffer`). */
export function deliverOffer(ctx: Pick<RequestContext, 'scope' | 'mail' | 'origin'>, entryId: number) {
  return deliver(ctx, entryId);
}

/**
 * The outbox handler due at an offer's hold end (and a sweep of the tenant): unclaimed holds that ended by
 * `now` expire and their seats go to the next members. `entryId` null sweeps every price. @returns how many.
 */
export async function expireOffers(
  ctx: Pick<RequestContext, 'scope'>,
  entryId: number | null,
  now = new Date(),
) {
  return withTransaction(ctx.scope, async (tx) => {
    if (entryId == null) return expireAllHolds(tx, now);
    const entry = await entryById(tx, entryId);
    return entry ? expireHolds(tx, entry.ticketPriceId, now) : 0;
  });
}
