/** Cart rows → the contract's cart (spec 002 §3 Cart): lines grouped by event, money in dollars, GST included. */
import type { TCart } from '@portal/contracts';
import { gstOfInclusive, toDollars } from '../../lib/money';
import type { CartLineRow, CartRow } from './cart.repository';

/**
 * Presents a cart with its lines (ordered by eventId), totals in dollars (`totalGst` = 1/11 of the total);
 * `heldEventIds` are the events the member already holds an active ticket for (`alreadyHoldsTicket`).
 */
export function presentCart(cart: CartRow, rows: CartLineRow[], heldEventIds: ReadonlySet<number>): TCart {
  const totalCents = rows.reduce((sum, row) => sum + row.price.amountCents * row.quantity, 0);
  return {
    cartId: cart.id,
    status: cart.status as TCart['status'],
    cartItems: rows.map((row) => ({
      cartItemId: row.id,
      itemPriceId: row.price.id,
      eventId: row.price.eventId,
      name: row.price.name,
      eventTitle: row.eventTitle,
      quantity: row.quantity,
      unitPrice: toDollars(row.price.amountCents),
      totalPrice: toDollars(row.price.amountCents * row.quantity),
      alreadyHoldsTicket: heldEventIds.has(row.price.eventId),
    })),
    totalAmount: toDollars(totalCents),
    totalGst: toDollars(gstOfInclusive(totalCents)),
    currency: 'AUD',
  };
}
