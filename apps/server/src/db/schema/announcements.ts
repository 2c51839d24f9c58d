/**
 * Dashboard announcements and their dismissals — spec 000 §3 Announcement, §7 (`GET api/v1/announcements`,
 * `PUT api/v1/announcements/{id}/cancelled`). `segment_ids` empty = every member; otherwise members with
 * any of those segments (the foundation's `user_segments`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    link: text('link'),
    isActive: boolean('is_active').notNull().default(true),
    /** First and last day shown (inclusive calendar dates, spec 001 §5 Announcement); null on older rows. */
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_tenant_active_updated_idx').on(t.tenantId, t.isActive, t.updatedAt),
    // The admin table (spec 001 §7 `GET api/v1/admin/announcements`), newest first.
    index('announcements_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_dismissals_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);
