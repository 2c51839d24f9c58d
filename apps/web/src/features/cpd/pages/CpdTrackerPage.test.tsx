import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CPD_MESSAGES, type TCpdPeriod } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import CpdTrackerPage, { currentPeriod } from './CpdTrackerPage';

const record = {
  cpdId: 'r1',
  title: 'Falls prevention workshop',
  categoryName: 'Workshop',
  presenter: 'Dr Lee',
  domain: 'Practice',
  completedDate: '2026-03-04',
  hours: 2.5,
  attachments: [{ id: 'a1', name: 'evidence.pdf' }],
  editUrl: '/cpd/tracker-page/r1/edit',
  relatedEventId: null,
};
const periods: TCpdPeriod[] = [
  {
    cpdPeriodId: 'p2',
    periodStartDate: '2025-07-01',
    periodEndDate: '2026-06-30',
    completedTotalHours: 17.5,
    minimumRequiredHours: 20,
    cpdRecords: [
      record,
      { ...record, cpdId: 'r2', title: 'Conference day', editUrl: null, relatedEventId: 7 },
    ],
    label: '2025 - 2026',
    isCurrent: true,
  },
  {
    cpdPeriodId: 'p1',
    periodStartDate: '2024-07-01',
    periodEndDate: '2025-06-30',
    completedTotalHours: 0,
    minimumRequiredHours: 20,
    cpdRecords: [],
  },
];

describe('CPD tracker page (002 §2 CPD)', { timeout: 30_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the current period progress and keeps every period collapsed until expanded', async () => {
    mockFetch({ 'GET /api/user/cpds': () => jsonResponse(200, { data: { periods } }) });
    renderRoute(<CpdTrackerPage />, { path: '/cpd/tracker-page' });
    expect(await screen.findByTestId('cpd-current-hours')).toHaveTextContent('17.5 of 20 hours');
    expect(screen.getByText('Current period 2025 - 2026')).toBeInTheDocument();
    expect(screen.getByText('CPD period 2024 - 2025')).toBeInTheDocument();
    expect(screen.queryByText('Falls prevention workshop')).toBeNull();

    await userEvent.click(screen.getByText('CPD period 2025 - 2026'));
    expect(await screen.findByText('Falls prevention workshop')).toBeInTheDocument();
    expect(screen.getAllByText('Completed 4 Mar 2026')).toHaveLength(2);
    // Only the self-logged record can be edited or deleted; the credited one says where it came from.
    expect(screen.getByRole('button', { name: 'Edit Falls prevention workshop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Conference day' })).toBeNull();
    expect(screen.getByText('Event attendance')).toBeInTheDocument();

    await userEvent.click(screen.getByText('CPD period 2024 - 2025'));
    expect(await screen.findByText('No activities in this period yet.')).toBeInTheDocument();
  });

  it('shows a loading state on the certificate download and the spec message when it fails', async () => {
    let fail: (response: Response) => void = () => {};
    mockFetch({
      'GET /api/user/cpds': () => jsonResponse(200, { data: { periods } }),
      'GET /api/cpd/r1/download': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    renderRoute(<CpdTrackerPage />, { path: '/cpd/tracker-page' });
    await userEvent.click(await screen.findByText('CPD period 2025 - 2026'));
    const download = await screen.findByRole('button', {
      name: 'Download certificate of Falls prevention workshop',
    });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveClass('ant-btn-loading'));
    fail(jsonResponse(404, { message: 'Not found' }));
    expect(await screen.findByText(`${CPD_MESSAGES.downloadError} Not found`)).toBeInTheDocument();
    await waitFor(() => expect(download).not.toHaveClass('ant-btn-loading'));
  });

  it('deletes an activity only after confirmation, then reloads the periods', async () => {
    const fetchMock = mockFetch({
      'GET /api/user/cpds': () => jsonResponse(200, { data: { periods } }),
      'DELETE /api/user/cpd/r1': () => jsonResponse(200, { success: true }),
    });
    renderRoute(<CpdTrackerPage />, { path: '/cpd/tracker-page' });
    await userEvent.click(await screen.findByText('CPD period 2025 - 2026'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Falls prevention workshop' }));
    const dialog = await screen.findByRole('tooltip');
    expect(within(dialog).getByText('Delete this activity?')).toBeInTheDocument();
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('api/user/cpds'))).toHaveLength(2),
    );
  });

  it('opens the create-entry form at the URL of GET api/cpd/new', async () => {
    mockFetch({
      'GET /api/user/cpds': () => jsonResponse(200, { data: { periods } }),
      'GET /api/cpd/new': () => jsonResponse(200, { url: '/cpd/tracker-page/new' }),
    });
    const { router } = renderRoute(<CpdTrackerPage />, { path: '/cpd/tracker-page' });
    await userEvent.click(await screen.findByRole('button', { name: /Log activity/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cpd/tracker-page/new'));
  });

  it("shows the spec's 'Error' with a retry when the periods fail to load", async () => {
    mockFetch({ 'GET /api/user/cpds': () => jsonResponse(403, { message: 'Forbidden' }) });
    renderRoute(<CpdTrackerPage />, { path: '/cpd/tracker-page' });
    expect(await screen.findByText(CPD_MESSAGES.error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('picks the period the server marks current, else the one holding today', () => {
    expect(currentPeriod(periods, '2020-01-01')?.cpdPeriodId).toBe('p2');
    const unmarked = periods.map((p) => ({ ...p, isCurrent: undefined }));
    expect(currentPeriod(unmarked, '2025-01-10')?.cpdPeriodId).toBe('p1');
    expect(currentPeriod(unmarked, '2027-01-10')).toBeNull();
  });
});
