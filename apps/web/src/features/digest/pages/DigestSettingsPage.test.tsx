/** /settings/digest (issue 38 point 2): the member's digest frequency, read and saved through the API. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIGEST_MESSAGES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import DigestSettingsPage from './DigestSettingsPage';

describe('DigestSettingsPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved frequency among Daily, Weekly and Never and saves a new choice', async () => {
    const mock = mockApi({
      'GET /api/user/digest': () => jsonResponse(200, { frequency: 'weekly' }),
      'PUT /api/user/digest': (_url, body) => jsonResponse(200, body),
    });
    renderRoute(<DigestSettingsPage />, { path: '/settings/digest' });
    expect(await screen.findByRole('heading', { name: 'Digest e-mail' })).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup', { name: 'How often' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Daily', 'Weekly (Mondays)', 'Never']);
    expect(within(group).getByRole('radio', { name: 'Weekly (Mondays)' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DIGEST_MESSAGES.saved)).toBeInTheDocument();
    expect(JSON.parse(callsTo(mock, 'PUT', '/api/user/digest')[0]![1]?.body as string)).toEqual({
      frequency: 'none',
    });
  });

  it('offers a retry when the preference cannot be loaded', async () => {
    mockApi({ 'GET /api/user/digest': () => jsonResponse(500, { message: 'down' }) });
    renderRoute(<DigestSettingsPage />, { path: '/settings/digest' });
    expect(await screen.findByText(DIGEST_MESSAGES.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
