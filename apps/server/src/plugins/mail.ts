/**
 * Mail interface (DESIGN.md platform services): every message is recorded in the tenant's outbox; with
 * `SMTP_URL` it is also delivered over SMTP (nodemailer), as the tenant's own sender with the headers and
 * parts of plugins/mail-envelope.ts (issue 35 B). Outside production `/dev/mailbox` shows the outbox.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env';
import type { TenantScope } from '../db/tenant-scope';
import { mailOutbox } from '../db/schema/index';
import { envelopeFor, mailSenderOf } from './mail-envelope';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records (and with SMTP sends) one message for the scope's tenant. Delivery failures are logged, not thrown. */
  send(scope: TenantScope, message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const transport = opts.env.SMTP_URL ? nodemailer.createTransport(opts.env.SMTP_URL) : null;
    app.decorate('mailer', {
      async send(scope: TenantScope, message: MailMessage) {
        await scope.db.insert(mailOutbox).values({
          tenantId: scope.tenantId,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          transport: transport ? 'smtp' : 'outbox',
        });
        if (!transport) return;
        try {
          await transport.sendMail(envelopeFor(mailSenderOf(scope.tenantId, opts.env), message));
        } catch (err) {
          app.log.error({ err, to: message.to }, 'SMTP delivery failed');
        }
      },
    });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
