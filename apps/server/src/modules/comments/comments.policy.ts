/**
 * Comment rules — spec 001 §6: comment: a joined member with commentCreate on a published, open post;
 * edit/delete: the author or commentEdit; report: anyone but the author, once; reports are shown to
 * commentDelete holders. Built on the caller's community access (global flag OR community flag); every
 * 403 is one `assertAllowed` call answering 'You do not have permission to do this'.
 */
import { POST_MESSAGES, PostStatus } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { assertAllowed } from '../../lib/policy';
import type { CommunityStanding } from '../communities/communities.service';

/** @throws AppError 400 (post not published) or 403 unless the caller may comment (joined, commentCreate). */
export function assertCanComment(access: CommunityStanding, post: { status: number }): void {
  if (post.status !== PostStatus.Published) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
  assertAllowed((a) => a.isJoined && a.permissions.commentCreate, access, POST_MESSAGES.forbidden);
}

/** @throws AppError 403 unless the caller wrote the comment or holds commentEdit. */
export function assertAuthorOrCommentEditor(
  access: CommunityStanding,
  comment: { createdByUserId: string },
  actorId: string,
): void {
  assertAllowed(
    (a) => comment.createdByUserId === actorId || a.permissions.commentEdit,
    access,
    POST_MESSAGES.forbidden,
  );
}

/** @throws AppError 400 'You cannot report your own comment'. */
export function assertCanReportComment(comment: { createdByUserId: string }, actorId: string): void {
  if (comment.createdByUserId === actorId)
    throw new AppError('BAD_REQUEST', POST_MESSAGES.cannotReportOwnComment);
}
