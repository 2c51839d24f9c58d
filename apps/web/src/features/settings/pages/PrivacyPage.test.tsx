/** /settings/privacy: the four choices per flag, saved with `PUT /api/user/privacy`. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_FLAGS, PRIVACY_FLAG_LABELS, SETTINGS_MESSAGES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import PrivacyPage from './PrivacyPage';

const SAVED = Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, 'members']));

describe('PrivacyPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('offers Everyone, members, Connections and Only me for each of the seven flags and saves the choice', async () => {
    const mock = mockApi({
      'GET /api/user/privacy': () => jsonResponse(200, SAVED),
      'PUT /api/user/privacy': (_url, body) => jsonResponse(200, body),
    });
    renderRoute(<PrivacyPage />, { path: '/settings/privacy' });
    const group = await screen.findByRole('radiogroup', { name: PRIVACY_FLAG_LABELS.displayEmailAddress });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(7);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Everyone', 'members', 'Connections', 'Only me']);
    expect(within(group).getByRole('radio', { name: 'members' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: 'Only me' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.privacySaved)).toBeInTheDocument();
    expect(JSON.parse(callsTo(mock, 'PUT', '/api/user/privacy')[0]![1]?.body as string)).toEqual({
      ...SAVED,
      displayEmailAddress: 'onlyMe',
    });
  });
});
