/**
 * Cart and checkout — spec 002 §3 Cart, §4 Cart, §7 Cart. A cart is Open while items change, CheckoutPending
 * once a hosted checkout is requested, Paid exactly once when the payment succeeds (then tickets are issued and
 * a paid invoice with GST is created, all in one transaction with row locks); a declined payment issues nothing
 * and re-opens the cart.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_LIMITS, EVENT_MESSAGES, type TCart } from '@portal/contracts';
import {
  cartItems,
  carts,
  checkoutSessions,
  events,
  invoices,
  payments,
  ticketPrices,
  users,
} from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { gstOfInclusive, invoiceTotals, toDollars } from './money';
import type { PaymentProvider } from './payment/provider';
import { inTransaction, issueTickets, takePlaces } from './tickets.service';

type CartRow = typeof carts.$inferSelect;

/** The user's cart. @throws AppError NOT_FOUND for another user's or tenant's cart. */
async function findCart(scope: TenantScope, userId: string, cartId: string, lock = false): Promise<CartRow> {
  const query = scope.db
    .select()
    .from(carts)
    .where(inTenant(scope, carts, eq(carts.id, cartId), eq(carts.userId, userId)));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return cart;
}

function requireOpen(cart: CartRow): void {
  if (cart.status !== 'Open') throw new AppError('CONFLICT', EVENT_MESSAGES.cartNotOpen);
}

/** Items of a cart with price, event and cents (one query). */
async function itemRows(scope: TenantScope, cartId: string) {
  return scope.db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      price: ticketPrices,
      eventTitle: events.title,
    })
    .from(cartItems)
    .innerJoin(ticketPrices, eq(ticketPrices.id, cartItems.ticketPriceId))
    .innerJoin(events, eq(events.id, ticketPrices.eventId))
    .where(inTenant(scope, cartItems, eq(cartItems.cartId, cartId)))
    .orderBy(asc(ticketPrices.eventId), asc(cartItems.id));
}

/** Presents a cart (002 §3): items grouped by event (ordered by eventId), amounts in dollars. */
export async function presentCart(scope: TenantScope, cart: CartRow): Promise<TCart> {
  const rows = await itemRows(scope, cart.id);
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
    })),
    totalAmount: toDollars(totalCents),
    totalGst: toDollars(gstOfInclusive(totalCents)),
    currency: 'AUD',
  };
}

/** `POST /api/cart/new`: a new Open cart. */
export async function newCart(scope: TenantScope, userId: string): Promise<string> {
  const [cart] = await scope.db
    .insert(carts)
    .values({ tenantId: scope.tenantId, userId })
    .returning({ id: carts.id });
  return cart!.id;
}

/** `GET /api/cart/{cartId}`. */
export async function getCart(scope: TenantScope, userId: string, cartId: string): Promise<TCart> {
  return presentCart(scope, await findCart(scope, userId, cartId));
}

/** `GET /api/cart/latest`: the newest Open cart or null. */
export async function latestCart(scope: TenantScope, userId: string): Promise<TCart | null> {
  const [cart] = await scope.db
    .select()
    .from(carts)
    .where(inTenant(scope, carts, eq(carts.userId, userId), eq(carts.status, 'Open')))
    .orderBy(desc(carts.createdAt))
    .limit(1);
  return cart ? presentCart(scope, cart) : null;
}

/** A live price of a published event that has not ended, with places for `quantity`. */
async function sellablePrice(scope: TenantScope, ticketPriceId: number, quantity: number) {
  const [row] = await scope.db
    .select({ price: ticketPrices, isPublished: events.isPublished, endUtc: events.endUtc })
    .from(ticketPrices)
    .innerJoin(events, eq(events.id, ticketPrices.eventId))
    .where(
      inTenant(scope, ticketPrices, eq(ticketPrices.id, ticketPriceId), eq(ticketPrices.isDeleted, false)),
    );
  if (!row || !row.isPublished) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  if (row.endUtc.getTime() <= Date.now()) throw new AppError('CONFLICT', EVENT_MESSAGES.eventNotPublished);
  if (row.price.capacity != null && row.price.sold + quantity > row.price.capacity)
    throw new AppError('CONFLICT', EVENT_MESSAGES.soldOut);
  return row.price;
}

/**
 * `POST /api/cart/additem` (mode add: adds to the line of the same price) and `/api/cart/updateitem`
 * (mode set: sets the quantity). Quantity 1..20; capacity pre-checked (re-checked under lock when paying).
 */
