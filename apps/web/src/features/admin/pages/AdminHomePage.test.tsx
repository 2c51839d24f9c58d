/** `/admin` landing: the community management link follows the tenant's word and path (spec 001 §2). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY, UserRole } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import AdminHomePage from './AdminHomePage';

describe('AdminHomePage', () => {
  it('links to the communities management of ota', async () => {
    renderRoute(<AdminHomePage />, { path: '/admin' });
    const link = await screen.findByRole('link', { name: /Communities management/ });
    expect(link).toHaveAttribute('href', '/admin/communities-management');
  });

  it('uses the workspace wording and path on psa', async () => {
    renderRoute(<AdminHomePage />, { path: '/admin', profile: TENANT_PROFILES.psa });
    const link = await screen.findByRole('link', { name: /Workspaces management/ });
    expect(link).toHaveAttribute('href', '/admin/workspace-management');
  });

  describe('Sent mail card (issue 10 §2)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      localStorage.clear();
    });
    const account = (role: number, moderatedCommunityCount = 0) => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
      mockFetch({
        'GET /api/v1/account': () =>
          jsonResponse(200, { id: 'me', role, contactTypes: ['Member'], moderatedCommunityCount }),
      });
    };

    it('links a global Admin to Sent mail', async () => {
      account(UserRole.Admin);
      renderRoute(<AdminHomePage />, { path: '/admin' });
      const link = await screen.findByRole('link', { name: /Sent mail/ });
      expect(link).toHaveAttribute('href', '/admin/sent-mail');
    });

    it('does not show Sent mail to a moderator', async () => {
      account(UserRole.Standard, 2);
      renderRoute(<AdminHomePage />, { path: '/admin' });
      await screen.findByRole('link', { name: /Communities management/ });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('link', { name: /Sent mail/ })).not.toBeInTheDocument();
    });
  });
});
