/**
 * Invoices — spec 002 §7 Membership and invoices: a member's invoice list, one invoice, its PDF (download or a
 * signed 10-minute inline preview), and, for the cart and tickets modules, paid invoices and refunds.
 */
import type { z } from 'zod';
import {
  EVENT_MESSAGES,
  invoiceFileName,
  type TInvoice,
  type TenantProfile,
  type ZInvoicesBody,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { signQuery, verifySignedQuery, type Hmac, type SignedTarget } from '../../lib/signed-url';
import type { Actor } from '../../plugins/actor';
import { invoicePdf } from './invoice-pdf';
import { balanceDueCents, presentInvoice } from './invoices.presenter';
import {
  addRefund,
  cancelOverlappingMembershipInvoices,
  fillInvoiceMemberNumber,
  findMembershipPeriodInvoice,
  findUserInvoice,
  insertInvoice,
  insertPayment,
  listTenantInvoices,
  listUserInvoices,
  lockInvoice,
  markInvoicePaid,
  pendingMembershipInvoices,
  type AdminInvoiceQuery,
  type InvoiceRow,
  type NewInvoice,
} from './invoices.repository';

export type { AdminInvoiceQuery, InvoiceRow, NewInvoice };
export {
  balanceDueCents,
  cancelOverlappingMembershipInvoices,
  fillInvoiceMemberNumber,
  findMembershipPeriodInvoice,
  lockInvoice,
  pendingMembershipInvoices,
};

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

/** `GET /api/invoice/{id}` → `{ data }`. @throws AppError NOT_FOUND. */
export async function getInvoice(ctx: InvoicesContext, id: string): Promise<{ data: TInvoice }> {
  return { data: present(ctx, await requireInvoice(ctx.scope, ctx.actor.id, id)) };
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
  return { pdf: await invoicePdf(tenant, presentInvoice(row)), fileName: invoiceFileName(row.invoiceNum) };
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
 * Records the refund of a cancelled paid ticket (002 §9 terms) on its invoice, inside the caller's transaction:
 * a refund payment row, the refunded total, and status Refunded once `stillActive` (paid tickets left on the
 * invoice) is 0. Amounts in cents.
 */
export async function recordRefund(
  tx: TenantScope,
  refund: {
    invoiceId: string;
    ticketId: number;
    ticketNumber: string;
    refundCents: number;
    stillActive: number;
  },
): Promise<void> {
  await insertPayment(tx, {
    invoiceId: refund.invoiceId,
    ticketId: refund.ticketId,
    kind: 'refund',
    amountCents: refund.refundCents,
    provider: 'test',
    reference: `refund-${refund.ticketNumber}`,
  });
  await addRefund(tx, refund.invoiceId, refund.refundCents, refund.stillActive === 0);
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
 * Refunds a locked Paid invoice in full (administrators, issue 13): a refund payment row and status Refunded.
 */
export async function refundWholeInvoice(tx: TenantScope, invoice: InvoiceRow): Promise<void> {
  const cents = invoice.paidCents - invoice.refundedCents;
  await insertPayment(tx, {
    invoiceId: invoice.id,
    kind: 'refund',
    amountCents: cents,
    provider: 'admin',
    reference: `refund-${invoice.invoiceNum}`,
  });
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
