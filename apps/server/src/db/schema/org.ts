/**
 * Organisations for the first-time organisation search — spec 000 §7 `GET /api/org/names`, `GET /api/Org/{id}`.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** Street address or city shown as the read-only organisation location. */
    location: text('location'),
    suburb: text('suburb'),
  },
  (t) => [
    index('organisations_tenant_name_idx').on(t.tenantId, t.name),
    // Substring search of the organisation picker (ILIKE '%q%').
    index('organisations_tenant_lower_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);
