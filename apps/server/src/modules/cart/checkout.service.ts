/**
 * Completion of a cart's hosted checkout — spec 002 §4 Cart; issue 34. Only the provider's verified answer
 * decides (`ProviderOutcome`: a signed webhook, a server-side retrieve of the session, or the test provider's
 * own page), never the browser's return URL. Paid exactly once (places taken, tickets issued and a Paid invoice
 * with GST, in one transaction with row locks); a declined, cancelled, expired or failed payment issues nothing
 * and re-opens the cart; every outcome is recorded as an attempt. A verified provider event is recorded in the
 * same transaction as its effect, so a replay or an out-of-order event changes nothing.
 */
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { invoiceTotals } from '../../lib/money';
import { withTransaction } from '../../db/tenant-scope';
import { createPaidInvoice } from '../invoices/invoices.service';
import {
  claimProviderEvent,
  linkAttemptsToInvoice,
  recordAttempt,
  type PaymentProvider,
  type ProviderEventRef,
  type ProviderOutcome,
} from '../payments/payments.service';
import { issueTickets, takePlaces } from '../tickets/tickets.service';
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
import type { RequestContext } from '../../plugins/auth';

/** A checkout session with its cart lines, for the hosted page. Null when unknown in this tenant. */
export async function checkoutView(ctx: Pick<RequestContext, 'scope'>, sessionId: string) {
  const session = await checkoutSession(ctx.scope, sessionId);
  if (!session) return null;
  return { session, rows: await itemRows(ctx.scope, session.cartId) };
}
/** What the hosted page shows: the session and its cart lines. */
export type CheckoutView = NonNullable<Awaited<ReturnType<typeof checkoutView>>>;

/** How a checkout ended, with what the return URL needs; `testMode` for the test provider. */
export type CheckoutOutcome = { eventId: number | null; testMode: boolean } & (
  | { result: 'success'; invoiceId: string }
  | { result: 'already-paid'; invoiceId: string | null }
  | { result: 'declined' | 'processing'; cartId: string }
  | { result: 'failed'; cartId: string; message: string }
);

/** Options of {@link settleCartCheckout}. */
export interface SettleOptions {
  /** The verified provider event that carried the outcome: recorded once, in the same transaction. */
  event?: ProviderEventRef;
  /** What an unpaid outcome is recorded as when the member declined (test card) or cancelled. */
  attempt?: 'declined' | 'cancelled';
  /** The provider session the outcome is about (webhook): a checkout of another session is left alone. */
  providerSessionId?: string;
  now?: Date;
}

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
  for (const row of ordered)
    locked.set(row.price.id, await takePlaces({ scope: tx }, row.price.id, row.quantity, cart.userId));
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
    { scope: tx },
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
    await issueTickets(
      { scope: tx },
      {
        price: locked.get(row.price.id)!,
        userId: cart.userId,
        quantity: row.quantity,
        cartId: cart.id,
        invoiceId,
      },
    );
  return invoiceId;
}

const OPEN_STATUSES = ['Pending', 'Processing'];

/** Whether a checkout row is the one of `providerSessionId` (always, when none is given). */
const sameSession = (row: { id: string; providerSessionId: string | null }, providerSessionId?: string) =>
  !providerSessionId || (row.providerSessionId ?? row.id) === providerSessionId;

/** The unpaid outcomes and the session status each closes the checkout with. */
const CLOSING = { open: 'Declined', expired: 'Expired', failed: 'Failed' } as const;

/**
 * Applies a provider's verified outcome to a cart checkout, in one transaction locking the session and the
 * cart. `paid` → tickets, Paid invoice (AUD cents, GST included) and a payment row with the provider's
 * reference, once; `processing` → the session waits for the delayed payment; `open` (declined or cancelled),
 * `expired`, `failed` → the session closes and the cart re-opens. A session already paid or closed changes
 * nothing (an `expired` after `completed` leaves it Paid). A payment that arrives for a closed session, or
 * when the places ran out, is refunded through the provider. @returns the outcome, `'duplicate'` for an
 * event already processed, or null for an unknown checkout.
 */
