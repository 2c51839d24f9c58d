/**
 * Saved column mappings of the member import (issue 39 point 1): per tenant, by name. The shipped mappings
 * (Wild Apricot, CiviCRM) are constants of contracts, not rows.
 */
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TImportColumns } from '@portal/contracts';
import { tenants } from './tenants';

export const importMappings = pgTable(
  'import_mappings',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** For each import field, the CSV header that fills it ({@link TImportColumns}). */
    columns: jsonb('columns').$type<TImportColumns>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('import_mappings_tenant_name_uq').on(t.tenantId, t.name),
    index('import_mappings_tenant_idx').on(t.tenantId),
  ],
);
