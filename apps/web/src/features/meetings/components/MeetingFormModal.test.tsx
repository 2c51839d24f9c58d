/** Meeting form (spec 001 §5 Meeting form): required fields, limits, link pattern, RSVP rule and saving. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { TOKEN_STORAGE_KEY, type TMeeting } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { MeetingFormModal } from './MeetingFormModal';

const start = dayjs().add(3, 'day').hour(10).minute(0).second(0).millisecond(0);
const MEETING = {
  id: 'm-1',
  name: 'Board call',
  description: 'Quarterly',
  meetingLink: 'https://zoom.us/j/1',
  meetingId: null,
  meetingPassword: null,
  startDate: start.toISOString(),
  endDate: start.add(60, 'minute').toISOString(),
  duration: 60,
  rsvpDate: null,
  visible: 2,
  imageUrl: null,
  sendNotification: false,
  isNotified: false,
  toDashBoard: false,
  communityId: 'c-1',
  community: { id: 'c-1', alias: 'a', name: 'A', imageUrl: null },
  users: [],
  goingCount: 0,
  assets: [],
  isFavorite: false,
  status: 0,
  rsvpClosedReason: null,
  canManage: true,
  createdByUserId: null,
  createdAt: start.toISOString(),
} as TMeeting;

function setup() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  return mockFetch({
    'POST /api/v1/admin/community/c-1/meeting': () => jsonResponse(201, MEETING),
    'PUT /api/v1/admin/community/c-1/meeting/m-1': () => jsonResponse(200, MEETING),
  });
}

describe('MeetingFormModal', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the required messages when created empty', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    renderRoute(<MeetingFormModal open communityId="c-1" onClose={vi.fn()} />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a Meeting title')).toBeInTheDocument();
    expect(screen.getByText('Please enter a meeting description')).toBeInTheDocument();
    expect(screen.getByText('Please enter a meeting link')).toBeInTheDocument();
    expect(screen.getByText('Please select privacy')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the limits and the link pattern', async () => {
    setup();
    const user = userEvent.setup();
    renderRoute(<MeetingFormModal open communityId="c-1" onClose={vi.fn()} />, { path: '/' });
    fireEvent.change(await screen.findByLabelText('Meeting title'), { target: { value: 'a'.repeat(301) } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'a'.repeat(2001) } });
    await user.type(screen.getByLabelText('Meeting link'), 'zoom.us/j/1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Meeting title must be at most 300 characters')).toBeInTheDocument();
    expect(screen.getByText('Meeting description must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid meeting link')).toBeInTheDocument();
  });

  it('edits a meeting: visibility locked, no RSVP date, then saved', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderRoute(<MeetingFormModal open communityId="c-1" meeting={MEETING} onClose={onClose} />, {
      path: '/',
    });
    const title = await screen.findByLabelText('Meeting title');
    expect(title).toHaveValue('Board call');
    for (const radio of screen.getAllByRole('radio', { name: /Public|Community|Private/ }))
      expect(radio).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'No RSVP date' }));
    await user.clear(title);
    await user.type(title, 'Board call 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const form = put![1]!.body as FormData;
    expect(form.get('name')).toBe('Board call 2');
    expect(form.get('duration')).toBe('60');
    expect(form.get('visible')).toBeNull();
    expect(form.get('rsvpDate')).toBeNull();
  });
});
