/**
 * Global administration data — spec 000 §3 Server value (id, key, value) and §7 (`api/v1/admin/server-values`),
 * spec 000 §5 / 001 §3 global terms ("A global terms text also exists", `api/v1/admin/community/global-tc`).
 */
import { pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/** Admin-managed key/value settings of a tenant; keys unique per tenant (the list sorts and searches by key). */
export const serverValues = pgTable(
  'server_values',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('server_values_tenant_key_uq').on(t.tenantId, t.key)],
);

/** The tenant's global terms and conditions (sanitised HTML), one row per tenant. */
export const globalTerms = pgTable('global_terms', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
