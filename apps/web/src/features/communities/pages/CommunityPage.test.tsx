/**
 * The community page's tab bar on a phone (issue 18 "Phone and small screens"): compact at 390 px, every
 * tab a tab of the tab list, reachable by the keyboard (arrow keys, Home/End, Enter) and by a tap.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCommunityDetail } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi, storeTestToken } from '../../../test/mock-api';
import { mockViewportWidth } from '../../../test/media-query';
import { CommunityPage, type CommunityTabs } from './CommunityPage';

const DETAIL: TCommunityDetail = {
  community: {
    id: 'c-1',
    alias: 'early-career',
    name: 'Early Career Community',
    shortDescription: 'For new graduates',
    title: null,
    imageUrl: null,
    categories: [],
    categoryIds: [],
    segmentIds: [],
    tagsId: [],
    tags: [],
    isPublic: true,
    isVisible: true,
    isArchived: false,
    archivedDate: null,
    isDeleted: false,
    aliveStartDate: null,
    aliveEndDate: null,
    isAutoJoin: false,
    isRequirePostApproval: false,
    isRequireAgreement: false,
    pushToWebSite: false,
    hasJoinQuestions: false,
    isFavorite: false,
    isLiked: false,
    likesCount: 0,
    viewsCount: 1,
    membersCount: 3,
    pendingMembersCount: 0,
    postsCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    latestActivity: null,
  },
  role: 'Member',
  status: 'Joined',
  permissions: {} as TCommunityDetail['permissions'],
  postCreate: true,
  joinedAt: null,
  isAdmin: false,
};

const TABS: CommunityTabs = {
  posts: () => <p>Discussion panel</p>,
  resources: () => <p>Assets panel</p>,
  mettings: () => <p>Meetings panel</p>,
};

function renderPage(width: number) {
  mockViewportWidth(width);
  storeTestToken();
  mockApi({
    'GET /api/v1/community': () => jsonResponse(200, DETAIL),
    'POST /api/engagement/track': () => new Response(null, { status: 204 }),
  });
  return renderRoute(<CommunityPage tabs={TABS} />, {
    path: '/communities/:alias/:tab?',
    initialEntry: '/communities/early-career',
  });
}

describe('CommunityPage tab bar', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on a 390 px phone is compact and keeps all five tabs in the tab list', async () => {
    renderPage(390);
    const tablist = await screen.findByRole('tablist');
    expect(tablist.closest('.ant-tabs')).toHaveClass('ant-tabs-small');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'About',
      'Discussion',
      'Members',
      'Assets',
      'Meetings',
    ]);
  });

  it('on a phone reaches the last tab by keyboard and the others by a tap', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(390);
    const about = await screen.findByRole('tab', { name: 'About' });
    about.focus();
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/communities/early-career/mettings'));
    expect(await screen.findByText('Meetings panel')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Assets' }));
    expect(await screen.findByText('Assets panel')).toBeInTheDocument();
  });

  it('keeps the default tab size on wide screens', async () => {
    renderPage(1440);
    const tablist = await screen.findByRole('tablist');
    expect(tablist.closest('.ant-tabs')).not.toHaveClass('ant-tabs-small');
  });

  it("answers a private community the caller may not read with 'This community is private.' (001 §8)", async () => {
    mockViewportWidth(1280);
    storeTestToken();
    mockApi({
      'GET /api/v1/community': () => jsonResponse(403, { message: 'Community is private' }),
    });
    renderRoute(<CommunityPage tabs={TABS} />, {
      path: '/communities/:alias/:tab?',
      initialEntry: '/communities/early-career',
    });
    expect(await screen.findByText('This community is private.')).toBeInTheDocument();
    expect(screen.getByText('You must be a member to view it')).toBeInTheDocument();
  });
});
