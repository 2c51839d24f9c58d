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
import { requestContext } from '../../plugins/auth';
import { assertSelf } from '../../lib/policy';
import { requireEventsAccess } from '../events/events.service';
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
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('events');
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) =>
    requireEventsAccess(request.tenant!, requestContext(request).actor),
  );

  app.get(
    '/api/user/event/:id/tickets',
    doc("The member's tickets for an event", { params: ZEventIdParams, response: ZUserTicketsResponse }),
    async (request) => userTicketsForEvent(requestContext(request), request.params.id),
  );

  for (const [path, when] of [
    ['/api/user/upcomingevents', 'upcoming'],
    ['/api/user/pastevents', 'past'],
  ] as const)
    app.post(
      path,
      doc(`The member's ${when} events (active tickets)`, {
        body: ZPageBody,
        response: ZRegisteredTicketsResponse,
      }),
      async (request) =>
        registeredTickets(requestContext(request), when, request.body.page, request.body.size),
    );

  app.post(
    '/api/event/register',
    doc('Register for a free ticket price (002 §4); capacity enforced', {
      body: ZRegisterBody,
      response: ZRegisterResponse,
    }),
    async (request) => {
      const ctx = requestContext(request);
      assertSelf(request.body.userId, ctx.actor.id);
      const { ticketPriceId, quantity } = request.body;
      return { tickets: await registerFree(ctx, ticketPriceId, quantity, await requirementsForTicket(ctx)) };
    },
  );

  app.post(
    '/api/ticket/cancel',
    doc('Cancel a ticket before the event starts; refund recorded for paid (002 §4, §9)', {
      body: ZCancelTicketBody,
      response: ZCancelTicketResponse,
    }),
    async (request) =>
      cancelTicket(requestContext(request), request.body.ticketId, app.payments.of(request.tenant!.id)),
  );

  app.post(
    '/api/ticket/nominatesubstitute',
    doc('Nominate a substitute for a ticket (002 §3 Nominee, §5)', {
      body: ZNominateBody,
      response: ZUserTicket,
    }),
    async (request) => {
      const ctx = requestContext(request);
      requireEventsAccess(request.tenant!, ctx.actor, 'cancellation_nominate_substitute');
      const { ticketId, ...nominee } = request.body;
      return nominate(ctx, ticketId, nominee);
    },
  );

  app.post(
    '/api/ticket/update',
    doc('Change the dietary requirements of a ticket (first tenant only)', {
      body: ZTicketUpdateBody,
      response: ZUserTicket,
    }),
    async (request) => {
      const ctx = requestContext(request);
      const { ticketId, ...dietary } = request.body;
      return updateTicketDietary(ctx, ticketId, ticketDietary(ctx, dietary));
    },
  );

  app.get(
    '/api/ticket/:id',
    doc('A ticket of the member with its event', { params: ZEventIdParams, response: ZRegisteredTicket }),
    async (request) => ticketWithEvent(requestContext(request), request.params.id),
  );

  app.post(
    '/api/user/eventquery',
    doc("The member's response per event (Going 1, NoResponse 0)", {
      body: ZEventQueryBody,
      response: ZEventQueryResponse,
    }),
    async (request) => eventResponses(requestContext(request), request.body.eventIds),
  );

  app.get(
    '/api/value/dietaryrequirements',
    doc('Dietary options (first tenant only)', { response: ZDietaryOptions }),
    async (request) => dietaryOptions(requestContext(request)),
  );

  app.get(
    '/api/user/requirements',
    doc("The member's dietary and accessibility requirements", { response: ZDietary }),
    async (request) => memberRequirements(requestContext(request)),
  );

  app.post(
    '/api/user/requirements',
    doc("Save the member's dietary and accessibility requirements", {
      body: ZDietary.partial(),
      response: ZDietary,
    }),
    async (request) => saveMemberRequirements(requestContext(request), request.body),
  );
};
export default routes;
