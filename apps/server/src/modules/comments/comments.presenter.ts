/** Comment rows → the contract's Comment (spec 001 §3). */
import type { TComment } from '@portal/contracts';
import { attachmentLinks } from '../../plugins/uploads';
import type { CommentRow } from './comments.repository';

/** Maps a comment row; open reports only when the caller may see them (commentDelete, spec 001 §6). */
export function presentComment(row: CommentRow, canSeeReports: boolean): TComment {
  const c = row.comment;
  return {
    id: c.id,
    postId: c.postId,
    parentCommentId: c.parentCommentId,
    depth: c.depth,
    body: c.body,
    attachments: attachmentLinks(row.attachments),
    createdByUserId: c.createdByUserId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    likesCount: c.likesCount,
    isLiked: Boolean(row.isLiked),
    isReported: Boolean(row.isReported),
    reports: canSeeReports
      ? row.reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }))
      : [],
    user: row.author,
  };
}
