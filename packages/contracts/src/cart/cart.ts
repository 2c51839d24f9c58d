/**
 * Cart and hosted checkout — spec 002 §3 Cart, §4 Cart, §7 Cart.
 * Money in AUD dollars (2 decimals), GST (10%) included.
 */
import { z } from 'zod';
import { ZIntId } from '../shared/input';
import { EVENT_LIMITS } from '../events/events';

const money = z.number();

// ---------------------------------------------------------------------------------------------------------
// Cart and checkout (002 §3 Cart, §4, §7 Cart)
// ---------------------------------------------------------------------------------------------------------

export const CART_STATUSES = ['Open', 'CheckoutPending', 'Paid'] as const;
export const ZCartStatus = z.enum(CART_STATUSES);

/** Cart item (002 §3): cartItemId, itemPriceId (a ticket price id), eventId, quantity, unit/total (dollars). */
export const ZCartItem = z.object({
  cartItemId: z.number().int(),
  itemPriceId: z.number().int(),
  eventId: z.number().int().nullable(),
  name: z.string(),
  eventTitle: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: money,
  totalPrice: money,
  /**
   * The member already holds an active ticket for this line's event (issue 18: buying another warns before
   * payment). Answered by the server from the member's tickets.
   */
  alreadyHoldsTicket: z.boolean(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

/** Cart: id (uuid), items, status, totals in dollars (GST included; `totalGst` = 1/11 of the total). */
export const ZCart = z.object({
  cartId: z.string().uuid(),
  status: ZCartStatus,
  cartItems: z.array(ZCartItem),
  totalAmount: money,
  totalGst: money,
  currency: z.literal('AUD'),
});
export type TCart = z.infer<typeof ZCart>;

/** `?userId=` of cart/new and cart/latest (optional; must be the signed-in user). */
export const ZCartUserQuery = z.object({ userId: z.string().uuid().optional() });
export const ZNewCartResponse = z.object({ cartId: z.string().uuid() });
/** `GET /api/cart/latest`: the newest open cart, or `{ cartId: null, cartItems: [] }`. */
export const ZLatestCartResponse = z.union([
  ZCart,
  z.object({ cartId: z.null(), cartItems: z.array(ZCartItem).length(0) }),
]);
/** `POST /api/cart/additem` and `/api/cart/updateitem`: cartId, itemPriceId, quantity (1..20) → cart. */
export const ZCartItemBody = z.object({
  cartId: z.string().uuid(),
  itemPriceId: ZIntId,
  quantity: z.number().int().min(1).max(EVENT_LIMITS.maxQuantity),
});
export type TCartItemBody = z.infer<typeof ZCartItemBody>;
/** `POST /api/cart/removeItem`: cartItemId → cart. */
export const ZCartRemoveBody = z.object({ cartItemId: ZIntId });
/** `POST /api/cart/checkout`: cartId, userId → `{ checkoutUrl }` of the hosted checkout page. */
export const ZCheckoutBody = z.object({ cartId: z.string().uuid(), userId: z.string().uuid().nullish() });
export const ZCheckoutResponse = z.object({ checkoutUrl: z.string() });

/** `{cartId}` path parameter of `GET /api/cart/{cartId}` (uuid). */
export const ZCartIdParams = z.object({ cartId: z.string().uuid() });

/** `{sessionId}` of the hosted checkout page `/checkout/{sessionId}[/pay|/decline]`: 10–100 word characters. */
export const ZCheckoutSessionParams = z.object({
  sessionId: z
    .string()
    .min(10)
    .max(100)
    .regex(/^[\w-]+$/),
});