export async function settleCartCheckout(
  ctx: Pick<RequestContext, 'scope'>,
  checkoutId: string,
  outcome: ProviderOutcome,
  provider: PaymentProvider,
  options: SettleOptions = {},
): Promise<CheckoutOutcome | 'duplicate' | null> {
  const now = options.now ?? new Date();
  const testMode = provider.testMode;
  try {
    return await withTransaction(ctx.scope, async (tx) => {
      if (options.event && !(await claimProviderEvent({ scope: tx }, options.event)))
        return 'duplicate' as const;
      const session = await checkoutSession(tx, checkoutId, true);
      if (!session || !sameSession(session, options.providerSessionId)) return null;
      const cart = await lockCart(tx, session.cartId);
      const rows = await itemRows(tx, session.cartId);
      const eventId = rows[0]?.price.eventId ?? null;
      const attempt = (name: string, invoiceId: string | null = session.invoiceId) =>
        recordAttempt(
          { scope: tx },
          {
            cartId: session.cartId,
            invoiceId,
            checkoutId,
            provider: session.provider,
            outcome: name,
            amountCents: session.amountCents,
            reference: outcome.reference,
          },
        );
      const isOpen = OPEN_STATUSES.includes(session.status);
      const paidElsewhere = !cart || cart.status === 'Paid';
      const paid = outcome.status === 'paid' && !!outcome.reference;
      if (paid && session.status !== 'Paid' && (paidElsewhere || !isOpen))
        throw new LatePayment(outcome.reference!);
      if (session.status === 'Paid' || !cart || cart.status === 'Paid')
        return { result: 'already-paid' as const, invoiceId: session.invoiceId, eventId, testMode };
      if (paid && outcome.reference) {
        const invoiceId = await fulfil(
          tx,
          cart,
          rows,
          { provider: provider.name, reference: outcome.reference },
          now,
        );
        await setCartStatus(tx, cart.id, 'Paid', { paidAt: now });
        await completeSession(tx, session.id, { status: 'Paid', invoiceId, completedAt: now });
        await attempt('paid', invoiceId);
        await linkAttemptsToInvoice({ scope: tx }, cart.id, invoiceId);
        return { result: 'success' as const, invoiceId, eventId, testMode };
      }
      if (!isOpen) return { result: 'declined' as const, cartId: cart.id, eventId, testMode };
      if (outcome.status === 'processing' || outcome.status === 'paid') {
        if (session.status !== 'Processing') {
          await completeSession(tx, session.id, { status: 'Processing', completedAt: null });
          await attempt('processing');
        }
        return { result: 'processing' as const, cartId: cart.id, eventId, testMode };
      }
      const status = options.attempt === 'cancelled' ? 'Cancelled' : CLOSING[outcome.status];
      await completeSession(tx, session.id, { status, completedAt: now });
      await setCartStatus(tx, cart.id, 'Open');
      await attempt(options.attempt ?? outcome.status);
      return { result: 'declined' as const, cartId: cart.id, eventId, testMode };
    });
  } catch (error) {
    const late = error instanceof LatePayment;
    if (!late && (!(error instanceof AppError) || error.status !== 409)) throw error;
    // Nothing was issued (rolled back). Places ran out, or the checkout had closed: the money goes back.
    return refundUnfulfilled(ctx.scope, checkoutId, outcome, provider, options, late ? null : error.message);
  }
}

/** A payment for a checkout that was already closed (thrown to roll the transaction back). */
class LatePayment extends Error {
  constructor(readonly reference: string) {
    super('payment for a closed checkout');
  }
}

/**
 * A paid outcome that cannot be fulfilled (sold out, or the checkout had closed): the session fails, the cart
 * re-opens, the payment is refunded in full through the provider (idempotent per checkout), and both the
 * payment and its refund are recorded as attempts.
 */
async function refundUnfulfilled(
  scope: TenantScope,
  checkoutId: string,
  outcome: ProviderOutcome,
  provider: PaymentProvider,
  options: SettleOptions,
  soldOutMessage: string | null,
): Promise<CheckoutOutcome | 'duplicate' | null> {
  const now = options.now ?? new Date();
  return withTransaction(scope, async (tx) => {
    if (options.event && !(await claimProviderEvent({ scope: tx }, options.event)))
      return 'duplicate' as const;
    const view = await checkoutView({ scope: tx }, checkoutId);
    if (!view) return null;
    const { session } = view;
    const eventId = view.rows[0]?.price.eventId ?? null;
    await completeSession(tx, checkoutId, { status: 'Failed', completedAt: now }, true);
    await setCartStatus(tx, session.cartId, 'Open', {}, ['CheckoutPending']);
    const base = { cartId: session.cartId, checkoutId, provider: session.provider };
    await recordAttempt(
      { scope: tx },
      {
        ...base,
        outcome: 'paid',
        amountCents: session.amountCents,
        reference: outcome.reference,
      },
    );
    if (outcome.reference) {
      const refund = await provider.refund({
        reference: outcome.reference,
        amountCents: outcome.amountCents ?? session.amountCents,
        idempotencyKey: `unfulfilled-${checkoutId}`,
      });
      await recordAttempt(
        { scope: tx },
        {
          ...base,
          outcome: 'refunded',
          amountCents: outcome.amountCents ?? session.amountCents,
          reference: refund.reference,
        },
      );
    }
    return {
      result: 'failed' as const,
      cartId: session.cartId,
      eventId,
      testMode: provider.testMode,
      message: soldOutMessage ?? 'This checkout had closed; the payment has been refunded.',
    };
  });
}

/**
 * The test provider's hosted page, 'Pay' / 'Decline': its test card answers (an expired session answers
 * expired) and the answer is settled. Only for sessions opened with the tenant's current provider when that
 * is the test provider: a real provider's session is never completed by a form post. @returns null for an
 * unknown session (or one of another provider).
 */
