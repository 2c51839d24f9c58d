import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_MESSAGES, type TAttendee } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import AttendancePage from './AttendancePage';
import { TicketQrCode } from '../components/TicketQrCode';

const attendee: TAttendee = {
  ticketId: 41,
  ticketNumber: 'E7-NEXT01',
  ticketPrice: 'Member',
  holderName: 'Olivia Bennett',
  holderEmail: 'member@ota.example',
  attendeeKind: 'holder',
  attendeeName: 'Olivia Bennett',
  attendeeEmail: 'member@ota.example',
  checkedInAt: null,
  cpdCreditedTo: null,
};
const substitute: TAttendee = {
  ...attendee,
  ticketId: 42,
  ticketNumber: 'E7-NEXT02',
  holderName: 'Sam Holder',
  attendeeKind: 'nominee',
  attendeeName: 'Jack Wilson',
  attendeeEmail: 'client@ota.example',
};

function list(attendees: TAttendee[]) {
  return jsonResponse(200, {
    event: { id: 7, title: 'Falls prevention day', isCpd: true, cpdHours: 3 },
    attendees,
    totalItems: attendees.length,
    checkedInCount: attendees.filter((a) => a.checkedInAt).length,
    ticketCount: 2,
  });
}

describe('attendance page (issue 15 check-in)', { timeout: 30_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks an attendee in from the list and unchecks them again', async () => {
    let checked = false;
    const fetchMock = mockFetch({
      'GET /api/admin/events/7/attendance': () =>
        list([{ ...attendee, checkedInAt: checked ? '2026-11-26T01:00:00Z' : null }, substitute]),
      'POST /api/admin/events/7/checkin': () => {
        checked = true;
        return jsonResponse(200, { attendee: { ...attendee, checkedInAt: '2026-11-26T01:00:00Z' } });
      },
      'DELETE /api/admin/events/7/checkin/41': () => {
        checked = false;
        return jsonResponse(200, { attendee });
      },
    });
    renderRoute(<AttendancePage />, {
      path: '/admin/events/:id/attendance',
      initialEntry: '/admin/events/7/attendance',
    });
    expect(
      await screen.findByRole('heading', { name: 'Attendance: Falls prevention day' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/credits 3 CPD hours/)).toBeInTheDocument();
    expect(screen.getByText('Substitute for Sam Holder')).toBeInTheDocument();

    const box = screen.getByRole('checkbox', { name: 'Checked in: Olivia Bennett' });
    await userEvent.click(box);
    expect(await screen.findByText(ATTENDANCE_MESSAGES.checkedIn('Olivia Bennett'))).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ ticketId: 41 });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Checked in: Olivia Bennett' })).toBeChecked(),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Checked in: Olivia Bennett' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.unchecked('Olivia Bennett'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Checked in: Olivia Bennett' })).not.toBeChecked(),
    );
  });

  it("checks in by the ticket's QR code and shows the server's reason when the code is refused", async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/admin/events/7/attendance': () => list([attendee]),
      'POST /api/admin/events/7/checkin': (body) => {
        bodies.push(body);
        return (body as { code: string }).code === 'T41.good'
          ? jsonResponse(200, { attendee: { ...attendee, checkedInAt: '2026-11-26T01:00:00Z' } })
          : jsonResponse(400, { message: ATTENDANCE_MESSAGES.invalidCode });
      },
    });
    renderRoute(<AttendancePage />, {
      path: '/admin/events/:id/attendance',
      initialEntry: '/admin/events/7/attendance',
    });
    const field = await screen.findByRole('searchbox', { name: 'Ticket QR code' });
    await userEvent.type(field, 'T41.good{Enter}');
    expect(await screen.findByText(ATTENDANCE_MESSAGES.checkedIn('Olivia Bennett'))).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    await userEvent.type(field, 'T99.bad{Enter}');
    expect(await screen.findByText(ATTENDANCE_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'T41.good' }, { code: 'T99.bad' }]);
  });

  it('searches attendees by name through the URL', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/events/7/attendance': () => list([]) });
    renderRoute(<AttendancePage />, {
      path: '/admin/events/:id/attendance',
      initialEntry: '/admin/events/7/attendance?keyword=Jack&filter=in',
    });
    expect(await screen.findByText(ATTENDANCE_MESSAGES.noAttendees)).toBeInTheDocument();
    const url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toContain('keyword=Jack');
    expect(url).toContain('checkedIn=true');
  });
});

describe('TicketQrCode', { timeout: 30_000 }, () => {
  beforeEach(storeAccessToken);
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the ticket's check-in code only when opened and shows it", async () => {
    const fetchMock = mockFetch({
      'GET /api/ticket/41/checkin-code': () => jsonResponse(200, { code: 'T41.signature' }),
    });
    renderRoute(<TicketQrCode ticketId={41} ticketNumber="E7-NEXT01" />, { path: '/' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Show QR code/ }));
    expect(await screen.findByTestId('ticket-qr-value')).toHaveTextContent('T41.signature');
    expect(screen.getByText('Ticket #E7-NEXT01')).toBeInTheDocument();
  });
});