export async function putItem(
  scope: TenantScope,
  userId: string,
  input: { cartId: string; itemPriceId: number; quantity: number },
  mode: 'add' | 'set',
): Promise<TCart> {
  return inTransaction(scope, async (tx) => {
    const cart = await findCart(tx, userId, input.cartId, true);
    requireOpen(cart);
    const [existing] = await tx.db
      .select()
      .from(cartItems)
      .where(
        inTenant(
          tx,
          cartItems,
          eq(cartItems.cartId, cart.id),
          eq(cartItems.ticketPriceId, input.itemPriceId),
        ),
      );
    const quantity = mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
    if (quantity > EVENT_LIMITS.maxQuantity)
      throw new AppError('BAD_REQUEST', `At most ${EVENT_LIMITS.maxQuantity} tickets per item`);
    await sellablePrice(tx, input.itemPriceId, quantity);
    if (existing)
      await tx.db
        .update(cartItems)
        .set({ quantity })
        .where(inTenant(tx, cartItems, eq(cartItems.id, existing.id)));
    else if (mode === 'set') throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    else
      await tx.db
        .insert(cartItems)
        .values({ tenantId: tx.tenantId, cartId: cart.id, ticketPriceId: input.itemPriceId, quantity });
    return presentCart(tx, cart);
  });
}

/** `POST /api/cart/removeItem`: removes a line of the user's Open cart. */
export async function removeItem(scope: TenantScope, userId: string, cartItemId: number): Promise<TCart> {
  return inTransaction(scope, async (tx) => {
    const [item] = await tx.db
      .select()
      .from(cartItems)
      .where(inTenant(tx, cartItems, eq(cartItems.id, cartItemId)));
    if (!item) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const cart = await findCart(tx, userId, item.cartId, true);
    requireOpen(cart);
    await tx.db.delete(cartItems).where(inTenant(tx, cartItems, eq(cartItems.id, item.id)));
    return presentCart(tx, cart);
  });
}

/**
 * `POST /api/cart/checkout`: an Open, non-empty cart becomes CheckoutPending and gets a hosted checkout session.
 * A second checkout of the same cart is refused (409).
 */
export async function checkout(
  scope: TenantScope,
  userId: string,
  cartId: string,
  provider: PaymentProvider,
): Promise<{ checkoutUrl: string }> {
  return inTransaction(scope, async (tx) => {
    const cart = await findCart(tx, userId, cartId, true);
    requireOpen(cart);
    const rows = await itemRows(tx, cart.id);
    if (rows.length === 0) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.cartEmpty);
    for (const row of rows) await sellablePrice(tx, row.price.id, row.quantity);
    const amountCents = rows.reduce((sum, row) => sum + row.price.amountCents * row.quantity, 0);
    const created = await provider.createCheckout({ tenantId: tx.tenantId, cartId: cart.id, amountCents });
    await tx.db.insert(checkoutSessions).values({
      id: created.sessionId,
      tenantId: tx.tenantId,
      cartId: cart.id,
      provider: provider.name,
      amountCents,
    });
    await tx.db
      .update(carts)
      .set({ status: 'CheckoutPending' })
      .where(inTenant(tx, carts, eq(carts.id, cart.id)));
    return { checkoutUrl: created.checkoutUrl };
  });
}

/** A checkout session with its cart lines, for the hosted page. Null when unknown in this tenant. */
export async function checkoutView(scope: TenantScope, sessionId: string) {
  const [session] = await scope.db
    .select()
    .from(checkoutSessions)
    .where(inTenant(scope, checkoutSessions, eq(checkoutSessions.id, sessionId)));
  if (!session) return null;
  const rows = await itemRows(scope, session.cartId);
  return { session, rows };
}

export type CheckoutOutcome =
  | { result: 'success'; invoiceId: string; eventId: number | null }
  | { result: 'already-paid'; invoiceId: string | null; eventId: number | null }
  | { result: 'declined'; cartId: string; eventId: number | null }
  | { result: 'failed'; cartId: string; eventId: number | null; message: string };

/**
 * Completes a hosted checkout (test provider 'Pay' / 'Decline'). Pay: in one transaction locking the session,
 * the cart and every price row — cart Paid exactly once, places taken, tickets issued, a Paid invoice with line
 * items and GST, a payment row. Decline: session Declined, cart Open again, nothing issued. Idempotent: a session
 * that is no longer Pending answers what happened and changes nothing.
 */
