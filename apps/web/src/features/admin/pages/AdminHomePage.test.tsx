/**
 * `/admin` landing (issue 40): only the cards of areas the permission answer allows, the community management
 * link following the tenant's word and path (spec 001 §2), Sent mail for a global Admin only (issue 10 §2),
 * and "My {words}" listing the moderated communities, each opening its admin area.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TENANT_PROFILES, UserRole } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi } from '../../../test/mock-api';
import AdminHomePage from './AdminHomePage';

/** A list item of `GET api/v1/admin/community` (the community list's item shape, spec 001 §7). */
const summary = (id: string, name: string) => ({
  community: { id, name, alias: id, imageUrl: null, isAutoJoin: false, isPublic: id !== 'h-2' },
});

function setup(permission: object, profile = TENANT_PROFILES.ota) {
  mockApi({
    'GET /api/v1/permission': () =>
      jsonResponse(200, {
        hasAdminAccess: true,
        isAdminLike: true,
        moderatedCommunityCount: 0,
        ...permission,
      }),
    'GET /api/v1/admin/community': () =>
      jsonResponse(200, {
        communities: [summary('h-1', 'Family law'), summary('h-2', 'Tax')],
        totalItemCount: 2,
      }),
    'GET /api/v1/admin/mailbox/failed': () => jsonResponse(200, { count: 0 }),
  });
  return renderRoute(<AdminHomePage />, { path: '/admin', profile });
}
const cardTitles = () =>
  screen.getAllByRole('link').map((link) => link.querySelector('.ant-card-head-title')?.textContent);

describe('AdminHomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers an Admin every area, community management first in ota wording', async () => {
    setup({ role: UserRole.Admin });
    const link = await screen.findByRole('link', { name: /Communities management/ });
    expect(link).toHaveAttribute('href', '/admin/communities-management');
    expect(screen.getByRole('link', { name: /Sent mail/ })).toHaveAttribute('href', '/admin/sent-mail');
    expect(screen.getByRole('link', { name: /Moderation queue/ })).toHaveAttribute(
      'href',
      '/admin/community-moderation',
    );
    expect(screen.queryByRole('heading', { name: /My communities/ })).not.toBeInTheDocument();
  });

  it('uses the workspace wording and path on psa', async () => {
    setup({ role: UserRole.Admin }, TENANT_PROFILES.psa);
    const link = await screen.findByRole('link', { name: /Workspaces management/ });
    expect(link).toHaveAttribute('href', '/admin/workspace-management');
  });

  it('offers an actls moderator only usable cards and My hubs, each opening its admin area', async () => {
    setup({ role: UserRole.Standard, isAdminLike: true, moderatedCommunityCount: 2 }, TENANT_PROFILES.actls);
    const section = within(
      (await screen.findByRole('heading', { name: 'My hubs' })).closest('section') as HTMLElement,
    );
    expect(await section.findByRole('link', { name: /Family law/ })).toHaveAttribute(
      'href',
      '/admin/hub/h-1',
    );
    expect(section.getByRole('link', { name: /Tax/ })).toHaveAttribute('href', '/admin/hub/h-2');
    expect(section.getByText(/Private hub/)).toBeInTheDocument();
    // No global tab, announcements, content, events, settings, memberships or sent mail for a moderator.
    expect(cardTitles()).toEqual(['Moderation queue', 'Users', 'Family law', 'Tax']);
    expect(screen.getByText('Find members.')).toBeInTheDocument();
  });

  it('adds what a flag holder may use: generalTags opens management, contentEditor resources', async () => {
    setup({ role: UserRole.Standard, generalTags: true, contentEditor: true, moderatedCommunityCount: 1 });
    expect(await screen.findByRole('link', { name: /Communities management/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage resources/ })).toHaveAttribute(
      'href',
      '/admin/resources',
    );
    expect(screen.queryByRole('link', { name: /Manage events/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My communities' })).toBeInTheDocument();
  });
});
