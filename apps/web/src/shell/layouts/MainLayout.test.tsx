/**
 * The main layout draws its header once for the page (issue 37 point 5): the layout draws again when the first
 * paint has passed and when its secondary requests (member pages, whether the member may cancel) start and
 * answer, and the header — menu, search box, bell, avatar — is drawn again only when what it shows changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TENANT_PROFILES, UserRole, type TAccount } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../test/mock-api';
import { mockViewportWidth } from '../../test/media-query';
import MainLayout from './MainLayout';
import type * as AvatarMenuModule from '../components/AvatarMenu';

const avatarMenuDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/AvatarMenu', async (importOriginal) => {
  const actual = await importOriginal<typeof AvatarMenuModule>();
  return {
    ...actual,
    AvatarMenu: (props: Parameters<typeof actual.AvatarMenu>[0]) => {
      avatarMenuDraws.count += 1;
      return actual.AvatarMenu(props);
    },
  };
});

const ACCOUNT: TAccount = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  registeredEmail: 'ada@example.org',
  avatarUrl: null,
  pronoun: null,
  role: UserRole.Standard,
  contactTypes: ['Member'],
  segments: [],
  mobile: null,
  postalAddress1: null,
  suburb: null,
  postcode: null,
  state: null,
  country: null,
  memberNum: 'M1',
  isFirstLogin: false,
  isMember: true,
  isClientUser: false,
  moderatedCommunityCount: 0,
  mode: 'legacy',
  impersonatorId: null,
  theme: 'system',
};

describe('MainLayout', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('draws the header again only when what it shows changes, not each time the layout draws', async () => {
    mockViewportWidth(1280);
    storeTestToken();
    avatarMenuDraws.count = 0;
    const api = mockApi({
      'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
      'GET /api/v1/permission': () => jsonResponse(200, { role: 0, hasAdminAccess: false }),
      // Answered last: the layout draws again with it, but the header shows nothing of it (no member pages).
      'GET /api/content/items/pages': () =>
        new Promise((resolve) => setTimeout(() => resolve(jsonResponse(200, { data: [] })), 300)),
      'GET /api/user/CanCancelMembership': () => jsonResponse(200, { canCancelMembership: false }),
      'GET /api/v1/community/notification': () => jsonResponse(200, { notifications: [], totalItemCount: 0 }),
      'POST /api/engagement/track': () => jsonResponse(200, {}),
    });
    renderRoute(<MainLayout />, {
      path: '/',
      profile: TENANT_PROFILES.ota,
      routes: [],
    });
    await screen.findByRole('banner');
    // The layout's secondary requests have left and been answered: it has drawn again several times.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/content/items/pages')).toHaveLength(1));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/user/CanCancelMembership')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The avatar menu: drawn with the header, and again once, when the answer on cancelling changed its entries —
    // not when the member pages' answer drew the layout again (3 draws before the header was memoised).
    expect(avatarMenuDraws.count).toBeLessThanOrEqual(2);
  });
});
