/** Post actions: Share copies the post's link under the tenant's base path and tells the server (type 6). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY, type TPost } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { PostActions } from './PostActions';

const post = {
  id: 'p-1',
  status: 1,
  isFrozen: false,
  isLiked: false,
  isSaved: false,
  isReported: false,
  canReport: false,
  likesCount: 0,
  commentsCount: 0,
  community: { id: 'c-1', alias: 'aged-care', name: 'Aged care', imageUrl: null },
} as unknown as TPost;

describe('PostActions share', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('copies the link, says so and notifies the server', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    const fetch = mockFetch({
      'POST /api/v1/community/post/p-1/share': () => jsonResponse(200, { shared: true }),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderRoute(<PostActions post={post} place="page" />, { path: '/', profile: TENANT_PROFILES.psa });
    await user.click(await screen.findByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/workspaces/aged-care/posts/p-1`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/v1/community/post/p-1/share'))).toBe(
        true,
      ),
    );
  });

  it('is not offered for a post that is not published', async () => {
    renderRoute(<PostActions post={{ ...post, status: 2 } as TPost} place="page" />, { path: '/' });
    await screen.findByRole('button', { name: 'Comments' });
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });
});
