/**
 * Post and comment rules — spec 001 §6 on top of the community access (global flag OR community flag):
 * edit/delete a post: its author or postEdit, never when deleted or closed; close: postEdit or postDelete;
 * open and restore: postEdit; comment: a joined member with commentCreate on a published, open post;
 * edit/delete a comment: its author or commentEdit; report: anyone but the author, once.
 * Non-published posts are seen by their author and by holders of postApprove, postEdit or postDelete.
 */
import { COMMUNITY_MESSAGES, POST_MESSAGES, PostStatus } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { CommunityAccess } from '../communities/communities.service';

/** The fields of a post the rules look at. */
export interface PostFacts {
  status: number;
  isFrozen: boolean;
  createdByUserId: string;
}

/** True when the caller may see this post at all (spec 001 §4: a deleted post is dimmed, not hidden, for editors). */
export function canSeePost(access: CommunityAccess, post: PostFacts, actorId: string): boolean {
  if (!access.readable) return false;
  if (post.status === PostStatus.Published) return true;
  const p = access.permissions;
  return post.createdByUserId === actorId || p.postApprove || p.postEdit || p.postDelete;
}

/** @throws 403 'Community is private' or 404 'Post not found' when the caller may not see the post. */
export function assertCanSeePost(access: CommunityAccess, post: PostFacts, actorId: string): void {
  if (!access.readable) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
  if (!canSeePost(access, post, actorId)) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
}

/** What the caller may do with a post (sent with every post so the web app hides controls the same way). */
export function postAbilities(
  access: CommunityAccess,
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
export function assertAuthorOrEditor(access: CommunityAccess, post: PostFacts, actorId: string): void {
  if (post.createdByUserId !== actorId && !access.permissions.postEdit)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
}
