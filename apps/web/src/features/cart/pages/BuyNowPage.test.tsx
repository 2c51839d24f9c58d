import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { storeTestToken } from '../../../test/mock-api';
import { checkoutNavigator } from '../components/CartButton';
import BuyNowPage from './BuyNowPage';

const CART_ID = '6f1c2a52-3f4e-4b8e-9a43-0c1f7c1f2b11';

describe('buy now', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/buy-now without itemPriceId goes home', async () => {
    mockFetch({});
    renderRoute(<BuyNowPage />, { path: '/buy-now', routes: [{ path: '/', element: <p>Home page</p> }] });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("/buy-now creates a cart, adds the item, checks out and leaves, showing 'Processing...'", async () => {
    const go = vi.spyOn(checkoutNavigator, 'go').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'POST /api/cart/new': () => jsonResponse(200, { cartId: CART_ID }),
      'POST /api/cart/additem': () => jsonResponse(200, { cartId: CART_ID, cartItems: [] }),
      'POST /api/cart/checkout': () => jsonResponse(200, { checkoutUrl: '/checkout/abc' }),
    });
    renderRoute(<BuyNowPage />, { path: '/buy-now', initialEntry: '/buy-now?itemPriceId=42' });
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/abc'));
    const bodies = fetchMock.mock.calls.map(([, init]) =>
      init?.body ? JSON.parse(String(init.body)) : null,
    );
    expect(bodies[1]).toEqual({ cartId: CART_ID, itemPriceId: 42, quantity: 1 });
    expect(bodies[2]).toEqual({ cartId: CART_ID });
  });

  it("/buy-now shows 'Checkout error. Try again.' with the server message", async () => {
    mockFetch({
      'POST /api/cart/new': () => jsonResponse(200, { cartId: CART_ID }),
      'POST /api/cart/additem': () => jsonResponse(409, { message: 'No tickets left' }),
    });
    renderRoute(<BuyNowPage />, { path: '/buy-now', initialEntry: '/buy-now?itemPriceId=7' });
    expect(await screen.findByText('Checkout error. Try again. No tickets left')).toBeInTheDocument();
  });
});
