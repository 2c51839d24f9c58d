/**
 * Waitlist SQL (issue 38 point 3; docs/waitlists.md). Every function takes the tenant scope (or the
 * transaction's scope). Writers lock the ticket price row first ({@link lockPrice}), then touch its entries:
 * one lock order for joins, offers, claims, declines, expiries and staff changes, so none can deadlock another
 * and the `held` count never disagrees with the `offered` entries.
 */
import { and, asc, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import { events, ticketPrices, users, waitlistEntries } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored waitlist entry. */
export type EntryRow = typeof waitlistEntries.$inferSelect;
/** A stored ticket price. */
export type WaitlistPriceRow = typeof ticketPrices.$inferSelect;

const ACTIVE = ['waiting', 'offered'];

/** A ticket price locked for update (deleted ones too: their offers must still end), or undefined. */
export async function lockPrice(
  tx: TenantScope,
  ticketPriceId: number,
): Promise<WaitlistPriceRow | undefined> {
  const [price] = await tx.db
    .select()
    .from(ticketPrices)
    .where(eq(ticketPrices.id, ticketPriceId))
    .for('update');
  return price;
}

/** Changes the held-seat count of a price by `delta` (never below 0). Under the price's lock. */
export async function addHeld(tx: TenantScope, ticketPriceId: number, delta: number): Promise<void> {
  await tx.db
    .update(ticketPrices)
    .set({ held: sql`greatest(${ticketPrices.held} + ${delta}, 0)` })
    .where(eq(ticketPrices.id, ticketPriceId));
}

/** The event of a price: published flag, start and title, or undefined. */
export async function eventOf(scope: TenantScope, eventId: number) {
  const [event] = await scope.db
    .select({
      id: events.id,
      title: events.title,
      isPublished: events.isPublished,
      startUtc: events.startUtc,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

/** The member's active entry (waiting or offered) on a price, or undefined. */
export async function activeEntryOf(scope: TenantScope, ticketPriceId: number, userId: string) {
  const [entry] = await scope.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketPriceId, ticketPriceId),
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, ACTIVE),
      ),
    );
  return entry;
}

/** An entry by id, or undefined. */
export async function entryById(scope: TenantScope, entryId: number): Promise<EntryRow | undefined> {
  const [entry] = await scope.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return entry;
}

/** Inserts a waiting entry at the end of the price's line (the next position). Under the price's lock. */
export async function insertWaiting(
  tx: TenantScope,
  price: Pick<WaitlistPriceRow, 'id' | 'eventId'>,
  userId: string,
): Promise<EntryRow> {
  const [last] = await tx.db
    .select({ value: max(waitlistEntries.position) })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.ticketPriceId, price.id));
  const [entry] = await tx.db
    .insert(waitlistEntries)
    .values({
      tenantId: tx.tenantId,
      ticketPriceId: price.id,
      eventId: price.eventId,
      userId,
      position: (last?.value ?? 0) + 1,
    })
    .returning();
  return entry!;
}

/** Sets an entry's status (and offer times), stamping `updated_at`. @returns the updated row. */
export async function setEntry(
  tx: TenantScope,
  entryId: number,
  values: Partial<Pick<EntryRow, 'status' | 'offeredAt' | 'holdUntil' | 'position'>>,
): Promise<EntryRow> {
  const [entry] = await tx.db
    .update(waitlistEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(waitlistEntries.id, entryId))
    .returning();
  return entry!;
}

/** The first `limit` waiting entries of a price, in line order. */
export function firstWaiting(tx: TenantScope, ticketPriceId: number, limit: number) {
  return tx.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.ticketPriceId, ticketPriceId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id))
    .limit(limit);
}

/** Marks entries offered with a hold until `holdUntil`. */
export async function markOffered(tx: TenantScope, ids: number[], now: Date, holdUntil: Date): Promise<void> {
  await tx.db
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: now, holdUntil, updatedAt: now })
    .where(inArray(waitlistEntries.id, ids));
}

/** Offered entries of a price whose hold ended at or before `now` (under the price's lock). */
export function endedHolds(tx: TenantScope, ticketPriceId: number, now: Date) {
  return tx.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketPriceId, ticketPriceId),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.holdUntil, now),
      ),
    );
}

