/**
 * Sent mail for administrators (issue 10 §2): the tenant's outbox, readable only by a signed-in global Admin
 * of that tenant ({@link canReadSentMail}), and the failed side effects of the tenant's writes with a retry
 * (issue 35). No token: 401; any other role: 403; another tenant's id: 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFailedDeliveries,
  ZRequeuedDeliveries,
  ZSentMailList,
  ZSentMailMessage,
  ZSentMailParams,
  ZSentMailQuery,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { assertCanReadSentMail } from './mailbox.policy';
import { failedDeliveries, retryDeliveries, sentMail, sentMessage } from './mailbox.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('admin');
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => assertCanReadSentMail(requestContext(request).actor));

  app.get(
    '/api/admin/mail',
    doc('Sent mail of this tenant, newest first, searchable by recipient (global Admin)', {
      querystring: ZSentMailQuery,
      response: ZSentMailList,
    }),
    async (request) => sentMail(requestContext(request), request.query),
  );

  app.get(
    '/api/admin/mail/:id',
    doc('One sent message of this tenant with its text and HTML bodies (global Admin)', {
      params: ZSentMailParams,
      response: ZSentMailMessage,
    }),
    async (request) => sentMessage(requestContext(request), request.params.id),
  );

  app.get(
    '/api/admin/deliveries',
    doc('How many side effects (e-mails, notifications) failed every attempt (global Admin; issue 35)', {
      response: ZFailedDeliveries,
    }),
    async (request) => failedDeliveries(requestContext(request)),
  );

  app.post(
    '/api/admin/deliveries/retry',
    doc('Queues the failed side effects of this tenant again (global Admin; issue 35)', {
      response: ZRequeuedDeliveries,
    }),
    async (request) => {
      const answer = await retryDeliveries(requestContext(request));
      app.outbox.kickSoon();
      return answer;
    },
  );
};
export default routes;
