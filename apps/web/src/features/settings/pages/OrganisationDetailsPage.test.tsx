/** /settings/organisation-details: the §5 organisation rules, the 500 ms search, the payload and §8 toasts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_MESSAGES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken, type ApiHandler } from '../../../test/mock-api';
import OrganisationDetailsPage from './OrganisationDetailsPage';

const PATH = '/settings/organisation-details';
const EMPTY = { organisation: null, role: null, startDate: null };
const NAMES = {
  organisations: [{ id: 7, name: 'Northside Health' }],
  pageNumber: 1,
  pageSize: 5,
  totalItemCount: 1,
};

function api(saved: unknown = EMPTY, extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/user/organisation': () => jsonResponse(200, saved),
    'GET /api/org/names': () => jsonResponse(200, NAMES),
    ...extra,
  });
}
const edit = async () => userEvent.setup().click(await screen.findByRole('button', { name: 'Edit' }));

describe('OrganisationDetailsPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => vi.unstubAllGlobals());

  it('requires the organisation and the role, with the spec messages', async () => {
    const mock = api();
    renderRoute(<OrganisationDetailsPage />, { path: PATH });
    await edit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.organisationRequired)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(callsTo(mock, 'PUT', '/api/user/organisation')).toHaveLength(0);
  });

  it('searches once the typing pauses (500 ms, page size 5) and saves organisation, role and start date', async () => {
    const mock = api(
      { organisation: { id: 3, name: 'Old Clinic' }, role: 'OT', startDate: '2020-02-03' },
      {
        'PUT /api/user/organisation': () =>
          jsonResponse(200, {
            organisation: { id: 7, name: 'Northside Health' },
            role: 'OT',
            startDate: '2020-02-03',
          }),
      },
    );
    renderRoute(<OrganisationDetailsPage />, { path: PATH });
    await edit();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.keyboard('North');
    // One request for the whole word, after the pause, not one per key.
    await screen.findByText('Northside Health', { selector: '.ant-select-item-option-content' });
    const searches = callsTo(mock, 'GET', '/api/org/names');
    expect(searches).toHaveLength(1);
    const url = new URL(String(searches[0]![0]), 'http://x');
    expect(url.searchParams.get('query')).toBe('North');
    expect(url.searchParams.get('pageSize')).toBe('5');
    await user.click(screen.getByText('Northside Health', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.organisationSaved)).toBeInTheDocument();
    const body = JSON.parse(callsTo(mock, 'PUT', '/api/user/organisation')[0]![1]?.body as string);
    expect(body).toEqual({
      organisation: { id: 7, name: 'Northside Health' },
      role: 'OT',
      startDate: '2020-02-03',
    });
  });

  it("toasts 'Failed to update workplace details' when the save fails, and stays in edit mode", async () => {
    api(
      { organisation: { id: 3, name: 'Old Clinic' }, role: 'OT', startDate: null },
      { 'PUT /api/user/organisation': () => jsonResponse(400, { message: 'no' }) },
    );
    renderRoute(<OrganisationDetailsPage />, { path: PATH });
    await edit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.organisationFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("shows 'Error fetching data' when the details cannot be loaded", async () => {
    mockApi({ 'GET /api/user/organisation': () => jsonResponse(404, { message: 'Not found' }) });
    renderRoute(<OrganisationDetailsPage />, { path: PATH });
    await waitFor(
      () => expect(screen.getByText(SETTINGS_MESSAGES.organisationLoadFailed)).toBeInTheDocument(),
      {
        timeout: 10_000,
      },
    );
  });
});