export async function completeCheckout(
  scope: TenantScope,
  sessionId: string,
  outcome: 'pay' | 'decline',
  provider: PaymentProvider,
  now = new Date(),
): Promise<CheckoutOutcome | null> {
  try {
    return await inTransaction(scope, async (tx) => {
      const [session] = await tx.db
        .select()
        .from(checkoutSessions)
        .where(inTenant(tx, checkoutSessions, eq(checkoutSessions.id, sessionId)))
        .for('update');
      if (!session) return null;
      const [cart] = await tx.db
        .select()
        .from(carts)
        .where(inTenant(tx, carts, eq(carts.id, session.cartId)))
        .for('update');
      const rows = await itemRows(tx, session.cartId);
      const eventId = rows[0]?.price.eventId ?? null;
      if (session.status !== 'Pending' || !cart || cart.status === 'Paid')
        return session.status === 'Declined'
          ? { result: 'declined' as const, cartId: session.cartId, eventId }
          : { result: 'already-paid' as const, invoiceId: session.invoiceId, eventId };
      const charge = await provider.charge(sessionId, outcome);
      if (!charge.ok) {
        await tx.db
          .update(checkoutSessions)
          .set({ status: 'Declined', completedAt: now })
          .where(inTenant(tx, checkoutSessions, eq(checkoutSessions.id, session.id)));
        await tx.db
          .update(carts)
          .set({ status: 'Open' })
          .where(inTenant(tx, carts, eq(carts.id, cart.id)));
        return { result: 'declined' as const, cartId: cart.id, eventId };
      }
      // Lock prices in id order (no deadlocks), take the places, then issue.
      const ordered = [...rows].sort((a, b) => a.price.id - b.price.id);
      const locked = new Map<number, Awaited<ReturnType<typeof takePlaces>>>();
      for (const row of ordered) locked.set(row.price.id, await takePlaces(tx, row.price.id, row.quantity));
      const lines = rows.map((row) => ({
        itemName: `${row.eventTitle} — ${row.price.name}`,
        quantity: row.quantity,
        unitCents: row.price.amountCents,
        totalCents: row.price.amountCents * row.quantity,
      }));
      const totals = invoiceTotals(lines);
      const [user] = await tx.db
        .select({ firstName: users.firstName, lastName: users.lastName, memberNum: users.memberNum })
        .from(users)
        .where(inTenant(tx, users, eq(users.id, cart.userId)));
      const day = now.toISOString().slice(0, 10);
      const seqResult = await tx.db.execute(
        sql`select nextval(pg_get_serial_sequence('invoices', 'seq')) as seq`,
      );
      const seq = Number((seqResult as unknown as { rows: { seq: string | number }[] }).rows[0]!.seq);
      const titles = [...new Set(rows.map((row) => row.eventTitle))];
      const [invoice] = await tx.db
        .insert(invoices)
        .values({
          tenantId: tx.tenantId,
          seq,
          userId: cart.userId,
          cartId: cart.id,
          invoiceNum: `INV-${String(seq).padStart(6, '0')}`,
          invoiceDate: day,
          dueDate: day,
          description: `Event registration: ${titles.join(', ')}`.slice(0, 500),
          status: 'Paid',
          totalIncGstCents: totals.incCents,
          totalExcGstCents: totals.excCents,
          gstCents: totals.gstCents,
          paidCents: totals.incCents,
          userFullName: user ? `${user.firstName} ${user.lastName}` : '',
          memberNum: user?.memberNum ?? null,
          lineItems: lines,
        })
        .returning({ id: invoices.id });
      for (const row of rows)
        await issueTickets(tx, {
          price: locked.get(row.price.id)!,
          userId: cart.userId,
          quantity: row.quantity,
          cartId: cart.id,
          invoiceId: invoice!.id,
        });
      await tx.db.insert(payments).values({
        tenantId: tx.tenantId,
        invoiceId: invoice!.id,
        kind: 'payment',
        amountCents: totals.incCents,
        provider: provider.name,
        reference: charge.reference,
      });
      await tx.db
        .update(carts)
        .set({ status: 'Paid', paidAt: now })
        .where(inTenant(tx, carts, eq(carts.id, cart.id)));
      await tx.db
        .update(checkoutSessions)
        .set({ status: 'Paid', invoiceId: invoice!.id, completedAt: now })
        .where(inTenant(tx, checkoutSessions, eq(checkoutSessions.id, session.id)));
      return { result: 'success' as const, invoiceId: invoice!.id, eventId };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    // Not enough places left: nothing was issued (rolled back); the session fails and the cart re-opens.
    const view = await checkoutView(scope, sessionId);
    if (!view) return null;
    await inTransaction(scope, async (tx) => {
      await tx.db
        .update(checkoutSessions)
        .set({ status: 'Failed', completedAt: now })
        .where(
          inTenant(
            tx,
            checkoutSessions,
            eq(checkoutSessions.id, sessionId),
            eq(checkoutSessions.status, 'Pending'),
          ),
        );
      await tx.db
        .update(carts)
        .set({ status: 'Open' })
        .where(
          inTenant(tx, carts, eq(carts.id, view.session.cartId), inArray(carts.status, ['CheckoutPending'])),
        );
    });
    return {
      result: 'failed',
      cartId: view.session.cartId,
      eventId: view.rows[0]?.price.eventId ?? null,
      message: error.message,
    };
  }
}
