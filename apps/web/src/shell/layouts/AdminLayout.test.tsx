/**
 * The admin shell (spec 001 §2 "Global community administration"): the side menu 'Administration' with the
 * tenant's communities, the moderation queue, Announcement only with generalAnnouncements, and Exit admin;
 * the entry of the current area selected; each entry opens its page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TENANT_PROFILES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../test-utils';
import { mockApi } from '../../test/mock-api';
import { mediaQueryList } from '../../test/media-query';
import AdminLayout from './AdminLayout';

const ADMIN = { role: 1, hasAdminAccess: true, isAdminLike: true, moderatedCommunityCount: 0 };
const MODERATOR = {
  role: 0,
  hasAdminAccess: true,
  isAdminLike: false,
  generalAnnouncements: false,
  moderatedCommunityCount: 2,
};
/** A list item of `GET api/v1/admin/community` (the community list's item shape, spec 001 §7). */
const summary = (id: string, name: string) => ({
  community: { id, name, alias: id, imageUrl: null, isAutoJoin: false, isPublic: true },
});
const MINE = { communities: [summary('c-1', 'Alpha'), summary('c-2', 'Beta')], totalItemCount: 2 };

function setup(permission: object, path: string, profile = TENANT_PROFILES.ota) {
  // A wide screen: the menu stands at the side, every entry shown.
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, true));
  mockApi({
    'GET /api/v1/permission': () => jsonResponse(200, permission),
    'GET /api/v1/admin/community': () => jsonResponse(200, MINE),
  });
  const view = renderRoute(<AdminLayout />, { path: '/admin/*', initialEntry: path, profile });
  return { ...view, user: userEvent.setup() };
}

const menu = () => within(screen.getByRole('navigation', { name: 'Administration' }));
const entries = () =>
  menu()
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
const selected = () =>
  menu()
    .getAllByRole('menuitem')
    .find((i) => i.className.includes('-selected'))?.textContent;

describe('AdminLayout', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an administrator every entry, Communities selected on the management root', async () => {
    setup(ADMIN, '/admin/communities-management/tags');
    await screen.findByRole('navigation', { name: 'Administration' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(entries()).toEqual([
        'Communities',
        'Moderation queue',
        'Announcement',
        // Beyond the spec's menu: the association's areas, as on the admin home's cards.
        'Users',
        'Manage resources',
        'Manage events',
        'Admin settings',
        'Memberships and invoices',
        'Import members',
        'Account closures',
        'Insights',
        'Sent mail',
        'Digest preview',
        'Audit log',
        'Exit admin',
      ]),
    );
    expect(menu().getByText('Association')).toBeInTheDocument();
    expect(selected()).toBe('Communities');
  });

  it('opens an association area from the menu and keeps it selected on its inner pages', async () => {
    const { router, user } = setup(ADMIN, '/admin/audit');
    await waitFor(() => expect(selected()).toBe('Audit log'));
    await user.click(menu().getByRole('menuitem', { name: 'Insights' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/insights'));
    expect(selected()).toBe('Insights');
  });

  it('offers a moderator only what they may use: My communities (each community), the queue, users, Exit', async () => {
    const { router, user } = setup(MODERATOR, '/admin/community-moderation');
    await screen.findByRole('navigation', { name: 'Administration' });
    // Wait for the permissions and the moderated list: the entries settle once they are read.
    await waitFor(() =>
      expect(entries()).toEqual([
        'My communities',
        'Alpha',
        'Beta',
        'Moderation queue',
        'Users',
        'Exit admin',
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(entries()).not.toContain('Announcement');
    expect(entries()).not.toContain('Communities');
    expect(selected()).toBe('Moderation queue');
    await user.click(menu().getByRole('menuitem', { name: 'Beta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/community/c-2'));
    expect(selected()).toBe('Beta');
  });

  it('offers global administration to a flag holder who moderates nothing (no My list)', async () => {
    setup({ ...MODERATOR, hasAdminAccess: false, moderatedCommunityCount: 0, generalTags: true }, '/admin');
    await waitFor(() => expect(entries()).toEqual(['Communities', 'Exit admin']));
  });

  it("keeps Communities selected inside one community's admin area", async () => {
    setup(ADMIN, '/admin/community/c-1/about');
    await waitFor(() => expect(selected()).toBe('Communities'));
  });

  it('opens each entry: announcements, the moderation queue, and Exit admin back home', async () => {
    const { router, user } = setup(ADMIN, '/admin/communities-management');
    await user.click(await menu().findByRole('menuitem', { name: /Announcement/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/announcement'));
    expect(selected()).toBe('Announcement');
    await user.click(menu().getByRole('menuitem', { name: /Moderation queue/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/community-moderation'));
    await user.click(menu().getByRole('menuitem', { name: /Exit admin/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("uses lca's 'workspace' segment: a committee's admin area keeps Committees selected", async () => {
    const { router, user } = setup(ADMIN, '/admin/workspace/c-1/about', TENANT_PROFILES.lca);
    await waitFor(() => expect(selected()).toBe('Committees'));
    await user.click(menu().getByRole('menuitem', { name: /Moderation queue/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/workspace-moderation'));
  });

  it("follows the tenant's word: actls hubs open /admin/hub-management and /admin/hub-moderation", async () => {
    const { router, user } = setup(ADMIN, '/admin/announcement', TENANT_PROFILES.actls);
    await user.click(await menu().findByRole('menuitem', { name: /Hubs/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hub-management'));
    await user.click(menu().getByRole('menuitem', { name: /Moderation queue/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hub-moderation'));
  });
});
