/** /settings/dietary-and-special-requirements: empty choice sent as null, list hidden when off, §8 toasts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_MESSAGES, TENANT_PROFILES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import DietaryPage from './DietaryPage';

const PATH = '/settings/dietary-and-special-requirements';
const SAVED = {
  dietaryRequirements: ['vegan'],
  otherDietaryRequirement: null,
  accessibilityRequirement: null,
};

function api(saveStatus = 200) {
  return mockApi({
    'GET /api/user/requirements': () => jsonResponse(200, SAVED),
    'GET /api/value/dietaryrequirements': () =>
      jsonResponse(200, [
        { id: 'vegan', label: 'Vegan' },
        { id: 'halal', label: 'Halal' },
      ]),
    'POST /api/user/requirements': (_url, body) => jsonResponse(saveStatus, body),
  });
}
const edit = async () => userEvent.setup().click(await screen.findByRole('button', { name: 'Edit' }));

describe('DietaryPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('sends an emptied list as null, trims the free text, and toasts success', async () => {
    const mock = api();
    renderRoute(<DietaryPage />, { path: PATH });
    expect(await screen.findByText('Vegan')).toBeInTheDocument();
    await edit();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Dietary requirements' }));
    await user.keyboard('{Backspace}');
    await user.type(screen.getByLabelText('Accessibility requirement'), '  Wheelchair access ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.dietarySaved)).toBeInTheDocument();
    expect(JSON.parse(callsTo(mock, 'POST', '/api/user/requirements')[0]![1]?.body as string)).toEqual({
      dietaryRequirements: null,
      otherDietaryRequirement: null,
      accessibilityRequirement: 'Wheelchair access',
    });
  });

  it("toasts 'Failed to save dietary requirements.' when the save fails", async () => {
    api(400);
    renderRoute(<DietaryPage />, { path: PATH });
    await edit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.dietaryFailed)).toBeInTheDocument();
  });

  it('sends tenants without dietary requirements (psa) to account details, asking nothing', async () => {
    const mock = api();
    renderRoute(<DietaryPage />, {
      path: PATH,
      profile: TENANT_PROFILES.psa,
      routes: [{ path: '/settings/account-details', element: <p>Account details page</p> }],
    });
    expect(await screen.findByText('Account details page')).toBeInTheDocument();
    expect(callsTo(mock, 'GET', '/api/user/requirements')).toHaveLength(0);
  });
});
