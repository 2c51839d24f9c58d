/**
 * Post and comment rules — spec 001 §6 on top of the community access (global flag OR community flag):
 * edit/delete a post: its author or postEdit, never when deleted or closed; close: postEdit or postDelete;
 * open and restore: postEdit; comment: a joined member with commentCreate on a published, open post;
 * edit/delete a comment: its author or commentEdit; report: anyone but the author, once.
 * Non-published posts are seen by their author and by holders of postApprove, postEdit or postDelete.
 */
import {
  COMMUNITY_MESSAGES,
  POST_MESSAGES,
  PostStatus,
  POST_TRANSITIONS,
  type TPostStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { CommunityAccess, CommunityStanding } from '../communities/communities.service';

/** The fields of a post the rules look at. */
export interface PostFacts {
  status: number;
  isFrozen: boolean;
  createdByUserId: string;
}

/** True when the caller may see this post at all (spec 001 §4: a deleted post is dimmed, not hidden, for editors). */
export function canSeePost(access: CommunityStanding, post: PostFacts, actorId: string): boolean {
  if (!access.readable) return false;
  if (post.status === PostStatus.Published) return true;
  const p = access.permissions;
  return post.createdByUserId === actorId || p.postApprove || p.postEdit || p.postDelete;
}

/** @throws 403 'Community is private' or 404 'Post not found' when the caller may not see the post. */
export function assertCanSeePost(access: CommunityStanding, post: PostFacts, actorId: string): void {
  if (!access.readable) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
  if (!canSeePost(access, post, actorId)) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
}

/** What the caller may do with a post (sent with every post so the web app hides controls the same way). */
export function postAbilities(
  access: CommunityStanding,
  post: PostFacts,
  actorId: string,
  isReported: boolean,
) {
  const isAuthor = post.createdByUserId === actorId;
  const live = post.status !== PostStatus.Deleted && !post.isFrozen;
  return {
    canEdit: live && (isAuthor || access.permissions.postEdit),
    canDelete: live && (isAuthor || access.permissions.postEdit),
    canComment:
      access.isJoined &&
      access.permissions.commentCreate &&
      post.status === PostStatus.Published &&
      !post.isFrozen,
    canReport: !isAuthor && !isReported && post.status === PostStatus.Published,
    canSeeReports: access.permissions.postDelete,
  };
}

/** @throws 400 'The post is deleted' / 'The post is closed' for a post that takes no interaction. */
export function assertInteractive(post: PostFacts): void {
  if (post.status === PostStatus.Deleted) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
  if (post.isFrozen) throw new AppError('BAD_REQUEST', POST_MESSAGES.postClosed);
}

/** @throws 403 unless the caller is the author or holds postEdit (spec 001 §6 edit or delete a post). */
export function assertAuthorOrEditor(access: CommunityStanding, post: PostFacts, actorId: string): void {
  if (post.createdByUserId !== actorId && !access.permissions.postEdit)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
}

/**
 * Creating a post (spec 001 §6): a joined member of a readable, unarchived community with postCreate.
 * @throws AppError 403 'Community is private' / not a member / forbidden, 400 archived community.
 */
export function assertCanCreatePost(access: CommunityAccess): void {
  if (!access.readable) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
  if (!access.isJoined) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notAMember);
  if (!access.permissions.postCreate) throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  if (access.community.isArchived) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.archived);
}

/**
 * Closing (`isFrozen` true on an open post) needs postEdit or postDelete; opening (false on a closed post)
 * needs postEdit (spec 001 §6). Anything else is not a close/open and passes.
 * @throws AppError 403.
 */
export function assertCloseOrOpen(
  access: CommunityStanding,
  post: PostFacts,
  isFrozen: boolean | undefined,
): void {
  const p = access.permissions;
  if (isFrozen === true && !post.isFrozen && !(p.postEdit || p.postDelete))
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  if (isFrozen === false && post.isFrozen && !p.postEdit)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
}

/**
 * A status change must be one of the transitions of spec 001 §4 and the caller must hold its flag.
 * @throws AppError 403 without the flag (or without any moderation flag for an unknown change), 400
 * 'This status change is not allowed' for a change that is not a transition.
 */
export function assertStatusChange(access: CommunityStanding, from: number, to: TPostStatus): void {
  const p = access.permissions;
  const transition = POST_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (!transition) {
    if (!(p.postApprove || p.postEdit || p.postDelete))
      throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
    throw new AppError('BAD_REQUEST', POST_MESSAGES.statusChangeNotAllowed);
  }
  if (!p[transition.flag]) throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
}

/** Reporting (spec 001 §6): anyone but the author, a Published post. @throws AppError 400. */
export function assertCanReport(post: PostFacts, actorId: string): void {
  if (post.createdByUserId === actorId) throw new AppError('BAD_REQUEST', POST_MESSAGES.cannotReportOwnPost);
  if (post.status !== PostStatus.Published) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
}
