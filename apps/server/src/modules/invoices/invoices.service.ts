/**
 * Invoices — spec 002 §7 Membership and invoices: pay links and, for the cart, tickets and memberships
 * modules, paid and pending invoices and refunds. The member's own list, invoice and PDF: member-invoices.ts.
 */
import { signQuery, verifySignedQuery, type Hmac, type SignedTarget } from '../../lib/signed-url';
import { invoiceFileName, type TenantProfile } from '@portal/contracts';
import { balanceDueCents as presentedBalanceDue, presentInvoice } from './invoices.presenter';
import { invoicePdf } from './invoice-pdf';
import * as repository from './invoices.repository';
import {
  claimProviderEvent,
  type PaymentProvider,
  type ProviderEventRef,
} from '../payments/payments.service';
import {
  addRefund,
  findPaymentByReference,
  paymentsOfInvoice,
  findUserInvoice,
  insertInvoice,
  insertPayment,
  listTenantInvoices,
  markInvoicePaid,
} from './invoices.repository';
import type { RequestContext } from '../../plugins/auth';

/** A stored invoice (invoices.repository.ts). */
export type InvoiceRow = repository.InvoiceRow;
/** Columns of a new invoice (tenant, sequence and number are filled in when it is inserted). */
export type NewInvoice = repository.NewInvoice;
/** Filters of the administrators' invoice table. */
export type AdminInvoiceQuery = repository.AdminInvoiceQuery;

/** For the memberships module: amount still to pay in cents (a Pending invoice's total less payments; 0 otherwise). */
export function balanceDueCents(row: InvoiceRow): number {
  return presentedBalanceDue(row);
}

/** For the memberships module: locks an invoice row of the tenant for the rest of the transaction. */
export function lockInvoice(ctx: Pick<RequestContext, 'scope'>, id: string): Promise<InvoiceRow | undefined> {
  return repository.lockInvoice(ctx.scope, id);
}

/**
 * For the memberships module: writes a member's newly given member number on their invoices that carry none
 * (issue 34 point 5), inside the caller's transaction.
 */
export function fillInvoiceMemberNumber(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  memberNum: string,
): Promise<void> {
  return repository.fillInvoiceMemberNumber(ctx.scope, userId, memberNum);
}

/** For the memberships module: the live (Pending or Paid) invoice of a membership period, if any. */
export function findMembershipPeriodInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  membershipId: number,
  periodStart: string,
): Promise<InvoiceRow | undefined> {
  return repository.findMembershipPeriodInvoice(ctx.scope, membershipId, periodStart);
}

/**
 * For the memberships module: cancels the Pending invoices of a membership whose period overlaps `period`
 * (inclusive days), except `keepId` (issue 34 point 4). @returns the cancelled invoices' ids.
 */
export function cancelOverlappingMembershipInvoices(
  ctx: Pick<RequestContext, 'scope'>,
  membershipId: number,
  period: { start: string; end: string },
  keepId: string | null,
): Promise<string[]> {
  return repository.cancelOverlappingMembershipInvoices(ctx.scope, membershipId, period, keepId);
}

/** For the memberships module: the newest Pending invoice of each of `membershipIds` (one query). */
export function pendingMembershipInvoices(
  ctx: Pick<RequestContext, 'scope'>,
  membershipIds: number[],
): Promise<InvoiceRow[]> {
  return repository.pendingMembershipInvoices(ctx.scope, membershipIds);
}

/** Lifetime of a signed pay link (`paymentUrl`): 24 hours. */
export const PAY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What a pay link is signed for: this tenant's invoice `id`. */
const payTarget = (tenantId: string, id: string): SignedTarget => ({
  purpose: 'invoice-pay',
  tenantId,
  resource: id,
});

/**
 * The signed, site-relative pay link of an invoice (`/api/invoice/{id}/pay?u&expires&sig`, 24 h), which opens
 * its hosted checkout (issue 13; 002 §4 "Pay action only when balanceDue > 0").
 */
export function invoicePaymentUrl(hmac: Hmac, tenantId: string, userId: string, invoiceId: string): string {
  return `/api/invoice/${invoiceId}/pay?${signQuery(hmac, payTarget(tenantId, invoiceId), userId, PAY_LINK_TTL_MS)}`;
}

