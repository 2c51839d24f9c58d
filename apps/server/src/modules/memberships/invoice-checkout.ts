/**
 * The hosted checkout of a Pending membership invoice (issue 13 join, renewal and Pay; issue 34): opened with
 * the tenant's provider behind the stable portal link `/checkout/invoice/{id}` (the test provider's page, or a
 * 303 to Stripe's while open), settled only from the provider's verified answer (a signed webhook, a
 * server-side retrieve on return, or the test provider's page) — the invoice Paid and the membership
 * activated or extended in ONE transaction with the checkout, invoice and membership rows locked. A declined
 * or cancelled attempt is recorded and leaves the checkout open, so the same link can be tried again without
 * signing in until it expires. A verified provider event is recorded in the same transaction as its effect.
 */
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { withTransaction } from '../../db/tenant-scope';
import { lockInvoice, settleInvoice, type InvoiceRow } from '../invoices/invoices.service';
import {
  claimProviderEvent,
  newCheckoutId,
  recordAttempt,
  type CheckoutLine,
  type PaymentProvider,
  type ProviderEventRef,
  type ProviderOutcome,
} from '../payments/payments.service';
import { applyPaidPeriod, dayOf } from './membership-payments';
import {
  completeCheckoutRow,
  findCheckout,
  findOpenInvoiceCheckout,
  insertCheckout,
  lockMembership,
} from './memberships.repository';

/** Where a hosted invoice checkout returns the member: join → first-time login; renewal → profile; invoice. */
export type CheckoutOrigin = 'join' | 'renewal' | 'invoice';

/** The lines a provider shows for the amount due: the invoice's own when they add up to it, else one line. */
function linesFor(invoice: InvoiceRow, amountCents: number): CheckoutLine[] {
  const lines = invoice.lineItems.map((line) => ({
    name: line.itemName,
    quantity: line.quantity,
    unitCents: line.unitCents,
  }));
  const sum = lines.reduce((total, line) => total + line.unitCents * line.quantity, 0);
  return sum === amountCents
    ? lines
    : [{ name: `${invoice.invoiceNum} ${invoice.description}`, quantity: 1, unitCents: amountCents }];
}

/**
 * Opens (or reuses the open, unexpired) hosted checkout of a Pending membership invoice with `provider`: AUD
 * cents due = total less paid. @returns the portal link `/checkout/invoice/{id}`. @throws AppError CONFLICT
 * when nothing is due; BAD_GATEWAY when the provider cannot be reached (nothing stored).
 */
export async function openInvoiceCheckout(
  scope: TenantScope,
  invoice: InvoiceRow,
  provider: PaymentProvider,
  origin: CheckoutOrigin,
  now = new Date(),
): Promise<string> {
  if (invoice.status !== 'Pending' || invoice.kind !== 'membership' || !invoice.membershipId)
    throw new AppError('CONFLICT', 'This invoice has nothing to pay.');
  const open = await findOpenInvoiceCheckout(scope, invoice.id);
  if (open && open.provider === provider.name && !(open.expiresAt && open.expiresAt <= now))
    return `/checkout/invoice/${open.id}`;
  const amountCents = invoice.totalIncGstCents - invoice.paidCents;
  const id = newCheckoutId();
  const created = await provider.createCheckout({
    tenantId: scope.tenantId,
    checkoutId: id,
    kind: 'invoice',
    amountCents,
    lines: linesFor(invoice, amountCents),
    returnPath: `/checkout/invoice/${id}/return`,
    cancelPath: `/checkout/invoice/${id}/cancel`,
  });
  await insertCheckout(scope, {
    id,
    userId: invoice.userId,
    membershipId: invoice.membershipId,
    purpose: 'invoice',
    origin,
    invoiceId: invoice.id,
    provider: provider.name,
    amountCents,
    providerSessionId: created.sessionId,
    url: created.checkoutUrl,
    expiresAt: created.expiresAt,
  });
  return `/checkout/invoice/${id}`;
}

/** How a hosted invoice checkout ended (`declined`: not completed — declined, cancelled, expired or failed). */
export type InvoiceCheckoutOutcome = {
  result: 'success' | 'already-paid' | 'declined' | 'processing';
  origin: CheckoutOrigin;
  invoiceId: string;
  checkoutId: string;
  testMode: boolean;
} | null;

