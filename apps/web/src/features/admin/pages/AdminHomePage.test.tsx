/** `/admin` landing: the community management link follows the tenant's word and path (spec 001 §2). */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TENANT_PROFILES } from '@portal/contracts';
import { renderRoute } from '../../../test-utils';
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
});
