/**
 * Notifications data access — spec 000 §3 Notification, §4 types 1–16, §7 "Notifications". Rows are
 * written per recipient with one `insert … select` per event ({@link fanOut}); recipients are given as a
 * SELECT of one uuid column (the audience builders of `notifications.audiences.ts`). The list reads a page with its targets in one
 * query of left joins (`notificationFields`). Every function takes the tenant scope.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ActivityType, COMMENT_ACTIVITY_TYPES, HIDDEN_ACTIVITY_TYPES } from '@portal/contracts';
import {
  assetItems,
  communities,
  events,
  meetings,
  notificationMutes,
  notifications,
  postComments,
  posts,
  users,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import { existsIn, selectIn } from '../../db/tenant-sql';
import type { Db } from '../../db/client';
import { isoTimestampSql } from '../../lib/sql-json';
import { fileUrlSql } from '../../plugins/uploads';

/** Targets a notification points at (uuids), all optional. */
export interface Targets {
  communityId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  assetId?: string | null;
  meetingId?: string | null;
  memberUserId?: string | null;
}

/** Types muted per discussion (comment notifications and post updates). */
const MUTABLE: readonly number[] = [
  ActivityType.PostCommented,
  ActivityType.PostUpdated,
  ActivityType.PostInYourGroupCommented,
];

/**
 * Inserts one notification of `type` for every user id that `recipients` (a SELECT of one uuid column)
 * yields, restricted to users of the tenant, without the actor and (for mutable types) without those who
 * muted the post. Returns the number of rows written.
 */
export async function fanOut(
  scope: TenantScope,
  type: number,
  actorId: string,
  recipients: SQL,
  targets: Targets,
): Promise<number> {
  const t = (v: string | null | undefined, as: string) =>
    (v ? sql<string | null>`${v}::uuid` : sql<string | null>`null::uuid`).as(as);
  const mute =
    MUTABLE.includes(type) && targets.postId
      ? sql`not ${existsIn(
          scope,
          notificationMutes,
          and(eq(notificationMutes.userId, users.id), eq(notificationMutes.postId, targets.postId)),
        )}`
      : undefined;
  // insert … select: the selected fields follow the table's columns, in order.
  const recipientRows = scope.db
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      tenantId: users.tenantId,
      recipientId: users.id,
      activityType: sql<number>`${type}::smallint`.as('activity_type'),
      initiatorUserId: t(actorId, 'initiator_user_id'),
      communityId: t(targets.communityId, 'community_id'),
      postId: t(targets.postId, 'post_id'),
      commentId: t(targets.commentId, 'comment_id'),
      assetId: t(targets.assetId, 'asset_id'),
      meetingId: t(targets.meetingId, 'meeting_id'),
      memberUserId: t(targets.memberUserId, 'member_user_id'),
      createdAt: sql<Date>`now()`.as('created_at'),
      readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
      eventId: sql<number | null>`null::integer`.as('event_id'),
      holdUntil: sql<Date | null>`null::timestamptz`.as('hold_until'),
    })
    .from(users)
    .where(and(ne(users.id, actorId), sql`${users.id} in (${recipients})`, mute));
  const inserted = await scope.db
    .insert(notifications)
    .select(recipientRows)
    .returning({ id: notifications.id });
  return inserted.length;
}

/** A meeting's visibility (1 Public, 2 Community, 3 Private), or undefined when it is gone. */
export async function meetingVisibility(scope: TenantScope, meetingId: string): Promise<number | undefined> {
  const [meeting] = await scope.db
    .select({ visible: meetings.visible })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return meeting?.visible;
}

const initiator = alias(users, 'initiator');
const memberUser = alias(users, 'member_user');

/** The recipient's visible notifications (hidden types left out) matching `more`. */
export function mine(
  scope: TenantScope,
  recipientId: string | Placeholder,
  ...more: (SQL | undefined)[]
): SQL {
  return and(eq(notifications.recipientId, recipientId), visibleType(), ...more) as SQL;
}

/** Leaves out the types without a renderer (spec 000 §4: 10 and 11). */
const visibleType = () =>
  sql`${notifications.activityType} not in (${sql.join(
    HIDDEN_ACTIVITY_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )})`;

/** Condition of the `isRead` filter: read only (true), unread only (false), all (undefined). */
export function readFilter(isRead: boolean | undefined): SQL | undefined {
  if (isRead === undefined) return undefined;
  return isRead ? isNotNull(notifications.readAt) : isNull(notifications.readAt);
}

/**
 * Fields of a notification row with its targets (absent targets come back with null ids), and whether the
 * recipient muted the post (a subquery of the scope's tenant).
 */
