/**
 * Cart — spec 002 §3 Cart, §4 Cart, §7 Cart. A cart is Open while items change and CheckoutPending once a
 * hosted checkout is requested (completion: checkout.service.ts). Quantities 1..20 per line; capacity is
 * pre-checked here and re-checked under lock when paying.
 */
import { EVENT_LIMITS, EVENT_MESSAGES, type TCart } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { activeTicketIdsByEvent } from '../events/events.service';
import { withTransaction } from '../../db/tenant-scope';
import { ownHeldSeats } from '../waitlist/waitlist.service';
import { presentCart } from './cart.presenter';
import {
  cartLineById,
  cartLineOf,
  deleteCartLine,
  insertCartLine,
  insertCart,
  insertSession,
  itemRows,
  latestOpenCart,
  priceWithEvent,
  setCartStatus,
  setLineQuantity,
  userCart,
  type CartRow,
} from './cart.repository';
import { newCheckoutId, type PaymentProvider, type ProviderOutcome } from '../payments/payments.service';
import { settleCartCheckout as settle, type CheckoutOutcome, type SettleOptions } from './checkout.service';
import type { RequestContext } from '../../plugins/auth';

/**
 * For the payments module's webhook (issue 34): applies a provider's verified outcome to a cart checkout
 * (tickets, Paid invoice and payment once; a closed or declined checkout re-opens the cart). Delegates to
 * checkout.service.ts `settleCartCheckout`. @returns the outcome, `'duplicate'` for an event already
 * processed, or null for an unknown checkout.
 */
export function settleCartCheckout(
  ctx: Pick<RequestContext, 'scope'>,
  checkoutId: string,
  outcome: ProviderOutcome,
  provider: PaymentProvider,
  options: SettleOptions = {},
): Promise<CheckoutOutcome | 'duplicate' | null> {
  return settle(ctx, checkoutId, outcome, provider, options);
}

/** The user's cart. @throws AppError NOT_FOUND for another user's or tenant's cart. */
async function findCart(scope: TenantScope, userId: string, cartId: string, lock = false): Promise<CartRow> {
  const cart = await userCart(scope, userId, cartId, lock);
  if (!cart) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return cart;
}

/** @throws AppError CONFLICT unless the cart is Open. */
function requireOpen(cart: CartRow): void {
  if (cart.status !== 'Open') throw new AppError('CONFLICT', EVENT_MESSAGES.cartNotOpen);
}

/**
 * A cart with its lines as the contract's cart, each line saying whether the cart's member already holds an
 * active ticket for its event (two queries whatever the number of lines).
 */
async function cartOf(scope: TenantScope, cart: CartRow): Promise<TCart> {
  const rows = await itemRows(scope, cart.id);
  const eventIds = [...new Set(rows.map((row) => row.price.eventId))];
  const held = await activeTicketIdsByEvent({ scope }, cart.userId, eventIds);
  return presentCart(cart, rows, new Set(held.keys()));
}

