/**
 * Cart and checkout queries (spec 002 §7 "Cart"; docs/api-events.md): the member's latest open cart, adding,
 * changing and removing items, checkout and buy now. Money is AUD dollars.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCart } from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { cartSignals } from './cart-updater';

/** Query key factory of the cart. */
export const cartKeys = {
  latest: () => ['cart'] as const,
};

const fetchLatestCart = (signal?: AbortSignal) =>
  generalApi.get<TCart | { cartId: null; cartItems: [] }>('api/cart/latest', { signal });
const createCart = () => generalApi.post<{ cartId: string }>('api/cart/new');
const addCartItem = (cartId: string, itemPriceId: number, quantity: number) =>
  generalApi.post<TCart>('api/cart/additem', { cartId, itemPriceId, quantity });
const checkoutCart = (cartId: string) =>
  generalApi.post<{ checkoutUrl: string }>('api/cart/checkout', { cartId });

/**
 * Makes a mutation's answer the cached cart. A `GET /api/cart/latest` still in flight (the header's first
 * load on a slow connection) is cancelled first, or its older answer would overwrite the new cart.
 */
async function replaceCachedCart(client: QueryClient, cart: TCart): Promise<void> {
  await client.cancelQueries({ queryKey: cartKeys.latest() });
  client.setQueryData(cartKeys.latest(), cart);
}

/** Cancels a cart load in flight when a cart mutation starts, so it cannot land after the mutation's answer. */
const cancelCartLoad = (client: QueryClient) => client.cancelQueries({ queryKey: cartKeys.latest() });

/** `GET /api/cart/latest`: the member's newest open cart (or an empty one). */
export function useLatestCart() {
  return useQuery({
    queryKey: cartKeys.latest(),
    queryFn: ({ signal }) => fetchLatestCart(signal),
  });
}

/** Refetches the latest cart (after coming back from the hosted checkout page). */
export function useInvalidateCart() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: cartKeys.latest() }), [client]);
}

/**
 * Adds a ticket price to the latest open cart (`POST /api/cart/new` first when there is none, then
 * `POST /api/cart/additem`); the answer becomes the cached cart and the badge animates.
 */
export function useAddToCartMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemPriceId, quantity }: { itemPriceId: number; quantity: number }) => {
      const latest = await fetchLatestCart();
      const cartId = latest.cartId ?? (await createCart()).cartId;
      return addCartItem(cartId, itemPriceId, quantity);
    },
    onMutate: () => cancelCartLoad(client),
    onSuccess: async (cart) => {
      await replaceCachedCart(client, cart);
      cartSignals.dispatchEvent(new Event('added'));
    },
  });
}

/** `POST /api/cart/updateitem` `{ cartId, itemPriceId, quantity }`; the answer becomes the cached cart. */
export function useUpdateCartItemMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      cartId,
      itemPriceId,
      quantity,
    }: {
      cartId: string;
      itemPriceId: number;
      quantity: number;
    }) => generalApi.post<TCart>('api/cart/updateitem', { cartId, itemPriceId, quantity }),
    onMutate: () => cancelCartLoad(client),
    onSuccess: (cart) => replaceCachedCart(client, cart),
  });
}

/** `POST /api/cart/removeItem` `{ cartItemId }`; the answer becomes the cached cart. */
export function useRemoveCartItemMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: number) => generalApi.post<TCart>('api/cart/removeItem', { cartItemId }),
    onMutate: () => cancelCartLoad(client),
    onSuccess: (cart) => replaceCachedCart(client, cart),
  });
}

/** `POST /api/cart/checkout` `{ cartId }` → the hosted checkout URL. */
export function useCheckoutMutation() {
  return useMutation({
    mutationFn: async (cartId: string) => (await checkoutCart(cartId)).checkoutUrl,
  });
}

/**
 * Buy now (002 §4 Cart: a new cart per checkout attempt): `POST /api/cart/new`, `POST /api/cart/additem`,
 * `POST /api/cart/checkout` → the hosted checkout URL.
 */
export function useBuyNowMutation() {
  return useMutation({
    mutationFn: async ({ itemPriceId, quantity }: { itemPriceId: number; quantity: number }) => {
      const { cartId } = await createCart();
      await addCartItem(cartId, itemPriceId, quantity);
      return (await checkoutCart(cartId)).checkoutUrl;
    },
  });
}
