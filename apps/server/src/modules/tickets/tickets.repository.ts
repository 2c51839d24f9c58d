/**
 * Ticket SQL (spec 002 §4 Ticket): tickets with their price name and event start, places taken under a row
 * lock, issued tickets, cancellation, nominee and dietary updates, the member's lists, and dietary requirements
 * saved on the account. Every function takes the tenant scope (or the transaction's scope).
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDietary } from '@portal/contracts';
import { events, ticketPrices, tickets, userRequirements } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';

/** A stored ticket. */
export type TicketRow = typeof tickets.$inferSelect;
/** A stored ticket price. */
export type PriceRow = typeof ticketPrices.$inferSelect;

/** A ticket number such as `E42-7F3A9C` (event id and 6 random hex digits). */
const ticketNumber = (eventId: number) =>
  `E${eventId}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

/** Named selection: a ticket with its price name and event start. */
const ticketWithPrice = { ticket: tickets, priceName: ticketPrices.name, eventStart: events.startUtc };

/** Ticket rows joined with price name and event start. */
function selectTickets(scope: TenantScope) {
  return scope.db
    .select(ticketWithPrice)
    .from(tickets)
    .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
    .innerJoin(events, eq(events.id, tickets.eventId));
}

/** A ticket of the user with price name and event start, or undefined. */
export async function userTicketRow(scope: TenantScope, userId: string, ticketId: number) {
  const [row] = await selectTickets(scope).where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)));
  return row;
}

/** The user's tickets for one event (active first, then newest). */
export function userTicketRowsForEvent(scope: TenantScope, userId: string, eventId: number) {
  return selectTickets(scope)
    .where(and(eq(tickets.userId, userId), eq(tickets.eventId, eventId)))
    .orderBy(asc(tickets.attendanceStatus), desc(tickets.id));
}

/** A live ticket price, locked for update (inside a transaction), or undefined. */
export async function lockPrice(tx: TenantScope, ticketPriceId: number): Promise<PriceRow | undefined> {
  const [price] = await tx.db
    .select()
    .from(ticketPrices)
    .where(and(eq(ticketPrices.id, ticketPriceId), eq(ticketPrices.isDeleted, false)))
    .for('update');
  return price;
}

/** Changes the sold count of a price by `delta` (never below 0). */
export async function addSold(tx: TenantScope, ticketPriceId: number, delta: number): Promise<void> {
  await tx.db
    .update(ticketPrices)
    .set({
      sold:
        delta >= 0
          ? sql`${ticketPrices.sold} + ${delta}`
          : sql`greatest(${ticketPrices.sold} - ${-delta}, 0)`,
    })
    .where(eq(ticketPrices.id, ticketPriceId));
}

/** Event and amount of a live price (no lock), or undefined. */
export async function peekPrice(tx: TenantScope, ticketPriceId: number) {
  const [peek] = await tx.db
    .select({ eventId: ticketPrices.eventId, amountCents: ticketPrices.amountCents })
    .from(ticketPrices)
    .where(and(eq(ticketPrices.id, ticketPriceId), eq(ticketPrices.isDeleted, false)));
  return peek;
}

/** An event row of the tenant, or undefined. */
export async function eventRow(tx: TenantScope, eventId: number) {
  const [event] = await tx.db.select().from(events).where(eq(events.id, eventId));
  return event;
}

/** What a new ticket is issued for. */
export interface TicketIssue {
  price: PriceRow;
  userId: string;
  quantity: number;
  cartId?: string;
  invoiceId?: string;
  dietary?: TDietary | null;
}

/** Inserts `quantity` active tickets for a user at a price. */
export function insertTickets(tx: TenantScope, input: TicketIssue): Promise<TicketRow[]> {
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

/** A ticket of the user locked for update, or undefined. */
export async function lockUserTicket(tx: TenantScope, userId: string, ticketId: number) {
  const [row] = await tx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)))
    .for('update');
  return row;
}

/** Updates a ticket. @returns the updated row. */
export async function updateTicket(
  scope: TenantScope,
  ticketId: number,
  values: Partial<Omit<TicketRow, 'id' | 'tenantId'>>,
): Promise<TicketRow> {
  const [updated] = await scope.db.update(tickets).set(values).where(eq(tickets.id, ticketId)).returning();
  return updated!;
}

/** Active tickets left on an invoice. */
export async function activeTicketsOnInvoice(tx: TenantScope, invoiceId: string): Promise<number> {
  const [row] = await tx.db
    .select({ value: count() })
    .from(tickets)
    .where(and(eq(tickets.invoiceId, invoiceId), eq(tickets.attendanceStatus, 'Active')));
  return row?.value ?? 0;
}

/** A page of the user's active tickets of events not ended (soonest first) or ended (newest first), and the count. */
export async function registeredTicketRows(
  scope: TenantScope,
  userId: string,
  when: 'upcoming' | 'past',
  page: number,
  size: number,
  now: Date,
) {
  const where = and(
    eq(tickets.userId, userId),
    eq(tickets.attendanceStatus, 'Active'),
    when === 'upcoming' ? gte(events.endUtc, now) : lt(events.endUtc, now),
  );
  const order =
    when === 'upcoming' ? [asc(events.startUtc), asc(tickets.id)] : [desc(events.startUtc), desc(tickets.id)];
  const { rows, total } = await pageAndTotal(
    selectTickets(scope)
      .where(where)
      .orderBy(...order),
    scope.db
      .select({ value: count() })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(where)
      .then(([row]) => row?.value ?? 0),
    page,
    size,
  );
  return { rows, totalItems: total };
}

/** The user's saved dietary and accessibility requirements (nulls when none saved). */
export async function readRequirements(scope: TenantScope, userId: string): Promise<TDietary> {
  const [row] = await scope.db.select().from(userRequirements).where(eq(userRequirements.userId, userId));
  return {
    dietaryRequirements: row?.dietaryRequirements ?? null,
    otherDietaryRequirement: row?.otherDietaryRequirement ?? null,
    accessibilityRequirement: row?.accessibilityRequirement ?? null,
  };
}

/** Saves the user's dietary and accessibility requirements. */
export async function saveRequirements(scope: TenantScope, userId: string, values: TDietary): Promise<void> {
  await scope.db
    .insert(userRequirements)
    .values({ tenantId: scope.tenantId, userId, ...values })
    .onConflictDoUpdate({ target: userRequirements.userId, set: { ...values, updatedAt: new Date() } });
}
