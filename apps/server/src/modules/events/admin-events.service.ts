/**
 * Event administration (/admin/events, spec 000 §2; fields of 002 §3): list, read, create, edit,
 * publish/unpublish and registrations. Lookup and tag ids must be the tenant's; ticket prices keep their sold
 * counts (capacity never below sold and held, amount fixed once sold, a sold price is never removed); a capacity
 * raise offers the new places to the price's waitlist (issue 38).
 */
import { auditedWrite, createdRow } from '../../db/audit';
import { EVENT_MESSAGES, SEGMENT_MESSAGES, type TAdminEvent, type TRegistration } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { toCents, toDollars } from '../../lib/money';
import type { RequestContext } from '../../plugins/auth';
import { eventValues, type AdminEventInput } from './admin-events.input';
import {
  EVENT_REFERENCES,
  adminEventRows,
  countTags,
  eventById,
  insertEvent,
  insertTicketPrice,
  lockTicketPrices,
  lookupExists,
  registrationCounts,
  registrationRows,
  replaceEventTags,
  updateEvent,
  updateTicketPrice,
  upsertTag,
  type RegistrationRow,
} from './admin-events.repository';
import { eventAuditRow } from './admin-events.repository';
import { presentTicketPrice } from './events.presenter';
import { ticketPriceRows } from './events.repository';
import { withTransaction } from '../../db/tenant-scope';
import { getEvent, summariesByIds } from './events.service';
import { seatsFreed } from '../waitlist/waitlist.service';
import { areChoosableSegments } from '../segments/segments.service';

/**
 * Checks that lookup ids, tag ids and audience segment ids (issue 38 point 2: segments a member can choose,
 * `GET /api/segment/all`) belong to the tenant. @throws AppError BAD_REQUEST naming the field.
 */
async function checkReferences(scope: TenantScope, input: AdminEventInput): Promise<void> {
  for (const field of Object.keys(EVENT_REFERENCES) as (keyof typeof EVENT_REFERENCES)[]) {
    const id = input[field];
    if (!id) continue;
    if (!(await lookupExists(scope, EVENT_REFERENCES[field], id)))
      throw new AppError('BAD_REQUEST', `Unknown ${field}`, { errors: { [field]: ['Unknown value'] } });
  }
  if (input.tagIds.length && (await countTags(scope, input.tagIds)) !== new Set(input.tagIds).size)
    throw new AppError('BAD_REQUEST', 'Unknown tagIds', { errors: { tagIds: ['Unknown tag'] } });
  if (!(await areChoosableSegments({ scope }, input.segmentIds)))
    throw new AppError('BAD_REQUEST', 'Unknown segmentIds', {
      errors: { segmentIds: [SEGMENT_MESSAGES.notFound] },
    });
}

/** Replaces the tags of an event: chosen tag ids plus new labels (created once per tenant). */
async function saveTags(tx: TenantScope, eventId: number, input: AdminEventInput): Promise<void> {
  const tagIds = new Set(input.tagIds);
  for (const label of new Set(input.newTags)) tagIds.add(await upsertTag(tx, label));
  await replaceEventTags(tx, eventId, [...tagIds]);
}

/**
 * Saves the ticket prices of the form (order = display order): known ids are updated, new ones inserted,
 * missing ones removed from sale. @throws AppError BAD_REQUEST for an unknown id, a capacity below sold, a
 * changed amount after sales, or removing a price with sales.
 */
async function savePrices(tx: TenantScope, eventId: number, input: AdminEventInput): Promise<void> {
  const existing = await lockTicketPrices(tx, eventId);
  const byId = new Map(existing.map((p) => [p.id, p]));
  const kept = new Set<number>();
  for (const [i, price] of input.ticketPrices.entries()) {
    const values = {
      name: price.name,
      amountCents: toCents(price.amount),
      capacity: price.capacity,
      holdHours: price.holdHours,
      sortOrder: i,
    };
    if (!price.ticketPriceId) {
      await insertTicketPrice(tx, eventId, values);
      continue;
    }
    const current = byId.get(price.ticketPriceId);
    if (!current)
      throw new AppError('BAD_REQUEST', 'Unknown ticketPriceId', {
        errors: { [`ticketPrices.${i}.ticketPriceId`]: ['Unknown ticket price'] },
      });
    const taken = current.sold + current.held;
    if (price.capacity != null && price.capacity < taken)
      throw new AppError(
        'BAD_REQUEST',
        current.held
          ? `Capacity of ${current.name} cannot be below the ${taken} tickets sold or held for the waitlist`
          : `Capacity of ${current.name} cannot be below the ${current.sold} tickets sold`,
        {
          errors: { [`ticketPrices.${i}.capacity`]: ['Below tickets sold'] },
        },
      );
    if (current.sold > 0 && values.amountCents !== current.amountCents)
      throw new AppError(
        'BAD_REQUEST',
        `The amount of ${current.name} cannot change after tickets were sold`,
        {
          errors: { [`ticketPrices.${i}.amount`]: ['Tickets already sold'] },
        },
      );
    kept.add(current.id);
    await updateTicketPrice(tx, current.id, values);
    // Issue 38: more places (or none to count) offer seats to the price's waitlist in this transaction.
    if (current.capacity != null && (price.capacity == null || price.capacity > current.capacity))
      await seatsFreed({ scope: tx }, current.id);
  }
  for (const price of existing) {
    if (kept.has(price.id)) continue;
    if (price.sold > 0 || price.held > 0)
      throw new AppError('BAD_REQUEST', `${price.name} has tickets sold and cannot be removed`, {
        errors: { ticketPrices: ['Tickets already sold'] },
      });
    await updateTicketPrice(tx, price.id, { isDeleted: true });
  }
}

