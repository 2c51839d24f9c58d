/**
 * Event administration SQL (/admin/events, spec 000 §2; fields of 002 §3): the admin list with registration
 * counts, lookup/tag reference checks, event rows, tags and ticket prices of the edit form, and registrations.
 * Every function takes the tenant scope (or the transaction's scope).
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';
import type { TicketPriceRow } from './events.repository';

/** Column values of an event as the admin form saves them. */
export type EventValues = Omit<typeof schema.events.$inferInsert, 'id' | 'tenantId'>;

/** Lookup tables an event references by id. */
export const EVENT_REFERENCES = {
  typeId: schema.eventTypes,
  categoryId: schema.eventCategories,
  locationId: schema.eventLocations,
} as const;

/** A page of the admin event list (newest start first), drafts included, and the total count. */
export async function adminEventRows(
  scope: TenantScope,
  query: { keyword?: string; status: 'all' | 'published' | 'draft'; page: number; size: number },
) {
  const conditions: SQL[] = [];
  if (query.keyword)
    conditions.push(ilike(schema.events.searchText, containsPattern(query.keyword.toLowerCase())));
  if (query.status !== 'all') conditions.push(eq(schema.events.isPublished, query.status === 'published'));
  const where = and(...conditions);
  const { rows, total } = await pageAndTotal(
    scope.db
      .select({ id: schema.events.id, isPublished: schema.events.isPublished })
      .from(schema.events)
      .where(where)
      .orderBy(desc(schema.events.startUtc), desc(schema.events.id)),
    scope.db.$count(schema.events, where),
    query.page,
    query.size,
  );
  return { rows, totalItems: total };
}

/** Active registrations (tickets) per event of the given events. */
export async function registrationCounts(
  scope: TenantScope,
  eventIds: number[],
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await scope.db
    .select({ eventId: schema.tickets.eventId, value: count() })
    .from(schema.tickets)
    .where(and(inArray(schema.tickets.eventId, eventIds), eq(schema.tickets.attendanceStatus, 'Active')))
    .groupBy(schema.tickets.eventId);
  return new Map(rows.map((row) => [row.eventId, row.value]));
}

