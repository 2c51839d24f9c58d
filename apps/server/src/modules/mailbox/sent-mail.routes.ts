/**
 * Sent mail for administrators (issue 10 §2): the tenant's outbox, readable only by a signed-in global Admin
 * of that tenant ({@link canReadSentMail}). No token: 401; any other role: 403; another tenant's id: 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSentMailList, ZSentMailMessage, ZSentMailParams, ZSentMailQuery } from '@portal/contracts';
import { context } from '../../plugins/auth';
import { requireMailReader, sentMail, sentMessage } from './mailbox.service';
import { routeDoc } from '../../lib/route-doc';

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('admin');
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => requireMailReader(context(request).actor));

  app.get(
    '/api/admin/mail',
    doc('Sent mail of this tenant, newest first, searchable by recipient (global Admin)', {
      querystring: ZSentMailQuery,
      response: ZSentMailList,
    }),
    async (request) => sentMail(context(request), request.query),
  );

  app.get(
    '/api/admin/mail/:id',
    doc('One sent message of this tenant with its text and HTML bodies (global Admin)', {
      params: ZSentMailParams,
      response: ZSentMailMessage,
    }),
    async (request) => sentMessage(context(request), request.params.id),
  );
};
export default routes;
