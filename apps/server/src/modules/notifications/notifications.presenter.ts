/**
 * Notification rows → `TNotification` (spec 000 §7 "Notifications"): targets that are gone come back as
 * null, the comment as plain text (first 200 characters), dates as ISO strings, and
 * `postNotificationStatus` (whether the discussion is not muted) only for comment types.
 */
import { COMMENT_ACTIVITY_TYPES, type TNotification } from '@portal/contracts';
import { htmlToText } from '../../lib/sanitize';
import { fileUrl } from '../../plugins/uploads';
import type { NotificationPageRow } from './notifications.repository';

/** A notification's comment body as shown: its plain text, first 200 characters. */
export function presentCommentBody(body: string): string {
  return htmlToText(body).slice(0, 200);
}

/**
 * `postNotificationStatus` (spec 000 §7): for comment types, whether the discussion is not muted; else null.
 * SQL twin: `postNotificationStatusSql` in notifications.repository.ts (tested equal).
 */
export function postNotificationStatus(activityType: number, muted: boolean): boolean | null {
  return COMMENT_ACTIVITY_TYPES.includes(activityType) ? !muted : null;
}

/** One notification with its targets as the contracts show it. */
export function presentNotification(r: NotificationPageRow): TNotification {
  return {
    id: r.n.id,
    activityType: r.n.activityType,
    createdAt: r.n.createdAt.toISOString(),
    readAt: r.n.readAt ? r.n.readAt.toISOString() : null,
    initiatorUser: r.initiator?.id ? { ...r.initiator, avatarUrl: r.initiator.avatarUrl } : null,
    community: r.community?.id ? { ...r.community, imageUrl: fileUrl(r.community.imageUrl) } : null,
    post: r.post?.id ? r.post : null,
    comment: r.comment?.id ? { id: r.comment.id, body: presentCommentBody(r.comment.body) } : null,
    asset: r.asset?.id ? r.asset : null,
    meet: r.meet?.id ? { ...r.meet, startDate: r.meet.startDate.toISOString() } : null,
    member: r.member?.id ? r.member : null,
    event: r.event?.id
      ? {
          id: r.event.id,
          title: r.event.title,
          holdUntil: r.n.holdUntil ? r.n.holdUntil.toISOString() : null,
        }
      : null,
    postNotificationStatus: postNotificationStatus(r.n.activityType, r.muted),
  };
}
