/**
 * Digest routes (issue 38 point 2, docs/digest.md): the member's frequency (`GET|PUT /api/user/digest`), the
 * staff preview (`GET /api/admin/digest/preview?userId=`, global Admin), and the RFC 8058 unsubscribe URL of
 * every digest, without a session: `GET /api/digest/unsubscribe?token=` shows a confirmation page whose button
 * POSTs (a mail scanner following the link unsubscribes nobody), `POST` unsubscribes (the mail client's
 * one-click `List-Unsubscribe=One-Click` body, or the page's form) — 200 with a page for a browser, else 204;
 * 400 for a malformed token, 404 for one not signed for this tenant, nothing changed.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DIGEST_MESSAGES,
  ZDigestPreview,
  ZDigestPreviewQuery,
  ZDigestSettings,
  ZDigestUnsubscribeQuery,
  type TenantProfile,
} from '@portal/contracts';
import { requestContext } from '../../plugins/auth';
import { requireScope } from '../../plugins/tenant';
import { routeDoc } from '../../lib/route-doc';
import { AppError } from '../../lib/app-error';
import { hostedPage } from '../../lib/hosted-page';
import { escapeHtml } from '../../lib/html-escape';
import {
  digestSettings,
  previewDigest,
  UNSUBSCRIBE_PATH,
  unsubscribe,
  unsubscribeMember,
  updateDigestSettings,
} from './digest.service';
import { digestJob } from './digest.job';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The confirmation page of a GET: one button that POSTs to the same URL. */
function confirmPage(tenant: TenantProfile, token: string): string {
  const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  return hostedPage(
    tenant,
    'Unsubscribe from the digest',
    `<h1>Unsubscribe from the digest?</h1>
<p class="muted">You will no longer receive the ${escapeHtml(tenant.displayName)} digest e-mail. You can turn it on again in your settings.</p>
<form method="post" action="${escapeHtml(action)}" class="actions"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button class="pay" type="submit">Unsubscribe</button></form>`,
  );
}

const messagePage = (tenant: TenantProfile, title: string, message: string) =>
  hostedPage(tenant, title, `<h1>${escapeHtml(title)}</h1><p class="status">${escapeHtml(message)}</p>`);

/** Answers an AppError of the unsubscribe pages as a page with its status. */
async function asPage(request: FastifyRequest, reply: FastifyReply, work: () => Promise<string>) {
  try {
    return html(reply, 200, await work());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return html(reply, error.status, messagePage(request.tenant!, 'Unsubscribe', error.message));
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const doc = routeDoc('digest');
  app.scheduler.every('digest', digestJob(app));

  await app.register(async (scoped) => {
    const member = scoped.withTypeProvider<ZodTypeProvider>();
    member.addHook('preHandler', app.authenticate);

    member.get(
      '/api/user/digest',
      doc("The member's digest e-mail frequency (daily, weekly or none; issue 38)", {
        response: ZDigestSettings,
      }),
      async (request) => digestSettings(requestContext(request)),
    );

    member.put(
      '/api/user/digest',
      doc("Sets the member's digest e-mail frequency (issue 38)", {
        body: ZDigestSettings,
        response: ZDigestSettings,
      }),
      async (request) => updateDigestSettings(requestContext(request), request.body),
    );

    member.get(
      '/api/admin/digest/preview',
      doc(
        "A member's next digest e-mail, subject, HTML and text, as it would be sent (global Admin; issue 38)",
        {
          querystring: ZDigestPreviewQuery,
          response: ZDigestPreview,
        },
      ),
      async (request) => previewDigest(requestContext(request), request.query.userId),
    );
  });

  // RFC 8058 §3.1: the one-click POST carries `List-Unsubscribe=One-Click` as a form body; its content
  // does not matter here (the token is the capability), so it is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: ZDigestUnsubscribeQuery } },
    async (request, reply) =>
      asPage(request, reply, async () => {
        const scope = requireScope(request);
        await unsubscribeMember({ scope, hmac: app.tokens.hmac }, request.query.token);
        return confirmPage(request.tenant!, request.query.token!);
      }),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: ZDigestUnsubscribeQuery } },
    async (request, reply) => {
      const isBrowser = (request.headers.accept ?? '').includes('text/html');
      const run = () =>
        unsubscribe({ scope: requireScope(request), hmac: app.tokens.hmac }, request.query.token);
      if (!isBrowser) {
        await run();
        return reply.status(204).send();
      }
      return asPage(request, reply, async () => {
        await run();
        return messagePage(request.tenant!, 'Unsubscribed', DIGEST_MESSAGES.unsubscribed);
      });
    },
  );
};
export default routes;
