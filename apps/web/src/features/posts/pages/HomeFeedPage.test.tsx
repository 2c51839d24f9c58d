/**
 * The feed's "N new posts" banner (issue 38 point 4): live `post` events of posts the feed does not show yet
 * are counted; "Show new posts" reloads the feed and the banner goes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPost } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { fakeConnector } from '../../../test/live-double';
import { LiveProvider } from '../../../session/live';
import HomeFeedPage from './HomeFeedPage';

const postOf = (id: string, title: string) =>
  ({
    id,
    title,
    body: '<p>Body</p>',
    imageUrl: null,
    status: 1,
    type: null,
    isFrozen: false,
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
    canEdit: false,
    canDelete: false,
    canComment: true,
    canReport: true,
  }) as unknown as TPost;

describe('HomeFeedPage new posts banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts only posts the feed does not show, and shows them on request', async () => {
    storeTestToken();
    let posts = [postOf('p-1', 'Old post')];
    const fetchMock = mockApi({
      'GET /api/v1/community/post/feed': () => jsonResponse(200, { posts, totalItemCount: posts.length }),
    });
    const fake = fakeConnector();
    renderRoute(
      <LiveProvider connect={fake.connect}>
        <HomeFeedPage />
      </LiveProvider>,
      { path: '/' },
    );
    expect(await screen.findByText('Old post')).toBeInTheDocument();
    await fake.open();
    fake.emit('post', { communityId: 'c-1', postId: 'p-1' });
    expect(screen.queryByRole('button', { name: 'Show new posts' })).not.toBeInTheDocument();
    fake.emit('post', { communityId: 'c-1', postId: 'p-2' });
    fake.emit('post', { communityId: 'c-1', postId: 'p-2' });
    expect(await screen.findByText('1 new post')).toBeInTheDocument();
    fake.emit('post', { communityId: 'c-1', postId: 'p-3' });
    expect(await screen.findByText('2 new posts')).toBeInTheDocument();

    posts = [postOf('p-3', 'Newest'), postOf('p-2', 'Newer'), ...posts];
    const before = callsTo(fetchMock, 'GET', '/api/v1/community/post/feed').length;
    window.scrollTo = vi.fn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show new posts' }));
    expect(await screen.findByText('Newest')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v1/community/post/feed').length).toBeGreaterThan(before);
    expect(window.scrollTo).toHaveBeenCalled();
    expect(screen.queryByText(/new posts?$/)).not.toBeInTheDocument();
  });
});
