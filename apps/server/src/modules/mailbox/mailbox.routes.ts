/**
 * Development mailbox (DESIGN.md platform services): `/dev/mailbox` lists the tenant's outbox, newest first,
 * so a demo user can read a code or a reset link. It has no sign-in, so it is registered only with the
 * explicit opt-in `DEV_MAILBOX=open`, which is refused in production (issue 10 §2; app.ts, config/env.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDevMailboxQuery } from '@portal/contracts';
import { escapeHtml as escape } from '../../lib/html-escape';
import { requireScope } from '../../plugins/tenant';
import { recentMailTo } from './mailbox.repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const load = (request: Parameters<typeof requireScope>[0], to?: string) =>
    recentMailTo(requireScope(request), to);

  app.get('/dev/mailbox.json', { schema: { hide: true, querystring: ZDevMailboxQuery } }, async (request) => {
    const rows = await load(request, request.query.to);
    return {
      messages: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: ZDevMailboxQuery } },
    async (request, reply) => {
      const rows = await load(request, request.query.to);
      const items = rows
        .map(
          (m) =>
            `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.toAddress)} · ${m.createdAt.toISOString()}</p><pre>${escape(m.textBody)}</pre></article>`,
        )
        .join('');
      const title = `${request.tenant?.displayName ?? 'Portal'} — development mailbox`;
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>body{font:15px system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}article{border:1px solid #d9dee3;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#52606d;margin:.25rem 0}pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>${escape(title)}</h1><p>Outgoing mail of this tenant, newest first (development mailbox, enabled with DEV_MAILBOX=open).</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    },
  );
};
export default routes;
