import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyWaitlistEntry, TTicketPrice } from '@portal/contracts';
import { renderRoute } from '../../../test-utils';
import { WaitlistPanel } from './WaitlistPanel';

const price = (ticketPriceId: number, name: string, amount: number, soldOut: boolean): TTicketPrice => ({
  ticketPriceId,
  eventId: 1,
  name,
  amount,
  soldOut,
  capacity: 10,
  remaining: soldOut ? 0 : 5,
});

function setup(
  entries: TMyWaitlistEntry[],
  prices = [price(1, 'Member', 50, true), price(2, 'Guest', 0, false)],
  held: number[] = [],
) {
  const actions = {
    onJoin: vi.fn().mockResolvedValue(undefined),
    onLeave: vi.fn().mockResolvedValue(undefined),
    onDecline: vi.fn().mockResolvedValue(undefined),
    onClaim: vi.fn().mockResolvedValue(undefined),
  };
  renderRoute(
    <WaitlistPanel prices={prices} entries={entries} ticketPriceIdsHeld={new Set(held)} {...actions} />,
    { path: '/' },
  );
  return { ...actions, user: userEvent.setup() };
}

describe('WaitlistPanel (issue 38)', { timeout: 30_000 }, () => {
  it('offers Join waitlist on a sold-out price only', async () => {
    const { user, onJoin } = setup([]);
    expect(screen.queryByRole('button', { name: /Guest/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join waitlist (Member)' }));
    expect(onJoin).toHaveBeenCalledWith(1);
  });

  it('shows nothing when no price is sold out and the member is on no waitlist', () => {
    setup([], [price(2, 'Guest', 0, false)]);
    expect(screen.queryByLabelText('Waitlist')).toBeNull();
  });

  it('offers no waitlist of a sold-out price the member already holds a ticket of', () => {
    setup([], [price(1, 'Member', 50, true)], [1]);
    expect(screen.queryByRole('button', { name: /Join waitlist/ })).toBeNull();
  });

  it("shows the member's place and leaves", async () => {
    const { user, onLeave } = setup([{ ticketPriceId: 1, status: 'waiting', place: 3, holdUntil: null }]);
    expect(screen.getByText(/You are number 3 on the waitlist/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    expect(onLeave).toHaveBeenCalledWith(1);
  });

  it('claims a held seat, and declines it after a confirmation', async () => {
    const { user, onClaim, onDecline } = setup([
      { ticketPriceId: 1, status: 'offered', place: null, holdUntil: '2030-01-02T03:04:00' },
    ]);
    expect(screen.getByText(/Claim it by 2 Jan 2030, 03:04/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim your seat ($50.00)' }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ ticketPriceId: 1 }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith(1));
  });
});
