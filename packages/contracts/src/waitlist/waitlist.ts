/**
 * Waitlists of sold-out ticket prices (issue 38 point 3, as pretix does; spec 002 §3–§5 tickets and capacity).
 * A member joins the waitlist of a sold-out price; when a seat frees (a cancellation, a refund, more capacity,
 * an expired or declined offer) the first in line is offered it: the seat is held for them for the price's hold
 * length (default 24 h), then passes to the next. docs/waitlists.md.
 */
import { z } from 'zod';
import { ZIntId, ZIntIdParam } from '../shared/input';

/**
 * States of a waitlist entry: `waiting` in line, `offered` (a seat is held until `holdUntil`), then one of
 * `claimed` (the member took the seat), `expired` (the hold ended unclaimed), `declined` (the member passed the
 * offer on or left the waitlist), `removed` (staff removed the entry).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'declined', 'removed'] as const;
/** One waitlist entry state. */
export const ZWaitlistStatus = z.enum(WAITLIST_STATUSES);
/** One value of {@link ZWaitlistStatus}. */
export type TWaitlistStatus = z.infer<typeof ZWaitlistStatus>;
/** The states of an entry still in line (one per member and price). */
export const ACTIVE_WAITLIST_STATUSES: readonly TWaitlistStatus[] = ['waiting', 'offered'];

/** Hold lengths in hours: the default of a ticket price, and the range staff may set (1 h to 14 days). */
export const WAITLIST_LIMITS = { defaultHoldHours: 24, minHoldHours: 1, maxHoldHours: 336 } as const;

/** Texts of the waitlist (member and staff). */
export const WAITLIST_MESSAGES = {
  notSoldOut: 'Tickets are still available for this price',
  alreadyOnWaitlist: 'You are already on the waitlist',
  notOnWaitlist: 'You are not on the waitlist',
  noOffer: 'No seat is held for you',
  alreadyHasTicket: 'You already hold a ticket for this event',
  eventStarted: 'The event has started',
  entryNotFound: 'Waitlist entry not found',
  notActive: 'This entry is no longer on the waitlist',
  offerSubject: (eventTitle: string) => `A seat is held for you: ${eventTitle}`,
} as const;

/** Body of the member's waitlist calls: the ticket price. */
export const ZWaitlistPriceBody = z.object({ ticketPriceId: ZIntId });
/** The parsed shape of {@link ZWaitlistPriceBody}. */
export type TWaitlistPriceBody = z.infer<typeof ZWaitlistPriceBody>;

/**
 * The member's own place on a price's waitlist: `place` is 1 for the first in line among those waiting (null
 * while offered); `holdUntil` (ISO) while a seat is held for them.
 */
export const ZMyWaitlistEntry = z.object({
  ticketPriceId: z.number().int(),
  status: z.enum(['waiting', 'offered']),
  place: z.number().int().nullable(),
  holdUntil: z.string().nullable(),
});
/** The parsed shape of {@link ZMyWaitlistEntry}. */
export type TMyWaitlistEntry = z.infer<typeof ZMyWaitlistEntry>;
/** `GET /api/event/{id}/waitlist`: the member's active entries on the event's prices. */
export const ZMyWaitlistResponse = z.object({ entries: z.array(ZMyWaitlistEntry) });
/** The parsed shape of {@link ZMyWaitlistResponse}. */
export type TMyWaitlistResponse = z.infer<typeof ZMyWaitlistResponse>;

/** A waitlist entry as staff see it (`place` among the active entries, null once finished). */
export const ZAdminWaitlistEntry = z.object({
  id: z.number().int(),
  ticketPriceId: z.number().int(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: ZWaitlistStatus,
  place: z.number().int().nullable(),
  joinedAt: z.string(),
  offeredAt: z.string().nullable(),
  holdUntil: z.string().nullable(),
});
/** The parsed shape of {@link ZAdminWaitlistEntry}. */
export type TAdminWaitlistEntry = z.infer<typeof ZAdminWaitlistEntry>;
/** One ticket price's waitlist: active entries in line order, then the latest finished ones. */
export const ZAdminPriceWaitlist = z.object({
  ticketPriceId: z.number().int(),
  name: z.string(),
  holdHours: z.number().int(),
  entries: z.array(ZAdminWaitlistEntry),
});
/** The parsed shape of {@link ZAdminPriceWaitlist}. */
export type TAdminPriceWaitlist = z.infer<typeof ZAdminPriceWaitlist>;
/** `GET /api/admin/events/{id}/waitlist`: the waitlists of the event's live prices. */
export const ZAdminWaitlistResponse = z.object({ prices: z.array(ZAdminPriceWaitlist) });
/** The parsed shape of {@link ZAdminWaitlistResponse}. */
export type TAdminWaitlistResponse = z.infer<typeof ZAdminWaitlistResponse>;

/** Path of the staff calls on one entry. */
export const ZWaitlistEntryParams = z.object({ entryId: ZIntIdParam });
/** `POST /api/admin/waitlist/{entryId}/move`: one place up (earlier) or down (later) among those waiting. */
export const ZWaitlistMoveBody = z.object({ direction: z.enum(['up', 'down']) });
/** Answer of leave, decline, move and remove. */
export const ZWaitlistDone = z.object({ success: z.literal(true) });
