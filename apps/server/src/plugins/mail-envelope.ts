/**
 * What every outgoing message looks like on the wire (issue 35 B), apart from how it is delivered
 * (plugins/mail.ts): each tenant's own sender and Reply-To (configuration, config/env.ts `MAIL_FROM_<TENANT>`,
 * `MAIL_REPLY_TO_<TENANT>`, with demo defaults named after the association), the RFC 3834
 * `Auto-Submitted: auto-generated` header (and Microsoft's `X-Auto-Response-Suppress`) so that
 * out-of-office robots do not answer, and a plain-text part with the same content as the HTML part.
 * Pure functions: no I/O, no clock.
 */
import { convert } from 'html-to-text';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { SendMailOptions } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** A mailbox as nodemailer takes it: a display name (encoded by nodemailer) and an address. */
type Address = Mail.Address;
import { TENANT_PROFILES, type TenantId } from '@portal/contracts';
import type { Env } from '../config/env';

/** Domain of the demo senders: `no-reply@{tenant}.portal.example` (example.* never delivers to anyone). */
export const DEMO_MAIL_DOMAIN = 'portal.example';

/** A tenant's sender and the address replies go to (nodemailer encodes the names). */
export interface MailSender {
  from: Address;
  replyTo: Address;
}

/** The parts of a message the call sites write (plugins/mail.ts `MailMessage`). */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers of this message (issue 38: RFC 8058 `List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

/** The mail settings of the configuration (config/env.ts). */
export type MailSettings = Pick<
  Env,
  | 'MAIL_FROM'
  | 'MAIL_REPLY_TO'
  | 'MAIL_FROM_OTA'
  | 'MAIL_FROM_PSA'
  | 'MAIL_FROM_LCA'
  | 'MAIL_FROM_ACTLS'
  | 'MAIL_REPLY_TO_OTA'
  | 'MAIL_REPLY_TO_PSA'
  | 'MAIL_REPLY_TO_LCA'
  | 'MAIL_REPLY_TO_ACTLS'
>;

/** The headers every message carries: RFC 3834 §5 (automatic, not a reply) and Outlook's equivalent. */
export const AUTOMATIC_MAIL_HEADERS = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
} as const;

/** One configured mailbox (validated at start by config/env.ts) as a nodemailer address. */
function parseMailbox(value: string): Address {
  const [first] = addressparser(value, { flatten: true });
  return { name: first?.name ?? '', address: first?.address ?? value };
}

/**
 * The sender of `tenantId`'s mail (issue 35 B): `MAIL_FROM_<TENANT>` as given; else the address of
 * `MAIL_FROM` under the association's full name; else the demo `Full Name <no-reply@{tenant}.portal.example>`.
 * Reply-To: `MAIL_REPLY_TO_<TENANT>`, else `MAIL_REPLY_TO`, else `Full Name <help@{tenant}.portal.example>`.
 * A configured mailbox without a name gets the association's full name.
 */
export function mailSenderOf(tenantId: TenantId, settings: MailSettings): MailSender {
  const name = TENANT_PROFILES[tenantId].fullName;
  const key = tenantId.toUpperCase() as Uppercase<TenantId>;
  const own = (value: string | undefined) => {
    if (!value) return undefined;
    const mailbox = parseMailbox(value);
    return { name: mailbox.name || name, address: mailbox.address };
  };
  const shared = (value: string | undefined) =>
    value ? { name, address: parseMailbox(value).address } : undefined;
  return {
    from: own(settings[`MAIL_FROM_${key}`]) ??
      shared(settings.MAIL_FROM) ?? { name, address: `no-reply@${tenantId}.${DEMO_MAIL_DOMAIN}` },
    replyTo: own(settings[`MAIL_REPLY_TO_${key}`]) ??
      own(settings.MAIL_REPLY_TO) ?? { name, address: `help@${tenantId}.${DEMO_MAIL_DOMAIN}` },
  };
}

/**
 * The plain text of an HTML mail body (html-to-text): paragraphs as blank-line separated blocks, lines wrapped
 * at 78 characters (RFC 5322 §2.1.1), links as `text url` (the url alone when it is the text), decorative
 * images (`alt=""`) left out.
 */
export function htmlToPlainText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
      // A decorative image (empty alt, e.g. the digest's logo beside the association's name) says nothing.
      { selector: 'img[alt=""]', format: 'skip' },
    ],
  });
}

/**
 * Both parts of a mail body from one HTML template, so the text part says exactly what the HTML says.
 * @param html the HTML body; every dynamic value in it must already be escaped.
 * @returns `{ html, text }` to spread into a `MailMessage`.
 */
export function mailBody(html: string): { html: string; text: string } {
  return { html, text: htmlToPlainText(html) };
}

/**
 * The nodemailer options of one message of `sender`'s tenant: From, Reply-To, the automatic-mail headers and
 * the message's own (`headers`, e.g. RFC 8058 List-Unsubscribe), the subject and the body. A message with HTML gets the text part derived from that HTML (the call site's
 * `text` is replaced, so the two parts can never disagree); a text-only message is sent as it is.
 */
export function envelopeFor(sender: MailSender, message: MailContent): SendMailOptions {
  return {
    from: sender.from,
    replyTo: sender.replyTo,
    to: message.to,
    subject: message.subject,
    // The message's own headers cannot replace the automatic ones.
    headers: { ...message.headers, ...AUTOMATIC_MAIL_HEADERS },
    text: message.html ? htmlToPlainText(message.html) : message.text,
    ...(message.html ? { html: message.html } : {}),
  };
}
