/**
 * Events and tickets routes — spec 002 §7 Events (list, detail, filters, tags, attachments, ticket prices, user
 * tickets, upcoming/past, register, cancel, nominate, update, ticket by id, event query, favourites, dietary
 * options and user requirements). Every route needs a signed-in member of the tenant.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  TENANT_PROFILES,
  canAccessModule,
  canAccessSubModule,
  type SubModuleName,
  ZAttachmentKind,
  ZAttachmentsResponse,
  ZCancelTicketBody,
  ZCancelTicketResponse,
  ZDietary,
  ZDietaryOptions,
  ZEvent,
  ZEventIdParams,
  ZEventListBody,
  ZEventListResponse,
  ZEventQueryBody,
  ZEventQueryResponse,
  ZFavouriteEventsQuery,
  ZFavouriteEventsResponse,
  ZFavouriteToggleResponse,
  ZIdLabelMap,
  ZNominateBody,
  ZPageBody,
  ZRegisterBody,
  ZRegisterResponse,
  ZRegisteredTicket,
  ZRegisteredTicketsResponse,
  ZTag,
  ZTagsQuery,
  ZTicketPricesResponse,
  ZTicketUpdateBody,
  ZUserTicket,
  ZUserTicketsResponse,
  ZWhenFilter,
  type TenantId,
} from '@portal/contracts';
import {
  eventCategories,
  eventFavourites,
  eventLocations,
  eventTypes,
  userRequirements,
} from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { context } from '../../plugins/auth';
import {
  favouriteEvents,
  findEventRow,
  getEvent,
  listEvents,
  lookupMap,
  presentTicketPrice,
  searchTags,
  ticketPriceRows,
  whenFilter,
} from './events.service';
import {
  cancelTicket,
  eventResponses,
  nominate,
  registerFree,
  registeredTickets,
  ticketWithEvent,
  updateTicketDietary,
  userTicketsForEvent,
} from './tickets.service';

/** Dietary options of the first tenant (002 §3 Dietary; 000 §7 api/value/dietaryrequirements). */
export const DIETARY_OPTIONS = [
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'gluten-free', label: 'Gluten free' },
  { id: 'dairy-free', label: 'Dairy free' },
  { id: 'nut-allergy', label: 'Nut allergy' },
  { id: 'seafood-allergy', label: 'Seafood allergy' },
  { id: 'halal', label: 'Halal' },
  { id: 'kosher', label: 'Kosher' },
  { id: 'low-fodmap', label: 'Low FODMAP' },
] as const;
const DIETARY_IDS = new Set<string>(DIETARY_OPTIONS.map((option) => option.id));

/** Dietary requirements are on for the first tenant only (spec 000 §1). @throws NOT_FOUND elsewhere. */
export function requireDietary(tenantId: TenantId): void {
  if (!TENANT_PROFILES[tenantId].dietaryRequirements)
    throw new AppError('NOT_FOUND', EVENT_MESSAGES.dietaryDisabled);
}

/** Normalises a dietary payload: known option ids only (400 otherwise), empty list → null, blank → null. */
export function normaliseDietary(input: {
  dietaryRequirements?: string[] | null;
  otherDietaryRequirement?: string | null;
  accessibilityRequirement?: string | null;
}) {
  const list = input.dietaryRequirements ?? null;
  const unknown = list?.filter((id) => !DIETARY_IDS.has(id)) ?? [];
  if (unknown.length)
    throw new AppError('BAD_REQUEST', `Unknown dietary requirement: ${unknown.join(', ')}`, {
      errors: { dietaryRequirements: ['Unknown dietary requirement'] },
    });
  return {
    dietaryRequirements: list && list.length ? [...new Set(list)] : null,
    otherDietaryRequirement: input.otherDietaryRequirement?.trim() || null,
    accessibilityRequirement: input.accessibilityRequirement?.trim() || null,
  };
}

async function readRequirements(scope: TenantScope, userId: string) {
  const [row] = await scope.db
    .select()
    .from(userRequirements)
    .where(inTenant(scope, userRequirements, eq(userRequirements.userId, userId)));
  return {
    dietaryRequirements: row?.dietaryRequirements ?? null,
    otherDietaryRequirement: row?.otherDietaryRequirement ?? null,
    accessibilityRequirement: row?.accessibilityRequirement ?? null,
  };
}

/**
 * The events module must be on for the tenant and permitted for the user (002 §1, §6). @throws FORBIDDEN.
 * With `subModule`, that events sub-module flag must be on too (e.g. cancellation_nominate_substitute).
 */
