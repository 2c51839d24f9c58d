/** The Waitlist section of the event editor (issue 38): the line per price, move up/down, remove. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderRoute, storeAccessToken } from '../../../test-utils';
import { EventWaitlists } from './EventWaitlists';

describe('EventWaitlists', { timeout: 60_000 }, () => {
  beforeEach(storeAccessToken);

  it('lists each price’s waitlist in order; moves and removes entries (issue 38)', async () => {
    const entry = (id: number, firstName: string, status: string, place: number | null) => ({
      id,
      ticketPriceId: 11,
      userId: `u-${id}`,
      firstName,
      lastName: 'Lee',
      email: `${firstName.toLowerCase()}@example.com`,
      status,
      place,
      joinedAt: '2026-11-01T10:00:00Z',
      offeredAt: status === 'offered' ? '2026-11-02T10:00:00Z' : null,
      holdUntil: status === 'offered' ? '2026-11-03T10:00:00Z' : null,
    });
    const move = vi.fn(() => jsonResponse(200, { success: true }));
    const remove = vi.fn(() => jsonResponse(200, { success: true }));
    mockFetch({
      'GET /api/admin/events/5/waitlist': () =>
        jsonResponse(200, {
          prices: [
            {
              ticketPriceId: 11,
              name: 'Member',
              holdHours: 48,
              entries: [
                entry(1, 'Ava', 'offered', null),
                entry(2, 'Ben', 'waiting', 1),
                entry(3, 'Cy', 'waiting', 2),
              ],
            },
            { ticketPriceId: 12, name: 'Student', holdHours: 24, entries: [] },
          ],
        }),
      'POST /api/admin/waitlist/3/move': move,
      'DELETE /api/admin/waitlist/1': remove,
    });
    renderRoute(<EventWaitlists eventId={5} />, { path: '/' });
    // Label and text queries only: role queries compute accessible names over antd's table, slowly in jsdom.
    const section = await screen.findByLabelText('Waitlist of Member');
    const member = within(section);
    await member.findByText('Ava Lee');
    const rows = [...section.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Ava Lee.*offered.*3 Nov 2026/),
      expect.stringMatching(/^1Ben Lee.*waiting/),
      expect.stringMatching(/^2Cy Lee.*waiting/),
    ]);
    expect(member.getByLabelText('Move Ben Lee up')).toBeDisabled();
    expect(member.getByLabelText('Move Cy Lee down')).toBeDisabled();
    await userEvent.click(member.getByLabelText('Move Cy Lee up'));
    await waitFor(() => expect(move).toHaveBeenCalledWith({ direction: 'up' }));

    await userEvent.click(member.getByLabelText('Remove Ava Lee'));
    await screen.findByText('Remove Ava Lee from the waitlist?');
    expect(screen.getByText('The held seat passes to the next member.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(document.querySelector('.ant-popconfirm .ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Waitlist of Student')).toHaveTextContent('Nobody is waiting');
  });
});
