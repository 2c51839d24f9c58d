/**
 * Ticket rules — spec 002 §4 Ticket and §5: free tickets register directly; capacity per ticket price is
 * enforced in a transaction that locks the price row (`SELECT … FOR UPDATE`), so two members racing for the
 * last ticket cannot both get it; cancellation only while the event has not started (refund recorded for paid
 * tickets per the 002 §9 terms; the freed place is offered to the price's waitlist, issue 38); nominate substitute keeps the one ticket and records the nominee. The cart
 * module takes places and issues tickets through {@link takePlaces} and {@link issueTickets}.
 */
import { EVENT_MESSAGES, type TDietary, type TRegisteredTicket, type TUserTicket } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { refundFor, toDollars } from '../../lib/money';
import { activeTicketIdsByEvent, summariesByIds } from '../events/events.service';
import { withTransaction } from '../../db/tenant-scope';
import { recordRefund } from '../invoices/invoices.service';
import { claimEntry, ownHeldSeats, seatsFreed } from '../waitlist/waitlist.service';
import type { PaymentProvider } from '../payments/payments.service';
import { presentTicket } from './tickets.presenter';
import {
  activeTicketsOnInvoice,
  addSold,
  eventRow,
  insertTickets,
  lockPrice,
  lockUserTicket,
  peekPrice,
  registeredTicketRows,
  updateTicket,
  userTicketRow,
  userTicketRowsForEvent,
  type PriceRow,
  type TicketIssue,
  type TicketRow,
} from './tickets.repository';
import type { RequestContext } from '../../plugins/auth';

/**
 * Locks a ticket price and takes `quantity` places for `buyerId` (002 §4 capacity). Seats held for waitlist
 * offers (issue 38) count as taken, except the one held for the buyer: `sold + held − own + quantity` must not
 * pass the capacity; the buyer's waitlist entry is then claimed. Must run inside a transaction.
 * @throws AppError NOT_FOUND for an unknown/deleted price; CONFLICT 'No tickets left'.
 */
export async function takePlaces(
  ctx: Pick<RequestContext, 'scope'>,
  ticketPriceId: number,
  quantity: number,
  buyerId: string,
): Promise<PriceRow> {
  const price = await lockPrice(ctx.scope, ticketPriceId);
  if (!price) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  if (price.capacity != null) {
    const own = price.held > 0 ? await ownHeldSeats(ctx, price.id, buyerId) : 0;
    if (price.sold + price.held - own + quantity > price.capacity)
      throw new AppError('CONFLICT', EVENT_MESSAGES.soldOut);
  }
  await addSold(ctx.scope, price.id, quantity);
  await claimEntry(ctx, price.id, buyerId);
  return price;
}

/** Inserts `quantity` active tickets for a user at a price (inside the transaction that took the places). */
export function issueTickets(ctx: Pick<RequestContext, 'scope'>, input: TicketIssue): Promise<TicketRow[]> {
  return insertTickets(ctx.scope, input);
}

/** A published event that has not ended, for registration. @throws NOT_FOUND / CONFLICT. */
async function openEvent(tx: TenantScope, eventId: number, now: Date) {
  const event = await eventRow(tx, eventId);
  if (!event || !event.isPublished) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  if (event.endUtc.getTime() <= now.getTime())
    throw new AppError('CONFLICT', EVENT_MESSAGES.eventNotPublished);
  return event;
}

/** `POST /api/event/register` (002 §4): free ticket prices only, capacity enforced under a row lock. */
export async function registerFree(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketPriceId: number,
  quantity: number,
  dietary: TDietary | null,
  now = new Date(),
): Promise<TUserTicket[]> {
  return withTransaction(ctx.scope, async (tx) => {
    const peek = await peekPrice(tx, ticketPriceId);
    if (!peek) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const event = await openEvent(tx, peek.eventId, now);
    if (peek.amountCents > 0) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.paidNeedsCheckout);
    const price = await takePlaces({ scope: tx }, ticketPriceId, quantity, ctx.actor.id);
    const rows = await issueTickets({ scope: tx }, { price, userId: ctx.actor.id, quantity, dietary });
    return rows.map((row) => presentTicket(row, price.name, event.startUtc, now));
  });
}

/** A ticket of the user (tenant-scoped). @throws AppError NOT_FOUND. */
async function findUserTicket(scope: TenantScope, userId: string, ticketId: number) {
  const row = await userTicketRow(scope, userId, ticketId);
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return row;
}

/**
 * `POST /api/ticket/cancel` (002 §4): only an active ticket of an event that has not started. Frees the place;
 * for a paid ticket refunds the 002 §9 amount through `provider` (issue 34: the provider that took the money)
 * and records it on its invoice, Refunded when every paid ticket on it is cancelled.
 * @throws AppError NOT_FOUND, CONFLICT, BAD_GATEWAY (the provider refused: nothing changes).
 */