export function requireEventsAccess(request: FastifyRequest, subModule?: SubModuleName): void {
  const { actor } = context(request);
  const profile = request.tenant!;
  const allowed = subModule
    ? canAccessSubModule(profile, 'events', subModule, actor)
    : canAccessModule(profile, 'events', actor);
  if (!allowed) throw new AppError('FORBIDDEN', 'Forbidden');
}

/** `userId` of a body or query must be the signed-in user's (a member acts only for themself). */
export function assertSelf(userId: string | null | undefined, actorId: string): void {
  if (userId && userId !== actorId) throw new AppError('FORBIDDEN', 'Forbidden');
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => requireEventsAccess(request));

  app.post(
    '/api/event/list',
    {
      schema: {
        tags,
        summary: 'Published events with filters and paging (002 §7)',
        body: ZEventListBody,
        response: { 200: ZEventListResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      const result = await listEvents(scope, request.body, actor.id);
      return { ...result, data: result };
    },
  );

  const lookups = [
    ['types', eventTypes],
    ['categories', eventCategories],
    ['locations', eventLocations],
  ] as const;
  for (const [name, table] of lookups)
    app.get(
      `/api/event/${name}`,
      { schema: { tags, summary: `Event ${name}: id → label (002 §3)`, response: { 200: ZIdLabelMap } } },
      async (request) => lookupMap(context(request).scope, table),
    );

  app.get(
    '/api/event/whenfilter',
    { schema: { tags, summary: 'Date presets of the filter sidebar', response: { 200: ZWhenFilter } } },
    async () => whenFilter(),
  );

  app.get(
    '/api/tag/tags',
    {
      schema: {
        tags,
        summary: 'Event tags matching a keyword',
        querystring: ZTagsQuery,
        response: { 200: z.array(ZTag) },
      },
    },
    async (request) => searchTags(context(request).scope, request.query.keyword),
  );

  for (const prefix of ['/api/Event', '/api/event'])
    app.get(
      `${prefix}/:id`,
      {
        schema: {
          tags,
          summary: 'Event detail (002 §3 Event)',
          params: ZEventIdParams,
          response: { 200: ZEvent },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return getEvent(scope, request.params.id, actor.id);
      },
    );

  app.get(
    '/api/event/:id/tickets',
    {
      schema: {
        tags,
        summary: 'Ticket prices of an event with sold out (002 §3)',
        params: ZEventIdParams,
        response: { 200: ZTicketPricesResponse },
      },
    },
    async (request) => {
      const { scope } = context(request);
      await findEventRow(scope, request.params.id);
      return (await ticketPriceRows(scope, request.params.id)).map(presentTicketPrice);
    },
  );

  app.get(
    '/api/event/:id/:attachment',
    {
      schema: {
        tags,
        summary: 'Attachments of an event: docs or links (002 §7)',
        params: ZEventIdParams.extend({ attachment: ZAttachmentKind }),
        response: { 200: ZAttachmentsResponse },
      },
    },
    async (request) => {
      requireEventsAccess(request, 'attachments');
      const { scope } = context(request);
      const row = await findEventRow(scope, request.params.id);
      return { attachments: request.params.attachment === 'docs' ? row.event.docs : row.event.links };
    },
  );

  app.get(
    '/api/user/event/:id/tickets',
    {
      schema: {
        tags,
        summary: "The member's tickets for an event",
        params: ZEventIdParams,
        response: { 200: ZUserTicketsResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return userTicketsForEvent(scope, actor.id, request.params.id);
    },
  );

  for (const [path, when] of [
    ['/api/user/upcomingevents', 'upcoming'],
    ['/api/user/pastevents', 'past'],
  ] as const)
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `The member's ${when} events (active tickets)`,
          body: ZPageBody,
          response: { 200: ZRegisteredTicketsResponse },
        },
      },
      async (request) => {
        const { scope, actor } = context(request);
        return registeredTickets(scope, actor.id, when, request.body.page, request.body.size);
      },
    );

  app.post(
    '/api/event/register',
    {
      schema: {
        tags,
        summary: 'Register for a free ticket price (002 §4); capacity enforced',
        body: ZRegisterBody,
        response: { 200: ZRegisterResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      assertSelf(request.body.userId, actor.id);
      const dietary = TENANT_PROFILES[scope.tenantId].dietaryRequirements
        ? await readRequirements(scope, actor.id)
        : null;
      const tickets = await registerFree(
        scope,
        actor.id,
        request.body.ticketPriceId,
        request.body.quantity,
        dietary,
      );
      return { tickets };
    },
  );

  app.post(
    '/api/ticket/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a ticket before the event starts; refund recorded for paid (002 §4, §9)',
        body: ZCancelTicketBody,
        response: { 200: ZCancelTicketResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return cancelTicket(scope, actor.id, request.body.ticketId);
    },
  );

  app.post(
    '/api/ticket/nominatesubstitute',
    {
      schema: {
        tags,
        summary: 'Nominate a substitute for a ticket (002 §3 Nominee, §5)',
        body: ZNominateBody,
        response: { 200: ZUserTicket },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      requireEventsAccess(request, 'cancellation_nominate_substitute');
      const { ticketId, ...nominee } = request.body;
      return nominate(scope, actor.id, ticketId, nominee);
    },
  );

  app.post(
    '/api/ticket/update',
    {
      schema: {
        tags,
        summary: 'Change the dietary requirements of a ticket (first tenant only)',
        body: ZTicketUpdateBody,
        response: { 200: ZUserTicket },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      requireDietary(scope.tenantId);
      const { ticketId, ...dietary } = request.body;
      return updateTicketDietary(scope, actor.id, ticketId, normaliseDietary(dietary));
    },
  );

  app.get(
    '/api/ticket/:id',
    {
      schema: {
        tags,
        summary: 'A ticket of the member with its event',
        params: ZEventIdParams,
        response: { 200: ZRegisteredTicket },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return ticketWithEvent(scope, actor.id, request.params.id);
    },
  );

  app.post(
    '/api/user/eventquery',
    {
      schema: {
        tags,
        summary: "The member's response per event (Going 1, NoResponse 0)",
        body: ZEventQueryBody,
        response: { 200: ZEventQueryResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return eventResponses(scope, actor.id, request.body.eventIds);
    },
  );

  app.get(
    '/api/favourite/events',
    {
      schema: {
        tags,
        summary: 'Favourite events of the member',
        querystring: ZFavouriteEventsQuery,
        response: { 200: ZFavouriteEventsResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      return favouriteEvents(scope, actor.id, request.query.page, request.query.size);
    },
  );

  app.post(
    '/api/favourite/event/:id',
    {
      schema: {
        tags,
        summary: 'Add an event to favourites',
        params: ZEventIdParams,
        response: { 200: ZFavouriteToggleResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      await findEventRow(scope, request.params.id);
      await scope.db
        .insert(eventFavourites)
        .values({ tenantId: scope.tenantId, userId: actor.id, eventId: request.params.id })
        .onConflictDoNothing();
      return { eventId: request.params.id, isFavourite: true };
    },
  );

  app.delete(
    '/api/favourite/event/:id',
    {
      schema: {
        tags,
        summary: 'Remove an event from favourites',
        params: ZEventIdParams,
        response: { 200: ZFavouriteToggleResponse },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      await scope.db
        .delete(eventFavourites)
        .where(
          inTenant(
            scope,
            eventFavourites,
            and(eq(eventFavourites.userId, actor.id), eq(eventFavourites.eventId, request.params.id)),
          ),
        );
      return { eventId: request.params.id, isFavourite: false };
    },
  );

  app.get(
    '/api/value/dietaryrequirements',
    { schema: { tags, summary: 'Dietary options (first tenant only)', response: { 200: ZDietaryOptions } } },
    async (request) => {
      requireDietary(context(request).scope.tenantId);
      return DIETARY_OPTIONS.map((option) => ({ ...option }));
    },
  );

  app.get(
    '/api/user/requirements',
    {
      schema: {
        tags,
        summary: "The member's dietary and accessibility requirements",
        response: { 200: ZDietary },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      requireDietary(scope.tenantId);
      return readRequirements(scope, actor.id);
    },
  );

  app.post(
    '/api/user/requirements',
    {
      schema: {
        tags,
        summary: "Save the member's dietary and accessibility requirements",
        body: ZDietary.partial(),
        response: { 200: ZDietary },
      },
    },
    async (request) => {
      const { scope, actor } = context(request);
      requireDietary(scope.tenantId);
      const values = normaliseDietary(request.body);
      await scope.db
        .insert(userRequirements)
        .values({ tenantId: scope.tenantId, userId: actor.id, ...values })
        .onConflictDoUpdate({ target: userRequirements.userId, set: { ...values, updatedAt: new Date() } });
      return values;
    },
  );
};
export default routes;
