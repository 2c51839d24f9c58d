/**
 * Notifications centre — spec 000 §2 "Notifications centre", §3 Notification, §4 types 1–16, §7
 * "Notifications", §9 (page size 7, refresh 30 s). Stored per recipient; created by listeners of the
 * community events bus (never to the actor, never across tenants, not for a muted discussion).
 */
import { z } from 'zod';
import { NOTIFICATION_LIMITS } from './notification-limits';

/**
 * Activity types of spec 000 §4, numbered in the order the spec lists them; "action resolution to
 * post/comment" counts as two (10 and 11), which makes the list 1–16. 10 and 11 are hidden (no renderer).
 */
export const ActivityType = {
  NewOpenCommunity: 1,
  NewPost: 2,
  PostApproved: 3,
  PostCommented: 4,
  PostUpdated: 5,
  PostShared: 6,
  ActionRequestToPost: 7,
  ActionRequestToComment: 8,
  PostInYourGroupCommented: 9,
  ActionResolutionToPost: 10,
  ActionResolutionToComment: 11,
  NewAsset: 12,
  NewMeeting: 13,
  MemberAdded: 14,
  MemberRemoved: 15,
  MemberAwaitingApproval: 16,
  /** Issue 38: a seat of a sold-out ticket price is held for the member (waitlist offer). */
  WaitlistOffer: 17,
} as const;
/** One value of {@link ActivityType}. */
export type TActivityType = (typeof ActivityType)[keyof typeof ActivityType];
/** Schema of an activity type (1–16, spec 000 §4; 17 the waitlist offer of issue 38). */
export const ZActivityType = z.number().int().min(1).max(17);
/** Types with no renderer (spec 000 §4); the list call leaves them out. */
export const HIDDEN_ACTIVITY_TYPES: readonly number[] = [
  ActivityType.ActionResolutionToPost,
  ActivityType.ActionResolutionToComment,
];
/** Comment notifications carry the per-discussion toggle (`postNotificationStatus`). */
export const COMMENT_ACTIVITY_TYPES: readonly number[] = [
  ActivityType.PostCommented,
  ActivityType.PostInYourGroupCommented,
];

/** Texts of the notification centre (spec 000 §5 and §7). */
export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications yet',
  emptyUnread: 'No unread notifications',
  markAllRead: 'Mark all as read',
  postNotFound: 'Post not found',
} as const;

export { NOTIFICATION_LIMITS } from './notification-limits';

const ref = z.object({ id: z.string(), name: z.string() });

/**
 * Notification (spec 000 §3). `readAt` null = unread. Targets are null when the type has none or the
 * target was deleted. `post.title`, `comment.body` (plain text, ≤ 200 chars), `meet.startDate` ISO.
 * `postNotificationStatus`: for comment notifications (types 4 and 9) true while the recipient gets
 * comment notifications of that post (false when muted); null for other types.
 */
export const ZNotification = z.object({
  id: z.string(),
  activityType: ZActivityType,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  initiatorUser: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
  community: z
    .object({ id: z.string(), name: z.string(), alias: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
  post: z.object({ id: z.string(), title: z.string() }).nullable(),
  comment: z.object({ id: z.string(), body: z.string() }).nullable(),
  asset: ref.extend({ folderId: z.string() }).nullable(),
  meet: ref.extend({ startDate: z.string() }).nullable(),
  member: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** The event of a waitlist offer (type 17) and the end of the hold (ISO); null for other types. */
  event: z.object({ id: z.number().int(), title: z.string(), holdUntil: z.string().nullable() }).nullable(),
  postNotificationStatus: z.boolean().nullable(),
});
/** The parsed shape of {@link ZNotification}. */
export type TNotification = z.infer<typeof ZNotification>;

/** `GET api/v1/community/notification?page&pageSize&isRead` (page size 7), newest first. */
export const ZNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_LIMITS.pageSize),
  isRead: z.stringbool().optional(),
});
/** Answer: one page, the total matching, and the caller's unread count (for the bell). */
export const ZNotificationsResponse = z.object({
  notifications: z.array(ZNotification),
  totalItemCount: z.number().int(),
  unreadCount: z.number().int(),
});
/** The parsed shape of {@link ZNotificationsResponse}. */
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/** `PUT api/v1/community/notification/set-as-read` body. Ids of other users are ignored. */
export const ZSetAsReadBody = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
/** Answer of set-as-read and all-set-as-read: how many changed and the unread count left. */
export const ZSetAsReadResponse = z.object({ updated: z.number().int(), unreadCount: z.number().int() });

/**
 * Per-discussion mute (spec 000 §2/§3 postNotificationStatus; the path is ours):
 * `PUT api/v1/community/notification/post/{postId}` with `{ isEnabled }` — false stops comment
 * notifications (types 4, 5 and 9) of that post for the caller; true resumes them.
 * `GET` the same path answers the current status.
 */
export const ZPostNotificationParams = z.object({ postId: z.uuid() });
/** `PUT .../notification/post/{postId}` body: whether the discussion's notifications are on. */
export const ZPostNotificationStatusBody = z.object({ isEnabled: z.boolean() });
/** Whether the caller gets the discussion's notifications (`postNotificationStatus`). */
export const ZPostNotificationStatusResponse = z.object({
  postId: z.string(),
  postNotificationStatus: z.boolean(),
});