/** The member a pay link was signed for, or null (bad, expired, other invoice or tenant). */
export function verifyPaymentQuery(
  hmac: Hmac,
  tenantId: string,
  invoiceId: string,
  query: unknown,
): string | null {
  return verifySignedQuery(hmac, payTarget(tenantId, invoiceId), query);
}

/**
 * A Paid invoice with its payment (cart checkout, 002 §4): numbered from the tenant's gap-free sequence
 * (`INV-OTA-000013`), inside the caller's transaction. Amounts in cents. @returns the invoice id.
 */
export async function createPaidInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  invoice: NewInvoice,
  payment: { provider: string; reference: string },
): Promise<string> {
  const { id: invoiceId } = await insertInvoice(ctx.scope, invoice);
  await insertPayment(ctx.scope, {
    invoiceId,
    kind: 'payment',
    amountCents: invoice.totalIncGstCents,
    ...payment,
  });
  return invoiceId;
}

/**
 * Inserts an invoice (no payment row) numbered from the tenant's sequence, inside the caller's transaction —
 * for seeds and other modules that issue invoices. Amounts in cents. @returns the invoice id and number.
 */
export async function issueInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  invoice: NewInvoice,
): Promise<{ id: string; invoiceNum: string }> {
  return insertInvoice(ctx.scope, invoice);
}

/**
 * Refunds `amountCents` of an invoice's payment through the provider that took it (issue 34:
 * `stripe.refunds.create` for Stripe), once per `idempotencyKey`. When that provider is not the tenant's
 * provider any more (or none is configured), nothing is sent and the refund is recorded as `manual`: the
 * treasurer returns the money by hand. Nothing to refund (0 cents) sends nothing.
 * @returns the provider name and reference to record on the refund row. @throws AppError BAD_GATEWAY.
 */
export async function refundThroughProvider(
  ctx: Pick<RequestContext, 'scope'>,
  provider: PaymentProvider | null,
  refund: { invoiceId: string; amountCents: number; idempotencyKey: string },
): Promise<{ provider: string; reference: string }> {
  const [payment] = (await paymentsOfInvoice(ctx.scope, refund.invoiceId)).filter(
    (row) => row.kind === 'payment',
  );
  if (refund.amountCents <= 0) return { provider: payment?.provider ?? 'none', reference: 'no-refund-due' };
  if (!payment || !provider || payment.provider !== provider.name)
    return { provider: 'manual', reference: `manual-${refund.idempotencyKey}` };
  const done = await provider.refund({
    reference: payment.reference,
    amountCents: refund.amountCents,
    idempotencyKey: refund.idempotencyKey,
  });
  return { provider: provider.name, reference: done.reference };
}

/**
 * Refunds a cancelled paid ticket (002 §9 terms) on its invoice, inside the caller's transaction: the money
 * through the provider ({@link refundThroughProvider}, key `ticket-refund-{ticketId}`), a refund payment row,
 * the refunded total, and status Refunded once `stillActive` (paid tickets left on the invoice) is 0. Amounts
 * in cents. @throws AppError BAD_GATEWAY (the provider refused: the caller's transaction rolls back).
 */
export async function recordRefund(
  ctx: Pick<RequestContext, 'scope'>,
  provider: PaymentProvider | null,
  refund: {
    invoiceId: string;
    ticketId: number;
    ticketNumber: string;
    refundCents: number;
    stillActive: number;
  },
): Promise<void> {
  const made = await refundThroughProvider(ctx, provider, {
    invoiceId: refund.invoiceId,
    amountCents: refund.refundCents,
    idempotencyKey: `ticket-refund-${refund.ticketId}`,
  });
  await insertPayment(ctx.scope, {
    invoiceId: refund.invoiceId,
    ticketId: refund.ticketId,
    kind: 'refund',
    amountCents: refund.refundCents,
    ...made,
  });
  await addRefund(ctx.scope, refund.invoiceId, refund.refundCents, refund.stillActive === 0);
}

/**
 * A refund made at the provider (Stripe `charge.refunded`, e.g. from its dashboard), verified and recorded once
 * per event: when the provider's refunded total for the payment (`refundedCents`, cumulative) exceeds what the
 * invoice records, the difference is a refund row, and the invoice is Refunded once fully refunded. Refunds the
 * portal made itself are already recorded, so they add nothing. @returns false for a replayed event.
 */
