/**
 * Cart and checkout SQL (spec 002 §3 Cart, §4 Cart): carts, cart lines with their price and event, and hosted
 * checkout sessions. Every function takes the tenant scope (or the transaction's scope).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { cartItems, carts, checkoutSessions, events, ticketPrices, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored cart. */
export type CartRow = typeof carts.$inferSelect;
/** Cart statuses (002 §4 Cart). */
export type CartStatus = 'Open' | 'CheckoutPending' | 'Paid';
/** Checkout session statuses. */
/** A cart checkout's status (issue 34: Processing while a delayed payment clears; Cancelled, Expired). */
export type SessionStatus =
  'Pending' | 'Processing' | 'Paid' | 'Declined' | 'Cancelled' | 'Expired' | 'Failed';

/** A cart of the user (locked for update with `lock`), or undefined. */
export async function userCart(scope: TenantScope, userId: string, cartId: string, lock = false) {
  const query = scope.db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
  const [cart] = lock ? await query.for('update') : await query;
  return cart;
}

/** A cart by id locked for update, or undefined. */
export async function lockCart(tx: TenantScope, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await tx.db.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

/** The user's newest Open cart, or undefined. */
export async function latestOpenCart(scope: TenantScope, userId: string): Promise<CartRow | undefined> {
  const [cart] = await scope.db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'Open')))
    .orderBy(desc(carts.createdAt))
    .limit(1);
  return cart;
}

/** Inserts an Open cart. @returns its id. */
export async function insertCart(scope: TenantScope, userId: string): Promise<string> {
  const [cart] = await scope.db
    .insert(carts)
    .values({ tenantId: scope.tenantId, userId })
    .returning({ id: carts.id });
  return cart!.id;
}

/** Sets a cart's status (`only` restricts the change to carts currently in those statuses). */
export async function setCartStatus(
  tx: TenantScope,
  cartId: string,
  status: CartStatus,
  extra: { paidAt?: Date } = {},
  only?: CartStatus[],
): Promise<void> {
  await tx.db
    .update(carts)
    .set({ status, ...extra })
    .where(and(eq(carts.id, cartId), only ? inArray(carts.status, only) : undefined));
}

/** Named selection: a cart line with its ticket price and event title. */
const cartLine = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  price: ticketPrices,
  eventTitle: events.title,
};

/** Lines of a cart with price and event (one query), by event then line. */
export function itemRows(scope: TenantScope, cartId: string) {
  return scope.db
    .select(cartLine)
    .from(cartItems)
    .innerJoin(ticketPrices, eq(ticketPrices.id, cartItems.ticketPriceId))
    .innerJoin(events, eq(events.id, ticketPrices.eventId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(ticketPrices.eventId), asc(cartItems.id));
}
/** A cart line of {@link itemRows}. */
export type CartLineRow = Awaited<ReturnType<typeof itemRows>>[number];

/** The line of a cart for a ticket price, or undefined. */
export async function cartLineOf(tx: TenantScope, cartId: string, ticketPriceId: number) {
  const [item] = await tx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.ticketPriceId, ticketPriceId)));
  return item;
}

/** A cart line by id, or undefined. */
export async function cartLineById(tx: TenantScope, cartItemId: number) {
  const [item] = await tx.db.select().from(cartItems).where(eq(cartItems.id, cartItemId));
  return item;
}

/** Inserts a cart line. */
export async function insertCartLine(
  tx: TenantScope,
  cartId: string,
  ticketPriceId: number,
  quantity: number,
) {
  await tx.db.insert(cartItems).values({ tenantId: tx.tenantId, cartId, ticketPriceId, quantity });
}

/** Sets the quantity of a cart line. */
export async function setLineQuantity(tx: TenantScope, cartItemId: number, quantity: number): Promise<void> {
  await tx.db.update(cartItems).set({ quantity }).where(eq(cartItems.id, cartItemId));
}

/** Deletes a cart line. */
export async function deleteCartLine(tx: TenantScope, cartItemId: number): Promise<void> {
  await tx.db.delete(cartItems).where(eq(cartItems.id, cartItemId));
}

/** A live ticket price with its event's published flag and end. */
export async function priceWithEvent(scope: TenantScope, ticketPriceId: number) {
  const [row] = await scope.db
    .select({ price: ticketPrices, isPublished: events.isPublished, endUtc: events.endUtc })
    .from(ticketPrices)
    .innerJoin(events, eq(events.id, ticketPrices.eventId))
    .where(and(eq(ticketPrices.id, ticketPriceId), eq(ticketPrices.isDeleted, false)));
  return row;
}

/** A checkout session (locked for update with `lock`), or undefined. */
export async function checkoutSession(scope: TenantScope, sessionId: string, lock = false) {
  const query = scope.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  const [session] = lock ? await query.for('update') : await query;
  return session;
}

/** Inserts a Pending checkout session. */
export async function insertSession(
  tx: TenantScope,
  values: {
    id: string;
    cartId: string;
    provider: string;
    amountCents: number;
    providerSessionId: string;
    url: string;
    expiresAt: Date | null;
  },
): Promise<void> {
  await tx.db.insert(checkoutSessions).values({ ...values, tenantId: tx.tenantId });
}

/** Completes a session (`onlyPending` leaves sessions no longer Pending or Processing unchanged). */
export async function completeSession(
  tx: TenantScope,
  sessionId: string,
  values: { status: SessionStatus; completedAt: Date | null; invoiceId?: string },
  onlyPending = false,
): Promise<void> {
  await tx.db
    .update(checkoutSessions)
    .set(values)
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        onlyPending ? inArray(checkoutSessions.status, ['Pending', 'Processing']) : undefined,
      ),
    );
}

/** The name and member number of a user for the invoice. */
export async function billedUser(tx: TenantScope, userId: string) {
  const [user] = await tx.db
    .select({ firstName: users.firstName, lastName: users.lastName, memberNum: users.memberNum })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
