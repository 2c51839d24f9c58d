import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_MESSAGES, type TTicketPrice } from '@portal/contracts';
import { renderRoute } from '../../../test-utils';
import { RegisterPanel } from './RegisterPanel';

const price = (ticketPriceId: number, name: string, amount: number, soldOut = false): TTicketPrice => ({
  ticketPriceId,
  eventId: 1,
  name,
  amount,
  soldOut,
  capacity: 10,
  remaining: soldOut ? 0 : 5,
});

function setup() {
  const onRegisterFree = vi.fn().mockResolvedValue(undefined);
  const onCheckout = vi.fn().mockResolvedValue(undefined);
  const onAddToCart = vi.fn().mockResolvedValue(undefined);
  renderRoute(
    <RegisterPanel
      prices={[price(1, 'Member', 0), price(2, 'Non-member', 120), price(3, 'Early bird', 80, true)]}
      onRegisterFree={onRegisterFree}
      onCheckout={onCheckout}
      onAddToCart={onAddToCart}
    />,
    { path: '/' },
  );
  return { onRegisterFree, onCheckout, onAddToCart, user: userEvent.setup() };
}

const registerButton = () => screen.getByRole('button', { name: 'Register' });

describe('RegisterPanel (002 §4, §5)', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('disables Register until a ticket type is chosen', async () => {
    const { user } = setup();
    expect(registerButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Member \$?Free/ }));
    expect(registerButton()).toBeEnabled();
  });

  it('registers a free ticket at once with the quantity', async () => {
    const { user, onRegisterFree, onCheckout } = setup();
    await user.click(screen.getByRole('radio', { name: /Member \$?Free/ }));
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(registerButton());
    await waitFor(() => expect(onRegisterFree).toHaveBeenCalledWith(1, 3));
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it("asks 'Proceed to checkout?' before a paid checkout", async () => {
    const { user, onCheckout } = setup();
    await user.click(screen.getByRole('radio', { name: /Non-member/ }));
    await user.click(registerButton());
    expect(await screen.findByRole('dialog')).toHaveTextContent(EVENT_MESSAGES.proceedToCheckout);
    expect(onCheckout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith(2, 1));
  });

  it("disables Register with 'No tickets left' when the type is sold out", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /Early bird/ }));
    expect(registerButton()).toBeDisabled();
    expect(screen.getAllByText(EVENT_MESSAGES.noTicketsLeft).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('adds a paid type to the cart', async () => {
    const { user, onAddToCart } = setup();
    await user.click(screen.getByRole('radio', { name: /Non-member/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAddToCart).toHaveBeenCalledWith(2, 1));
  });
});
