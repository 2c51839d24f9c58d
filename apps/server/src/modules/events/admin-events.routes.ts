/**
 * Event administration API for `/admin/events` (spec 000 §2; fields of 002 §3) — global Admin or WorkSpaceOwner
 * only (403 otherwise): list, read, create, edit, publish/unpublish, registrations, and uploads of images and
 * documents through the storage plugin (served back at `/api/events/files/...`). HTML fields are sanitised;
 * local start/end date-times are converted from their IANA time zones to UTC with dayjs.
 */
import path from 'node:path';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  UserRole,
  ZAdminEvent,
  ZAdminEventInput,
  ZAdminEventsQuery,
  ZAdminEventsResponse,
  ZAdminPageQuery,
  ZEventIdParams,
  ZRegistrationsResponse,
  ZUploadResponse,
  type TAdminEvent,
  type TenantId,
} from '@portal/contracts';
import { eventTagLinks, eventTags, events, ticketPrices, tickets, users } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { contentMatchesExtension } from '../../lib/file-content';
import { sanitizeRichText } from '../../lib/sanitize';
import { context } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import type { Actor } from '../../plugins/actor';
import { getEvent, likePattern, presentTicketPrice, summariesByIds } from './events.service';
import { inTransaction } from './tickets.service';
import { toCents, toDollars } from './money';

dayjs.extend(utc);
dayjs.extend(timezone);

type Input = z.output<typeof ZAdminEventInput>;

/** Event administration needs the global role Admin or WorkSpaceOwner. @throws AppError FORBIDDEN. */
export function requireEventAdmin(actor: Pick<Actor, 'role'>): void {
  if (actor.role !== UserRole.Admin && actor.role !== UserRole.WorkSpaceOwner)
    throw new AppError('FORBIDDEN', 'Forbidden');
}

/** True for an IANA zone name the runtime knows. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Local `YYYY-MM-DDTHH:mm[:ss]` in a zone → UTC instant. @throws AppError BAD_REQUEST for bad zones/dates. */
export function localToUtc(local: string, zone: string, field: string): Date {
  if (!isTimeZone(zone))
    throw new AppError('BAD_REQUEST', `Unknown time zone: ${zone}`, {
      errors: { [field]: ['Unknown time zone'] },
    });
  const parsed = dayjs.tz(local, zone);
  if (!parsed.isValid())
    throw new AppError('BAD_REQUEST', `Invalid date: ${local}`, { errors: { [field]: ['Invalid date'] } });
  return parsed.toDate();
}

const html = (value: string | null | undefined) => (value ? sanitizeRichText(value) || null : null);
const normaliseLocal = (value: string) => (value.length === 16 ? `${value}:00` : value);