/** Test hooks: `beforeCommit` runs inside the payment transaction after every write (a throw rolls it all back). */
export interface PaymentHooks {
  beforeCommit?: () => Promise<void> | void;
}

/** Options of {@link settleInvoiceCheckout}. */
export interface SettleInvoiceOptions {
  /** The verified provider event that carried the outcome: recorded once, in the same transaction. */
  event?: ProviderEventRef;
  /** What an `open` outcome is recorded as: the member declined (test card) or cancelled at the provider. */
  attempt?: 'declined' | 'cancelled';
  /** The provider session the outcome is about (webhook): a checkout of another session is left alone. */
  providerSessionId?: string;
  now?: Date;
  hooks?: PaymentHooks;
}

const OPEN = ['Pending', 'Processing'];

/**
 * Applies a provider's verified outcome to an invoice checkout, in one transaction locking the checkout, the
 * invoice and the membership. `paid` → invoice Paid with its payment row (the provider's reference), the
 * membership activated or extended, checkout Paid — once; a payment for an invoice already paid through
 * another checkout is refunded through the provider. `processing` → waits for the delayed payment. `open`
 * (declined / cancelled) → an attempt recorded, the checkout stays open (retryable). `expired` / `failed` →
 * the checkout closes; the invoice stays Pending. A checkout already Paid changes nothing (an `expired` after
 * `completed` leaves it Paid). @returns the outcome, `'duplicate'` for an event already processed, or null
 * for an unknown checkout.
 */
export async function settleInvoiceCheckout(
  scope: TenantScope,
  checkoutId: string,
  outcome: ProviderOutcome,
  provider: PaymentProvider,
  options: SettleInvoiceOptions = {},
): Promise<InvoiceCheckoutOutcome | 'duplicate'> {
  const now = options.now ?? new Date();
  return withTransaction(scope, async (tx) => {
    if (options.event && !(await claimProviderEvent({ scope: tx }, options.event)))
      return 'duplicate' as const;
    const checkout = await findCheckout(tx, checkoutId, true);
    if (!checkout || checkout.purpose !== 'invoice' || !checkout.invoiceId) return null;
    const expected = options.providerSessionId;
    if (expected && (checkout.providerSessionId ?? checkout.id) !== expected) return null;
    const invoiceId = checkout.invoiceId;
    const result = (name: NonNullable<InvoiceCheckoutOutcome>['result']) => ({
      result: name,
      origin: checkout.origin as CheckoutOrigin,
      invoiceId,
      checkoutId,
      testMode: provider.testMode,
    });
    const attempt = (name: string, reference = outcome.reference) =>
      recordAttempt(
        { scope: tx },
        {
          invoiceId,
          checkoutId,
          provider: checkout.provider,
          outcome: name,
          amountCents: checkout.amountCents,
          reference,
        },
      );
    if (checkout.status === 'Paid') return result('already-paid');
    const invoice = await lockInvoice({ scope: tx }, invoiceId);
    if (outcome.status === 'paid' && outcome.reference) {
      if (!invoice || invoice.status !== 'Pending') {
        // Paid twice (another checkout paid it first): this payment goes back.
        await completeCheckoutRow(tx, checkout.id, 'Failed', now);
        await attempt('paid');
        const refund = await provider.refund({
          reference: outcome.reference,
          amountCents: outcome.amountCents ?? checkout.amountCents,
          idempotencyKey: `duplicate-${checkoutId}`,
        });
        await attempt('refunded', refund.reference);
        return result(afterward(invoice));
      }
      await settleInvoice({ scope: tx }, invoice, { provider: provider.name, reference: outcome.reference });
      const membership = await lockMembership(tx, checkout.membershipId);
      if (membership && invoice.periodEnd)
        await applyPaidPeriod(tx, membership, { end: invoice.periodEnd }, dayOf(now));
      await completeCheckoutRow(tx, checkout.id, 'Paid', now);
      await attempt('paid');
      await options.hooks?.beforeCommit?.();
      return result('success');
    }
    if (!invoice || invoice.status !== 'Pending') return result(afterward(invoice));
    if (!OPEN.includes(checkout.status)) return result('declined');
    if (outcome.status === 'processing' || outcome.status === 'paid') {
      if (checkout.status !== 'Processing') {
        await completeCheckoutRow(tx, checkout.id, 'Processing', now);
        await attempt('processing');
      }
      return result('processing');
    }
    if (outcome.status === 'open') {
      await attempt(options.attempt ?? 'cancelled');
      return result('declined');
    }
    await completeCheckoutRow(tx, checkout.id, outcome.status === 'expired' ? 'Expired' : 'Failed', now);
    await attempt(outcome.status);
    return result('declined');
  });
}

