/**
 * Sent mail for administrators (issue 10 §2): the tenant's outbox, readable only by a signed-in global Admin
 * of that tenant ({@link canReadSentMail}). No token: 401; any other role: 403; another tenant's id: 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SENT_MAIL_MESSAGES,
  ZSentMailList,
  ZSentMailMessage,
  ZSentMailParams,
  ZSentMailQuery,
  canReadSentMail,
} from '@portal/contracts';
import { context } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { findSentMail, listSentMail } from './mailbox.repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => {
    if (!canReadSentMail(context(request).actor))
      throw new AppError('FORBIDDEN', SENT_MAIL_MESSAGES.forbidden);
  });

  app.get(
    '/api/admin/mail',
    {
      schema: {
        tags,
        summary: 'Sent mail of this tenant, newest first, searchable by recipient (global Admin)',
        querystring: ZSentMailQuery,
        response: { 200: ZSentMailList },
      },
    },
    async (request) => {
      const { scope } = context(request);
      const { to, page, pageSize } = request.query;
      return { ...(await listSentMail(scope, { to, page, pageSize })), page, pageSize };
    },
  );

  app.get(
    '/api/admin/mail/:id',
    {
      schema: {
        tags,
        summary: 'One sent message of this tenant with its text and HTML bodies (global Admin)',
        params: ZSentMailParams,
        response: { 200: ZSentMailMessage },
      },
    },
    async (request) => {
      const message = await findSentMail(context(request).scope, request.params.id);
      if (!message) throw new AppError('NOT_FOUND', SENT_MAIL_MESSAGES.notFound);
      return message;
    },
  );
};
export default routes;
