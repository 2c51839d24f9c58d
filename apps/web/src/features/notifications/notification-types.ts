/**
 * Notification types and their renderers (spec 000 §3 Notification, §4 "Notifications: types 1–16"; 17, the
 * waitlist offer of issue 38).
 * Types 10 and 11 (action resolution to post / comment) are hidden: they have no renderer.
 */
import { ActivityType, COMMENT_ACTIVITY_TYPES, communityAdminPaths } from '@portal/contracts';
import { formatDayTime } from '../../shared/format';

/** A notification as `GET api/v1/community/notification` answers it (camelCased; spec 000 §3). */
export interface PortalNotification {
  id: number | string;
  activityType: number;
  createdAt: string;
  readAt: string | null;
  initiatorUser?: { id?: string; firstName?: string; lastName?: string; avatarUrl?: string | null } | null;
  community?: { id?: number | string; name?: string; alias?: string } | null;
  post?: { id?: number | string; title?: string | null } | null;
  comment?: { id?: number | string } | null;
  asset?: { id?: number | string; name?: string; fileName?: string } | null;
  meet?: { id?: number | string; name?: string } | null;
  member?: { id?: string; firstName?: string; lastName?: string } | null;
  /** The event of a waitlist offer (type 17, issue 38) and the end of the hold. */
  event?: { id?: number; title?: string; holdUntil?: string | null } | null;
  /** Whether notifications for the post's discussion are on (comment notifications). */
  postNotificationStatus?: boolean | null;
}

/** The activity types of spec 000 §4, numbered 1–16 in that order (shared with the server). */
export const NotificationType = ActivityType;

/** Comment notifications carry the per-discussion toggle (spec 000 §2 Notifications centre). */
export function isCommentNotification(n: PortalNotification): boolean {
  return COMMENT_ACTIVITY_TYPES.includes(n.activityType);
}

/** What one notification shows: its text and the link to its target. */
export interface RenderedNotification {
  text: string;
  link: string | null;
}

const nameOf = (u: { firstName?: string; lastName?: string } | null | undefined) =>
  u ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || 'Someone' : 'Someone';

/**
 * The renderer of each type: text and target link under the tenant's community base path
 * (`{base}/{alias}`, `/posts/{id}`, `/resources`, `/mettings/{id}` as spec 001 §2 spells it); a member
 * awaiting approval (16) links to the community's admin members page, `/admin/{word}/{communityId}/members`
 * (spec 001 §2 Community administration area), where `word` is the tenant's `wording.community`.
 * @returns null for hidden or unknown types.
 */
export function renderNotification(
  n: PortalNotification,
  base: string,
  communityWord = 'community',
): RenderedNotification | null {
  const who = nameOf(n.initiatorUser);
  const community = n.community?.name ?? `a ${communityWord}`;
  const root = n.community?.alias ? `${base}/${n.community.alias}` : null;
  const postLink = root && n.post?.id !== undefined ? `${root}/posts/${n.post.id}` : root;
  switch (n.activityType) {
    case NotificationType.NewOpenCommunity:
      return { text: `${who} created a new open ${communityWord}: ${community}`, link: root };
    case NotificationType.NewPost:
      return { text: `${who} posted in ${community}`, link: postLink };
    case NotificationType.PostApproved:
      return { text: `Your post in ${community} was approved`, link: postLink };
    case NotificationType.PostCommented:
      return { text: `${who} commented on your post in ${community}`, link: postLink };
    case NotificationType.PostUpdated:
      return { text: `${who} updated a post in ${community}`, link: postLink };
    case NotificationType.PostShared:
      return { text: `${who} shared a post in ${community}`, link: postLink };
    case NotificationType.ActionRequestToPost:
      return { text: `${who} asked for action on a post in ${community}`, link: postLink };
    case NotificationType.ActionRequestToComment:
      return { text: `${who} asked for action on a comment in ${community}`, link: postLink };
    case NotificationType.PostInYourGroupCommented:
      return { text: `${who} commented on a post in ${community}`, link: postLink };
    case NotificationType.NewAsset:
      return {
        text: `${who} added ${n.asset?.name ?? n.asset?.fileName ?? 'a file'} to ${community}`,
        link: root ? `${root}/resources` : null,
      };
    case NotificationType.NewMeeting:
      return {
        text: `${who} scheduled a meeting in ${community}: ${n.meet?.name ?? ''}`.trim(),
        link: root && n.meet?.id !== undefined ? `${root}/mettings/${n.meet.id}` : root,
      };
    case NotificationType.MemberAdded:
      return { text: `You were added to ${community}`, link: root };
    case NotificationType.MemberRemoved:
      return { text: `You were removed from ${community}`, link: `${base}/explore` };
    case NotificationType.MemberAwaitingApproval:
      return {
        text: `${nameOf(n.member)} is awaiting approval to join ${community}`,
        link:
          n.community?.id !== undefined && n.community.id !== null
            ? communityAdminPaths(communityWord).membersPath(n.community.id)
            : null,
      };
    case NotificationType.WaitlistOffer:
      return {
        text: `A seat is held for you at ${n.event?.title ?? 'an event'}${
          n.event?.holdUntil ? ` until ${formatDayTime(n.event.holdUntil)}` : ''
        }: claim it before then`,
        link: n.event?.id !== undefined ? `/events/${n.event.id}` : null,
      };
    default:
      return null;
  }
}