export async function recordProviderRefund(
  ctx: Pick<RequestContext, 'scope'>,
  event: ProviderEventRef,
  refund: { paymentReference: string; refundedCents: number; reference: string },
): Promise<boolean> {
  if (!(await claimProviderEvent(ctx, event))) return false;
  const payment = await findPaymentByReference(ctx.scope, event.provider, refund.paymentReference);
  const invoice = payment ? await lockInvoice(ctx, payment.invoiceId) : undefined;
  if (!invoice) return true;
  const more = Math.min(refund.refundedCents, invoice.paidCents) - invoice.refundedCents;
  if (more <= 0) return true;
  await insertPayment(ctx.scope, {
    invoiceId: invoice.id,
    kind: 'refund',
    amountCents: more,
    provider: event.provider,
    reference: refund.reference,
  });
  await addRefund(ctx.scope, invoice.id, more, invoice.refundedCents + more >= invoice.paidCents);
  return true;
}

/** Inserts a Pending invoice (numbered from the invoice sequence) inside the caller's transaction. @returns its id. */
export async function createPendingInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  invoice: Omit<NewInvoice, 'status' | 'paidCents'>,
): Promise<string> {
  const { id } = await insertInvoice(ctx.scope, { ...invoice, status: 'Pending', paidCents: 0 });
  return id;
}

/**
 * Marks a locked Pending invoice Paid in full with its payment row, inside the caller's transaction (issue 13:
 * the same transaction that activates or extends the membership). Amounts in cents.
 */
export async function settleInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  invoice: InvoiceRow,
  payment: { provider: string; reference: string },
): Promise<void> {
  await markInvoicePaid(ctx.scope, invoice.id, invoice.totalIncGstCents);
  await insertPayment(ctx.scope, {
    invoiceId: invoice.id,
    kind: 'payment',
    amountCents: invoice.totalIncGstCents,
    ...payment,
  });
}

/**
 * Refunds a locked Paid invoice in full (administrators, issue 13): the money through the provider that took
 * it ({@link refundThroughProvider}, issue 34), a refund payment row and status Refunded.
 * @throws AppError BAD_GATEWAY (the provider refused: the caller's transaction rolls back).
 */
export async function refundWholeInvoice(
  ctx: Pick<RequestContext, 'scope'>,
  invoice: InvoiceRow,
  provider: PaymentProvider | null,
): Promise<void> {
  const cents = invoice.paidCents - invoice.refundedCents;
  const made = await refundThroughProvider(ctx, provider, {
    invoiceId: invoice.id,
    amountCents: cents,
    idempotencyKey: `invoice-refund-${invoice.id}`,
  });
  await insertPayment(ctx.scope, { invoiceId: invoice.id, kind: 'refund', amountCents: cents, ...made });
  await addRefund(ctx.scope, invoice.id, cents, true);
}

/** One page of the tenant's invoices for administrators (newest first). */
export function tenantInvoices(ctx: Pick<RequestContext, 'scope'>, query: AdminInvoiceQuery) {
  return listTenantInvoices(ctx.scope, query);
}

/** An invoice of a user by id (other user, tenant or unknown: undefined). */
export function findUserInvoiceById(ctx: Pick<RequestContext, 'scope'>, userId: string, id: string) {
  return findUserInvoice(ctx.scope, userId, id);
}

/**
 * The PDF of an invoice row as issued (issue 39 point 5, the member's data download): the same tax invoice as
 * `GET /api/invoice/{id}/download`, with the billed name the row holds; `testMode` when a payment went through
 * the built-in test provider. @returns the bytes and the file name (`INV-OTA-000013.pdf`).
 */
export async function invoicePdfOfRow(
  ctx: Pick<RequestContext, 'scope'>,
  tenant: TenantProfile,
  row: InvoiceRow,
): Promise<{ pdf: Buffer; fileName: string }> {
  const testMode = (await paymentsOfInvoice(ctx.scope, row.id)).some((p) => p.provider === 'test');
  return {
    pdf: await invoicePdf(tenant, { ...presentInvoice(row), testMode }),
    fileName: invoiceFileName(row.invoiceNum),
  };
}
