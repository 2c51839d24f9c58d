/**
 * Factories for events, ticket prices and tags (STYLE.md: test data from factories, not from the demo seed).
 */
import type { FastifyInstance } from 'fastify';
import type { TenantId } from '@portal/contracts';
import { eventTags, eventTagLinks, eventTypes, events, ticketPrices } from '../../src/db/schema/index';

export interface BuildEventInput {
  tenantId?: TenantId;
  title?: string;
  /** Start in hours from now (default +24 * 30). */
  startInHours?: number;
  durationHours?: number;
  isPublished?: boolean;
  isCpd?: boolean;
  typeId?: number | null;
  categoryId?: number | null;
  locationId?: number | null;
  /** Ticket prices: amount in cents, capacity (null = unlimited). */
  prices?: { name?: string; amountCents: number; capacity?: number | null; sold?: number }[];
  tagLabels?: string[];
  /** Audience segment ids (issue 38 point 2; default none = everyone). */
  segmentIds?: number[];
}

/** Inserts a published event (default 30 days ahead, a free unlimited price) and returns it with its prices. */
export async function buildEvent(app: FastifyInstance, input: BuildEventInput = {}) {
  const db = app.database.db;
  const tenantId = input.tenantId ?? 'ota';
  const start = new Date(Date.now() + (input.startInHours ?? 24 * 30) * 3600_000);
  const end = new Date(start.getTime() + (input.durationHours ?? 2) * 3600_000);
  const title = input.title ?? `Event ${Math.random().toString(36).slice(2, 8)}`;
  const local = (d: Date) => d.toISOString().slice(0, 19);
  const [event] = await db
    .insert(events)
    .values({
      tenantId,
      title,
      shortDesc: `About ${title}`,
      searchText: `${title} about ${title}`.toLowerCase(),
      startUtc: start,
      endUtc: end,
      startLocal: local(start),
      startTimeZone: 'UTC',
      endLocal: local(end),
      endTimeZone: 'UTC',
      isPublished: input.isPublished ?? true,
      isCpd: input.isCpd ?? false,
      typeId: input.typeId ?? null,
      categoryId: input.categoryId ?? null,
      locationId: input.locationId ?? null,
      segmentIds: input.segmentIds ?? [],
      docs: [{ label: 'Programme', url: '/files/programme.pdf' }],
      links: [{ label: 'Venue', url: 'https://example.org/venue' }],
    })
    .returning();
  const prices = await db
    .insert(ticketPrices)
    .values(
      (input.prices ?? [{ amountCents: 0 }]).map((p, i) => ({
        tenantId,
        eventId: event!.id,
        name: p.name ?? (p.amountCents ? `Member ${i + 1}` : 'Free'),
        amountCents: p.amountCents,
        capacity: p.capacity ?? null,
        sold: p.sold ?? 0,
        sortOrder: i,
      })),
    )
    .returning();
  for (const label of input.tagLabels ?? []) {
    const [tag] = await db
      .insert(eventTags)
      .values({ tenantId, label })
      .onConflictDoUpdate({ target: [eventTags.tenantId, eventTags.label], set: { label } })
      .returning();
    await db.insert(eventTagLinks).values({ tenantId, eventId: event!.id, tagId: tag!.id });
  }
  return { event: event!, prices };
}

/** Inserts an event type and returns its id. */
export async function buildType(app: FastifyInstance, label: string, tenantId: TenantId = 'ota') {
  const [row] = await app.database.db.insert(eventTypes).values({ tenantId, label }).returning();
  return row!.id;
}
