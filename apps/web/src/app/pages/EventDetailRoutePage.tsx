/**
 * /events/{id} (spec 002 §2 event detail) with the cart actions of the cart feature: add to cart, buy now
 * (a new cart per checkout attempt, 002 §4), leaving for the hosted checkout, and reloading the cart after
 * coming back. Composed here because a feature never imports another.
 */
import { useMemo } from 'react';
import { EventDetailPage, type EventCartActions } from '../../features/events/pages/EventDetailPage';
import { checkoutNavigator } from '../../features/cart/components/CartButton';
import { useAddToCartMutation, useBuyNowMutation, useInvalidateCart } from '../../features/cart/queries';

/** Renders the event page with the cart actions. */
export default function EventDetailRoutePage() {
  const addToCart = useAddToCartMutation().mutateAsync;
  const buyNow = useBuyNowMutation().mutateAsync;
  const invalidateCart = useInvalidateCart();
  const cart = useMemo<EventCartActions>(
    () => ({
      addToCart: (itemPriceId, quantity) => addToCart({ itemPriceId, quantity }),
      buyNow: (itemPriceId, quantity) => buyNow({ itemPriceId, quantity }),
      goToCheckout: (url) => checkoutNavigator.go(url),
      refresh: () => void invalidateCart(),
    }),
    [addToCart, buyNow, invalidateCart],
  );
  return <EventDetailPage cart={cart} />;
}
