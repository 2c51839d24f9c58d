/**
 * Notifications centre — spec 000 §3 Notification, §4 types 1–16, §7 "Notifications" (docs/api-notifications.md).
 * Rows are created per recipient by the listeners of {@link registerNotificationListeners} with one
 * `insert … select` per event (no loop over recipients); the recipients are always users of the event's
 * tenant, never the actor, and comment notifications skip users who muted the discussion.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ActivityType,
  COMMENT_ACTIVITY_TYPES,
  HIDDEN_ACTIVITY_TYPES,
  NOTIFICATION_MESSAGES,
  type TenantId,
  type TNotification,
} from '@portal/contracts';
import {
  assetItems,
  communities,
  meetings,
  notificationMutes,
  notifications,
  postComments,
  posts,
  users,
} from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { htmlToText } from '../../lib/sanitize';
import type { CommunityEventMap, CommunityEvents } from '../../lib/event-bus';
import { fileUrl } from '../../plugins/uploads';

/** Targets a notification points at (uuids), all optional. */
interface Targets {
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
      ? sql`not exists (select 1 from notification_mutes nm where nm.user_id = ${users.id} and nm.post_id = ${targets.postId}::uuid)`
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
    })
    .from(users)
    .where(inTenant(scope, users, ne(users.id, actorId), sql`${users.id} in (${recipients})`, mute));
  const inserted = await scope.db
    .insert(notifications)
    .select(recipientRows)
    .returning({ id: notifications.id });
  return inserted.length;
}

const one = (id: string) => sql`select ${id}::uuid`;
const joinedMembers = (communityId: string) =>
  sql`select cm.user_id from community_members cm where cm.community_id = ${communityId}::uuid and cm.status = 'Joined'`;
/** Community moderators and the tenant's admins (Admin, WorkSpaceOwner): those who act on requests. */
const moderators = (tenantId: string, communityId: string) =>
  sql`select cm.user_id from community_members cm where cm.community_id = ${communityId}::uuid
        and cm.status = 'Joined' and cm.role = 'Moderator'
      union select a.id from users a where a.tenant_id = ${tenantId} and a.role in (1, 2)`;
const allUsers = (tenantId: string) => sql`select x.id from users x where x.tenant_id = ${tenantId}`;

/**
 * Subscribes the notification writers to the community events (spec 000 §4). Listeners run after the
 * action, asynchronously; their errors are logged by the bus and never reach the action.
 */
