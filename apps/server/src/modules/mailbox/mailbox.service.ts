/**
 * The tenant's outbox — issue 10 §2: sent mail for a global Admin (`canReadSentMail`), and the development
 * mailbox (`DEV_MAILBOX=open` only) as JSON or an HTML page. Who may read sent mail: `mailbox.policy.ts`
 * (the sent-mail routes check it before every call). Every dynamic text of the page is escaped.
 */
import { SENT_MAIL_MESSAGES } from '@portal/contracts';
import { auditedWrite } from '../../db/audit';
import { failedCount, requeueFailed } from '../../db/outbox';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html-escape';
import type { RequestContext } from '../../plugins/auth';
import { findSentMail, listSentMail, recentMailTo } from './mailbox.repository';

/** `GET /api/admin/mail`: sent mail, newest first, filtered by part of the recipient, paged. */
export async function sentMail(
  ctx: Pick<RequestContext, 'scope'>,
  query: { to?: string; page: number; pageSize: number },
) {
  const { to, page, pageSize } = query;
  return { ...(await listSentMail(ctx.scope, { to, page, pageSize })), page, pageSize };
}

/** `GET /api/admin/deliveries` (issue 35): how many side effects of the tenant failed every attempt. */
export async function failedDeliveries(ctx: Pick<RequestContext, 'scope'>) {
  return { failed: await failedCount(ctx.scope) };
}

/**
 * `POST /api/admin/deliveries/retry`: queues the tenant's failed side effects again. Recorded in its
 * transaction (issue 39 point 3) with the count of failed deliveries before and after (`failed`).
 */
export async function retryDeliveries(ctx: Pick<RequestContext, 'scope' | 'audit'>) {
  return auditedWrite(
    ctx,
    { load: async (scope) => ({ failed: await failedCount(scope) }) },
    async (ctx) => ({
      requeued: await requeueFailed(ctx.scope),
    }),
  );
}

/** `GET /api/admin/mail/{id}`: one message with its bodies. @throws AppError NOT_FOUND (also another tenant's). */
export async function sentMessage(ctx: Pick<RequestContext, 'scope'>, id: string) {
  const message = await findSentMail(ctx.scope, id);
  if (!message) throw new AppError('NOT_FOUND', SENT_MAIL_MESSAGES.notFound);
  return message;
}

/** `GET /dev/mailbox.json`: recent mail of the tenant (to one recipient when `to` is given). */
export async function devMailboxJson(ctx: Pick<RequestContext, 'scope'>, to?: string) {
  const rows = await recentMailTo(ctx.scope, to);
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
}

/** `GET /dev/mailbox`: the same as an HTML page titled with the tenant's display name. */
export async function devMailboxPage(
  ctx: Pick<RequestContext, 'scope'>,
  displayName: string,
  to?: string,
): Promise<string> {
  const rows = await recentMailTo(ctx.scope, to);
  const items = rows
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.textBody)}</pre></article>`,
    )
    .join('');
  const title = escapeHtml(`${displayName} — development mailbox`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{font:15px system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}article{border:1px solid #d9dee3;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#52606d;margin:.25rem 0}pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>${title}</h1><p>Outgoing mail of this tenant, newest first (development mailbox, enabled with DEV_MAILBOX=open).</p>${items || '<p>No mail yet.</p>'}</body></html>`;
}
