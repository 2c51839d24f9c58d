/**
 * The global community administration tabs (spec 001 §2, §6): each tab only with its general* flag (a tenant
 * administrator holds them all), a forbidden tab sends the user to the first one they may open, none at all
 * says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi } from '../../../test/mock-api';
import GlobalAdminLayout from './GlobalAdminLayout';

const ROOT = '/admin/communities-management';

function setup(permission: object, path: string) {
  mockApi({ 'GET /api/v1/permission': () => jsonResponse(200, permission) });
  const view = renderRoute(<GlobalAdminLayout />, { path: `${ROOT}/*`, initialEntry: path });
  return { ...view, user: userEvent.setup() };
}

const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('GlobalAdminLayout', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a tenant administrator every tab, in the spec order, the current one selected', async () => {
    setup({ role: 1, hasAdminAccess: true, isAdminLike: true }, `${ROOT}/tags`);
    expect(
      await screen.findByRole('heading', { name: 'Communities management' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(tabs()).toEqual([
        'Communities',
        'Category',
        'Tags',
        'Managers',
        'Global Terms and Conditions',
        'FAQ',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a manager only the tabs of their flags and opens a tab at its path', async () => {
    const { router, user } = setup(
      { role: 3, hasAdminAccess: true, isAdminLike: true, generalCommunities: true, generalTc: true },
      ROOT,
    );
    await waitFor(() => expect(tabs()).toEqual(['Communities', 'Global Terms and Conditions']));
    await user.click(screen.getByRole('tab', { name: 'Global Terms and Conditions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROOT}/terms-conditions`));
  });

  it('sends a user from a tab they may not open to the first one they may', async () => {
    const { router } = setup(
      { role: 3, hasAdminAccess: true, isAdminLike: true, generalTags: true },
      `${ROOT}/faq`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROOT}/tags`));
    await waitFor(() => expect(tabs()).toEqual(['Tags']));
  });

  it('says so to a user with none of the flags', async () => {
    setup({ role: 0, hasAdminAccess: true, isAdminLike: false }, ROOT);
    expect(
      await screen.findByText('You do not have permission to manage these settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