/** Validated, sanitised column values of an admin input. */
function columns(input: Input) {
  const startUtc = localToUtc(input.startDateTime, input.startTimeZone, 'startDateTime');
  const endUtc = localToUtc(input.endDateTime, input.endTimeZone, 'endDateTime');
  if (endUtc.getTime() <= startUtc.getTime())
    throw new AppError('BAD_REQUEST', 'The event must end after it starts', {
      errors: { endDateTime: ['Must be after the start'] },
    });
  for (const [i, session] of input.sessions.entries()) {
    const s = localToUtc(session.startDateTime, session.startTimeZone, `sessions.${i}.startDateTime`);
    const e = localToUtc(session.endDateTime, session.endTimeZone, `sessions.${i}.endDateTime`);
    if (e.getTime() <= s.getTime())
      throw new AppError('BAD_REQUEST', `Session ${i + 1} must end after it starts`, {
        errors: { [`sessions.${i}.endDateTime`]: ['Must be after the start'] },
      });
  }
  const shortDesc = input.shortDesc?.trim() || null;
  return {
    title: input.title,
    content: html(input.content),
    shortDesc,
    typeId: input.typeId ?? null,
    categoryId: input.categoryId ?? null,
    locationId: input.locationId ?? null,
    address: input.address?.trim() || null,
    externalUrl: input.externalUrl || null,
    featureImg: input.featureImg || null,
    listingImg: input.listingImg || null,
    startUtc,
    endUtc,
    startLocal: normaliseLocal(input.startDateTime),
    startTimeZone: input.startTimeZone,
    endLocal: normaliseLocal(input.endDateTime),
    endTimeZone: input.endTimeZone,
    sessions: input.sessions.map((s) => ({
      ...s,
      startDateTime: normaliseLocal(s.startDateTime),
      endDateTime: normaliseLocal(s.endDateTime),
    })),
    canEnrolContent: html(input.canEnrolContent),
    canEnrolLayout: input.canEnrolLayout,
    coursesLayout: input.coursesLayout.map((c) => ({ ...c, courseDesc: html(c.courseDesc) })),
    sponsorContent: html(input.sponsorContent),
    reasoningContent: html(input.reasoningContent),
    accessContent: html(input.accessContent),
    presenters: input.presenters.map((p) => ({ ...p, profileDesc: html(p.profileDesc) })),
    isCpd: input.isCpd,
    cpdDetails: input.isCpd ? (input.cpdDetails ?? null) : (input.cpdDetails ?? null),
    docs: input.docs,
    links: input.links,
    isSingleClickRegistration: input.isSingleClickRegistration,
    isPublished: input.isPublished,
    searchText: `${input.title} ${shortDesc ?? ''}`.toLowerCase(),
    updatedAt: new Date(),
  };
}

/** Checks that lookup ids and tag ids belong to the tenant. @throws AppError BAD_REQUEST. */
async function checkReferences(scope: TenantScope, input: Input) {
  const checks: [string, string, number | null | undefined][] = [
    ['typeId', 'event_types', input.typeId],
    ['categoryId', 'event_categories', input.categoryId],
    ['locationId', 'event_locations', input.locationId],
  ];
  for (const [field, table, id] of checks) {
    if (!id) continue;
    const result = await scope.db.execute(
      sql`select 1 from ${sql.identifier(table)} where id = ${id} and tenant_id = ${scope.tenantId}`,
    );
    if ((result as unknown as { rows: unknown[] }).rows.length === 0)
      throw new AppError('BAD_REQUEST', `Unknown ${field}`, { errors: { [field]: ['Unknown value'] } });
  }
  if (input.tagIds.length) {
    const found = await scope.db
      .select({ id: eventTags.id })
      .from(eventTags)
      .where(inTenant(scope, eventTags, inArray(eventTags.id, input.tagIds)));
    if (found.length !== new Set(input.tagIds).size)
      throw new AppError('BAD_REQUEST', 'Unknown tagIds', { errors: { tagIds: ['Unknown tag'] } });
  }
}

