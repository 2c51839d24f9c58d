/** Platform tables: the mail outbox (DESIGN.md platform services) and engagement tracking (spec 000 §3, §7). */
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    // Recipient search of the admin "Sent mail" screen (`to_address ilike '%…%'`, issue 10 §2): trigram index.
    index('mail_outbox_to_trgm_idx').using('gin', sql`${t.toAddress} gin_trgm_ops`),
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