/**
 * The test provider's hosted page, 'Pay' / 'Decline': its test card answers (an expired checkout answers
 * expired) and the answer is settled. Only for checkouts opened with the tenant's current provider when that is
 * the test provider: a real provider's checkout is never completed by a form post. @returns null for an
 * unknown checkout (or one of another provider).
 */
export async function completeInvoiceCheckout(
  scope: TenantScope,
  sessionId: string,
  action: 'pay' | 'decline',
  provider: PaymentProvider,
  now = new Date(),
  hooks: PaymentHooks = {},
): Promise<InvoiceCheckoutOutcome> {
  const checkout = await findCheckout(scope, sessionId);
  if (
    !checkout ||
    checkout.purpose !== 'invoice' ||
    checkout.provider !== provider.name ||
    !provider.testCard
  )
    return null;
  // A closed or expired session is not offered to the test card: its state answers.
  const expired = checkout.status !== 'Pending' || (checkout.expiresAt !== null && checkout.expiresAt <= now);
  const answer: ProviderOutcome = expired
    ? { status: 'expired', reference: null, amountCents: null }
    : provider.testCard(sessionId, action);
  const result = await settleInvoiceCheckout(scope, sessionId, answer, provider, {
    attempt: action === 'decline' ? 'declined' : undefined,
    now,
    hooks,
  });
  return result === 'duplicate' ? null : result;
}

/**
 * The member is back from the provider's page (`/checkout/invoice/{id}/return`) or left it (`…/cancel`): the
 * session is retrieved from the provider and its verified outcome settled; a cancel records the attempt and
 * keeps the session open for another try. @returns null for an unknown checkout.
 */
export async function returnFromInvoiceProvider(
  scope: TenantScope,
  checkoutId: string,
  how: 'return' | 'cancel',
  provider: PaymentProvider,
): Promise<InvoiceCheckoutOutcome> {
  const checkout = await findCheckout(scope, checkoutId);
  if (!checkout || checkout.purpose !== 'invoice' || checkout.provider !== provider.name) return null;
  const outcome = await provider.retrieveOutcome(checkout.providerSessionId ?? checkoutId);
  if (outcome.status === 'open' && how === 'return')
    return {
      result: 'declined',
      origin: checkout.origin as CheckoutOrigin,
      invoiceId: checkout.invoiceId!,
      checkoutId,
      testMode: provider.testMode,
    };
  const result = await settleInvoiceCheckout(scope, checkoutId, outcome, provider, {
    attempt: 'cancelled',
  });
  return result === 'duplicate' ? null : result;
}

/**
 * What a checkout of an invoice that is no longer Pending tells the member: 'already-paid' when another
 * checkout paid it, else (the invoice Cancelled — superseded by a later period's — or unknown) 'declined':
 * never "Payment received" for an invoice nobody paid.
 */
function afterward(invoice: { status: string } | null | undefined): 'already-paid' | 'declined' {
  return invoice?.status === 'Paid' ? 'already-paid' : 'declined';
}

/**
 * Portal route the member returns to after a hosted invoice checkout (docs/api-membership.md): a join → the
 * first-time login (`payment=success|declined|processing`; declined names the checkout to try again); a
 * renewal → the membership profile; an invoice → that invoice's page. `mode=test` for the test provider.
 */
export function invoiceReturnUrl(outcome: NonNullable<InvoiceCheckoutOutcome>): string {
  const status = outcome.result === 'already-paid' ? 'success' : outcome.result;
  const mode = outcome.testMode ? '&mode=test' : '';
  const retry = status === 'declined' ? `&checkout=${encodeURIComponent(outcome.checkoutId)}` : '';
  if (outcome.origin === 'join') return `/account/first-time-login?joined=1&payment=${status}${retry}${mode}`;
  if (outcome.origin === 'invoice')
    return `/settings/invoice/${outcome.invoiceId}?payment=${status}${retry}${mode}`;
  return `/settings/membership-profile?payment=${status}&invoiceId=${outcome.invoiceId}${retry}${mode}`;
}
