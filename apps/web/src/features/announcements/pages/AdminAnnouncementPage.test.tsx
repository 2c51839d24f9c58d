import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi } from '../../../test/mock-api';
import AdminAnnouncementPage from './AdminAnnouncementPage';

const CURRENT = { id: 1, title: 'Old', description: 'Old text', link: null, isActive: true, segmentIds: [] };

describe('AdminAnnouncementPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the announcement and saves the edited text', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/admin/announcement': () => jsonResponse(200, CURRENT),
      'GET /api/v1/admin/announcement/segments': () =>
        jsonResponse(200, [{ segmentId: 4, segmentName: 'Aged care' }]),
      'PUT /api/v1/admin/announcement': (_url, body) =>
        jsonResponse(200, { ...CURRENT, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderRoute(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    const titleInput = await screen.findByLabelText('Title');
    await waitFor(() => expect(titleInput).toHaveValue('Old'));
    await user.clear(titleInput);
    await user.type(titleInput, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/v1/admin/announcement')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/v1/admin/announcement')[0]![1]!.body));
    expect(body).toMatchObject({
      title: 'New title',
      description: 'Old text',
      link: null,
      isActive: true,
      segmentIds: [],
    });
    expect(await screen.findByText('Successfully saved!')).toBeInTheDocument();
  });

  it('refuses an empty title and a bad link without sending', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/admin/announcement': () => jsonResponse(200, CURRENT),
      'GET /api/v1/admin/announcement/segments': () => jsonResponse(200, []),
    });
    const user = userEvent.setup();
    renderRoute(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    const titleInput = await screen.findByLabelText('Title');
    await waitFor(() => expect(titleInput).toHaveValue('Old'));
    await user.clear(titleInput);
    await user.type(screen.getByLabelText("'Read update' link"), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/v1/admin/announcement')).toHaveLength(0);
  });

  it('says so when the user may not edit announcements (403)', async () => {
    mockApi({ 'GET /api/v1/admin/announcement': () => jsonResponse(403, { message: 'Forbidden' }) });
    renderRoute(<AdminAnnouncementPage />, { path: '/admin/announcement' });
    expect(await screen.findByText('You do not have permission to edit announcements.')).toBeInTheDocument();
  });
});
