/**
 * Debounced cart quantity updates (spec 002 §4 Cart: "Quantity updates apply immediately and are posted
 * debounced 400 ms"; §8: other cart failures are only logged and the item update does not wait for the
 * server). One timer per item price: the last quantity within 400 ms is the one posted.
 */

/** Debounce of a cart quantity post, in ms (002 §9). */
export const CART_UPDATE_DEBOUNCE_MS = 400;
/** How long the checkout-in-progress flag stays after a result, in ms (002 §4). */
export const CHECKOUT_FLAG_CLEAR_MS = 690;
/** How long the badge animates after an add, in ms (002 §4). */
export const BADGE_ANIMATION_MS = 500;

/** Creates an updater that posts `post(itemPriceId, quantity)` once per item after `delay` ms of quiet. */
export function createCartUpdater(
  post: (itemPriceId: number, quantity: number) => Promise<unknown>,
  delay = CART_UPDATE_DEBOUNCE_MS,
) {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  return {
    /** Schedules the post of `quantity` for `itemPriceId`, replacing a pending one. */
    schedule(itemPriceId: number, quantity: number) {
      const pending = timers.get(itemPriceId);
      if (pending) clearTimeout(pending);
      timers.set(
        itemPriceId,
        setTimeout(() => {
          timers.delete(itemPriceId);
          post(itemPriceId, quantity).catch((error: unknown) => console.error('Cart update failed', error));
        }, delay),
      );
    },
    /** Drops every pending post. */
    cancel() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** A tiny signal for "an item was added" so the badge can animate. */
export const cartSignals = new EventTarget();