const notificationFields = (scope: TenantScope) => ({
  n: notifications,
  initiator: {
    id: initiator.id,
    firstName: initiator.firstName,
    lastName: initiator.lastName,
    avatarUrl: initiator.avatarUrl,
  },
  community: {
    id: communities.id,
    name: communities.name,
    alias: communities.alias,
    imageUrl: communities.imageUrl,
  },
  post: { id: posts.id, title: posts.title },
  comment: { id: postComments.id, body: postComments.body },
  asset: { id: assetItems.id, name: assetItems.name, folderId: assetItems.folderId },
  meet: { id: meetings.id, name: meetings.name, startDate: meetings.startDate },
  member: { id: memberUser.id, firstName: memberUser.firstName, lastName: memberUser.lastName },
  event: { id: events.id, title: events.title },
  muted: sql<boolean>`${existsIn(
    scope,
    notificationMutes,
    and(
      eq(notificationMutes.userId, notifications.recipientId),
      eq(notificationMutes.postId, notifications.postId),
    ),
  )}`,
});

/** Same id in the same tenant as the notification: the join condition of every target. */
const sameTenant = (table: { id: AnyPgColumn; tenantId: AnyPgColumn }, id: AnyPgColumn) =>
  and(eq(table.id, id), eq(table.tenantId, notifications.tenantId));

