/**
 * Members' own data (issue 39 point 5): a member's request to close their account, which staff approve or
 * decline. At most one pending request per member (a partial unique index).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const accountClosureRequests = pgTable(
  'account_closure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | approved | declined */
    status: text('status').$type<'pending' | 'approved' | 'declined'>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('account_closure_requests_pending_uq')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('account_closure_requests_tenant_status_idx').on(t.tenantId, t.status, t.requestedAt),
  ],
);