export function registerNotificationListeners(
  events: CommunityEvents,
  scopeOfTenant: (tenantId: TenantId) => TenantScope,
): void {
  const scopeOf = (e: { tenantId: string }) => scopeOfTenant(e.tenantId as TenantId);
  type Ev<K extends keyof CommunityEventMap> = CommunityEventMap[K];

  events.on('community.created', async (e: Ev<'community.created'>) => {
    if (!e.isPublic) return;
    await fanOut(scopeOf(e), ActivityType.NewOpenCommunity, e.actorId, allUsers(e.tenantId), {
      communityId: e.communityId,
    });
  });
  events.on('post.published', async (e) => {
    // Not to the author either when someone else (an approver) published it.
    const members = sql`${joinedMembers(e.communityId)} and cm.user_id <> ${e.authorId}::uuid`;
    await fanOut(scopeOf(e), ActivityType.NewPost, e.actorId, members, {
      communityId: e.communityId,
      postId: e.postId,
    });
  });
  events.on('post.approved', async (e) => {
    await fanOut(scopeOf(e), ActivityType.PostApproved, e.actorId, one(e.authorId), {
      communityId: e.communityId,
      postId: e.postId,
    });
  });
  events.on('post.updated', async (e) => {
    await fanOut(
      scopeOf(e),
      ActivityType.PostUpdated,
      e.actorId,
      sql`select c.created_by_user_id from post_comments c where c.post_id = ${e.postId}::uuid
          union select s.user_id from post_saves s where s.post_id = ${e.postId}::uuid`,
      { communityId: e.communityId, postId: e.postId },
    );
  });
  events.on('post.shared', async (e) => {
    await fanOut(scopeOf(e), ActivityType.PostShared, e.actorId, one(e.authorId), {
      communityId: e.communityId,
      postId: e.postId,
    });
  });
  events.on('content.reported', async (e) => {
    await fanOut(
      scopeOf(e),
      e.commentId ? ActivityType.ActionRequestToComment : ActivityType.ActionRequestToPost,
      e.actorId,
      moderators(e.tenantId, e.communityId),
      { communityId: e.communityId, postId: e.postId, commentId: e.commentId },
    );
  });
  events.on('comment.created', async (e) => {
    const scope = scopeOf(e);
    const targets = { communityId: e.communityId, postId: e.postId, commentId: e.commentId };
    await fanOut(scope, ActivityType.PostCommented, e.actorId, one(e.postAuthorId), targets);
    await fanOut(
      scope,
      ActivityType.PostInYourGroupCommented,
      e.actorId,
      sql`select c.created_by_user_id from post_comments c where c.post_id = ${e.postId}::uuid
            and c.created_by_user_id <> ${e.postAuthorId}::uuid`,
      targets,
    );
  });
  events.on('asset.created', async (e) => {
    await fanOut(scopeOf(e), ActivityType.NewAsset, e.actorId, joinedMembers(e.communityId), {
      communityId: e.communityId,
      assetId: e.assetId,
    });
  });
  events.on('meeting.created', async (e) => {
    const scope = scopeOf(e);
    const [meeting] = await scope.db
      .select({ visible: meetings.visible })
      .from(meetings)
      .where(inTenant(scope, meetings, eq(meetings.id, e.meetingId)));
    if (!meeting) return;
    const audience =
      meeting.visible === 1
        ? allUsers(e.tenantId)
        : meeting.visible === 2
          ? joinedMembers(e.communityId)
          : sql`select mu.user_id from meeting_users mu where mu.meeting_id = ${e.meetingId}::uuid and mu.invited`;
    await fanOut(scope, ActivityType.NewMeeting, e.actorId, audience, {
      communityId: e.communityId,
      meetingId: e.meetingId,
    });
  });
  events.on('member.added', async (e) => {
    await fanOut(scopeOf(e), ActivityType.MemberAdded, e.actorId, one(e.userId), {
      communityId: e.communityId,
      memberUserId: e.userId,
    });
  });
  events.on('member.removed', async (e) => {
    await fanOut(scopeOf(e), ActivityType.MemberRemoved, e.actorId, one(e.userId), {
      communityId: e.communityId,
      memberUserId: e.userId,
    });
  });
  events.on('member.awaiting', async (e) => {
    await fanOut(
      scopeOf(e),
      ActivityType.MemberAwaitingApproval,
      e.actorId,
      moderators(e.tenantId, e.communityId),
      {
        communityId: e.communityId,
        memberUserId: e.userId,
      },
    );
  });
}

/** Caller context of the notification calls. */
export interface NotificationContext {
  scope: TenantScope;
  actor: { id: string };
}

const initiator = alias(users, 'initiator');
const memberUser = alias(users, 'member_user');

function mine(ctx: NotificationContext, ...more: (SQL | undefined)[]): SQL {
  return inTenant(
    ctx.scope,
    notifications,
    eq(notifications.recipientId, ctx.actor.id),
    sql`${notifications.activityType} not in (${sql.join(
      HIDDEN_ACTIVITY_TYPES.map((t) => sql`${t}`),
      sql`, `,
    )})`,
    ...more,
  );
}

