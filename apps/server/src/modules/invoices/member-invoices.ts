/**
 * The member's own invoices — spec 002 §7 Membership and invoices: the invoice list, one invoice with its
 * payment history, and its PDF (download or a signed 10-minute inline preview). Used by invoices.routes.ts.
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
import type { RequestContext } from '../../plugins/auth';
import { invoiceAttempts } from '../payments/payments.service';
import { invoicePdf } from './invoice-pdf';
import { assertSignedMember } from '../../lib/policy';
import { balanceDueCents, presentInvoice } from './invoices.presenter';
import { findUserInvoice, listUserInvoices, paymentsOfInvoice, type InvoiceRow } from './invoices.repository';
import { invoicePaymentUrl } from './invoices.service';

/** An invoice in the contract's shape, with its pay link (signed with `ctx.hmac`) when something is due. */
function present(ctx: Pick<RequestContext, 'scope' | 'hmac'>, row: InvoiceRow): TInvoice {
  const url =
    balanceDueCents(row) > 0 ? invoicePaymentUrl(ctx.hmac, ctx.scope.tenantId, row.userId, row.id) : null;
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
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
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
    invoiceAttempts({ scope }, invoiceId),
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
export async function getInvoice(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
  id: string,
): Promise<{ data: TInvoice }> {
  const row = await requireInvoice(ctx.scope, ctx.actor.id, id);
  return { data: { ...present(ctx, row), ...(await historyOf(ctx.scope, row.id)) } };
}

/** `GET /api/invoice/{id}/printview` → `{ previewUrl }`, signed for 10 minutes. @throws AppError NOT_FOUND. */
export async function previewUrl(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
  id: string,
): Promise<{ previewUrl: string }> {
  const row = await requireInvoice(ctx.scope, ctx.actor.id, id);
  const query = signQuery(ctx.hmac, previewTarget(ctx.scope.tenantId, row.id), ctx.actor.id, PREVIEW_TTL_MS);
  return { previewUrl: `/api/invoice/${row.id}/preview?${query}` };
}

/** An invoice PDF and its file name, the invoice number (`INV-OTA-000013.pdf`, {@link invoiceFileName}). */
export interface InvoiceFile {
  pdf: Buffer;
  fileName: string;
}

/**
 * The member's invoice as PDF bytes (`GET /api/invoice/{id}/download`; the signed preview, which knows only
 * the member's id). @throws AppError NOT_FOUND.
 */
export async function invoiceFile(
  ctx: Pick<RequestContext, 'scope'> & { actor: Pick<Actor, 'id'> },
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
  assertSignedMember(userId);
  return invoiceFile({ scope, actor: { id: userId } }, tenant, id);
}
