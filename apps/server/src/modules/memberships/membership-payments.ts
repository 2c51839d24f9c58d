/**
 * Membership payments (issue 13; 002 §4 hosted checkout): the invoice of a membership period (join, renewal,
 * Auto Rollover), its hosted checkout through the existing `PaymentProvider`, and completion — the invoice is
 * marked Paid and the membership activated or extended by one period in ONE transaction, with the invoice
 * and membership rows locked; a declined payment changes nothing. One live invoice per membership period
 * (unique index) and the status checks under the locks make two concurrent renewals pay once.
 */
import {
  MEMBERSHIP_CONFIG,
  membershipPeriodOf,
  nextMembershipPeriod,
  type TMembershipPeriod,
  type TMembershipPeriodRule,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../events/events.service';
import type { PaymentProvider } from '../cart/cart.service';
import {
  createPendingInvoice,
  findMembershipPeriodInvoice,
  lockInvoice,
  settleInvoice,
  type InvoiceRow,
} from '../invoices/invoices.service';
import {
  completeCheckoutRow,
  findCheckout,
  findMemberUser,
  findMembershipType,
  findOpenInvoiceCheckout,
  insertCheckout,
  lockMembership,
  updateMembership,
  type MembershipRow,
  type MembershipTypeRow,
} from './memberships.repository';
import { grantMember } from './member-number';

/** `YYYY-MM-DD` of a date (UTC). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The period rule of a membership: its type's, else the tenant's (`MEMBERSHIP_CONFIG`). */
export function periodRuleOf(scope: TenantScope, type: MembershipTypeRow | null): TMembershipPeriodRule {
  return (
    (type?.periodRule as TMembershipPeriodRule | undefined) ?? MEMBERSHIP_CONFIG[scope.tenantId].periodRule
  );
}

/**
 * The period a renewal pays for: the one after renewedToDate while it is current (today or later), else the
 * period containing today (a lapsed membership restarts now).
 */
export function renewalPeriod(
  membership: Pick<MembershipRow, 'renewedToDate'>,
  rule: TMembershipPeriodRule,
  today: string,
): TMembershipPeriod {
  const to = membership.renewedToDate;
  return to && to >= today ? nextMembershipPeriod(rule, to) : membershipPeriodOf(rule, today);
}

/** Whether an error is a unique-constraint violation (PostgreSQL 23505), also when wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * The live invoice of a membership period: the existing Pending or Paid one, or a new Pending invoice for the
 * type's fee (GST included). A concurrent creator losing the unique-index race reads the winner's invoice.
 */
export async function periodInvoice(
  scope: TenantScope,
  membership: MembershipRow,
  period: TMembershipPeriod,
  now: Date,
): Promise<InvoiceRow> {
  const existing = await findMembershipPeriodInvoice(scope, membership.id, period.start);
  if (existing) return existing;
  const type = membership.membershipTypeId
    ? await findMembershipType(scope, membership.membershipTypeId)
    : null;
  if (!type) throw new AppError('CONFLICT', 'This membership has no membership type to invoice.');
  const user = await findMemberUser(scope, membership.userId);
  const day = dayOf(now);
  const line = {
    itemName: `${type.name} membership ${period.start} – ${period.end}`,
    quantity: 1,
    unitCents: type.feeIncGstCents,
    totalCents: type.feeIncGstCents,
  };
  try {
    await inTransaction(scope, (tx) =>
      createPendingInvoice(tx, {
        userId: membership.userId,
        kind: 'membership',
        membershipId: membership.id,
        periodStart: period.start,
        periodEnd: period.end,
        invoiceDate: day,
        dueDate: period.start > day ? period.start : day,
        description: `${type.name} membership ${period.start} to ${period.end}`,
        totalIncGstCents: type.feeIncGstCents,
        totalExcGstCents: type.feeIncGstCents - type.gstCents,
        gstCents: type.gstCents,
        userFullName: user ? `${user.firstName} ${user.lastName}` : '',
        memberNum: user?.memberNum ?? null,
        lineItems: [line],
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const live = await findMembershipPeriodInvoice(scope, membership.id, period.start);
  if (!live) throw new AppError('CONFLICT', 'The invoice could not be created. Try again.');
  return live;
}

/** Where a hosted invoice checkout returns the member: join → first-time login; otherwise the profile. */
export type CheckoutOrigin = 'join' | 'renewal' | 'invoice';

/**
 * Opens (or reuses the open) hosted checkout of a Pending membership invoice.
 * @returns the provider's checkout URL. @throws AppError CONFLICT when nothing is due.
 */
export async function openInvoiceCheckout(
  scope: TenantScope,
  invoice: InvoiceRow,
  provider: PaymentProvider,
  origin: CheckoutOrigin,
): Promise<string> {
  if (invoice.status !== 'Pending' || invoice.kind !== 'membership' || !invoice.membershipId)
    throw new AppError('CONFLICT', 'This invoice has nothing to pay.');
  const open = await findOpenInvoiceCheckout(scope, invoice.id);
  if (open) return `/checkout/invoice/${open.id}`;
  const amountCents = invoice.totalIncGstCents - invoice.paidCents;
  const created = await provider.createCheckout({
    tenantId: scope.tenantId,
    cartId: invoice.id,
    amountCents,
    kind: 'invoice',
  });
  await insertCheckout(scope, {
    id: created.sessionId,
    userId: invoice.userId,
    membershipId: invoice.membershipId,
    purpose: 'invoice',
    origin,
    invoiceId: invoice.id,
    provider: provider.name,
    amountCents,
  });
  return created.checkoutUrl;
}

/**
 * Applies a paid period to a locked membership (inside the payment's transaction): Pending/Expired → Active,
 * joinDate on first payment, renewedToDate = the later of itself and the period's end, and the account a
 * Member with its one member number (`grantMember`).
 */
export async function applyPaidPeriod(
  tx: TenantScope,
  membership: MembershipRow,
  period: { end: string },
  today: string,
): Promise<void> {
  if (membership.memberStatus === 'Cancelled' || membership.memberStatus === 'Life') return;
  const renewedToDate =
    membership.renewedToDate && membership.renewedToDate > period.end ? membership.renewedToDate : period.end;
  await updateMembership(tx, membership.id, {
    memberStatus: 'Active',
    joinDate: membership.joinDate ?? today,
    renewedToDate,
  });
  await grantMember(tx, membership.userId);
}

/** How a hosted invoice checkout ended. */
export type InvoiceCheckoutOutcome = {
  result: 'success' | 'already-paid' | 'declined';
  origin: CheckoutOrigin;
  invoiceId: string;
} | null;

/** Test hooks: `beforeCommit` runs inside the payment transaction after every write (a throw rolls it all back). */
export interface PaymentHooks {
  beforeCommit?: () => Promise<void> | void;
}

/**
 * Completes a hosted invoice checkout ('pay' / 'decline' of the test provider). Pay: in one transaction
 * locking the checkout, the invoice and the membership — charge, invoice Paid with its payment row,
 * membership activated / extended, checkout Paid. Decline: checkout Declined, nothing else. Idempotent: a
 * checkout no longer Pending, or an invoice no longer Pending (paid through another checkout), charges
 * nothing. @returns null for an unknown session.
 */
export async function completeInvoiceCheckout(
  scope: TenantScope,
  sessionId: string,
  outcome: 'pay' | 'decline',
  provider: PaymentProvider,
  now = new Date(),
  hooks: PaymentHooks = {},
): Promise<InvoiceCheckoutOutcome> {
  return inTransaction(scope, async (tx) => {
    const checkout = await findCheckout(tx, sessionId, true);
    if (!checkout || checkout.purpose !== 'invoice' || !checkout.invoiceId) return null;
    const origin = checkout.origin as CheckoutOrigin;
    const invoiceId = checkout.invoiceId;
    if (checkout.status !== 'Pending')
      return { result: checkout.status === 'Declined' ? 'declined' : 'already-paid', origin, invoiceId };
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice || invoice.status !== 'Pending') {
      await completeCheckoutRow(tx, checkout.id, 'Failed', now);
      return { result: 'already-paid', origin, invoiceId };
    }
    const charge = await provider.charge(sessionId, outcome);
    if (!charge.ok) {
      await completeCheckoutRow(tx, checkout.id, 'Declined', now);
      return { result: 'declined', origin, invoiceId };
    }
    await settleInvoice(tx, invoice, { provider: provider.name, reference: charge.reference });
    const membership = await lockMembership(tx, checkout.membershipId);
    if (membership && invoice.periodEnd)
      await applyPaidPeriod(tx, membership, { end: invoice.periodEnd }, dayOf(now));
    await completeCheckoutRow(tx, checkout.id, 'Paid', now);
    await hooks.beforeCommit?.();
    return { result: 'success', origin, invoiceId };
  });
}

/** Portal route the member returns to after a hosted invoice checkout (docs/api-membership.md). */
export function invoiceReturnUrl(outcome: NonNullable<InvoiceCheckoutOutcome>): string {
  const status = outcome.result === 'declined' ? 'declined' : outcome.result;
  if (outcome.origin === 'join')
    return outcome.result === 'declined'
      ? `/account/first-time-login?joined=1&payment=declined`
      : `/account/first-time-login?joined=1&payment=${status}`;
  const page = outcome.origin === 'invoice' ? '/settings/invoices' : '/settings/membership-profile';
  return `${page}?payment=${status}&invoiceId=${outcome.invoiceId}`;
}
