/**
 * An open post's comments on the live stream (issue 38 point 4): a `comment` event of this post refreshes the
 * list while the member's half-written comment stays in its box; another post's event asks nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TComment, TPost } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { fakeConnector } from '../../../test/live-double';
import { LiveProvider } from '../../../session/live';
import { CommentsSection } from './CommentsSection';

vi.mock('../../../shared/components/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../test/rich-text-stub')).RichTextStub,
}));

const POST_ID = '11111111-1111-4111-8111-111111111111';
const post = {
  id: POST_ID,
  status: 1,
  isFrozen: false,
  canComment: true,
  commentsCount: 0,
  createdByUserId: 'u-2',
} as unknown as TPost;
const comment: TComment = {
  id: 'c-1',
  postId: POST_ID,
  parentCommentId: null,
  depth: 1,
  body: '<p>Arrived live</p>',
  attachments: [],
  createdByUserId: 'u-3',
  createdAt: '2026-12-05T10:00:00Z',
  updatedAt: '2026-12-05T10:00:00Z',
  likesCount: 0,
  isLiked: false,
  isReported: false,
  reports: [],
  user: { id: 'u-3', firstName: 'Noor', lastName: 'Ali', avatarUrl: null, pronoun: null },
};

describe('CommentsSection on the live stream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refreshes on this post's comment event and keeps the comment being written", async () => {
    storeTestToken();
    let comments: TComment[] = [];
    const path = `/api/v1/community/post/${POST_ID}/comment`;
    const fetchMock = mockApi({
      [`GET ${path}`]: () => jsonResponse(200, { postComments: comments, totalItemCount: comments.length }),
    });
    const fake = fakeConnector();
    renderRoute(
      <LiveProvider connect={fake.connect}>
        <CommentsSection post={post} userId="u-1" canEditAny={false} />
      </LiveProvider>,
      { path: '/' },
    );
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(fake.attempts.at(-1)!.url).toBe(`/api/live?posts=${POST_ID}`);
    await fake.open();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Half written');

    const asked = callsTo(fetchMock, 'GET', path).length;
    fake.emit('comment', { postId: '22222222-2222-4222-8222-222222222222', commentId: 'x' });
    comments = [comment];
    fake.emit('comment', { postId: POST_ID, commentId: 'c-1' });
    expect(await screen.findByText('Arrived live')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', path).length).toBe(asked + 1);
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Half written');
  });
});
