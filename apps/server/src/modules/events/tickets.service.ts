/**
 * Ticket rules — spec 002 §4 Ticket and §5: free tickets register directly; capacity per ticket price is
 * enforced in a transaction that locks the price row (`SELECT … FOR UPDATE`), so two members racing for the
 * last ticket cannot both get it; cancellation only while the event has not started (refund recorded for paid
 * tickets per the 002 §9 terms); nominate substitute keeps the one ticket and records the nominee.
 */
import crypto from 'node:crypto';
import { asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, type TDietary, type TRegisteredTicket, type TUserTicket } from '@portal/contracts';
import type { Db } from '../../db/client';
import { events, invoices, payments, ticketPrices, tickets } from '../../db/schema/index';
import { inTenant, tenantScope, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { refundFor, toDollars } from './money';
import { summariesByIds } from './events.service';

type TicketRow = typeof tickets.$inferSelect;
type PriceRow = typeof ticketPrices.$inferSelect;

/** Runs `work` in a transaction with a scope bound to it. */
export function inTransaction<T>(scope: TenantScope, work: (tx: TenantScope) => Promise<T>): Promise<T> {
  return scope.db.transaction(async (tx) => work(tenantScope(tx as unknown as Db, scope.tenantId)));
}

/** A ticket number such as `E42-7F3A9C` (event id and 6 random hex digits). */
const ticketNumber = (eventId: number) =>
  `E${eventId}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

/** Presents a ticket (002 §3 User ticket) given its price row and event start. */
export function presentTicket(
  row: TicketRow,
  priceName: string,
  eventStart: Date,
  now = new Date(),
): TUserTicket {
  return {
    ticketId: row.id,
    eventId: row.eventId,
    ticketPrice: priceName,
    ticketNumber: row.ticketNumber,
    ticketPriceId: row.ticketPriceId,
    amount: toDollars(row.amountCents),
    attendanceStatus: row.attendanceStatus === 'Removed' ? 'Removed' : 'Active',
    dietaryRequirements: row.dietaryRequirements ?? null,
    otherDietaryRequirement: row.otherDietaryRequirement,
    accessibilityRequirement: row.accessibilityRequirement,
    canCancel: row.attendanceStatus === 'Active' && eventStart.getTime() > now.getTime(),
    isPaid: row.amountCents > 0,
    refundAmount: row.refundCents == null ? null : toDollars(row.refundCents),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    nominee: row.nominee ?? null,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Ticket rows joined with price name and event start. */
function selectTickets(scope: TenantScope) {
  return scope.db
    .select({ ticket: tickets, priceName: ticketPrices.name, eventStart: events.startUtc })
    .from(tickets)
    .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
    .innerJoin(events, eq(events.id, tickets.eventId));
}

/**
 * Locks a ticket price and takes `quantity` places (002 §4 capacity). Must run inside a transaction.
 * @throws AppError NOT_FOUND for an unknown/deleted price or unpublished event; CONFLICT 'No tickets left'.
 */
export async function takePlaces(
  tx: TenantScope,
  ticketPriceId: number,
  quantity: number,
): Promise<PriceRow> {
  const [price] = await tx.db
    .select()
    .from(ticketPrices)
    .where(inTenant(tx, ticketPrices, eq(ticketPrices.id, ticketPriceId), eq(ticketPrices.isDeleted, false)))
    .for('update');
  if (!price) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  if (price.capacity != null && price.sold + quantity > price.capacity)
    throw new AppError('CONFLICT', EVENT_MESSAGES.soldOut);
  await tx.db
    .update(ticketPrices)
    .set({ sold: sql`${ticketPrices.sold} + ${quantity}` })
    .where(inTenant(tx, ticketPrices, eq(ticketPrices.id, price.id)));
  return price;
}

/** Inserts `quantity` active tickets for a user at a price (inside the transaction that took the places). */
export async function issueTickets(
  tx: TenantScope,
  input: {
    price: PriceRow;
    userId: string;
    quantity: number;
    cartId?: string;
    invoiceId?: string;
    dietary?: TDietary | null;
  },
): Promise<TicketRow[]> {
  const rows = Array.from({ length: input.quantity }, () => ({
    tenantId: tx.tenantId,
    eventId: input.price.eventId,
    ticketPriceId: input.price.id,
    userId: input.userId,
    ticketNumber: ticketNumber(input.price.eventId),
    amountCents: input.price.amountCents,
    cartId: input.cartId ?? null,
    invoiceId: input.invoiceId ?? null,
    dietaryRequirements: input.dietary?.dietaryRequirements ?? null,
    otherDietaryRequirement: input.dietary?.otherDietaryRequirement ?? null,
    accessibilityRequirement: input.dietary?.accessibilityRequirement ?? null,
  }));
  return tx.db.insert(tickets).values(rows).returning();
}

/** A published event that has not ended, for registration. @throws NOT_FOUND / CONFLICT. */
async function openEvent(tx: TenantScope, eventId: number, now: Date) {
  const [event] = await tx.db
    .select()
    .from(events)
    .where(inTenant(tx, events, eq(events.id, eventId)));
  if (!event || !event.isPublished) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  if (event.endUtc.getTime() <= now.getTime())
    throw new AppError('CONFLICT', EVENT_MESSAGES.eventNotPublished);
  return event;
}

/** `POST /api/event/register` (002 §4): free ticket prices only, capacity enforced under a row lock. */
export async function registerFree(
  scope: TenantScope,
  userId: string,
  ticketPriceId: number,
  quantity: number,
  dietary: TDietary | null,
  now = new Date(),
): Promise<TUserTicket[]> {
  return inTransaction(scope, async (tx) => {
    const [peek] = await tx.db
      .select({ eventId: ticketPrices.eventId, amountCents: ticketPrices.amountCents })
      .from(ticketPrices)
      .where(
        inTenant(tx, ticketPrices, eq(ticketPrices.id, ticketPriceId), eq(ticketPrices.isDeleted, false)),
      );
    if (!peek) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const event = await openEvent(tx, peek.eventId, now);
    if (peek.amountCents > 0) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.paidNeedsCheckout);
    const price = await takePlaces(tx, ticketPriceId, quantity);
    const rows = await issueTickets(tx, { price, userId, quantity, dietary });
    return rows.map((row) => presentTicket(row, price.name, event.startUtc, now));
  });
}

/** A ticket of the user (tenant-scoped). @throws AppError NOT_FOUND. */
export async function findUserTicket(scope: TenantScope, userId: string, ticketId: number) {
  const [row] = await selectTickets(scope).where(
    inTenant(scope, tickets, eq(tickets.id, ticketId), eq(tickets.userId, userId)),
  );
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return row;
}

/**
 * `POST /api/ticket/cancel` (002 §4): only an active ticket of an event that has not started. Frees the place;
 * for a paid ticket records the refund (002 §9 terms) as a refund payment and marks the invoice Refunded when
 * every paid ticket on it is cancelled.
 */
export async function cancelTicket(scope: TenantScope, userId: string, ticketId: number, now = new Date()) {
  return inTransaction(scope, async (tx) => {
    const [locked] = await tx.db
      .select()
      .from(tickets)
      .where(inTenant(tx, tickets, eq(tickets.id, ticketId), eq(tickets.userId, userId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const { priceName, eventStart } = await findUserTicket(tx, userId, ticketId);
    if (locked.attendanceStatus !== 'Active') throw new AppError('CONFLICT', EVENT_MESSAGES.ticketNotActive);
    if (eventStart.getTime() <= now.getTime()) throw new AppError('CONFLICT', EVENT_MESSAGES.eventStarted);
    const refundCents = locked.amountCents > 0 ? refundFor(locked.amountCents, now, eventStart) : null;
    const [updated] = await tx.db
      .update(tickets)
      .set({ attendanceStatus: 'Removed', cancelledAt: now, refundCents })
      .where(inTenant(tx, tickets, eq(tickets.id, locked.id)))
      .returning();
    await tx.db
      .update(ticketPrices)
      .set({ sold: sql`greatest(${ticketPrices.sold} - 1, 0)` })
      .where(inTenant(tx, ticketPrices, eq(ticketPrices.id, locked.ticketPriceId)));
    if (refundCents != null && locked.invoiceId) {
      await tx.db.insert(payments).values({
        tenantId: tx.tenantId,
        invoiceId: locked.invoiceId,
        ticketId: locked.id,
        kind: 'refund',
        amountCents: refundCents,
        provider: 'test',
        reference: `refund-${locked.ticketNumber}`,
      });
      const [{ value: stillActive } = { value: 0 }] = await tx.db
        .select({ value: count() })
        .from(tickets)
        .where(
          inTenant(
            tx,
            tickets,
            eq(tickets.invoiceId, locked.invoiceId),
            eq(tickets.attendanceStatus, 'Active'),
          ),
        );
      await tx.db
        .update(invoices)
        .set({
          refundedCents: sql`${invoices.refundedCents} + ${refundCents}`,
          ...(stillActive === 0 ? { status: 'Refunded' } : {}),
        })
        .where(inTenant(tx, invoices, eq(invoices.id, locked.invoiceId)));
    }
    return {
      ticket: presentTicket(updated!, priceName, eventStart, now),
      refundAmount: refundCents == null ? null : toDollars(refundCents),
    };
  });
}

/** `POST /api/ticket/nominatesubstitute` (002 §3 Nominee): records the nominee on the one active ticket. */
export async function nominate(
  scope: TenantScope,
  userId: string,
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
  const row = await findUserTicket(scope, userId, ticketId);
  if (row.ticket.attendanceStatus !== 'Active')
    throw new AppError('CONFLICT', EVENT_MESSAGES.ticketNotActive);
  if (row.eventStart.getTime() <= now.getTime()) throw new AppError('CONFLICT', EVENT_MESSAGES.eventStarted);
  const [updated] = await scope.db
    .update(tickets)
    .set({ nominee: { ...nominee, nomineeOrgName: nominee.nomineeOrgName ?? null } })
    .where(inTenant(scope, tickets, eq(tickets.id, ticketId)))
    .returning();
  return presentTicket(updated!, row.priceName, row.eventStart, now);
}

/** `POST /api/ticket/update` (change dietary of an active ticket). */
export async function updateTicketDietary(
  scope: TenantScope,
  userId: string,
  ticketId: number,
  dietary: TDietary,
): Promise<TUserTicket> {
  const row = await findUserTicket(scope, userId, ticketId);
  if (row.ticket.attendanceStatus !== 'Active')
    throw new AppError('CONFLICT', EVENT_MESSAGES.ticketNotActive);
  const [updated] = await scope.db
    .update(tickets)
    .set({
      dietaryRequirements: dietary.dietaryRequirements?.length ? dietary.dietaryRequirements : null,
      otherDietaryRequirement: dietary.otherDietaryRequirement || null,
      accessibilityRequirement: dietary.accessibilityRequirement || null,
    })
    .where(inTenant(scope, tickets, eq(tickets.id, ticketId)))
    .returning();
  return presentTicket(updated!, row.priceName, row.eventStart);
}

/** `GET /api/user/event/{id}/tickets`: the member's tickets for one event (active first, then newest). */
export async function userTicketsForEvent(
  scope: TenantScope,
  userId: string,
  eventId: number,
): Promise<TUserTicket[]> {
  const rows = await selectTickets(scope)
    .where(inTenant(scope, tickets, eq(tickets.userId, userId), eq(tickets.eventId, eventId)))
    .orderBy(asc(tickets.attendanceStatus), desc(tickets.id));
  return rows.map((row) => presentTicket(row.ticket, row.priceName, row.eventStart));
}

/** `GET /api/ticket/{id}`: the ticket with its event card. */
export async function ticketWithEvent(
  scope: TenantScope,
  userId: string,
  ticketId: number,
): Promise<TRegisteredTicket> {
  const row = await findUserTicket(scope, userId, ticketId);
  const byId = await summariesByIds(scope, [row.ticket.eventId], userId);
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
  scope: TenantScope,
  userId: string,
  when: 'upcoming' | 'past',
  page: number,
  size: number,
  now = new Date(),
) {
  const where = inTenant(
    scope,
    tickets,
    eq(tickets.userId, userId),
    eq(tickets.attendanceStatus, 'Active'),
    when === 'upcoming' ? gte(events.endUtc, now) : lt(events.endUtc, now),
  );
  const order =
    when === 'upcoming' ? [asc(events.startUtc), asc(tickets.id)] : [desc(events.startUtc), desc(tickets.id)];
  const [[total], rows] = await Promise.all([
    scope.db
      .select({ value: count() })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(where),
    selectTickets(scope)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const byId = await summariesByIds(scope, [...new Set(rows.map((row) => row.ticket.eventId))], userId);
  return {
    registeredTickets: rows.map((row) => ({
      ...presentTicket(row.ticket, row.priceName, row.eventStart, now),
      event: byId.get(row.ticket.eventId)!,
    })),
    totalItems: total?.value ?? 0,
  };
}

/** `POST /api/user/eventquery`: Going (1) when the member holds an active ticket, else NoResponse (0). */
export async function eventResponses(scope: TenantScope, userId: string, eventIds: number[]) {
  const rows = eventIds.length
    ? await scope.db
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
    : [];
  const byEvent = new Map(rows.map((row) => [row.eventId, row.id]));
  return {
    responses: eventIds.map((eventId) => ({
      eventId,
      response: (byEvent.has(eventId) ? 1 : 0) as 0 | 1,
      userTicketId: byEvent.get(eventId) ?? null,
    })),
  };
}