/** Replaces tags and ticket prices of an event (inside the transaction). */
async function saveRelations(tx: TenantScope, eventId: number, input: Input) {
  const tagIds = new Set(input.tagIds);
  for (const label of new Set(input.newTags)) {
    const [tag] = await tx.db
      .insert(eventTags)
      .values({ tenantId: tx.tenantId, label })
      .onConflictDoUpdate({ target: [eventTags.tenantId, eventTags.label], set: { label } })
      .returning({ id: eventTags.id });
    tagIds.add(tag!.id);
  }
  await tx.db.delete(eventTagLinks).where(inTenant(tx, eventTagLinks, eq(eventTagLinks.eventId, eventId)));
  if (tagIds.size)
    await tx.db
      .insert(eventTagLinks)
      .values([...tagIds].map((tagId) => ({ tenantId: tx.tenantId, eventId, tagId })));

  const existing = await tx.db
    .select()
    .from(ticketPrices)
    .where(inTenant(tx, ticketPrices, eq(ticketPrices.eventId, eventId), eq(ticketPrices.isDeleted, false)))
    .for('update');
  const byId = new Map(existing.map((p) => [p.id, p]));
  const kept = new Set<number>();
  for (const [i, price] of input.ticketPrices.entries()) {
    const amountCents = toCents(price.amount);
    if (price.ticketPriceId) {
      const current = byId.get(price.ticketPriceId);
      if (!current)
        throw new AppError('BAD_REQUEST', 'Unknown ticketPriceId', {
          errors: { [`ticketPrices.${i}.ticketPriceId`]: ['Unknown ticket price'] },
        });
      if (price.capacity != null && price.capacity < current.sold)
        throw new AppError(
          'BAD_REQUEST',
          `Capacity of ${current.name} cannot be below the ${current.sold} tickets sold`,
          {
            errors: { [`ticketPrices.${i}.capacity`]: ['Below tickets sold'] },
          },
        );
      if (current.sold > 0 && amountCents !== current.amountCents)
        throw new AppError(
          'BAD_REQUEST',
          `The amount of ${current.name} cannot change after tickets were sold`,
          {
            errors: { [`ticketPrices.${i}.amount`]: ['Tickets already sold'] },
          },
        );
      kept.add(current.id);
      await tx.db
        .update(ticketPrices)
        .set({ name: price.name, amountCents, capacity: price.capacity, sortOrder: i })
        .where(inTenant(tx, ticketPrices, eq(ticketPrices.id, current.id)));
    } else {
      await tx.db.insert(ticketPrices).values({
        tenantId: tx.tenantId,
        eventId,
        name: price.name,
        amountCents,
        capacity: price.capacity,
        sortOrder: i,
      });
    }
  }
  for (const price of existing) {
    if (kept.has(price.id)) continue;
    if (price.sold > 0)
      throw new AppError('BAD_REQUEST', `${price.name} has tickets sold and cannot be removed`, {
        errors: { ticketPrices: ['Tickets already sold'] },
      });
    await tx.db
      .update(ticketPrices)
      .set({ isDeleted: true })
      .where(inTenant(tx, ticketPrices, eq(ticketPrices.id, price.id)));
  }
}

/** Admin view of an event (detail + prices with sold, docs, links, tag ids, registrations). */
async function adminEvent(scope: TenantScope, id: number, actorId: string): Promise<TAdminEvent> {
  const detail = await getEvent(scope, id, actorId, true);
  const [row] = await scope.db
    .select()
    .from(events)
    .where(inTenant(scope, events, eq(events.id, id)));
  const prices = await scope.db
    .select()
    .from(ticketPrices)
    .where(inTenant(scope, ticketPrices, eq(ticketPrices.eventId, id), eq(ticketPrices.isDeleted, false)))
    .orderBy(asc(ticketPrices.sortOrder), asc(ticketPrices.id));
  const [registrations] = await scope.db
    .select({ value: count() })
    .from(tickets)
    .where(inTenant(scope, tickets, eq(tickets.eventId, id), eq(tickets.attendanceStatus, 'Active')));
  return {
    ...detail,
    ticketPrices: prices.map((p) => ({ ...presentTicketPrice(p), sold: p.sold })),
    docs: row!.docs,
    links: row!.links,
    tagIds: detail.tags.map((t) => t.id),
    registrations: registrations?.value ?? 0,
  };
}

