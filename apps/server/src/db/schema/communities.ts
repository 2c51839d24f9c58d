/**
 * Minimal communities and memberships needed by the foundation (moderators grant admin access, spec 000 §6).
 * The communities issue extends these tables (spec 001).
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('communities_tenant_alias_uq').on(t.tenantId, t.alias)],
);

export const communityMembers = pgTable(
  'community_members',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Member | Moderator | Editor */
    role: text('role').notNull().default('Member'),
    /** Joined | Awaiting */
    status: text('status').notNull().default('Joined'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_members_user_idx').on(t.tenantId, t.userId, t.role),
  ],
);