async function unreadCount(ctx: NotificationContext): Promise<number> {
  const [row] = await ctx.scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(mine(ctx, isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * `GET api/v1/community/notification?page&pageSize&isRead` — the caller's notifications, newest first,
 * with their targets (one query with left joins), the total and the unread count.
 */
export async function listNotifications(
  ctx: NotificationContext,
  query: { page: number; pageSize: number; isRead?: boolean },
) {
  const where = mine(
    ctx,
    query.isRead === undefined
      ? undefined
      : query.isRead
        ? isNotNull(notifications.readAt)
        : isNull(notifications.readAt),
  );
  const [rows, [count], unread] = await Promise.all([
    ctx.scope.db
      .select({
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
        muted: sql<boolean>`exists(select 1 from notification_mutes nm where nm.user_id = ${notifications.recipientId} and nm.post_id = ${notifications.postId})`,
      })
      .from(notifications)
      .leftJoin(
        initiator,
        and(eq(initiator.id, notifications.initiatorUserId), eq(initiator.tenantId, notifications.tenantId)),
      )
      .leftJoin(
        communities,
        and(eq(communities.id, notifications.communityId), eq(communities.tenantId, notifications.tenantId)),
      )
      .leftJoin(posts, and(eq(posts.id, notifications.postId), eq(posts.tenantId, notifications.tenantId)))
      .leftJoin(
        postComments,
        and(eq(postComments.id, notifications.commentId), eq(postComments.tenantId, notifications.tenantId)),
      )
      .leftJoin(
        assetItems,
        and(eq(assetItems.id, notifications.assetId), eq(assetItems.tenantId, notifications.tenantId)),
      )
      .leftJoin(
        meetings,
        and(eq(meetings.id, notifications.meetingId), eq(meetings.tenantId, notifications.tenantId)),
      )
      .leftJoin(
        memberUser,
        and(eq(memberUser.id, notifications.memberUserId), eq(memberUser.tenantId, notifications.tenantId)),
      )
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
    unreadCount(ctx),
  ]);
  const list: TNotification[] = rows.map((r) => ({
    id: r.n.id,
    activityType: r.n.activityType,
    createdAt: r.n.createdAt.toISOString(),
    readAt: r.n.readAt ? r.n.readAt.toISOString() : null,
    initiatorUser: r.initiator?.id ? { ...r.initiator, avatarUrl: r.initiator.avatarUrl } : null,
    community: r.community?.id ? { ...r.community, imageUrl: fileUrl(r.community.imageUrl) } : null,
    post: r.post?.id ? r.post : null,
    comment: r.comment?.id ? { id: r.comment.id, body: htmlToText(r.comment.body).slice(0, 200) } : null,
    asset: r.asset?.id ? r.asset : null,
    meet: r.meet?.id ? { ...r.meet, startDate: r.meet.startDate.toISOString() } : null,
    member: r.member?.id ? r.member : null,
    postNotificationStatus: COMMENT_ACTIVITY_TYPES.includes(r.n.activityType) ? !r.muted : null,
  }));
  return { notifications: list, totalItemCount: Number(count?.n ?? 0), unreadCount: unread };
}

/** `PUT .../notification/set-as-read {ids}` — marks the caller's given notifications read. */
export async function setAsRead(ctx: NotificationContext, ids: string[] | null) {
  const rows = await ctx.scope.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(mine(ctx, isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return { updated: rows.length, unreadCount: await unreadCount(ctx) };
}

async function assertPost(ctx: NotificationContext, postId: string): Promise<void> {
  const [row] = await ctx.scope.db
    .select({ id: posts.id })
    .from(posts)
    .where(inTenant(ctx.scope, posts, eq(posts.id, postId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.postNotFound);
}

/** `GET api/v1/community/notification/post/{postId}` — whether the caller gets this discussion's notifications. */
export async function postStatus(ctx: NotificationContext, postId: string) {
  await assertPost(ctx, postId);
  const [row] = await ctx.scope.db
    .select({ postId: notificationMutes.postId })
    .from(notificationMutes)
    .where(
      inTenant(
        ctx.scope,
        notificationMutes,
        eq(notificationMutes.userId, ctx.actor.id),
        eq(notificationMutes.postId, postId),
      ),
    );
  return { postId, postNotificationStatus: !row };
}

/** `PUT api/v1/community/notification/post/{postId} {isEnabled}` — mutes or resumes a discussion. */
export async function setPostStatus(ctx: NotificationContext, postId: string, isEnabled: boolean) {
  await assertPost(ctx, postId);
  if (isEnabled)
    await ctx.scope.db
      .delete(notificationMutes)
      .where(
        inTenant(
          ctx.scope,
          notificationMutes,
          eq(notificationMutes.userId, ctx.actor.id),
          eq(notificationMutes.postId, postId),
        ),
      );
  else
    await ctx.scope.db
      .insert(notificationMutes)
      .values({ tenantId: ctx.scope.tenantId, userId: ctx.actor.id, postId })
      .onConflictDoNothing();
  return { postId, postNotificationStatus: isEnabled };
}
