/**
 * The offer engine of the waitlists (issue 38 point 3; docs/waitlists.md). Every function runs inside the
 * transaction of the write that changes a price's seats, and locks the ticket price row first: the freeing
 * write (a cancellation with its refund, a capacity raise, a declined, expired or removed offer) and its
 * offers commit together, and two concurrent frees or claims queue on the same row lock, so a seat is never
 * offered twice. An offer holds one seat (`ticket_prices.held`) for the member until `hold_until`; its e-mail
 * and notification, and the end of its hold, are side effects in the transactional outbox (the end due at
 * `hold_until`, so the next member is offered the seat when the hold runs out, on whichever replica polls).
 */
import { WAITLIST_MESSAGES } from '@portal/contracts';
import { enqueueRow } from '../../db/outbox';
import type { TenantScope } from '../../db/tenant-scope';
import { escapeHtml } from '../../lib/html-escape';
import { toDollars } from '../../lib/money';
import { mailBody } from '../../plugins/mail-envelope';
import type { RequestContext } from '../../plugins/auth';
import { notifyWaitlistOffer } from '../notifications/notifications.service';
import {
  activeEntryOf,
  addHeld,
  endedHolds,
  eventOf,
  firstWaiting,
  lockPrice,
  markOffered,
  offerDetails,
  pricesWithEndedHolds,
  setEntry,
  type EntryRow,
} from './waitlist.repository';

/** Outbox topic: an offer was made — its e-mail and notification. Payload `{ entryId }`. */
export const OFFER_TOPIC = 'waitlist.offered';
/** Outbox topic, due at the hold's end: an unclaimed offer expires and passes on. Payload `{ entryId }`. */
export const HOLD_END_TOPIC = 'waitlist.hold-ends';

const HOUR_MS = 3_600_000;

/**
 * Offers the free seats of a price to the first waiting members, one seat each: free = capacity − sold − held
 * (every waiting member when the capacity is unlimited), only while the event is published and not started. A
 * hold lasts the price's `hold_hours`, never past the event's start. Locks the price row (a no-op when the
 * caller already holds it). @returns the entries offered.
 */
export async function offerFreeSeats(tx: TenantScope, ticketPriceId: number, now: Date): Promise<EntryRow[]> {
  const price = await lockPrice(tx, ticketPriceId);
  if (!price || price.isDeleted) return [];
  const free = price.capacity == null ? 1000 : price.capacity - price.sold - price.held;
  if (free <= 0) return [];
  const event = await eventOf(tx, price.eventId);
  if (!event || !event.isPublished || event.startUtc.getTime() <= now.getTime()) return [];
  const next = await firstWaiting(tx, price.id, free);
  if (next.length === 0) return [];
  const holdUntil = new Date(Math.min(now.getTime() + price.holdHours * HOUR_MS, event.startUtc.getTime()));
  await markOffered(
    tx,
    next.map((entry) => entry.id),
    now,
    holdUntil,
  );
  await addHeld(tx, price.id, next.length);
  for (const entry of next) {
    await enqueueRow(tx, OFFER_TOPIC, { entryId: entry.id });
    await enqueueRow(tx, HOLD_END_TOPIC, { entryId: entry.id }, holdUntil);
  }
  return next.map((entry) => ({ ...entry, status: 'offered', offeredAt: now, holdUntil }));
}

/**
 * Ends an active entry with `status` (declined, expired, removed): an offered one gives its held seat back and
 * the seat is offered to the next in line, in the same transaction. The caller holds the price's lock.
 */
export async function endEntry(
  tx: TenantScope,
  entry: EntryRow,
  status: 'declined' | 'expired' | 'removed',
  now: Date,
): Promise<void> {
  await setEntry(tx, entry.id, { status });
  if (entry.status !== 'offered') return;
  await addHeld(tx, entry.ticketPriceId, -1);
  await offerFreeSeats(tx, entry.ticketPriceId, now);
}

