/**
 * Waitlist routes (issue 38 point 3; docs/waitlists.md). Member calls need a signed-in member with the events
 * module (002 §1, §6); staff calls need `canManageEvents`, like the other event administration routes. Also
 * registers the outbox handlers of an offer (its e-mail and notification) and of a hold's end.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TenantId } from '@portal/contracts';
import {
  ZAdminWaitlistResponse,
  ZEventIdParams,
  ZMyWaitlistEntry,
  ZMyWaitlistResponse,
  ZWaitlistDone,
  ZWaitlistEntryParams,
  ZWaitlistMoveBody,
  ZWaitlistPriceBody,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { routeDoc } from '../../lib/route-doc';
import { requireEventAdmin, requireEventsAccess } from '../events/events.service';
import {
  deliverOffer,
  expireOffers,
  joinWaitlist,
  leaveWaitlist,
  moveEntry,
  myWaitlist,
  removeEntry,
  staffWaitlist,
} from './waitlist.service';
import { HOLD_END_TOPIC, OFFER_TOPIC } from './waitlist-offers';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('waitlist');
  const entryOf = (payload: unknown) => (payload as { entryId: number }).entryId;
  app.outbox.register(OFFER_TOPIC, (payload, scope) =>
    deliverOffer(
      { scope, mail: app.mailer, origin: app.originOf(scope.tenantId as TenantId) },
      entryOf(payload),
    ),
  );
  app.outbox.register(HOLD_END_TOPIC, async (payload, scope) => {
    await expireOffers({ scope }, entryOf(payload));
  });

  await app.register(async (member) => {
    const typed = member.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) =>
      requireEventsAccess(request.tenant!, requestContext(request).actor),
    );

    typed.get(
      '/api/event/:id/waitlist',
      doc("The member's places on the waitlists of an event's ticket prices", {
        params: ZEventIdParams,
        response: ZMyWaitlistResponse,
      }),
      async (request) => myWaitlist(requestContext(request), request.params.id),
    );

    typed.post(
      '/api/waitlist/join',
      doc('Join the waitlist of a sold-out ticket price', {
        body: ZWaitlistPriceBody,
        response: ZMyWaitlistEntry,
        errors: [409],
      }),
      async (request) => joinWaitlist(requestContext(request), request.body.ticketPriceId),
    );

    typed.post(
      '/api/waitlist/leave',
      doc('Leave the waitlist of a ticket price (a held seat passes to the next member)', {
        body: ZWaitlistPriceBody,
        response: ZWaitlistDone,
      }),
      async (request) => leaveWaitlist(requestContext(request), request.body.ticketPriceId, false),
    );

    typed.post(
      '/api/waitlist/decline',
      doc('Decline the seat held for the member: it passes to the next member at once', {
        body: ZWaitlistPriceBody,
        response: ZWaitlistDone,
      }),
      async (request) => leaveWaitlist(requestContext(request), request.body.ticketPriceId, true),
    );
  });

  await app.register(async (admin) => {
    const typed = admin.withTypeProvider<ZodTypeProvider>();
    typed.addHook('preHandler', app.authenticate);
    typed.addHook('preHandler', async (request) => requireEventAdmin(requestContext(request).actor));

    typed.get(
      '/api/admin/events/:id/waitlist',
      doc("Waitlists of an event's ticket prices, in line order", {
        params: ZEventIdParams,
        response: ZAdminWaitlistResponse,
      }),
      async (request) => staffWaitlist(requestContext(request), request.params.id),
    );

    typed.post(
      '/api/admin/waitlist/:entryId/move',
      doc('Move a waiting entry one place up or down', {
        params: ZWaitlistEntryParams,
        body: ZWaitlistMoveBody,
        response: ZWaitlistDone,
        errors: [409],
      }),
      async (request) => moveEntry(requestContext(request), request.params.entryId, request.body.direction),
    );

    typed.delete(
      '/api/admin/waitlist/:entryId',
      doc('Remove an entry from the waitlist (a held seat passes to the next member)', {
        params: ZWaitlistEntryParams,
        response: ZWaitlistDone,
        errors: [409],
      }),
      async (request) => removeEntry(requestContext(request), request.params.entryId),
    );
  });
};
export default routes;
