/** Comment nesting (001 §4 Comments) and the 'edited' marker. */
import { describe, expect, it } from 'vitest';
import type { TComment } from '@portal/contracts';
import { buildCommentTree, canReplyAt } from './comment-tree';
import { isEdited } from '../../shared/format';

const c = (id: string, parent: string | null, createdAt: string, depth = 1) =>
  ({ id, parentCommentId: parent, createdAt, depth }) as TComment;

describe('comment tree', () => {
  it('nests replies under parents, newest first at each level', () => {
    const tree = buildCommentTree([
      c('a', null, '2026-01-01T00:00:00Z'),
      c('b', null, '2026-01-02T00:00:00Z'),
      c('a1', 'a', '2026-01-03T00:00:00Z', 2),
      c('a2', 'a', '2026-01-04T00:00:00Z', 2),
      c('a2x', 'a2', '2026-01-05T00:00:00Z', 3),
    ]);
    expect(tree.map((n) => n.comment.id)).toEqual(['b', 'a']);
    expect(tree[1]!.replies.map((n) => n.comment.id)).toEqual(['a2', 'a1']);
    expect(tree[1]!.replies[0]!.replies[0]!.comment.id).toBe('a2x');
  });
  it('allows replies only below depth 3', () => {
    expect(canReplyAt(2)).toBe(true);
    expect(canReplyAt(3)).toBe(false);
  });
  it("marks 'edited' only when updatedAt is more than 100 ms after createdAt", () => {
    expect(isEdited('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.100Z')).toBe(false);
    expect(isEdited('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.101Z')).toBe(true);
  });
});
