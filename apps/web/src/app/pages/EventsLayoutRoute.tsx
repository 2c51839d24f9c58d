/**
 * The events layout (spec 002 §2) with the cart button of the cart feature above the content. Composed here
 * because a feature never imports another.
 */
import EventsLayout from '../../features/events/pages/EventsLayout';
import { CartButton } from '../../features/cart/components/CartButton';

/** Renders the events layout with the cart button. */
export default function EventsLayoutRoute() {
  return <EventsLayout cart={<CartButton />} />;
}