/** Whether a lookup row of the tenant exists. */
export async function lookupExists(
  scope: TenantScope,
  table: (typeof EVENT_REFERENCES)[keyof typeof EVENT_REFERENCES],
  id: number,
): Promise<boolean> {
  const rows = await scope.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** How many of the tag ids are tags of the tenant. */
export async function countTags(scope: TenantScope, tagIds: number[]): Promise<number> {
  const found = await scope.db
    .select({ id: schema.eventTags.id })
    .from(schema.eventTags)
    .where(inArray(schema.eventTags.id, tagIds));
  return found.length;
}

/** One stored event of the tenant, or undefined. */
export async function eventById(scope: TenantScope, id: number) {
  const [row] = await scope.db.select().from(schema.events).where(eq(schema.events.id, id));
  return row;
}

/** Inserts an event. @returns its id. */
export async function insertEvent(tx: TenantScope, values: EventValues): Promise<number> {
  const [row] = await tx.db
    .insert(schema.events)
    .values({ tenantId: tx.tenantId, ...values })
    .returning({ id: schema.events.id });
  return row!.id;
}

/** Updates an event's columns. @returns false when the event is not the tenant's. */
export async function updateEvent(
  tx: TenantScope,
  id: number,
  values: Partial<EventValues>,
): Promise<boolean> {
  const updated = await tx.db
    .update(schema.events)
    .set(values)
    .where(eq(schema.events.id, id))
    .returning({ id: schema.events.id });
  return updated.length > 0;
}

/** The id of the tenant's tag with this label, created when new. */
export async function upsertTag(tx: TenantScope, label: string): Promise<number> {
  const [tag] = await tx.db
    .insert(schema.eventTags)
    .values({ tenantId: tx.tenantId, label })
    .onConflictDoUpdate({ target: [schema.eventTags.tenantId, schema.eventTags.label], set: { label } })
    .returning({ id: schema.eventTags.id });
  return tag!.id;
}

/** Replaces the tags of an event. */
export async function replaceEventTags(tx: TenantScope, eventId: number, tagIds: number[]): Promise<void> {
  await tx.db.delete(schema.eventTagLinks).where(eq(schema.eventTagLinks.eventId, eventId));
  if (tagIds.length)
    await tx.db
      .insert(schema.eventTagLinks)
      .values(tagIds.map((tagId) => ({ tenantId: tx.tenantId, eventId, tagId })));
}

/** Live ticket prices of an event, locked for update (inside a transaction). */
export function lockTicketPrices(tx: TenantScope, eventId: number): Promise<TicketPriceRow[]> {
  return tx.db
    .select()
    .from(schema.ticketPrices)
    .where(and(eq(schema.ticketPrices.eventId, eventId), eq(schema.ticketPrices.isDeleted, false)))
    .for('update');
}

/** Editable columns of a ticket price. */
type PriceValues = {
  name: string;
  amountCents: number;
  capacity: number | null;
  holdHours: number;
  sortOrder: number;
};

/** Inserts a ticket price of an event. */
export async function insertTicketPrice(
  tx: TenantScope,
  eventId: number,
  values: PriceValues,
): Promise<void> {
  await tx.db.insert(schema.ticketPrices).values({ tenantId: tx.tenantId, eventId, ...values });
}

/** Updates a ticket price (`isDeleted: true` removes it from sale). */
export async function updateTicketPrice(
  tx: TenantScope,
  id: number,
  values: Partial<PriceValues> & { isDeleted?: boolean },
): Promise<void> {
  await tx.db.update(schema.ticketPrices).set(values).where(eq(schema.ticketPrices.id, id));
}

/** Named selection: a registration — the ticket, its price name and the member. */
const registrationColumns = {
  ticket: schema.tickets,
  priceName: schema.ticketPrices.name,
  firstName: schema.users.firstName,
  lastName: schema.users.lastName,
  email: schema.users.email,
};

/** A page of an event's registrations (oldest first) and the total count. */
export async function registrationRows(scope: TenantScope, eventId: number, page: number, size: number) {
  const where = eq(schema.tickets.eventId, eventId);
  const { rows, total } = await pageAndTotal(
    scope.db
      .select(registrationColumns)
      .from(schema.tickets)
      .innerJoin(schema.ticketPrices, eq(schema.ticketPrices.id, schema.tickets.ticketPriceId))
      .innerJoin(schema.users, eq(schema.users.id, schema.tickets.userId))
      .where(where)
      .orderBy(asc(schema.tickets.createdAt), asc(schema.tickets.id)),
    scope.db.$count(schema.tickets, where),
    page,
    size,
  );
  return { rows, totalItems: total };
}

/** A registration row of {@link registrationRows}. */
export type RegistrationRow = Awaited<ReturnType<typeof registrationRows>>['rows'][number];

/**
 * An event as its audit records compare it (issue 39 point 3): the row, its sorted tag ids and its ticket
 * prices by id (`{ name, amountCents, capacity, holdHours, sortOrder, isDeleted }`); null for none.
 */
export async function eventAuditRow(scope: TenantScope, id: number) {
  const [row] = await scope.db.select().from(schema.events).where(eq(schema.events.id, id)).limit(1);
  if (!row) return null;
  const tags = await scope.db
    .select({ tagId: schema.eventTagLinks.tagId })
    .from(schema.eventTagLinks)
    .where(eq(schema.eventTagLinks.eventId, id));
  const prices = await scope.db
    .select({
      id: schema.ticketPrices.id,
      name: schema.ticketPrices.name,
      amountCents: schema.ticketPrices.amountCents,
      capacity: schema.ticketPrices.capacity,
      holdHours: schema.ticketPrices.holdHours,
      sortOrder: schema.ticketPrices.sortOrder,
      isDeleted: schema.ticketPrices.isDeleted,
    })
    .from(schema.ticketPrices)
    .where(eq(schema.ticketPrices.eventId, id))
    .orderBy(asc(schema.ticketPrices.id));
  return {
    ...row,
    tagIds: tags.map((t) => t.tagId).sort((a, b) => a - b),
    ticketPrices: Object.fromEntries(prices.map(({ id: priceId, ...p }) => [String(priceId), p])),
  };
}
