/**
 * Memberships — spec 000 §3 (Membership: memberNum, membershipName, memberStatus, joinDate, renewedToDate,
 * terminationDate). `autoRenew` and `isLifeMember` decide the first-time outcome type (spec 000 §2).
 */
import { boolean, date, index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberNum: text('member_num'),
    membershipName: text('membership_name').notNull(),
    /** Active | Lapsed | Cancelled */
    memberStatus: text('member_status').notNull().default('Active'),
    joinDate: date('join_date'),
    renewedToDate: date('renewed_to_date'),
    terminationDate: date('termination_date'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    isLifeMember: boolean('is_life_member').notNull().default(false),
  },
  (t) => [index('memberships_tenant_user_idx').on(t.tenantId, t.userId, t.renewedToDate)],
);
