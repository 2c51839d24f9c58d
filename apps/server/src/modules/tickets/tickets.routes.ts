/**
 * Ticket routes — spec 002 §7 Events (the member's tickets, upcoming/past, register, cancel, nominate, update,
 * ticket by id, event query) and the dietary options and requirements (first tenant only). Every route needs a
 * signed-in member of the tenant with the events module (002 §1, §6).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelTicketBody,
  ZCancelTicketResponse,
  ZDietary,
  ZDietaryOptions,
  ZEventIdParams,
  ZEventQueryBody,
  ZEventQueryResponse,
  ZNominateBody,
  ZPageBody,
  ZRegisterBody,
  ZRegisterResponse,
  ZRegisteredTicket,
  ZRegisteredTicketsResponse,
  ZTicketUpdateBody,
  ZUserTicket,
  ZUserTicketsResponse,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import { assertSelf, requireEventsAccess } from '../events/events.service';
import {
  dietaryOptions,
  memberRequirements,
  requirementsForTicket,
  saveMemberRequirements,
  ticketDietary,
} from './dietary';
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

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => requireEventsAccess(request.tenant!, context(request).actor));

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
    async (request) => userTicketsForEvent(context(request), request.params.id),
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
      async (request) => registeredTickets(context(request), when, request.body.page, request.body.size),
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
      const ctx = context(request);
      assertSelf(request.body.userId, ctx.actor.id);
      const { ticketPriceId, quantity } = request.body;
      return { tickets: await registerFree(ctx, ticketPriceId, quantity, await requirementsForTicket(ctx)) };
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
    async (request) => cancelTicket(context(request), request.body.ticketId),
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
      const ctx = context(request);
      requireEventsAccess(request.tenant!, ctx.actor, 'cancellation_nominate_substitute');
      const { ticketId, ...nominee } = request.body;
      return nominate(ctx, ticketId, nominee);
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
      const ctx = context(request);
      const { ticketId, ...dietary } = request.body;
      return updateTicketDietary(ctx, ticketId, ticketDietary(ctx, dietary));
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
    async (request) => ticketWithEvent(context(request), request.params.id),
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
    async (request) => eventResponses(context(request), request.body.eventIds),
  );

  app.get(
    '/api/value/dietaryrequirements',
    { schema: { tags, summary: 'Dietary options (first tenant only)', response: { 200: ZDietaryOptions } } },
    async (request) => dietaryOptions(context(request)),
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
    async (request) => memberRequirements(context(request)),
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
    async (request) => saveMemberRequirements(context(request), request.body),
  );
};
export default routes;