/** Prices that have a hold ended at or before `now` (the sweep's work list). */
export async function pricesWithEndedHolds(scope: TenantScope, now: Date): Promise<number[]> {
  const rows = await scope.db
    .selectDistinct({ id: waitlistEntries.ticketPriceId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.holdUntil, now)));
  return rows.map((row) => row.id);
}

/** The place (1-based) of a waiting entry among the price's waiting entries. */
export async function placeOf(
  scope: TenantScope,
  entry: Pick<EntryRow, 'ticketPriceId' | 'position' | 'id'>,
) {
  const [row] = await scope.db
    .select({ value: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketPriceId, entry.ticketPriceId),
        eq(waitlistEntries.status, 'waiting'),
        sql`(${waitlistEntries.position}, ${waitlistEntries.id}) <= (${entry.position}, ${entry.id})`,
      ),
    );
  return row?.value ?? 1;
}

/** The member's active entries on the prices of one event. */
export function activeEntriesForEvent(scope: TenantScope, userId: string, eventId: number) {
  return scope.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.eventId, eventId),
        inArray(waitlistEntries.status, ACTIVE),
      ),
    )
    .orderBy(asc(waitlistEntries.ticketPriceId));
}

/** The waiting neighbour of an entry: the one just before (`up`) or after (`down`) it in line, or undefined. */
export async function neighbour(tx: TenantScope, entry: EntryRow, direction: 'up' | 'down') {
  const key = sql`(${waitlistEntries.position}, ${waitlistEntries.id})`;
  const mine = sql`(${entry.position}, ${entry.id})`;
  const [row] = await tx.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketPriceId, entry.ticketPriceId),
        eq(waitlistEntries.status, 'waiting'),
        direction === 'up' ? sql`${key} < ${mine}` : sql`${key} > ${mine}`,
      ),
    )
    .orderBy(
      direction === 'up' ? desc(waitlistEntries.position) : asc(waitlistEntries.position),
      direction === 'up' ? desc(waitlistEntries.id) : asc(waitlistEntries.id),
    )
    .limit(1);
  return row;
}

/** Live ticket prices of an event, in display order (for the staff list). */
export function eventPrices(scope: TenantScope, eventId: number) {
  return scope.db
    .select({ id: ticketPrices.id, name: ticketPrices.name, holdHours: ticketPrices.holdHours })
    .from(ticketPrices)
    .where(and(eq(ticketPrices.eventId, eventId), eq(ticketPrices.isDeleted, false)))
    .orderBy(asc(ticketPrices.sortOrder), asc(ticketPrices.id));
}

/** Named selection: an entry with its member's name and e-mail. */
const entryWithMember = {
  entry: waitlistEntries,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/**
 * Entries of an event for staff: the active ones in line order (per price: offered first — 'offered' sorts before 'waiting' — then waiting by position),
 * then up to `finished` of the latest finished ones.
 */
export async function staffEntries(scope: TenantScope, eventId: number, finished = 50) {
  const base = () =>
    scope.db
      .select(entryWithMember)
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId));
  const [active, done] = await Promise.all([
    base()
      .where(and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ACTIVE)))
      .orderBy(
        asc(waitlistEntries.ticketPriceId),
        asc(waitlistEntries.status),
        asc(waitlistEntries.position),
        asc(waitlistEntries.id),
      ),
    base()
      .where(
        and(
          eq(waitlistEntries.eventId, eventId),
          sql`${waitlistEntries.status} not in ('waiting', 'offered')`,
        ),
      )
      .orderBy(desc(waitlistEntries.updatedAt), desc(waitlistEntries.id))
      .limit(finished),
  ]);
  return [...active, ...done];
}
/** A row of {@link staffEntries}. */
export type StaffEntryRow = Awaited<ReturnType<typeof staffEntries>>[number];

/** What the offer's e-mail and notification need: the entry, its member, event and price. */
export async function offerDetails(scope: TenantScope, entryId: number) {
  const [row] = await scope.db
    .select({
      entry: waitlistEntries,
      email: users.email,
      firstName: users.firstName,
      eventTitle: events.title,
      priceName: ticketPrices.name,
      amountCents: ticketPrices.amountCents,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, waitlistEntries.ticketPriceId))
    .where(eq(waitlistEntries.id, entryId));
  return row;
}
