/**
 * Meetings, their participants (RSVP and invitations), favourites and assets — spec 001 §3 Meeting and
 * Meeting asset, §4 Meeting. Every table carries `tenant_id`; indexes follow the list filters and sorts of
 * spec 001 §7 "Meetings" (by community and start, by start for explore and the dashboard, by user).
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { communities } from './communities';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Meeting. `visible`: 1 Public, 2 Community, 3 Private. `duration` in minutes; `endDate` = start + duration. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    meetingLink: text('meeting_link').notNull(),
    /** The conference's own meeting id (spec 001 §3 `meetingId`). */
    meetingCode: text('meeting_code'),
    meetingPassword: text('meeting_password'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    rsvpDate: timestamp('rsvp_date', { withTimezone: true }),
    visible: smallint('visible').notNull(),
    /** Storage key of the cover image. */
    imageKey: text('image_key'),
    sendNotification: boolean('send_notification').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    toDashBoard: boolean('to_dash_board').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_community_start_idx').on(t.tenantId, t.communityId, t.startDate),
    index('meetings_tenant_end_idx').on(t.tenantId, t.endDate, t.startDate),
    index('meetings_tenant_visible_start_idx').on(t.tenantId, t.visible, t.startDate),
  ],
);

/** A user's standing on a meeting: RSVP `status` (0 No response, 1 Going, 2 Can't go) and invitation. */
export const meetingUsers = pgTable(
  'meeting_users',
  {
    tenantId: tenantId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    invited: boolean('invited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_users_user_idx').on(t.tenantId, t.userId, t.status),
  ],
);

/** Favourite meetings, one per user. */
export const meetingFavorites = pgTable(
  'meeting_favorites',
  {
    tenantId: tenantId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_favorites_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** Meeting asset file (spec 001 §3): display name, storage key, size in bytes. At most 5 per meeting. */
export const meetingAssets = pgTable(
  'meeting_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    key: text('key').notNull(),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_assets_meeting_idx').on(t.tenantId, t.meetingId, t.createdAt)],
);

/**
 * A meeting's card (issue 37, migration 0047): the contract's `TMeeting` (001 §3) from `id` to `assets` (the
 * meeting, its community, participants, going count and assets), as the JSON text `json_build_object` writes,
 * without the caller's and the clock's fields. Written only by the triggers of migration 0047
 * (`portal_meeting_cards_refresh`) in the transaction of every write it depends on; read by
 * `GET /api/v1/dashboard/meetings` (meetings-json.repository.ts), which appends the rest per request.
 */
export const meetingCards = pgTable('meeting_cards', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  card: text('card').notNull(),
});
