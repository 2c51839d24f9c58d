/**
 * /settings/appearance (issue 42 point 1): the member's theme, applied at once without a reload, saved with
 * `PUT /api/user/theme`, cached on the device, and put back when the save fails; keyboard operable.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_MESSAGES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { forgetThemeChoice, THEME_STORAGE_KEY } from '../../../shared/theme';
import AppearancePage from './AppearancePage';

const drawnTheme = () => document.documentElement.dataset.theme;

describe('AppearancePage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetThemeChoice();
  });

  it('applies and saves a choice at once, with a success message', async () => {
    const mock = mockApi({ 'PUT /api/user/theme': (_url, body) => jsonResponse(200, body) });
    renderRoute(<AppearancePage />, { path: '/settings/appearance' });
    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: /Same as my device/ })).toBeChecked();
    expect(drawnTheme()).toBe('light');
    await userEvent.setup().click(within(group).getByRole('radio', { name: /^Dark/ }));
    expect(drawnTheme()).toBe('dark');
    expect(await screen.findByText(THEME_MESSAGES.saved)).toBeInTheDocument();
    expect(JSON.parse(callsTo(mock, 'PUT', '/api/user/theme')[0]![1]?.body as string)).toEqual({
      theme: 'dark',
    });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('moves between the choices with the arrow keys, as native radios do', async () => {
    const mock = mockApi({ 'PUT /api/user/theme': (_url, body) => jsonResponse(200, body) });
    renderRoute(<AppearancePage />, { path: '/settings/appearance' });
    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    const user = userEvent.setup();
    await user.tab();
    expect(within(group).getByRole('radio', { name: /Same as my device/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(callsTo(mock, 'PUT', '/api/user/theme')).toHaveLength(1));
    expect(within(group).getByRole('radio', { name: /^Light/ })).toBeChecked();
  });

  it('puts the previous theme back when the save fails', async () => {
    mockApi({ 'PUT /api/user/theme': () => jsonResponse(500, { message: 'down' }) });
    renderRoute(<AppearancePage />, { path: '/settings/appearance' });
    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    await userEvent.setup().click(within(group).getByRole('radio', { name: /High contrast/ }));
    expect(await screen.findByText(THEME_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(drawnTheme()).toBe('light');
    expect(within(group).getByRole('radio', { name: /Same as my device/ })).toBeChecked();
  });
});