/**
 * Admin view of an event (detail + prices with sold, docs, links, tag ids, audience segment ids,
 * registrations). @throws NOT_FOUND.
 */
export async function getAdminEvent(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: number,
): Promise<TAdminEvent> {
  const { scope } = ctx;
  const detail = await getEvent({ scope }, id, ctx.actor.id, true);
  const [row, prices, counts] = await Promise.all([
    eventById(scope, id),
    ticketPriceRows(scope, id),
    registrationCounts(scope, [id]),
  ]);
  return {
    ...detail,
    ticketPrices: prices.map((p) => ({
      ...presentTicketPrice(p),
      sold: p.sold,
      held: p.held,
      holdHours: p.holdHours,
    })),
    docs: row!.docs,
    links: row!.links,
    tagIds: detail.tags.map((t) => t.id),
    segmentIds: row!.segmentIds,
    registrations: counts.get(id) ?? 0,
  };
}

/** `GET /api/admin/events`: events of the tenant, drafts included, newest start first, with registrations. */
export async function listAdminEvents(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { keyword?: string; status: 'all' | 'published' | 'draft'; page: number; size: number },
) {
  const { rows, totalItems } = await adminEventRows(ctx.scope, query);
  const ids = rows.map((r) => r.id);
  const [byId, counts] = await Promise.all([
    summariesByIds(ctx, ids, ctx.actor.id),
    registrationCounts(ctx.scope, ids),
  ]);
  return {
    events: rows.map((r) => ({
      ...byId.get(r.id)!,
      isPublished: r.isPublished,
      registrations: counts.get(r.id) ?? 0,
    })),
    totalItems,
  };
}

/** `POST /api/admin/events`: creates an event with its tags and ticket prices. @throws AppError BAD_REQUEST. */
export async function createEvent(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  input: AdminEventInput,
): Promise<TAdminEvent> {
  return auditedWrite(
    ctx,
    createdRow((s, id) => eventAuditRow(s, Number(id))),
    async (ctx) => {
      const values = eventValues(input);
      await checkReferences(ctx.scope, input);
      const id = await withTransaction(ctx.scope, async (tx) => {
        const eventId = await insertEvent(tx, values);
        await saveTags(tx, eventId, input);
        await savePrices(tx, eventId, input);
        return eventId;
      });
      return getAdminEvent(ctx, id);
    },
  );
}

/** `PUT /api/admin/events/{id}`: edits an event. @throws AppError BAD_REQUEST, NOT_FOUND. */
export async function editEvent(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: number,
  input: AdminEventInput,
): Promise<TAdminEvent> {
  return auditedWrite(ctx, { load: (s) => eventAuditRow(s, id) }, async (ctx) => {
    const values = eventValues(input);
    await checkReferences(ctx.scope, input);
    await withTransaction(ctx.scope, async (tx) => {
      if (!(await updateEvent(tx, id, values))) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
      await saveTags(tx, id, input);
      await savePrices(tx, id, input);
    });
    return getAdminEvent(ctx, id);
  });
}

/** `POST /api/admin/events/{id}/publish|unpublish`. @throws AppError NOT_FOUND. */
export async function setPublished(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: number,
  isPublished: boolean,
): Promise<TAdminEvent> {
  return auditedWrite(ctx, { load: (s) => eventAuditRow(s, id) }, async (ctx) => {
    if (!(await updateEvent(ctx.scope, id, { isPublished, updatedAt: new Date() })))
      throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    return getAdminEvent(ctx, id);
  });
}

/** A registration (002 §3 ticket with its member) in the contract's shape, amount in dollars. */
function presentRegistration(r: RegistrationRow): TRegistration {
  return {
    ticketId: r.ticket.id,
    ticketNumber: r.ticket.ticketNumber,
    userId: r.ticket.userId,
    userFullName: `${r.firstName} ${r.lastName}`,
    email: r.email,
    ticketPrice: r.priceName,
    amount: toDollars(r.ticket.amountCents),
    attendanceStatus: r.ticket.attendanceStatus === 'Removed' ? 'Removed' : 'Active',
    nominee: r.ticket.nominee ?? null,
    dietaryRequirements: r.ticket.dietaryRequirements ?? null,
    otherDietaryRequirement: r.ticket.otherDietaryRequirement,
    accessibilityRequirement: r.ticket.accessibilityRequirement,
    createdAt: r.ticket.createdAt.toISOString(),
  };
}

/** `GET /api/admin/events/{id}/registrations`: tickets of an event, oldest first, paged. @throws NOT_FOUND. */
export async function listRegistrations(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
  page: number,
  size: number,
) {
  if (!(await eventById(ctx.scope, eventId))) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  const { rows, totalItems } = await registrationRows(ctx.scope, eventId, page, size);
  return { registrations: rows.map(presentRegistration), totalItems };
}
