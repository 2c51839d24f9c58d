/**
 * Notifications, one row per recipient (spec 000 §3 Notification, §4 types 1–16), and per-discussion mutes
 * (postNotificationStatus). Targets are kept as plain ids (no foreign keys): a deleted target shows as null.
 */
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Notification for one recipient. `readAt` null = unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: smallint('activity_type').notNull(),
    initiatorUserId: uuid('initiator_user_id'),
    communityId: uuid('community_id'),
    postId: uuid('post_id'),
    commentId: uuid('comment_id'),
    assetId: uuid('asset_id'),
    meetingId: uuid('meeting_id'),
    memberUserId: uuid('member_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Issue 38, type 17 (waitlist offer): the event and the end of the hold. */
    eventId: integer('event_id'),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.tenantId, t.recipientId, t.createdAt),
    index('notifications_recipient_read_idx').on(t.tenantId, t.recipientId, t.readAt, t.createdAt),
  ],
);

/** A user muted comment notifications of one post (discussion). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('notification_mutes_post_idx').on(t.tenantId, t.postId),
  ],
);
