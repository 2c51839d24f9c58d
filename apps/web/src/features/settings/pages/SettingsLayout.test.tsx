/**
 * The settings side menu's communication preferences entry (spec 000 §2 Settings area "communication
 * preferences (external link in a new tab)", 002 §2): once `GET api/user/commprefsurl` answers, the entry is
 * a link to that page with target _blank and rel noopener noreferrer; the other entries stay in-app.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import { mockViewportWidth } from '../../../test/media-query';
import { ACCOUNT } from '../test-fixtures';
import SettingsLayout from './SettingsLayout';

const fetchedCommPrefs = () =>
  vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('/api/user/commprefsurl'));

describe('SettingsLayout', { timeout: 60_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => vi.unstubAllGlobals());

  it('opens the communication preferences in a new tab, safely', async () => {
    mockViewportWidth(1280);
    mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
      'GET /api/user/CanCancelMembership': () => jsonResponse(200, { canCancelMembership: false }),
      'GET /api/user/commprefsurl': () => jsonResponse(200, { url: 'https://ota.example.org/preferences' }),
    });
    renderRoute(<SettingsLayout />, { path: '/settings/account-details' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Communication preferences' })).toHaveAttribute(
        'href',
        'https://ota.example.org/preferences',
      ),
    );
    const link = screen.getByRole('link', { name: 'Communication preferences' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Account details' })).toBeNull();
  });

  it('opens it with window.open (noopener) from the phone select', async () => {
    mockViewportWidth(375);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
      'GET /api/user/CanCancelMembership': () => jsonResponse(200, { canCancelMembership: false }),
      'GET /api/user/commprefsurl': () => jsonResponse(200, { url: 'https://ota.example.org/preferences' }),
    });
    const { router } = renderRoute(<SettingsLayout />, { path: '/settings/account-details' });
    const select = await screen.findByRole('combobox', { name: 'Settings section' });
    await waitFor(() => expect(fetchedCommPrefs()).toBe(true));
    await userEvent.click(select);
    await userEvent.click(await screen.findByTitle('Communication preferences'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://ota.example.org/preferences',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(router.state.location.pathname).toBe('/settings/account-details');
  });
});
