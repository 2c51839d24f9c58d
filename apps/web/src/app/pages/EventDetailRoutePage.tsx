/**
 * /events/{id} (spec 002 §2 event detail) composed from four features: the events feature's page, the
 * tickets feature's column (prices, register, the member's tickets) and the cart feature's actions (add to
 * cart, buy now with a new cart per checkout attempt, 002 §4, leaving for the hosted checkout, reloading the
 * cart after coming back), and the attendance feature's check-in QR code on each active ticket (issue 15).
 * Composed here because a feature never imports another.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { EventDetailPage } from '../../features/events/pages/EventDetailPage';
import {
  EventTickets,
  useEventTickets,
  type TicketCartActions,
} from '../../features/tickets/components/EventTickets';
import { checkoutNavigator } from '../../features/cart/components/CartButton';
import { TicketQrCode } from '../../features/attendance/components/TicketQrCode';
import { useAddToCartMutation, useBuyNowMutation, useInvalidateCart } from '../../features/cart/queries';
import { eventQuery } from '../../features/events/queries';
import { ticketPricesQuery, userTicketsQuery } from '../../features/tickets/queries';
import { preloadImage } from '../../shared/preload-image';
import type { PagePrefetch } from '../../shared/data-prefetch';

/**
 * Starts the event page's calls with its chunk (shared/data-prefetch.ts): the event, its ticket prices and the
 * member's tickets; and, once the event is in, its feature image, the page's largest (issue 17, LCP).
 */
export const prefetch: PagePrefetch = ({ queryClient, params }) => {
  const eventId = Number(params.id);
  if (!Number.isSafeInteger(eventId) || eventId <= 0) return;
  void queryClient.fetchQuery(eventQuery(eventId)).then(
    (event) => preloadImage(event.featureImg),
    () => undefined,
  );
  void queryClient.prefetchQuery(ticketPricesQuery(eventId));
  void queryClient.prefetchQuery(userTicketsQuery(eventId));
};

/** Renders the event page with its tickets and the cart actions. */
export default function EventDetailRoutePage() {
  const eventId = Number(useParams().id);
  const { going } = useEventTickets(eventId);
  const addToCart = useAddToCartMutation().mutateAsync;
  const buyNow = useBuyNowMutation().mutateAsync;
  const invalidateCart = useInvalidateCart();
  const cart = useMemo<TicketCartActions>(
    () => ({
      addToCart: (itemPriceId, quantity) => addToCart({ itemPriceId, quantity }),
      buyNow: (itemPriceId, quantity) => buyNow({ itemPriceId, quantity }),
      goToCheckout: (url) => checkoutNavigator.go(url),
    }),
    [addToCart, buyNow],
  );
  const onCheckoutReturn = useMemo(() => () => void invalidateCart(), [invalidateCart]);
  return (
    <EventDetailPage
      tickets={
        <EventTickets
          eventId={eventId}
          cart={cart}
          ticketExtra={(ticket) => (
            <TicketQrCode ticketId={ticket.ticketId} ticketNumber={ticket.ticketNumber} />
          )}
        />
      }
      going={going}
      onCheckoutReturn={onCheckoutReturn}
    />
  );
}
