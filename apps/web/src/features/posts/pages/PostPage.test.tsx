/**
 * The post page's close / open control (spec 001 §6 "open a closed post: postEdit"; §8 'Error opening post. Try
 * again.' and 'Error closed/open post. Try again.'), and its answer to a private community (403: 'This
 * community is private.').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POST_MESSAGES, type TCommunityDetail, type TPost } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi, storeTestToken } from '../../../test/mock-api';
import { PostPage } from './PostPage';

const POST = {
  id: 'p-1',
  title: 'Falls prevention ideas',
  body: '<p>Share what works.</p>',
  imageUrl: null,
  status: 1,
  type: null,
  isFrozen: true,
  isSaved: false,
  isLiked: false,
  isReported: false,
  likesCount: 0,
  viewsCount: 0,
  commentsCount: 0,
  tags: [],
  attachments: [],
  createdByUserId: 'u-2',
  community: { id: 'c-1', alias: 'aged-care', name: 'Aged care', imageUrl: null },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  reports: [],
  user: { id: 'u-2', firstName: 'Ava', lastName: 'Nguyen', avatarUrl: null },
  canEdit: true,
  canDelete: true,
  canComment: false,
  canReport: false,
} as unknown as TPost;

const COMMUNITY = {
  community: { id: 'c-1', alias: 'aged-care', name: 'Aged care' },
  permissions: { postEdit: true, postDelete: true, commentEdit: false },
} as unknown as TCommunityDetail;

function renderPost(post: () => Response, put: () => Response) {
  storeTestToken();
  mockApi({
    'GET /api/v1/community/post/p-1': post,
    'GET /api/v1/community': () => jsonResponse(200, COMMUNITY),
    'POST /api/v1/community/post/p-1/view': () => jsonResponse(200, {}),
    'PUT /api/v1/community/post/p-1': put,
  });
  return renderRoute(<PostPage comments={() => null} />, {
    path: '/communities/:alias/posts/:postId',
    initialEntry: '/communities/aged-care/posts/p-1',
  });
}

describe('PostPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says 'Error opening post. Try again.' when opening a closed post fails", async () => {
    renderPost(
      () => jsonResponse(200, POST),
      () => jsonResponse(500, { message: 'Server down' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText(POST_MESSAGES.openFailed)).toBeInTheDocument();
    expect(screen.queryByText(POST_MESSAGES.closeOpenFailed)).toBeNull();
  });

  it("keeps 'Error closed/open post. Try again.' for a failed close", async () => {
    renderPost(
      () => jsonResponse(200, { ...POST, isFrozen: false }),
      () => jsonResponse(500, { message: 'Server down' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText(POST_MESSAGES.closeOpenFailed)).toBeInTheDocument();
  });

  it("answers a post of a private community with 'This community is private.'", async () => {
    renderPost(
      () => jsonResponse(403, { message: 'Community is private' }),
      () => jsonResponse(200, POST),
    );
    expect(await screen.findByText('This community is private.')).toBeInTheDocument();
  });
});