export async function cancelTicket(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketId: number,
  provider: PaymentProvider | null = null,
  now = new Date(),
) {
  const userId = ctx.actor.id;
  return withTransaction(ctx.scope, async (tx) => {
    const locked = await lockUserTicket(tx, userId, ticketId);
    if (!locked) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const { priceName, eventStart } = await findUserTicket(tx, userId, ticketId);
    if (locked.attendanceStatus !== 'Active') throw new AppError('CONFLICT', EVENT_MESSAGES.ticketNotActive);
    if (eventStart.getTime() <= now.getTime()) throw new AppError('CONFLICT', EVENT_MESSAGES.eventStarted);
    const refundCents = locked.amountCents > 0 ? refundFor(locked.amountCents, now, eventStart) : null;
    const updated = await updateTicket(tx, locked.id, {
      attendanceStatus: 'Removed',
      cancelledAt: now,
      refundCents,
    });
    await addSold(tx, locked.ticketPriceId, -1);
    // Issue 38: the freed place goes to the first member on the price's waitlist, in this transaction.
    await seatsFreed({ scope: tx }, locked.ticketPriceId, now);
    if (refundCents != null && locked.invoiceId)
      await recordRefund({ scope: tx }, provider, {
        invoiceId: locked.invoiceId,
        ticketId: locked.id,
        ticketNumber: locked.ticketNumber,
        refundCents,
        stillActive: await activeTicketsOnInvoice(tx, locked.invoiceId),
      });
    return {
      ticket: presentTicket(updated, priceName, eventStart, now),
      refundAmount: refundCents == null ? null : toDollars(refundCents),
    };
  });
}

/** An active ticket of the user (and, with `now`, of an event not started). @throws NOT_FOUND / CONFLICT. */
async function changeableTicket(scope: TenantScope, userId: string, ticketId: number, now?: Date) {
  const row = await findUserTicket(scope, userId, ticketId);
  if (row.ticket.attendanceStatus !== 'Active')
    throw new AppError('CONFLICT', EVENT_MESSAGES.ticketNotActive);
  if (now && row.eventStart.getTime() <= now.getTime())
    throw new AppError('CONFLICT', EVENT_MESSAGES.eventStarted);
  return row;
}

/** `POST /api/ticket/nominatesubstitute` (002 §3 Nominee): records the nominee on the one active ticket. */
export async function nominate(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketId: number,
  nominee: {
    nomineeTitle: string;
    nomineeName: string;
    nomineeEmail: string;
    nomineeMobile: string;
    nomineeOrgName?: string | null;
  },
  now = new Date(),
): Promise<TUserTicket> {
  const row = await changeableTicket(ctx.scope, ctx.actor.id, ticketId, now);
  const updated = await updateTicket(ctx.scope, ticketId, {
    nominee: { ...nominee, nomineeOrgName: nominee.nomineeOrgName ?? null },
  });
  return presentTicket(updated, row.priceName, row.eventStart, now);
}

/** `POST /api/ticket/update` (change dietary of an active ticket). */
export async function updateTicketDietary(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketId: number,
  dietary: TDietary,
): Promise<TUserTicket> {
  const row = await changeableTicket(ctx.scope, ctx.actor.id, ticketId);
  const updated = await updateTicket(ctx.scope, ticketId, {
    dietaryRequirements: dietary.dietaryRequirements?.length ? dietary.dietaryRequirements : null,
    otherDietaryRequirement: dietary.otherDietaryRequirement || null,
    accessibilityRequirement: dietary.accessibilityRequirement || null,
  });
  return presentTicket(updated, row.priceName, row.eventStart);
}

/** `GET /api/user/event/{id}/tickets`: the member's tickets for one event (active first, then newest). */
export async function userTicketsForEvent(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
): Promise<TUserTicket[]> {
  const rows = await userTicketRowsForEvent(ctx.scope, ctx.actor.id, eventId);
  return rows.map((row) => presentTicket(row.ticket, row.priceName, row.eventStart));
}

/** `GET /api/ticket/{id}`: the ticket with its event card. @throws AppError NOT_FOUND. */
export async function ticketWithEvent(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  ticketId: number,
): Promise<TRegisteredTicket> {
  const row = await findUserTicket(ctx.scope, ctx.actor.id, ticketId);
  const byId = await summariesByIds(ctx, [row.ticket.eventId], ctx.actor.id);
  return {
    ...presentTicket(row.ticket, row.priceName, row.eventStart),
    event: byId.get(row.ticket.eventId)!,
  };
}

/**
 * `POST /api/user/upcomingevents` / `pastevents` (002 §7): the member's active tickets of events that have not
 * ended (soonest first) or have ended (newest first), paged — 3 + 4 queries.
 */
export async function registeredTickets(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  when: 'upcoming' | 'past',
  page: number,
  size: number,
  now = new Date(),
) {
  const { rows, totalItems } = await registeredTicketRows(ctx.scope, ctx.actor.id, when, page, size, now);
  const eventIds = [...new Set(rows.map((row) => row.ticket.eventId))];
  const byId = await summariesByIds(ctx, eventIds, ctx.actor.id);
  return {
    registeredTickets: rows.map((row) => ({
      ...presentTicket(row.ticket, row.priceName, row.eventStart, now),
      event: byId.get(row.ticket.eventId)!,
    })),
    totalItems,
  };
}

/** `POST /api/user/eventquery`: Going (1) when the member holds an active ticket, else NoResponse (0). */
export async function eventResponses(ctx: Pick<RequestContext, 'scope' | 'actor'>, eventIds: number[]) {
  const byEvent = await activeTicketIdsByEvent(ctx, ctx.actor.id, eventIds);
  return {
    responses: eventIds.map((eventId) => ({
      eventId,
      response: (byEvent.has(eventId) ? 1 : 0) as 0 | 1,
      userTicketId: byEvent.get(eventId) ?? null,
    })),
  };
}
