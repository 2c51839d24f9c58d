/**
 * The communities area's events page (spec 001 §2): the left menu Upcoming, Past, Drafts (choice in the URL),
 * and 'Create new event', enabled for those who may create events (Admin, WorkSpaceOwner: `canManageEvents`),
 * opening the event form /admin/events/new, and disabled for everyone else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TENANT_PROFILES, UserRole } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi } from '../../../test/mock-api';
import CommunityEventsPage from './CommunityEventsPage';

function setup(role: number, path = '/communities/events', profile = TENANT_PROFILES.ota) {
  mockApi({
    'GET /api/v1/permission': () =>
      jsonResponse(200, {
        role,
        hasAdminAccess: role !== 0,
        isAdminLike: role !== 0,
        moderatedCommunityCount: 0,
      }),
    'GET /api/v1/account': () =>
      jsonResponse(200, { id: 'me', role, contactTypes: ['Member'], moderatedCommunityCount: 0 }),
  });
  const view = renderRoute(<CommunityEventsPage />, {
    path: `${profile.communityBasePath}/events`,
    initialEntry: path,
    profile,
  });
  return { ...view, user: userEvent.setup() };
}
const menu = () => within(screen.getByRole('navigation', { name: 'Events' }));

describe('CommunityEventsPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers an Admin Create new event, which opens the event form', async () => {
    const { router, user } = setup(UserRole.Admin);
    await user.click(await screen.findByRole('button', { name: /Create new event/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events/new'));
  });

  it('offers it to a WorkSpaceOwner too, on the tenant base path', async () => {
    setup(UserRole.WorkSpaceOwner, '/hubs/events', TENANT_PROFILES.actls);
    expect(await screen.findByRole('button', { name: /Create new event/ })).toBeInTheDocument();
  });

  it('shows it disabled to members, moderators and managers', async () => {
    for (const role of [UserRole.Standard, UserRole.Manager]) {
      setup(role);
      expect(await screen.findByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
      await screen.findByRole('link', { name: /Go to CPD & Events/ });
      expect(screen.getByRole('button', { name: /Create new event/ })).toBeDisabled();
      document.body.innerHTML = '';
      vi.unstubAllGlobals();
    }
  });

  it('has the left menu Upcoming, Past, Drafts; a choice goes in the URL', async () => {
    const { router, user } = setup(UserRole.Standard);
    await waitFor(() =>
      expect(
        menu()
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Upcoming', 'Past', 'Drafts']),
    );
    await user.click(menu().getByRole('menuitem', { name: 'Drafts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=drafts'));
    expect(screen.getByRole('heading', { name: 'Draft events' })).toBeInTheDocument();
  });
});
