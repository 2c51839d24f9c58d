/** Platform tables: the mail outbox (DESIGN.md platform services) and engagement tracking (spec 000 §3, §7). */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** outbox | smtp */
    transport: text('transport').notNull(),
    /**
     * Delivery state (issue 35): `recorded` (no SMTP: the record is the delivery), `queued` (waiting for the
     * outbox worker), `sent`, `retrying` (an attempt failed, another is scheduled) or `failed` (gave up).
     */
    status: text('status').notNull().default('recorded'),
    /** SMTP attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** The last SMTP error, for staff (Sent mail). */
    lastError: text('last_error'),
    /** When the SMTP server accepted the message. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Extra headers the envelope adds on the wire (issue 38: the digest's RFC 8058 `List-Unsubscribe` and
     * `List-Unsubscribe-Post`); null for most messages.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    // Recipient search of the admin "Sent mail" screen (`to_address ilike '%…%'`, issue 10 §2): trigram index.
    index('mail_outbox_to_trgm_idx').using('gin', sql`${t.toAddress} gin_trgm_ops`),
  ],
);

/**
 * The transactional outbox (issue 35, docs/architecture.md "Side effects"): one row per side effect of a
 * write (a domain event for the notification writers, an e-mail to hand to SMTP), inserted in the write's own
 * transaction and delivered by the outbox worker (`plugins/outbox.ts`) with retries and back-off. Rows are
 * claimed with `for update skip locked`, so several replicas share the work without running a row twice, and
 * deleted in the transaction that delivers them (a database effect is thus written exactly once).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** What to do: a community event name (`post.published` …) or `mail.deliver`. */
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    /** Failed attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time (back-off after a failure). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set when the worker gave up (after the last attempt): counted on /admin for staff. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's claim: due rows not given up, oldest first.
    index('outbox_due_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.failedAt} is null`),
    index('outbox_failed_idx')
      .on(t.tenantId, t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id'),
    type: text('type').notNull(),
    entityId: text('entity_id'),
    name: text('name'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('engagement_events_tenant_type_created_idx').on(t.tenantId, t.type, t.createdAt)],
);
