/**
 * Cart cache (002 §4 Cart): a mutation's answer is the cached cart even when the header's first
 * `GET /api/cart/latest` was still in flight and answers later with the older, empty cart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TCart } from '@portal/contracts';
import { jsonResponse, mockFetch, storeAccessToken } from '../../test-utils';
import { useAddToCartMutation, useLatestCart } from './queries';

const CART_ID = '7d2f3c4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f';
const withItem: TCart = {
  cartId: CART_ID,
  status: 'Open',
  cartItems: [
    {
      cartItemId: 1,
      itemPriceId: 11,
      eventId: 5,
      name: 'Standard',
      eventTitle: 'Paid workshop',
      quantity: 1,
      unitPrice: 55,
      totalPrice: 55,
      alreadyHoldsTicket: false,
    },
  ],
  totalAmount: 55,
  totalGst: 5,
  currency: 'AUD',
};
const empty = { ...withItem, cartItems: [], totalAmount: 0, totalGst: 0 };

afterEach(() => localStorage.clear());

describe('cart cache', () => {
  it('keeps the added item when an older cart load answers after the add', async () => {
    storeAccessToken();
    let answerFirstLoad!: () => void;
    let loads = 0;
    mockFetch({
      // The first load hangs until released; the add's own lookup answers at once.
      'GET /api/cart/latest': () => {
        loads += 1;
        if (loads > 1) return jsonResponse(200, empty);
        return new Promise<Response>(
          (resolve) => (answerFirstLoad = () => resolve(jsonResponse(200, empty))),
        );
      },
      'POST /api/cart/additem': () => jsonResponse(200, withItem),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ cart: useLatestCart(), add: useAddToCartMutation() }), {
      wrapper,
    });
    await waitFor(() => expect(loads).toBe(1));

    await act(() => result.current.add.mutateAsync({ itemPriceId: 11, quantity: 1 }));
    await waitFor(() => expect(result.current.cart.data?.cartItems).toHaveLength(1));

    // The stale first load answers now: it must not replace the cart that holds the item.
    act(() => answerFirstLoad());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.cart.data?.cartItems).toHaveLength(1);
  });
});