export async function completeCheckout(
  ctx: Pick<RequestContext, 'scope'>,
  sessionId: string,
  action: 'pay' | 'decline',
  provider: PaymentProvider,
  now = new Date(),
): Promise<CheckoutOutcome | null> {
  const session = await checkoutSession(ctx.scope, sessionId);
  if (!session || session.provider !== provider.name || !provider.testCard) return null;
  // A closed or expired session is not offered to the test card: its state answers.
  const expired = session.status !== 'Pending' || (session.expiresAt !== null && session.expiresAt <= now);
  const answer: ProviderOutcome = expired
    ? { status: 'expired', reference: null, amountCents: null }
    : provider.testCard(sessionId, action);
  const result = await settleCartCheckout(ctx, sessionId, answer, provider, {
    attempt: action === 'decline' && !expired ? 'declined' : undefined,
    now,
  });
  return result === 'duplicate' ? null : result;
}

/**
 * The member is back from the provider's hosted page (`/checkout/{id}/return`, success URL) or left it
 * (`/checkout/{id}/cancel`): the session is retrieved from the provider (on cancel, closed first, so it can no
 * longer be paid) and its verified outcome settled. @returns null for an unknown session.
 */
export async function returnFromProvider(
  ctx: Pick<RequestContext, 'scope'>,
  checkoutId: string,
  how: 'return' | 'cancel',
  provider: PaymentProvider,
): Promise<CheckoutOutcome | null> {
  const view = await checkoutView(ctx, checkoutId);
  if (!view || view.session.provider !== provider.name) return null;
  const providerSessionId = view.session.providerSessionId ?? checkoutId;
  const outcome =
    how === 'cancel'
      ? await provider.expireCheckout(providerSessionId)
      : await provider.retrieveOutcome(providerSessionId);
  if (outcome.status === 'open')
    return {
      result: 'declined',
      cartId: view.session.cartId,
      eventId: view.rows[0]?.price.eventId ?? null,
      testMode: provider.testMode,
    };
  const result = await settleCartCheckout(ctx, checkoutId, outcome, provider, {
    attempt: how === 'cancel' ? 'cancelled' : undefined,
  });
  return result === 'duplicate' ? null : result;
}

/** Portal route the member returns to after the hosted checkout (docs/api-events.md); `mode=test` for tests. */
export function returnUrl(outcome: CheckoutOutcome): string {
  const base = outcome.eventId ? `/events/${outcome.eventId}` : '/events';
  const mode = outcome.testMode ? '&mode=test' : '';
  switch (outcome.result) {
    case 'success':
      return `${base}?checkout=success&invoiceId=${outcome.invoiceId}${mode}`;
    case 'already-paid':
      return `${base}?checkout=already-paid${outcome.invoiceId ? `&invoiceId=${outcome.invoiceId}` : ''}${mode}`;
    case 'declined':
    case 'processing':
    case 'failed':
      return `${base}?checkout=${outcome.result}&cartId=${outcome.cartId}${mode}`;
  }
}

/** A server-rendered page of the hosted checkout: HTTP status and HTML, or where to send the member. */
export type CheckoutPage = { status: 200 | 404; html: string } | { redirect: string };

/**
 * `GET /checkout/{id}`: a Stripe session still open → 303 to Stripe's page; a test session → the
 * tenant-branded page (Pay / Decline while open and the tenant's provider is the test provider); otherwise
 * the checkout's state. The 404 page for an unknown id.
 */
export async function checkoutPage(
  ctx: Pick<RequestContext, 'scope' | 'tenant'>,
  sessionId: string,
  provider: PaymentProvider | null,
  now = new Date(),
): Promise<CheckoutPage> {
  const view = await checkoutView(ctx, sessionId);
  if (!view) return { status: 404, html: renderMissingCheckout(ctx.tenant) };
  const { session } = view;
  const live = session.status === 'Pending' && !(session.expiresAt && session.expiresAt <= now);
  if (live && session.provider !== 'test' && session.provider === provider?.name && session.url)
    return { redirect: session.url };
  const payable = live && session.provider === 'test' && !!provider?.testCard;
  return { status: 200, html: renderCheckoutPage(ctx.tenant, view, payable) };
}

/**
 * `POST /checkout/{sessionId}/pay|decline` (test provider): completes the checkout. @returns where to send the
 * member (303), or the 404 page for an unknown session.
 */
export async function finishCheckout(
  ctx: Pick<RequestContext, 'scope' | 'tenant'>,
  sessionId: string,
  outcome: 'pay' | 'decline',
  provider: PaymentProvider | null,
): Promise<{ redirect: string } | { missing: string }> {
  const result = provider ? await completeCheckout(ctx, sessionId, outcome, provider) : null;
  return result ? { redirect: returnUrl(result) } : { missing: renderMissingCheckout(ctx.tenant) };
}
