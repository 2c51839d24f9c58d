import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi } from '../../../test/mock-api';
import AdminAnnouncementPage from './AdminAnnouncementPage';

const today = new Date().toISOString().slice(0, 10);
const CURRENT = {
  id: 1,
  title: 'Old',
  description: 'Old text',
  link: null,
  startDate: today,
  endDate: today,
  isActive: true,
  createdAt: new Date().toISOString(),
  createdByUserId: null,
  segmentIds: [4],
};

function setup(permission: object = { role: 1, hasAdminAccess: true, isAdminLike: true }) {
  const fetchMock = mockApi({
    'GET /api/v1/permission': () => jsonResponse(200, permission),
    'GET /api/v1/admin/announcements': () =>
      jsonResponse(200, { announcements: [CURRENT], totalItemCount: 1 }),
    'GET /api/v1/admin/announcements/segments': () =>
      jsonResponse(200, [{ segmentId: 4, segmentName: 'Aged care' }]),
    'PUT /api/v1/admin/announcements/1': (_url, body) =>
      jsonResponse(200, { ...CURRENT, ...(body as object) }),
  });
  renderRoute(<AdminAnnouncementPage />, { path: '/admin/announcement' });
  return { fetchMock, user: userEvent.setup() };
}

describe('AdminAnnouncementPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists announcements and saves an edited one (001 §7 PUT api/v1/admin/announcements/{id})', async () => {
    const { fetchMock, user } = setup();
    expect(await screen.findByText('Aged care', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Old' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/v1/admin/announcements/1')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/v1/admin/announcements/1')[0]![1]!.body));
    expect(body).toMatchObject({
      title: 'New title',
      description: 'Old text',
      startDate: today,
      endDate: today,
    });
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
  });

  it('refuses an empty form with the spec messages without sending', async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Create announcement/ }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create announcement' });
    await user.type(within(dialog).getByLabelText("'Read update' link"), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter an announcement title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter an announcement description')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter valid link')).toBeInTheDocument();
    expect(within(dialog).getByText('Please set an announcement date range')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/admin/announcements')).toHaveLength(0);
  });

  it('says so when the user may not manage announcements', async () => {
    setup({ role: 0, hasAdminAccess: true, isAdminLike: true, generalAnnouncements: false });
    expect(
      await screen.findByText('You do not have permission to edit announcements.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
