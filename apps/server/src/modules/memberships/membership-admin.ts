/**
 * Administration of memberships and invoices (issue 13): the tenant's memberships and invoices with filters
 * and paging (read-only tables under /admin), and marking a Paid invoice refunded. Tenant administrators only
 * (`canAdministerMemberships`).
 */
import { eq } from 'drizzle-orm';
import { auditedWrite, rowOf } from '../../db/audit';
import { invoices } from '../../db/schema/index';
import { MEMBERSHIP_MESSAGES, type TAdminInvoiceRow, type TAdminMembershipRow } from '@portal/contracts';
import type { PaymentProvider } from '../payments/payments.service';
import { AppError } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { withTransaction } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import { requireMembershipAdmin } from './memberships.policy';
import {
  balanceDueCents,
  lockInvoice,
  refundWholeInvoice,
  tenantInvoices,
  type InvoiceRow,
} from '../invoices/invoices.service';
import { listTenantMemberships } from './memberships.repository';

/** `GET /api/admin/memberships` → one page by last name. */
export async function adminMemberships(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { status?: string; keyword?: string; renewalDue?: '30' | '60' | '90'; page: number; size: number },
): Promise<{ data: TAdminMembershipRow[]; page: number; size: number; totalItems: number }> {
  requireMembershipAdmin(ctx.actor);
  const { rows, totalItems } = await listTenantMemberships(ctx.scope, query);
  return {
    data: rows.map(({ membership: m, memberNum, firstName, lastName, email }) => ({
      id: m.id,
      userId: m.userId,
      fullName: `${firstName} ${lastName}`,
      email,
      memberNum,
      membershipName: m.membershipName,
      memberStatus: m.memberStatus,
      joinDate: m.joinDate,
      renewedToDate: m.renewedToDate,
      terminationDate: m.terminationDate,
      autoRenew: m.autoRenew,
    })),
    page: query.page,
    size: query.size,
    totalItems,
  };
}

/** An invoice as an admin table row (dollars). */
function adminRow(row: InvoiceRow): TAdminInvoiceRow {
  return {
    id: row.id,
    invoiceNum: row.invoiceNum,
    invoiceDate: row.invoiceDate,
    description: row.description,
    status: row.status,
    kind: row.kind === 'membership' ? 'membership' : 'event',
    userFullName: row.userFullName,
    memberNum: row.memberNum,
    totalAmountIncGst: toDollars(row.totalIncGstCents),
    totalAmountPaid: toDollars(row.paidCents),
    balanceDue: toDollars(balanceDueCents(row)),
    canRefund: row.status === 'Paid' && row.paidCents > row.refundedCents,
  };
}

/** `GET /api/admin/invoices` → one page, newest first. */
export async function adminInvoices(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { status?: string; keyword?: string; from?: string; to?: string; page: number; size: number },
) {
  requireMembershipAdmin(ctx.actor);
  const { rows, totalItems } = await tenantInvoices(ctx, query);
  return { data: rows.map(adminRow), page: query.page, size: query.size, totalItems };
}

/**
 * `POST /api/admin/invoices/{id}/refund`: a Paid invoice → Refunded (refund payment row), row locked; the
 * money goes back through the provider that took it (issue 34; `manual` when that is not the tenant's).
 * @throws AppError FORBIDDEN, NOT_FOUND, CONFLICT (not Paid / already refunded), BAD_GATEWAY.
 */
export async function refundInvoice(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  provider: PaymentProvider | null = null,
): Promise<{ data: TAdminInvoiceRow }> {
  return auditedWrite(ctx, { load: rowOf(invoices, eq(invoices.id, id)) }, async (ctx) => {
    requireMembershipAdmin(ctx.actor);
    return withTransaction(ctx.scope, async (tx) => {
      const row = await lockInvoice({ scope: tx }, id);
      if (!row) throw new AppError('NOT_FOUND', 'Not found');
      if (row.status === 'Refunded') throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.alreadyRefunded);
      if (row.status !== 'Paid') throw new AppError('CONFLICT', MEMBERSHIP_MESSAGES.notRefundable);
      await refundWholeInvoice({ scope: tx }, row, provider);
      return { data: adminRow((await lockInvoice({ scope: tx }, id))!) };
    });
  });
}