/** `POST /api/cart/new`: a new Open cart → its id. */
export async function newCart(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<{ cartId: string }> {
  return { cartId: await insertCart(ctx.scope, ctx.actor.id) };
}

/** `GET /api/cart/{cartId}`. @throws AppError NOT_FOUND. */
export async function getCart(ctx: Pick<RequestContext, 'scope' | 'actor'>, cartId: string): Promise<TCart> {
  return cartOf(ctx.scope, await findCart(ctx.scope, ctx.actor.id, cartId));
}

/** `GET /api/cart/latest`: the newest Open cart, or `{ cartId: null, cartItems: [] }`. */
export async function latestCart(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Promise<TCart | { cartId: null; cartItems: [] }> {
  const cart = await latestOpenCart(ctx.scope, ctx.actor.id);
  return cart ? cartOf(ctx.scope, cart) : { cartId: null, cartItems: [] };
}

/**
 * A live price of a published event that has not ended, with places for `quantity` for `userId`: seats held
 * for waitlist offers count as taken except the one held for them (issue 38).
 * @throws AppError NOT_FOUND, CONFLICT (event ended, sold out).
 */
async function sellablePrice(scope: TenantScope, ticketPriceId: number, quantity: number, userId: string) {
  const row = await priceWithEvent(scope, ticketPriceId);
  if (!row || !row.isPublished) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  if (row.endUtc.getTime() <= Date.now()) throw new AppError('CONFLICT', EVENT_MESSAGES.eventNotPublished);
  const { capacity, sold, held } = row.price;
  if (capacity != null) {
    const own = held > 0 ? await ownHeldSeats({ scope }, ticketPriceId, userId) : 0;
    if (sold + held - own + quantity > capacity) throw new AppError('CONFLICT', EVENT_MESSAGES.soldOut);
  }
  return row.price;
}

/**
 * `POST /api/cart/additem` (mode add: adds to the line of the same price) and `/api/cart/updateitem`
 * (mode set: sets the quantity). @throws AppError BAD_REQUEST (over 20), NOT_FOUND, CONFLICT.
 */
export async function putItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  input: { cartId: string; itemPriceId: number; quantity: number },
  mode: 'add' | 'set',
): Promise<TCart> {
  return withTransaction(ctx.scope, async (tx) => {
    const cart = await findCart(tx, ctx.actor.id, input.cartId, true);
    requireOpen(cart);
    const existing = await cartLineOf(tx, cart.id, input.itemPriceId);
    const quantity = mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
    if (quantity > EVENT_LIMITS.maxQuantity)
      throw new AppError('BAD_REQUEST', `At most ${EVENT_LIMITS.maxQuantity} tickets per item`);
    await sellablePrice(tx, input.itemPriceId, quantity, ctx.actor.id);
    if (existing) await setLineQuantity(tx, existing.id, quantity);
    else if (mode === 'set') throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    else await insertCartLine(tx, cart.id, input.itemPriceId, quantity);
    return cartOf(tx, cart);
  });
}

/** `POST /api/cart/removeItem`: removes a line of the user's Open cart. @throws AppError NOT_FOUND, CONFLICT. */
export async function removeItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  cartItemId: number,
): Promise<TCart> {
  return withTransaction(ctx.scope, async (tx) => {
    const item = await cartLineById(tx, cartItemId);
    if (!item) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const cart = await findCart(tx, ctx.actor.id, item.cartId, true);
    requireOpen(cart);
    await deleteCartLine(tx, item.id);
    return cartOf(tx, cart);
  });
}

/**
 * `POST /api/cart/checkout`: an Open, non-empty cart becomes CheckoutPending and gets a hosted checkout of the
 * tenant's provider (issue 34: one line per cart line, AUD cents; returning to `/checkout/{id}/return`, or
 * `/checkout/{id}/cancel`). @returns the provider's page (Stripe's, or the test provider's `/checkout/{id}`).
 * A second checkout of the same cart is refused (409). @throws AppError NOT_FOUND, BAD_REQUEST, CONFLICT,
 * BAD_GATEWAY (provider unreachable: nothing changes).
 */
export async function checkout(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  cartId: string,
  provider: PaymentProvider,
): Promise<{ checkoutUrl: string }> {
  return withTransaction(ctx.scope, async (tx) => {
    const cart = await findCart(tx, ctx.actor.id, cartId, true);
    requireOpen(cart);
    const rows = await itemRows(tx, cart.id);
    if (rows.length === 0) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.cartEmpty);
    for (const row of rows) await sellablePrice(tx, row.price.id, row.quantity, ctx.actor.id);
    const amountCents = rows.reduce((sum, row) => sum + row.price.amountCents * row.quantity, 0);
    const id = newCheckoutId();
    const created = await provider.createCheckout({
      tenantId: tx.tenantId,
      checkoutId: id,
      kind: 'cart',
      amountCents,
      lines: rows.map((row) => ({
        name: `${row.eventTitle} — ${row.price.name}`,
        quantity: row.quantity,
        unitCents: row.price.amountCents,
      })),
      returnPath: `/checkout/${id}/return`,
      cancelPath: `/checkout/${id}/cancel`,
    });
    await insertSession(tx, {
      id,
      cartId: cart.id,
      provider: provider.name,
      amountCents,
      providerSessionId: created.sessionId,
      url: created.checkoutUrl,
      expiresAt: created.expiresAt,
    });
    await setCartStatus(tx, cart.id, 'CheckoutPending');
    return { checkoutUrl: created.checkoutUrl };
  });
}
