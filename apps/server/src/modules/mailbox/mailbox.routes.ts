/**
 * Development mailbox (DESIGN.md platform services): `/dev/mailbox` lists the tenant's outbox, newest first,
 * so a demo user can read a code or a reset link. It has no sign-in, so it is registered only with the
 * explicit opt-in `DEV_MAILBOX=open`, which is refused in production (issue 10 §2; app.ts, config/env.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDevMailboxQuery } from '@portal/contracts';
import { requireScope } from '../../plugins/tenant';
import { devMailboxJson, devMailboxPage } from './mailbox.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox.json', { schema: { hide: true, querystring: ZDevMailboxQuery } }, async (request) =>
    devMailboxJson({ scope: requireScope(request) }, request.query.to),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: ZDevMailboxQuery } },
    async (request, reply) => {
      const html = await devMailboxPage(
        { scope: requireScope(request) },
        request.tenant?.displayName ?? 'Portal',
        request.query.to,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
export default routes;
