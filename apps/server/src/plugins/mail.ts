/**
 * Mail interface (DESIGN.md platform services): every message is recorded in the tenant's `mail_outbox` (the
 * Sent mail of /admin), through the caller's scope — in the caller's transaction when it passes one. With
 * `SMTP_URL` the message is also delivered over SMTP (nodemailer) by the transactional outbox's worker, with
 * retries and back-off (issue 35), as the tenant's own sender with the headers and parts of
 * plugins/mail-envelope.ts; its status and attempts show in Sent mail. Outside production
 * `/dev/mailbox` shows the records.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env';
import { withTransaction, type TenantScope } from '../db/tenant-scope';
import { mailOutbox } from '../db/schema/index';
import { envelopeFor, htmlToPlainText, mailSenderOf } from './mail-envelope';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers for the wire (e.g. RFC 8058 `List-Unsubscribe`), kept on the record until delivery. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Records one message for the scope's tenant and, with SMTP, queues its delivery in the same transaction.
   * Delivery happens after the commit; its failures are retried and logged, never thrown to the caller.
   */
  send(scope: TenantScope, message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The outbox topic of an SMTP delivery; its payload is `{ mailId }` (a `mail_outbox` id). */
export const MAIL_DELIVERY_TOPIC = 'mail.deliver';

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const transport = opts.env.SMTP_URL ? nodemailer.createTransport(opts.env.SMTP_URL) : null;
    app.decorate('mailer', {
      async send(scope: TenantScope, message: MailMessage) {
        // The record and its delivery job commit together (a savepoint inside the caller's transaction).
        await withTransaction(scope, async (tx) => {
          const [record] = await tx.db
            .insert(mailOutbox)
            .values({
              tenantId: scope.tenantId,
              toAddress: message.to,
              subject: message.subject,
              // The text part as it is sent: derived from the HTML when there is one (mail-envelope.ts).
              textBody: message.html ? htmlToPlainText(message.html) : message.text,
              htmlBody: message.html ?? null,
              headers: message.headers ?? null,
              transport: transport ? 'smtp' : 'outbox',
              status: transport ? 'queued' : 'recorded',
            })
            .returning({ id: mailOutbox.id });
          if (transport && record) await app.outbox.enqueue(tx, MAIL_DELIVERY_TOPIC, { mailId: record.id });
        });
      },
    });
    if (transport) {
      // Delivery (issue 35): at least once — SMTP cannot take part in the transaction. The 'sent' mark is
      // committed on its own the moment the SMTP server accepts (on PostgreSQL; PGlite has one connection),
      // so a retry after the worker's transaction died skips it; only a failure in that instant resends.
      app.outbox.register(
        MAIL_DELIVERY_TOPIC,
        async (payload, scope) => {
          const { mailId } = payload as { mailId: string };
          const [mail] = await scope.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
          if (!mail || mail.status === 'sent') return;
          const sender = mailSenderOf(scope.tenantId, opts.env);
          const content = {
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            ...(mail.headers ? { headers: mail.headers } : {}),
          };
          await transport.sendMail({
            ...envelopeFor(sender, mail.htmlBody ? { ...content, html: mail.htmlBody } : content),
            // One Message-ID per record: a copy resent after a failure is recognisable as the same message.
            messageId: `<${mail.id}@${sender.from.address.split('@').pop()}>`,
          });
          const own = app.database.kind === 'postgres' ? app.scopeOf(scope.tenantId) : scope;
          await own.db
            .update(mailOutbox)
            .set({ status: 'sent', attempts: mail.attempts + 1, sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, mailId));
        },
        async (payload, scope, failure) => {
          const { mailId } = payload as { mailId: string };
          await scope.db
            .update(mailOutbox)
            .set({
              status: failure.gaveUp ? 'failed' : 'retrying',
              attempts: failure.attempts,
              lastError: failure.error.slice(0, 2000),
            })
            .where(eq(mailOutbox.id, mailId));
        },
      );
    }
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail', dependencies: ['db', 'community-events'] },
);
