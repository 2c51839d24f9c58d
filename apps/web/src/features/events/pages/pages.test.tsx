import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test-utils';
import { checkoutNavigator } from '../components/CartButton';
import BuyNowPage from './BuyNowPage';
import EventsLayout from './EventsLayout';

const CART_ID = '6f1c2a52-3f4e-4b8e-9a43-0c1f7c1f2b11';
const account = {
  id: 'me',
  firstName: 'Mia',
  lastName: 'Member',
  role: 0,
  contactTypes: ['Member'],
  moderatedCommunityCount: 0,
};

/** A decodable (unsigned) token whose claims carry the general API access token. */
function storeToken() {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'none' })}.${part({ accessToken: 'general' })}.x`);
}

describe('events pages', { timeout: 30_000 }, () => {
  beforeEach(storeToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the Courses links in the events sidebar when CPD is on (ota) and not for lca', async () => {
    mockFetch({
      'GET /api/v1/account': () => jsonResponse(200, account),
      'GET /api/cart/latest': () => jsonResponse(200, { cartId: null, cartItems: [] }),
    });
    const { unmount } = renderRoute(<EventsLayout />, { path: '/events' });
    expect(await screen.findByRole('menuitem', { name: 'All courses' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Attending' })).toBeInTheDocument();
    unmount();
    renderRoute(<EventsLayout />, { path: '/events', profile: TENANT_PROFILES.lca });
    expect(await screen.findByRole('menuitem', { name: 'Attending' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'All courses' })).toBeNull();
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
