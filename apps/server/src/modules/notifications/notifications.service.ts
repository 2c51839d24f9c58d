/**
 * Notifications centre — spec 000 §3 Notification, §4 types 1–16, §7 "Notifications" (docs/api-notifications.md).
 * Rows are created per recipient by the listeners of {@link registerNotificationListeners} with one
 * `insert … select` per event (no loop over recipients); the recipients are always users of the event's
 * tenant, never the actor, and comment notifications skip users who muted the discussion.
 */
import type { SQL } from 'drizzle-orm';
import {
  ActivityType,
  MeetingVisibility,
  NOTIFICATION_MESSAGES,
  type TNotification,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import type { CommunityEventMap, CommunityEvents } from '../../lib/event-bus';
import * as repo from './notifications.repository';
import {
  allUsers,
  anyOf,
  discussionOf,
  invitedTo,
  joinedMembers,
  joinedMembersExcept,
  moderators,
  one,
  otherCommenters,
} from './notifications.audiences';
import { presentCommentBody, presentNotification } from './notifications.presenter';
import { jsonArrayBuffer } from '../../lib/sql-json';

/** One notification batch of an event: its type, its audience (a SELECT of user ids) and its targets. */
interface Batch {
  type: number;
  to: SQL;
  targets: repo.Targets;
}

/** What an event notifies, in order (none: an empty list). */
type Rule<K extends keyof CommunityEventMap> = (
  e: CommunityEventMap[K],
  scope: TenantScope,
) => Batch[] | Promise<Batch[]>;

/** The audience of a new meeting by its visibility: Public everyone, Community its members, Private the invited. */
async function meetingAudience(
  scope: TenantScope,
  e: CommunityEventMap['meeting.created'],
): Promise<SQL | null> {
  const visible = await repo.meetingVisibility(scope, e.meetingId);
  if (visible === undefined) return null;
  if (visible === MeetingVisibility.Public) return allUsers(e.tenantId);
  if (visible === MeetingVisibility.Community) return joinedMembers(e.communityId);
  return invitedTo(e.meetingId);
}

/**
 * Subscribes the notification writers to the community events (spec 000 §4). Listeners run after the
 * action's commit, through the transactional outbox; their errors are logged and retried, never thrown back.
 */
export function registerNotificationListeners(events: CommunityEvents): void {
  // `scope`: the outbox worker's transaction, bound to the event's tenant — the rows are written exactly once.
  const on = <K extends keyof CommunityEventMap>(event: K, rule: Rule<K>) =>
    events.on(event, async (e, scope) => {
      for (const b of await rule(e, scope)) await repo.fanOut(scope, b.type, e.actorId, b.to, b.targets);
    });
  const post = (e: { communityId: string; postId: string }) => ({
    communityId: e.communityId,
    postId: e.postId,
  });
  const member = (e: { communityId: string; userId: string }) => ({
    communityId: e.communityId,
    memberUserId: e.userId,
  });

  on('community.created', (e) =>
    e.isPublic
      ? [
          {
            type: ActivityType.NewOpenCommunity,
            to: allUsers(e.tenantId),
            targets: { communityId: e.communityId },
          },
        ]
      : [],
  );
  // Not to the author either when someone else (an approver) published it.
  on('post.published', (e) => [
    {
      type: ActivityType.NewPost,
      to: joinedMembersExcept(e.communityId, e.authorId),
      targets: post(e),
    },
  ]);
  on('post.approved', (e) => [{ type: ActivityType.PostApproved, to: one(e.authorId), targets: post(e) }]);
  on('post.updated', (e) => [
    { type: ActivityType.PostUpdated, to: discussionOf(e.postId), targets: post(e) },
  ]);
  on('post.shared', (e) => [{ type: ActivityType.PostShared, to: one(e.authorId), targets: post(e) }]);
  on('content.reported', (e) => [
    {
      type: e.commentId ? ActivityType.ActionRequestToComment : ActivityType.ActionRequestToPost,
      to: moderators(e.tenantId, e.communityId),
      targets: { ...post(e), commentId: e.commentId },
    },
  ]);
  // Decisions on reports and pending posts (issue 14): the reporters and, when it is theirs, the author.
  on('moderation.resolved', (e) => {
    const ids = [...new Set(e.recipientIds)];
    return ids.length
      ? [
          {
            type: e.commentId ? ActivityType.ActionResolutionToComment : ActivityType.ActionResolutionToPost,
            to: anyOf(ids),
            targets: post(e),
          },
        ]
      : [];
  });
  on('comment.created', (e) => {
    const targets = { ...post(e), commentId: e.commentId };
    return [
      { type: ActivityType.PostCommented, to: one(e.postAuthorId), targets },
      { type: ActivityType.PostInYourGroupCommented, to: otherCommenters(e.postId, e.postAuthorId), targets },
    ];
  });
  on('asset.created', (e) => [
    {
      type: ActivityType.NewAsset,
      to: joinedMembers(e.communityId),
      targets: { communityId: e.communityId, assetId: e.assetId },
    },
  ]);
  on('meeting.created', async (e, scope) => {
    const to = await meetingAudience(scope, e);
    return to
      ? [
          {
            type: ActivityType.NewMeeting,
            to,
            targets: { communityId: e.communityId, meetingId: e.meetingId },
          },
        ]
      : [];
  });
  on('member.added', (e) => [{ type: ActivityType.MemberAdded, to: one(e.userId), targets: member(e) }]);
  on('member.removed', (e) => [{ type: ActivityType.MemberRemoved, to: one(e.userId), targets: member(e) }]);
  on('member.awaiting', (e) => [
    {
      type: ActivityType.MemberAwaitingApproval,
      to: moderators(e.tenantId, e.communityId),
      targets: member(e),
    },
  ]);
}

/**
 * The unread count of each of `recipientIds` in the scope's tenant (0 for those without any), in one query:
 * what the live stream sends with its `notification` event (modules/live, issue 38 point 4).
 */
export async function unreadCountsOf(
  ctx: Pick<RequestContext, 'scope'>,
  recipientIds: string[],
): Promise<Map<string, number>> {
  const counts = await repo.unreadCounts(ctx.scope, recipientIds);
  return new Map(recipientIds.map((id) => [id, counts.get(id) ?? 0]));
}

/**
 * `GET api/v1/community/notification?page&pageSize&isRead` — the caller's notifications, newest first, with
 * their targets, the total and the unread count, as the JSON of `ZNotificationsResponse` in one Buffer: the
 * rows come as JSON from PostgreSQL in one prepared statement (`findNotificationPageJson`); a comment's body
 * is turned into its text here (`presentCommentBody`, as the presenter does).
 */
export async function listNotificationsJson(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; isRead?: boolean },
): Promise<Buffer> {
  const { rows, total, unread } = await repo.findNotificationPageJson(ctx.scope, ctx.actor.id, query);
  const items = rows.map((r) => {
    if (r.commentBody === null) return r.json;
    const item = JSON.parse(r.json) as TNotification;
    item.comment = { id: item.comment!.id, body: presentCommentBody(r.commentBody) };
    return JSON.stringify(item);
  });
  return jsonArrayBuffer('{"notifications":[', items, `],"totalItemCount":${total},"unreadCount":${unread}}`);
}

