/**
 * Invoices — spec 002 §7 Membership and invoices: a member's invoice list, one invoice, its PDF (download or a
 * signed 10-minute inline preview), and, for the cart and tickets modules, paid invoices and refunds.
 */
import type { z } from 'zod';
import {
  EVENT_MESSAGES,
  invoiceFileName,
  type TInvoice,
  type TInvoiceHistoryEntry,
  type TenantProfile,
  type ZInvoicesBody,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { signQuery, verifySignedQuery, type Hmac, type SignedTarget } from '../../lib/signed-url';
import type { Actor } from '../../plugins/actor';
import { invoicePdf } from './invoice-pdf';
import { balanceDueCents, presentInvoice } from './invoices.presenter';
import {
  claimProviderEvent,
  invoiceAttempts,
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
  listUserInvoices,
  lockInvoice,
  markInvoicePaid,
  type AdminInvoiceQuery,
  type InvoiceRow,
  type NewInvoice,
} from './invoices.repository';

export type { AdminInvoiceQuery, InvoiceRow, NewInvoice };
export { balanceDueCents, lockInvoice };
export {
  cancelOverlappingMembershipInvoices,
  fillInvoiceMemberNumber,
  findMembershipPeriodInvoice,
  pendingMembershipInvoices,
} from './invoices.repository';

/** The caller of the member calls: the tenant scope and the signed-in member. */
export interface InvoicesContext {
  scope: TenantScope;
  actor: Pick<Actor, 'id'>;
  /** Signs the `paymentUrl` of Pending invoices; without it `paymentUrl` is null. */
  hmac?: Hmac;
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

/** An invoice in the contract's shape, with its pay link when something is due and `hmac` is given. */
function present(ctx: InvoicesContext, row: InvoiceRow): TInvoice {
  const url =
    ctx.hmac && balanceDueCents(row) > 0
      ? invoicePaymentUrl(ctx.hmac, ctx.scope.tenantId, row.userId, row.id)
      : null;
  return presentInvoice(row, url);
}

/** Lifetime of a signed invoice preview URL: 10 minutes (002 §7 printview). */
const PREVIEW_TTL_MS = 10 * 60 * 1000;

/** What a preview URL is signed for: this tenant's invoice `id`. */
const previewTarget = (tenantId: string, id: string): SignedTarget => ({
  purpose: 'invoice-preview',
  tenantId,
  resource: id,
});

/** An invoice of the member. @throws AppError NOT_FOUND (also for another member's or tenant's). */
async function requireInvoice(scope: TenantScope, userId: string, id: string): Promise<InvoiceRow> {
  const row = await findUserInvoice(scope, userId, id);
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return row;
}

/**
 * `POST /api/user/invoices?page&pageSize` (002 §7): the member's invoices, dates inclusive, sorted, paged;
 * the query's page/pageSize win over the body's page/size.
 */
export async function listInvoices(
  ctx: InvoicesContext,
  query: { page?: number; pageSize?: number },
  body: z.output<typeof ZInvoicesBody>,
) {
  const page = query.page ?? body.page;
  const size = query.pageSize ?? body.size;
  const { rows, totalItems } = await listUserInvoices(ctx.scope, {
    userId: ctx.actor.id,
    from: body.invoiceDateFrom?.slice(0, 10),
    to: body.invoiceDateTo?.slice(0, 10),
    sortField: body.sortField,
    sortOrder: body.sortOrder,
    page,
    size,
  });
  return { invoices: rows.map((row) => present(ctx, row)), page, size, totalItems };
}

/**
 * An invoice's payment history (issue 34): its payments and refunds, and the checkout attempts that did not
 * pay (declined, cancelled, expired, failed, processing), oldest first, amounts in dollars; `testMode` when any
 * of them went through the built-in test provider.
 */
async function historyOf(
  scope: TenantScope,
  invoiceId: string,
): Promise<{ testMode: boolean; history: TInvoiceHistoryEntry[] }> {
  const [moves, attempts] = await Promise.all([
    paymentsOfInvoice(scope, invoiceId),
    invoiceAttempts(scope, invoiceId),
  ]);
  const entries = [
    ...moves.map((row) => ({
      at: row.createdAt,
      kind: row.kind === 'refund' ? ('refund' as const) : ('payment' as const),
      outcome: null,
      amount: toDollars(row.amountCents),
      testMode: row.provider === 'test',
    })),
    ...attempts
      .filter((row) => row.outcome !== 'paid' && row.outcome !== 'refunded')
      .map((row) => ({
        at: row.createdAt,
        kind: 'attempt' as const,
        outcome: row.outcome,
        amount: toDollars(row.amountCents),
        testMode: row.provider === 'test',
      })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    testMode: entries.some((entry) => entry.testMode),
    history: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** `GET /api/invoice/{id}` → `{ data }` with its payment history (issue 34). @throws AppError NOT_FOUND. */
export async function getInvoice(ctx: InvoicesContext, id: string): Promise<{ data: TInvoice }> {
  const row = await requireInvoice(ctx.scope, ctx.actor.id, id);
  return { data: { ...present(ctx, row), ...(await historyOf(ctx.scope, row.id)) } };
}

/** `GET /api/invoice/{id}/printview` → `{ previewUrl }`, signed for 10 minutes. @throws AppError NOT_FOUND. */
export async function previewUrl(
  ctx: InvoicesContext,
  hmac: Hmac,
  id: string,
): Promise<{ previewUrl: string }> {
  const row = await requireInvoice(ctx.scope, ctx.actor.id, id);
  const query = signQuery(hmac, previewTarget(ctx.scope.tenantId, row.id), ctx.actor.id, PREVIEW_TTL_MS);
  return { previewUrl: `/api/invoice/${row.id}/preview?${query}` };
}

/** An invoice PDF and its file name, the invoice number (`INV-OTA-000013.pdf`, {@link invoiceFileName}). */
export interface InvoiceFile {
  pdf: Buffer;
  fileName: string;
}

/** The member's invoice as PDF bytes (`GET /api/invoice/{id}/download`). @throws AppError NOT_FOUND. */
export async function invoiceFile(
  ctx: InvoicesContext,
  tenant: TenantProfile,
  id: string,
): Promise<InvoiceFile> {
  const row = await requireInvoice(ctx.scope, ctx.actor.id, id);
  const { testMode } = await historyOf(ctx.scope, row.id);
  return {
    pdf: await invoicePdf(tenant, { ...presentInvoice(row), testMode }),
    fileName: invoiceFileName(row.invoiceNum),
  };
}

/**
 * The invoice PDF behind a signed preview URL (no session: the signature names the member).
 * @throws AppError FORBIDDEN for a bad or expired signature; NOT_FOUND for an unknown invoice.
 */
export async function previewFile(
  scope: TenantScope,
  tenant: TenantProfile,
  hmac: Hmac,
  id: string,
  query: unknown,
): Promise<InvoiceFile> {
  const userId = verifySignedQuery(hmac, previewTarget(scope.tenantId, id), query);
  if (!userId) throw new AppError('FORBIDDEN', 'Forbidden');
  return invoiceFile({ scope, actor: { id: userId } }, tenant, id);
}

/**
 * A Paid invoice with its payment (cart checkout, 002 §4): numbered from the tenant's gap-free sequence
 * (`INV-OTA-000013`), inside the caller's transaction. Amounts in cents. @returns the invoice id.
 */
export async function createPaidInvoice(
  tx: TenantScope,
  invoice: NewInvoice,
  payment: { provider: string; reference: string },
): Promise<string> {
  const { id: invoiceId } = await insertInvoice(tx, invoice);
  await insertPayment(tx, {
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
  tx: TenantScope,
  invoice: NewInvoice,
): Promise<{ id: string; invoiceNum: string }> {
  return insertInvoice(tx, invoice);
}

/**
 * Refunds `amountCents` of an invoice's payment through the provider that took it (issue 34:
 * `stripe.refunds.create` for Stripe), once per `idempotencyKey`. When that provider is not the tenant's
 * provider any more (or none is configured), nothing is sent and the refund is recorded as `manual`: the
 * treasurer returns the money by hand. Nothing to refund (0 cents) sends nothing.
 * @returns the provider name and reference to record on the refund row. @throws AppError BAD_GATEWAY.
 */
export async function refundThroughProvider(
  tx: TenantScope,
  provider: PaymentProvider | null,
  refund: { invoiceId: string; amountCents: number; idempotencyKey: string },
): Promise<{ provider: string; reference: string }> {
  const [payment] = (await paymentsOfInvoice(tx, refund.invoiceId)).filter((row) => row.kind === 'payment');
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
  tx: TenantScope,
  provider: PaymentProvider | null,
  refund: {
    invoiceId: string;
    ticketId: number;
    ticketNumber: string;
    refundCents: number;
    stillActive: number;
  },
): Promise<void> {
  const made = await refundThroughProvider(tx, provider, {
    invoiceId: refund.invoiceId,
    amountCents: refund.refundCents,
    idempotencyKey: `ticket-refund-${refund.ticketId}`,
  });
  await insertPayment(tx, {
    invoiceId: refund.invoiceId,
    ticketId: refund.ticketId,
    kind: 'refund',
    amountCents: refund.refundCents,
    ...made,
  });
  await addRefund(tx, refund.invoiceId, refund.refundCents, refund.stillActive === 0);
}

/**
 * A refund made at the provider (Stripe `charge.refunded`, e.g. from its dashboard), verified and recorded once
 * per event: when the provider's refunded total for the payment (`refundedCents`, cumulative) exceeds what the
 * invoice records, the difference is a refund row, and the invoice is Refunded once fully refunded. Refunds the
 * portal made itself are already recorded, so they add nothing. @returns false for a replayed event.
 */
export async function recordProviderRefund(
  tx: TenantScope,
  event: ProviderEventRef,
  refund: { paymentReference: string; refundedCents: number; reference: string },
): Promise<boolean> {
  if (!(await claimProviderEvent(tx, event))) return false;
  const payment = await findPaymentByReference(tx, event.provider, refund.paymentReference);
  const invoice = payment ? await lockInvoice(tx, payment.invoiceId) : undefined;
  if (!invoice) return true;
  const more = Math.min(refund.refundedCents, invoice.paidCents) - invoice.refundedCents;
  if (more <= 0) return true;
  await insertPayment(tx, {
    invoiceId: invoice.id,
    kind: 'refund',
    amountCents: more,
    provider: event.provider,
    reference: refund.reference,
  });
  await addRefund(tx, invoice.id, more, invoice.refundedCents + more >= invoice.paidCents);
  return true;
}

/** Inserts a Pending invoice (numbered from the invoice sequence) inside the caller's transaction. @returns its id. */
export async function createPendingInvoice(
  tx: TenantScope,
  invoice: Omit<NewInvoice, 'status' | 'paidCents'>,
): Promise<string> {
  const { id } = await insertInvoice(tx, { ...invoice, status: 'Pending', paidCents: 0 });
  return id;
}

/**
 * Marks a locked Pending invoice Paid in full with its payment row, inside the caller's transaction (issue 13:
 * the same transaction that activates or extends the membership). Amounts in cents.
 */
export async function settleInvoice(
  tx: TenantScope,
  invoice: InvoiceRow,
  payment: { provider: string; reference: string },
): Promise<void> {
  await markInvoicePaid(tx, invoice.id, invoice.totalIncGstCents);
  await insertPayment(tx, {
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
  tx: TenantScope,
  invoice: InvoiceRow,
  provider: PaymentProvider | null,
): Promise<void> {
  const cents = invoice.paidCents - invoice.refundedCents;
  const made = await refundThroughProvider(tx, provider, {
    invoiceId: invoice.id,
    amountCents: cents,
    idempotencyKey: `invoice-refund-${invoice.id}`,
  });
  await insertPayment(tx, { invoiceId: invoice.id, kind: 'refund', amountCents: cents, ...made });
  await addRefund(tx, invoice.id, cents, true);
}

/** One page of the tenant's invoices for administrators (newest first). */
export function tenantInvoices(scope: TenantScope, query: AdminInvoiceQuery) {
  return listTenantInvoices(scope, query);
}

/** An invoice of a user by id (other user, tenant or unknown: undefined). */
export function findUserInvoiceById(scope: TenantScope, userId: string, id: string) {
  return findUserInvoice(scope, userId, id);
}
