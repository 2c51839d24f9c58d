/**
 * Sent mail (issue 10 §2): the tenant's outbox — every message the portal sent or recorded — readable by a
 * signed-in global Admin of that tenant at `GET /api/admin/mail` and `GET /api/admin/mail/{id}` (the web's
 * "Sent mail" screen, `/admin/sent-mail`). Who may read it: {@link canReadSentMail} in users/access.ts.
 * Dates are ISO 8601 strings.
 */
import { z } from 'zod';

/** Limits of the sent-mail list. */
export const SENT_MAIL_LIMITS = { pageSizeDefault: 20, pageSizeMax: 100, toMax: 254 } as const;

/** Messages of the sent-mail API and screen. */
export const SENT_MAIL_MESSAGES = {
  forbidden: 'Only an administrator can read sent mail',
  notFound: 'Message not found',
  loadFailed: 'Sent mail could not be loaded.',
  messageLoadFailed: 'This message could not be loaded.',
} as const;

/**
 * `GET /api/admin/mail?to=&page=&pageSize=`: `to` is a case-insensitive part of the recipient address
 * (wildcards taken literally); `page` from 1; `pageSize` 1–100 (default 20).
 */
export const ZSentMailQuery = z.object({
  to: z
    .string()
    .trim()
    .max(SENT_MAIL_LIMITS.toMax)
    .refine((v) => !v.includes('\0'), 'Invalid character')
    .optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SENT_MAIL_LIMITS.pageSizeMax)
    .default(SENT_MAIL_LIMITS.pageSizeDefault),
});
export type TSentMailQuery = z.infer<typeof ZSentMailQuery>;

/** `GET /api/admin/mail/{id}` path: the message's UUID. */
export const ZSentMailParams = z.object({ id: z.uuid() });

/**
 * Delivery state of a message (issue 35): `recorded` (no SMTP configured: the record is all), `queued`
 * (waiting for the outbox worker), `sent` (the SMTP server accepted it), `retrying` (an attempt failed, the
 * next one is scheduled with back-off) or `failed` (every attempt failed; staff can retry).
 */
export const ZMailStatus = z.enum(['recorded', 'queued', 'sent', 'retrying', 'failed']);
export type TMailStatus = z.infer<typeof ZMailStatus>;

/**
 * One row of the list: who, what and when (no body). `transport`: `outbox` (recorded only) or `smtp`;
 * `attempts`: SMTP attempts made; `lastError`: the last SMTP error (null when none).
 */
export const ZSentMailSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  transport: z.string(),
  status: ZMailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TSentMailSummary = z.infer<typeof ZSentMailSummary>;

/** `GET /api/admin/mail` answer, newest first. */
export const ZSentMailList = z.object({
  items: z.array(ZSentMailSummary),
  totalItemCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSentMailList = z.infer<typeof ZSentMailList>;

/** `GET /api/admin/mail/{id}` answer: the summary with the text body and the HTML body (null when none). */
export const ZSentMailMessage = ZSentMailSummary.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type TSentMailMessage = z.infer<typeof ZSentMailMessage>;

/**
 * `GET /api/admin/deliveries` (global Admin, issue 35): side effects of this tenant's writes (e-mails,
 * notifications) that failed every attempt and were set aside; `POST /api/admin/deliveries/retry` queues
 * them again and answers `{ requeued }`.
 */
export const ZFailedDeliveries = z.object({ failed: z.number().int() });
export type TFailedDeliveries = z.infer<typeof ZFailedDeliveries>;
export const ZRequeuedDeliveries = z.object({ requeued: z.number().int() });
export type TRequeuedDeliveries = z.infer<typeof ZRequeuedDeliveries>;

/** `GET /dev/mailbox[.json]?to=` (development mailbox, DEV_MAILBOX=open only): optional recipient filter. */
export const ZDevMailboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
