/**
 * Nesting of the flat comment list (spec 001 §4 Comments): children under their parent, newest first at
 * every level, depth at most 3.
 */
import type { TComment } from '@portal/contracts';

/** A comment with its replies. */
export interface CommentNode {
  comment: TComment;
  replies: CommentNode[];
}

/** Builds the tree; orphans (parent missing) are shown at top level. */
export function buildCommentTree(comments: TComment[]): CommentNode[] {
  const nodes = new Map(comments.map((c) => [c.id, { comment: c, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parentCommentId ? nodes.get(node.comment.parentCommentId) : undefined;
    (parent ? parent.replies : roots).push(node);
  }
  const sort = (list: CommentNode[]) => {
    list.sort((a, b) => b.comment.createdAt.localeCompare(a.comment.createdAt));
    list.forEach((n) => sort(n.replies));
  };
  sort(roots);
  return roots;
}

/** Whether a reply may be added below a comment of this depth (maximum depth 3). */
export function canReplyAt(depth: number): boolean {
  return depth < 3;
}