const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const DOC_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'text/csv': 'csv',
};
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...IMAGE_TYPES, ...DOC_TYPES }).map(([type, ext]) => [ext, type]),
);
const IMAGE_MAX = 5 * 1024 * 1024;
const DOC_MAX = 10 * 1024 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-events'];

  // Uploaded event images and documents (unguessable keys; public within the tenant host so <img> works).
  app.get(
    '/api/events/files/:year/:month/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          year: z.string().regex(/^\d{4}$/),
          month: z.string().regex(/^\d{2}$/),
          name: z.string().regex(/^[\w-]+\.[a-z0-9]{1,10}$/),
        }),
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { year, month, name } = request.params;
      const ext = path.extname(name).slice(1);
      const type = CONTENT_TYPES[ext];
      if (!type) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
      try {
        const stream = await app.storage.read(
          scope.tenantId as TenantId,
          `${scope.tenantId}/${year}/${month}/${name}`,
        );
        return (
          reply
            .type(type)
            .header('cache-control', 'private, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            // Documents download; only images are shown inline (issue 10 §12).
            .header('content-disposition', type.startsWith('image/') ? 'inline' : 'attachment')
            .send(stream)
        );
      } catch {
        throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
      }
    },
  );

  await app.register(async (admin) => {
    const typed = admin.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) => requireEventAdmin(context(request).actor));

    typed.get(
      '/api/admin/events',
      {
        schema: {
          tags,
          summary: 'Events of the tenant, drafts included',
          querystring: ZAdminEventsQuery,
          response: { 200: ZAdminEventsResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const { page, size, keyword, status } = request.query;
        const conditions: SQL[] = [];
        if (keyword) conditions.push(ilike(events.searchText, likePattern(keyword.toLowerCase())));
        if (status !== 'all') conditions.push(eq(events.isPublished, status === 'published'));
        const where = inTenant(scope, events, ...conditions);
        const [[total], rows] = await Promise.all([
          scope.db.select({ value: count() }).from(events).where(where),
          scope.db
            .select({ id: events.id, isPublished: events.isPublished })
            .from(events)
            .where(where)
            .orderBy(desc(events.startUtc), desc(events.id))
            .limit(size)
            .offset((page - 1) * size),
        ]);
        const ids = rows.map((r) => r.id);
        const [byId, counts] = await Promise.all([
          summariesByIds(scope, ids, actor.id),
          ids.length
            ? scope.db
                .select({ eventId: tickets.eventId, value: count() })
                .from(tickets)
                .where(
                  inTenant(
                    scope,
                    tickets,
                    inArray(tickets.eventId, ids),
                    eq(tickets.attendanceStatus, 'Active'),
                  ),
                )
                .groupBy(tickets.eventId)
            : Promise.resolve([]),
        ]);
        const countBy = new Map(counts.map((c) => [c.eventId, c.value]));
        return {
          events: rows.map((r) => ({
            ...byId.get(r.id)!,
            isPublished: r.isPublished,
            registrations: countBy.get(r.id) ?? 0,
          })),
          totalItems: total?.value ?? 0,
        };
      },
    );

    typed.get(
      '/api/admin/events/:id',
      {
        schema: {
          tags,
          summary: 'An event for editing',
          params: ZEventIdParams,
          response: { 200: ZAdminEvent },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return adminEvent(scope, request.params.id, actor.id);
      },
    );

    typed.post(
      '/api/admin/events',
      {
        schema: {
          tags,
          summary: 'Create an event (every field of 002 §3)',
          body: ZAdminEventInput,
          response: { 201: ZAdminEvent },
        },
      },
      async (request, reply) => {
        const { scope, actor } = context(request);
        const values = columns(request.body);
        await checkReferences(scope, request.body);
        const id = await inTransaction(scope, async (tx) => {
          const [row] = await tx.db
            .insert(events)
            .values({ tenantId: tx.tenantId, ...values })
            .returning({ id: events.id });
          await saveRelations(tx, row!.id, request.body);
          return row!.id;
        });
        return reply.status(201).send(await adminEvent(scope, id, actor.id));
      },
    );

    typed.put(
      '/api/admin/events/:id',
      {
        schema: {
          tags,
          summary: 'Edit an event',
          params: ZEventIdParams,
          body: ZAdminEventInput,
          response: { 200: ZAdminEvent },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        const values = columns(request.body);
        await checkReferences(scope, request.body);
        await inTransaction(scope, async (tx) => {
          const updated = await tx.db
            .update(events)
            .set(values)
            .where(inTenant(tx, events, eq(events.id, request.params.id)))
            .returning({ id: events.id });
          if (!updated.length) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
          await saveRelations(tx, request.params.id, request.body);
        });
        return adminEvent(scope, request.params.id, actor.id);
      },
    );

    for (const [action, isPublished] of [
      ['publish', true],
      ['unpublish', false],
    ] as const)
      typed.post(
        `/api/admin/events/:id/${action}`,
        {
          schema: {
            tags,
            summary: `${action} an event`,
            params: ZEventIdParams,
            response: { 200: ZAdminEvent },
          },
        },
        async (request) => {
          const { scope, actor } = context(request);
          const updated = await scope.db
            .update(events)
            .set({ isPublished, updatedAt: new Date() })
            .where(inTenant(scope, events, eq(events.id, request.params.id)))
            .returning({ id: events.id });
          if (!updated.length) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
          return adminEvent(scope, request.params.id, actor.id);
        },
      );

    typed.get(
      '/api/admin/events/:id/registrations',
      {
        schema: {
          tags,
          summary: 'Registrations (tickets) of an event',
          params: ZEventIdParams,
          querystring: ZAdminPageQuery,
          response: { 200: ZRegistrationsResponse },
        },
      },
      async (request) => {
        const { scope } = context(request);
        const [event] = await scope.db
          .select({ id: events.id })
          .from(events)
          .where(inTenant(scope, events, eq(events.id, request.params.id)));
        if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
        const where = inTenant(scope, tickets, eq(tickets.eventId, event.id));
        const { page, size } = request.query;
        const [[total], rows] = await Promise.all([
          scope.db.select({ value: count() }).from(tickets).where(where),
          scope.db
            .select({
              ticket: tickets,
              priceName: ticketPrices.name,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
            })
            .from(tickets)
            .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
            .innerJoin(users, and(eq(users.id, tickets.userId), eq(users.tenantId, scope.tenantId)))
            .where(where)
            .orderBy(asc(tickets.createdAt), asc(tickets.id))
            .limit(size)
            .offset((page - 1) * size),
        ]);
        return {
          registrations: rows.map((r) => ({
            ticketId: r.ticket.id,
            ticketNumber: r.ticket.ticketNumber,
            userId: r.ticket.userId,
            userFullName: `${r.firstName} ${r.lastName}`,
            email: r.email,
            ticketPrice: r.priceName,
            amount: toDollars(r.ticket.amountCents),
            attendanceStatus:
              r.ticket.attendanceStatus === 'Removed' ? ('Removed' as const) : ('Active' as const),
            nominee: r.ticket.nominee ?? null,
            dietaryRequirements: r.ticket.dietaryRequirements ?? null,
            otherDietaryRequirement: r.ticket.otherDietaryRequirement,
            accessibilityRequirement: r.ticket.accessibilityRequirement,
            createdAt: r.ticket.createdAt.toISOString(),
          })),
          totalItems: total?.value ?? 0,
        };
      },
    );

    typed.post(
      '/api/admin/events/upload',
      {
        schema: {
          tags,
          summary: 'Upload an event image (≤ 5 MB) or document (≤ 10 MB)',
          response: { 200: ZUploadResponse },
        },
      },
      async (request) => {
        const { scope } = context(request);
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', 'A file is required');
        const ext = IMAGE_TYPES[file.mimetype] ?? DOC_TYPES[file.mimetype];
        if (!ext) throw new AppError('BAD_REQUEST', 'This file type is not allowed');
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch {
          throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
        }
        const max = IMAGE_TYPES[file.mimetype] ? IMAGE_MAX : DOC_MAX;
        if (data.length > max) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
        if (!(await contentMatchesExtension(data, ext)))
          throw new AppError('BAD_REQUEST', 'This file type is not allowed');
        const stored = await app.storage.put(scope.tenantId as TenantId, data, ext);
        return {
          url: `/api/events/files/${stored.key.slice(scope.tenantId.length + 1)}`,
          name: file.filename,
        };
      },
    );
  });
};
export default routes;