/** A page of notifications matching `where`, newest first, with their targets. */
export async function findNotificationPage(
  scope: TenantScope,
  where: SQL,
  page: { page: number; pageSize: number },
) {
  return scope.db
    .select(notificationFields(scope))
    .from(notifications)
    .leftJoin(initiator, sameTenant(initiator, notifications.initiatorUserId))
    .leftJoin(communities, sameTenant(communities, notifications.communityId))
    .leftJoin(posts, sameTenant(posts, notifications.postId))
    .leftJoin(postComments, sameTenant(postComments, notifications.commentId))
    .leftJoin(assetItems, sameTenant(assetItems, notifications.assetId))
    .leftJoin(meetings, sameTenant(meetings, notifications.meetingId))
    .leftJoin(memberUser, sameTenant(memberUser, notifications.memberUserId))
    .leftJoin(events, sameTenant(events, notifications.eventId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

/** A row of {@link findNotificationPage}. */
export type NotificationPageRow = Awaited<ReturnType<typeof findNotificationPage>>[number];

/**
 * SQL twin of `postNotificationStatus` in notifications.presenter.ts: for the comment types
 * (`COMMENT_ACTIVITY_TYPES`) whether the discussion is not muted (`muted`, a boolean expression), else null.
 */
export function postNotificationStatusSql(activityType: SQL | AnyPgColumn, muted: SQL): SQL<boolean | null> {
  const types = sql.join(
    COMMENT_ACTIVITY_TYPES.map((t) => sql.raw(String(Number(t)))),
    sql`, `,
  );
  return sql<boolean | null>`case when ${activityType} in (${types}) then not ${muted} end`;
}

/**
 * One notification as the JSON text of the contract's `TNotification` (the presenter's shape, key for key),
 * except the comment's body, which comes as stored (HTML): the service replaces it with its text
 * (`htmlToText`, first 200 characters), which SQL cannot reproduce exactly.
 */
const notificationJson = (scope: TenantScope) => sql<string>`json_build_object(
  'id', ${notifications.id},
  'activityType', ${notifications.activityType},
  'createdAt', ${isoTimestampSql(notifications.createdAt)},
  'readAt', ${isoTimestampSql(notifications.readAt)},
  'initiatorUser', case when ${initiator.id} is not null then json_build_object('id', ${initiator.id}, 'firstName', ${initiator.firstName}, 'lastName', ${initiator.lastName}, 'avatarUrl', ${initiator.avatarUrl}) end,
  'community', case when ${communities.id} is not null then json_build_object('id', ${communities.id}, 'name', ${communities.name}, 'alias', ${communities.alias}, 'imageUrl', ${fileUrlSql(communities.imageUrl)}) end,
  'post', case when ${posts.id} is not null then json_build_object('id', ${posts.id}, 'title', ${posts.title}) end,
  'comment', case when ${postComments.id} is not null then json_build_object('id', ${postComments.id}, 'body', ${postComments.body}) end,
  'asset', case when ${assetItems.id} is not null then json_build_object('id', ${assetItems.id}, 'name', ${assetItems.name}, 'folderId', ${assetItems.folderId}) end,
  'meet', case when ${meetings.id} is not null then json_build_object('id', ${meetings.id}, 'name', ${meetings.name}, 'startDate', ${isoTimestampSql(meetings.startDate)}) end,
  'member', case when ${memberUser.id} is not null then json_build_object('id', ${memberUser.id}, 'firstName', ${memberUser.firstName}, 'lastName', ${memberUser.lastName}) end,
  'event', case when ${events.id} is not null then json_build_object('id', ${events.id}, 'title', ${events.title}, 'holdUntil', ${isoTimestampSql(notifications.holdUntil)}) end,
  'postNotificationStatus', ${postNotificationStatusSql(notifications.activityType, notificationFields(scope).muted)}
)::text`;

/** The `isRead` filter's name in a prepared statement's name. */
const readKey = (isRead: boolean | undefined) => (isRead === undefined ? 'all' : isRead ? 'read' : 'unread');

/** The page statement of one `isRead` filter (placeholders `recipientId`, `limit`, `offset`), prepared. */
const notificationPageJsonQuery = (scope: TenantScope, isRead: boolean | undefined) => (db: Db) => {
  const recipientId = sql.placeholder('recipientId');
  const where = mine(scope, recipientId, readFilter(isRead));
  const unread = mine(scope, recipientId, isNull(notifications.readAt));
  return db
    .select({
      json: notificationJson(scope),
      commentBody: postComments.body,
      total: selectIn<number>(scope, sql`count(*)::int`, notifications, where),
      unread: selectIn<number>(scope, sql`count(*)::int`, notifications, unread),
    })
    .from(notifications)
    .leftJoin(initiator, sameTenant(initiator, notifications.initiatorUserId))
    .leftJoin(communities, sameTenant(communities, notifications.communityId))
    .leftJoin(posts, sameTenant(posts, notifications.postId))
    .leftJoin(postComments, sameTenant(postComments, notifications.commentId))
    .leftJoin(assetItems, sameTenant(assetItems, notifications.assetId))
    .leftJoin(meetings, sameTenant(meetings, notifications.meetingId))
    .leftJoin(memberUser, sameTenant(memberUser, notifications.memberUserId))
    .leftJoin(events, sameTenant(events, notifications.eventId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit') as unknown as number)
    .offset(sql.placeholder('offset') as unknown as number)
    .prepare(`notification_page_json_${readKey(isRead)}`);
};

/** A row of {@link findNotificationPageJson}: one notification's JSON text and its comment's stored body. */
export interface NotificationJsonRow {
  json: string;
  commentBody: string | null;
}

/**
 * A page of the recipient's visible notifications (hidden types left out; `isRead`: read only, unread only or
 * all), newest first, each as JSON ({@link notificationJson}), with the total and the unread count: one
 * prepared statement (the counts are its scalar subqueries). A page past the end has no row to carry the
 * counts: then they are counted by a second statement.
 */
export async function findNotificationPageJson(
  scope: TenantScope,
  recipientId: string,
  query: { page: number; pageSize: number; isRead?: boolean },
): Promise<{ rows: NotificationJsonRow[]; total: number; unread: number }> {
  const name = `notification_page_json_${readKey(query.isRead)}`;
  const rows = await preparedQuery(scope, name, notificationPageJsonQuery(scope, query.isRead)).execute({
    recipientId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const [first] = rows;
  if (first) return { rows, total: Number(first.total), unread: Number(first.unread) };
  const where = mine(scope, recipientId, readFilter(query.isRead));
  const [total, unread] = await Promise.all([
    countNotifications(scope, where),
    unreadCount(scope, recipientId),
  ]);
  return { rows: [], total, unread };
}

/** How many notifications match `where`. */
export async function countNotifications(scope: TenantScope, where: SQL): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(where);
  return Number(row?.n ?? 0);
}

/** The recipient's unread visible notifications. */
export async function unreadCount(scope: TenantScope, recipientId: string): Promise<number> {
  return countNotifications(scope, mine(scope, recipientId, isNull(notifications.readAt)));
}

/** Unread visible notifications per recipient of `ids`, one grouped query (the live bell, issue 38). */
export async function unreadCounts(scope: TenantScope, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: notifications.recipientId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.recipientId, ids), isNull(notifications.readAt), visibleType()))
    .groupBy(notifications.recipientId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Marks the recipient's unread notifications read (only `ids` when given); returns how many changed. */
export async function markRead(
  scope: TenantScope,
  recipientId: string,
  ids: string[] | null,
): Promise<number> {
  const rows = await scope.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      mine(
        scope,
        recipientId,
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether the post exists in the tenant. */
export async function postExists(scope: TenantScope, postId: string): Promise<boolean> {
  const [row] = await scope.db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).limit(1);
  return !!row;
}

/** The user's mute row of a post's discussion (condition). */
const muteOf = (scope: TenantScope, userId: string, postId: string) =>
  and(eq(notificationMutes.userId, userId), eq(notificationMutes.postId, postId));

/** Whether the user muted the post's discussion. */
export async function isMuted(scope: TenantScope, userId: string, postId: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ postId: notificationMutes.postId })
    .from(notificationMutes)
    .where(muteOf(scope, userId, postId));
  return !!row;
}

/** Mutes (`muted`) or resumes the user's notifications of a post's discussion (idempotent). */
export async function setMuted(
  scope: TenantScope,
  userId: string,
  postId: string,
  muted: boolean,
): Promise<void> {
  if (!muted) await scope.db.delete(notificationMutes).where(muteOf(scope, userId, postId));
  else
    await scope.db
      .insert(notificationMutes)
      .values({ tenantId: scope.tenantId, userId, postId })
      .onConflictDoNothing();
}

/** Inserts one waitlist offer notification (type 17, issue 38) for `offer.recipientId`: event, hold's end. */
export async function insertWaitlistOffer(scope: TenantScope, offer: WaitlistOffer): Promise<void> {
  const type = ActivityType.WaitlistOffer;
  await scope.db.insert(notifications).values({ tenantId: scope.tenantId, activityType: type, ...offer });
}
/** The recipient, event and hold end of a waitlist offer. */
type WaitlistOffer = { recipientId: string; eventId: number; holdUntil: Date };