/**
 * The same answer as objects through Drizzle's rows and the presenter (the reference the JSON path is
 * tested against, `notifications.test.ts`).
 */
export async function listNotifications(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; isRead?: boolean },
) {
  const where = repo.mine(ctx.scope, ctx.actor.id, repo.readFilter(query.isRead));
  const [rows, total, unread] = await Promise.all([
    repo.findNotificationPage(ctx.scope, where, query),
    repo.countNotifications(ctx.scope, where),
    repo.unreadCount(ctx.scope, ctx.actor.id),
  ]);
  return { notifications: rows.map(presentNotification), totalItemCount: total, unreadCount: unread };
}

/** `PUT .../notification/set-as-read {ids}` — marks the caller's given notifications read (all when null). */
export async function setAsRead(ctx: Pick<RequestContext, 'scope' | 'actor'>, ids: string[] | null) {
  const updated = await repo.markRead(ctx.scope, ctx.actor.id, ids);
  return { updated, unreadCount: await repo.unreadCount(ctx.scope, ctx.actor.id) };
}

/** @throws AppError 404 NOTIFICATION_MESSAGES.postNotFound when the post is not in the tenant. */
async function assertPost(ctx: Pick<RequestContext, 'scope' | 'actor'>, postId: string): Promise<void> {
  if (!(await repo.postExists(ctx.scope, postId)))
    throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.postNotFound);
}

/** `GET api/v1/community/notification/post/{postId}` — whether the caller gets this discussion's notifications. */
export async function postStatus(ctx: Pick<RequestContext, 'scope' | 'actor'>, postId: string) {
  await assertPost(ctx, postId);
  return { postId, postNotificationStatus: !(await repo.isMuted(ctx.scope, ctx.actor.id, postId)) };
}

/** `PUT api/v1/community/notification/post/{postId} {isEnabled}` — mutes or resumes a discussion. */
export async function setPostStatus(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  postId: string,
  isEnabled: boolean,
) {
  await assertPost(ctx, postId);
  await repo.setMuted(ctx.scope, ctx.actor.id, postId, !isEnabled);
  return { postId, postNotificationStatus: isEnabled };
}

/**
 * Issue 38: tells a member that a seat of a sold-out ticket price is held for them until `holdUntil` (type 17,
 * `event` target). Call it in the transaction of the offer (the waitlist's outbox handler), so it is written
 * exactly once.
 */
export async function notifyWaitlistOffer(
  ctx: Pick<RequestContext, 'scope'>,
  offer: { recipientId: string; eventId: number; holdUntil: Date },
): Promise<void> {
  await repo.insertWaitlistOffer(ctx.scope, offer);
}