/**
 * Whether a seat of the price is held for `userId` now (an offer whose hold has not ended): 1 or 0, the seats
 * of `held` that are theirs to take. The caller holds the price's lock.
 */
export async function seatHeldFor(tx: TenantScope, ticketPriceId: number, userId: string, now: Date) {
  const entry = await activeEntryOf(tx, ticketPriceId, userId);
  return entry?.status === 'offered' && entry.holdUntil && entry.holdUntil > now ? 1 : 0;
}

/**
 * The member took places of the price (a ticket issued under the price's lock): their active entry is
 * claimed, and an offered one gives its held seat back (it is now sold).
 */
export async function entryClaimed(tx: TenantScope, ticketPriceId: number, userId: string): Promise<void> {
  const entry = await activeEntryOf(tx, ticketPriceId, userId);
  if (!entry) return;
  await setEntry(tx, entry.id, { status: 'claimed' });
  if (entry.status === 'offered') await addHeld(tx, ticketPriceId, -1);
}

/**
 * Expires the offers of a price whose hold ended at or before `now` and offers their seats to the next
 * members (locks the price first). @returns how many offers expired.
 */
export async function expireHolds(tx: TenantScope, ticketPriceId: number, now: Date): Promise<number> {
  if (!(await lockPrice(tx, ticketPriceId))) return 0;
  const ended = await endedHolds(tx, ticketPriceId, now);
  for (const entry of ended) {
    await setEntry(tx, entry.id, { status: 'expired' });
    await addHeld(tx, ticketPriceId, -1);
  }
  if (ended.length) await offerFreeSeats(tx, ticketPriceId, now);
  return ended.length;
}

/** Expires every ended hold of the tenant (the outbox row's safety net, and tests). @returns how many. */
export async function expireAllHolds(tx: TenantScope, now: Date): Promise<number> {
  let expired = 0;
  for (const id of await pricesWithEndedHolds(tx, now)) expired += await expireHolds(tx, id, now);
  return expired;
}

/** A hold's end as the e-mail says it: '5 Dec 2026, 10:00 UTC'. */
function holdEnd(at: Date): string {
  const day = at.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-AU', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}

/**
 * The outbox handler of {@link OFFER_TOPIC}: the member's notification (type 17) and e-mail with the hold's end
 * and the link to the event page (the tenant's configured origin, never a request header). Nothing when the
 * offer has already ended (claimed or declined before delivery). Runs in the worker's transaction.
 */
export async function deliverOffer(
  ctx: Pick<RequestContext, 'scope' | 'mail' | 'origin'>,
  entryId: number,
): Promise<void> {
  const row = await offerDetails(ctx.scope, entryId);
  if (!row || row.entry.status !== 'offered' || !row.entry.holdUntil) return;
  const { entry } = row;
  await notifyWaitlistOffer(ctx, {
    recipientId: entry.userId,
    eventId: entry.eventId,
    holdUntil: entry.holdUntil!,
  });
  const link = `${ctx.origin}/events/${entry.eventId}?waitlist=${entry.ticketPriceId}`;
  const amount = row.amountCents > 0 ? ` ($${toDollars(row.amountCents).toFixed(2)})` : '';
  const html = `<p>Dear ${escapeHtml(row.firstName)},</p>
<p>A seat of <strong>${escapeHtml(row.priceName)}</strong>${amount} for <strong>${escapeHtml(row.eventTitle)}</strong> has become free, and it is held for you until <strong>${holdEnd(entry.holdUntil!)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Claim your seat</a></p>
<p>If you no longer want it, decline it on the event page and the seat passes to the next member in line. After the hold ends it passes on by itself.</p>`;
  await ctx.mail.send(ctx.scope, {
    to: row.email,
    subject: WAITLIST_MESSAGES.offerSubject(row.eventTitle),
    ...mailBody(html),
  });
}
