/**
 * Completion of a hosted checkout — spec 002 §4 Cart: Paid exactly once when the payment succeeds (places
 * taken, tickets issued and a paid invoice with GST created, all in one transaction with row locks); a declined
 * payment issues nothing and re-opens the cart; too few places left fails the session and re-opens the cart.
 */
import type { TenantProfile } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { invoiceTotals } from '../../lib/money';
import { inTransaction } from '../events/events.service';
import { createPaidInvoice } from '../invoices/invoices.service';
import { issueTickets, takePlaces } from '../tickets/tickets.service';
import { checkoutView } from './cart.service';
import { renderCheckoutPage, renderMissingCheckout } from './checkout-page';
import {
  billedUser,
  checkoutSession,
  completeSession,
  lockCart,
  itemRows,
  setCartStatus,
  type CartLineRow,
  type CartRow,
} from './cart.repository';
import type { PaymentProvider } from './payment/provider';

/** How a checkout ended, with what the return URL needs. */
export type CheckoutOutcome =
  | { result: 'success'; invoiceId: string; eventId: number | null }
  | { result: 'already-paid'; invoiceId: string | null; eventId: number | null }
  | { result: 'declined'; cartId: string; eventId: number | null }
  | { result: 'failed'; cartId: string; eventId: number | null; message: string };

/** Takes the places of every line (prices locked in id order, so no deadlocks), issues tickets, and invoices. */
async function fulfil(
  tx: TenantScope,
  cart: CartRow,
  rows: CartLineRow[],
  payment: { provider: string; reference: string },
  now: Date,
): Promise<string> {
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
  const user = await billedUser(tx, cart.userId);
  const day = now.toISOString().slice(0, 10);
  const titles = [...new Set(rows.map((row) => row.eventTitle))];
  const invoiceId = await createPaidInvoice(
    tx,
    {
      userId: cart.userId,
      cartId: cart.id,
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
    },
    payment,
  );
  for (const row of rows)
    await issueTickets(tx, {
      price: locked.get(row.price.id)!,
      userId: cart.userId,
      quantity: row.quantity,
      cartId: cart.id,
      invoiceId,
    });
  return invoiceId;
}

/**
 * Completes a hosted checkout (test provider 'Pay' / 'Decline'). Pay: in one transaction locking the session,
 * the cart and every price row — cart Paid exactly once, places taken, tickets issued, a Paid invoice with line
 * items and GST, a payment row. Decline: session Declined, cart Open again, nothing issued. Idempotent: a session
 * that is no longer Pending answers what happened and changes nothing. Null for an unknown session.
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
      const session = await checkoutSession(tx, sessionId, true);
      if (!session) return null;
      const cart = await lockCart(tx, session.cartId);
      const rows = await itemRows(tx, session.cartId);
      const eventId = rows[0]?.price.eventId ?? null;
      if (session.status !== 'Pending' || !cart || cart.status === 'Paid')
        return session.status === 'Declined'
          ? { result: 'declined' as const, cartId: session.cartId, eventId }
          : { result: 'already-paid' as const, invoiceId: session.invoiceId, eventId };
      const charge = await provider.charge(sessionId, outcome);
      if (!charge.ok) {
        await completeSession(tx, session.id, { status: 'Declined', completedAt: now });
        await setCartStatus(tx, cart.id, 'Open');
        return { result: 'declined' as const, cartId: cart.id, eventId };
      }
      const invoiceId = await fulfil(
        tx,
        cart,
        rows,
        { provider: provider.name, reference: charge.reference },
        now,
      );
      await setCartStatus(tx, cart.id, 'Paid', { paidAt: now });
      await completeSession(tx, session.id, { status: 'Paid', invoiceId, completedAt: now });
      return { result: 'success' as const, invoiceId, eventId };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    // Not enough places left: nothing was issued (rolled back); the session fails and the cart re-opens.
    const view = await checkoutView(scope, sessionId);
    if (!view) return null;
    await inTransaction(scope, async (tx) => {
      await completeSession(tx, sessionId, { status: 'Failed', completedAt: now }, true);
      await setCartStatus(tx, view.session.cartId, 'Open', {}, ['CheckoutPending']);
    });
    return {
      result: 'failed',
      cartId: view.session.cartId,
      eventId: view.rows[0]?.price.eventId ?? null,
      message: error.message,
    };
  }
}

/** Portal route the member returns to after the hosted checkout (docs/api-events.md). */
export function returnUrl(outcome: CheckoutOutcome): string {
  const base = outcome.eventId ? `/events/${outcome.eventId}` : '/events';
  switch (outcome.result) {
    case 'success':
      return `${base}?checkout=success&invoiceId=${outcome.invoiceId}`;
    case 'already-paid':
      return `${base}?checkout=already-paid${outcome.invoiceId ? `&invoiceId=${outcome.invoiceId}` : ''}`;
    case 'declined':
      return `${base}?checkout=declined&cartId=${outcome.cartId}`;
    case 'failed':
      return `${base}?checkout=failed&cartId=${outcome.cartId}`;
  }
}

/** A server-rendered page of the hosted checkout: HTTP status and HTML. */
export interface CheckoutPage {
  status: 200 | 404;
  html: string;
}

/** `GET /checkout/{sessionId}`: the tenant-branded page of a session (404 page for an unknown one). */
export async function checkoutPage(
  scope: TenantScope,
  tenant: TenantProfile,
  sessionId: string,
): Promise<CheckoutPage> {
  const view = await checkoutView(scope, sessionId);
  return view
    ? { status: 200, html: renderCheckoutPage(tenant, view) }
    : { status: 404, html: renderMissingCheckout(tenant) };
}

/**
 * `POST /checkout/{sessionId}/pay|decline`: completes the checkout. @returns where to send the member (303), or
 * the 404 page for an unknown session.
 */
export async function finishCheckout(
  scope: TenantScope,
  tenant: TenantProfile,
  sessionId: string,
  outcome: 'pay' | 'decline',
  provider: PaymentProvider,
): Promise<{ redirect: string } | { missing: string }> {
  const result = await completeCheckout(scope, sessionId, outcome, provider);
  return result ? { redirect: returnUrl(result) } : { missing: renderMissingCheckout(tenant) };
}
