/**
 * Invoice and payment SQL (spec 002 §3 Invoice): every function takes the tenant scope (or the transaction's
 * scope); money in integer cents.
 */
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { invoiceCounters, invoices, payments } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';
import { containsPattern } from '../../lib/like-pattern';

/** A stored invoice. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** Columns of a new invoice (tenant, sequence and number are filled in here). */
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'tenantId' | 'seq' | 'invoiceNum' | 'id'>;

/** Sortable columns of the invoice list (002 §7 sortField). */
const SORT_COLUMNS = {
  invoiceDate: invoices.invoiceDate,
  invoiceNum: invoices.invoiceNum,
  totalAmountIncGst: invoices.totalIncGstCents,
  status: invoices.status,
};

/** An invoice of a user, or undefined (other user, other tenant, unknown). */
export async function findUserInvoice(
  scope: TenantScope,
  userId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}

/** Filters, order and page of a user's invoice list (dates `YYYY-MM-DD`, inclusive). */
export interface InvoiceListQuery {
  userId: string;
  from?: string | null;
  to?: string | null;
  sortField: keyof typeof SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
  page: number;
  size: number;
}

/** One page of a user's invoices and the total count. */
export async function listUserInvoices(scope: TenantScope, query: InvoiceListQuery) {
  const conditions: SQL[] = [eq(invoices.userId, query.userId)];
  if (query.from) conditions.push(gte(invoices.invoiceDate, query.from));
  if (query.to) conditions.push(lte(invoices.invoiceDate, query.to));
  const where = and(...conditions);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const { rows, total } = await pageAndTotal(
    scope.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sortField]), direction(invoices.seq)),
    scope.db.$count(invoices, where),
    query.page,
    query.size,
  );
  return { rows, totalItems: total };
}

/**
 * The tenant's next invoice number, `INV-{TENANT}-{6 digits}` (e.g. `INV-OTA-000013`): bumps the tenant's
 * counter row (created at 1) and keeps it locked until the caller's transaction ends, so concurrent checkouts
 * queue and a rolled-back one gives its number back — the sequence has no gaps (issue 18).
 */
export async function nextInvoiceNumber(tx: TenantScope): Promise<string> {
  const [row] = await tx.db
    .insert(invoiceCounters)
    .values({ tenantId: tx.tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.tenantId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return formatInvoiceNumber(tx.tenantId, row!.lastNumber);
}

/** `INV-{TENANT}-{number padded to 6}`. */
export function formatInvoiceNumber(tenantId: string, n: number): string {
  return `INV-${tenantId.toUpperCase()}-${String(n).padStart(6, '0')}`;
}

/**
 * Inserts an invoice numbered from the tenant's sequence ({@link nextInvoiceNumber}), inside the caller's
 * transaction. @returns the invoice id and number.
 */
export async function insertInvoice(
  tx: TenantScope,
  values: NewInvoice,
): Promise<{ id: string; invoiceNum: string }> {
  const invoiceNum = await nextInvoiceNumber(tx);
  const [row] = await tx.db
    .insert(invoices)
    .values({ ...values, tenantId: tx.tenantId, invoiceNum })
    .returning({ id: invoices.id });
  return { id: row!.id, invoiceNum };
}

/** Records a money movement on an invoice: a payment or a refund (cents). */
export async function insertPayment(
  tx: TenantScope,
  values: Omit<typeof payments.$inferInsert, 'tenantId' | 'id'>,
): Promise<void> {
  await tx.db.insert(payments).values({ ...values, tenantId: tx.tenantId });
}

/** The money movements of an invoice (payments and refunds), oldest first. */
export function paymentsOfInvoice(scope: TenantScope, invoiceId: string) {
  return scope.db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The payment row (kind payment) of an invoice with the provider's reference, or undefined. */
export async function findPaymentByReference(scope: TenantScope, provider: string, reference: string) {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, provider), eq(payments.reference, reference), eq(payments.kind, 'payment')),
    )
    .limit(1);
  return row;
}

/** Adds a refund to an invoice's refunded total; `fullyRefunded` also sets its status Refunded. */
export async function addRefund(
  tx: TenantScope,
  invoiceId: string,
  refundCents: number,
  fullyRefunded: boolean,
): Promise<void> {
  await tx.db
    .update(invoices)
    .set({
      refundedCents: sql`${invoices.refundedCents} + ${refundCents}`,
      ...(fullyRefunded ? { status: 'Refunded' } : {}),
    })
    .where(eq(invoices.id, invoiceId));
}

/** Locks an invoice row of the scope's tenant for the rest of the transaction (payment, refund). */
export async function lockInvoice(tx: TenantScope, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** Marks an invoice Paid in full (inside the caller's transaction). */
export async function markInvoicePaid(tx: TenantScope, id: string, paidCents: number): Promise<void> {
  await tx.db.update(invoices).set({ status: 'Paid', paidCents }).where(eq(invoices.id, id));
}

/**
 * Writes a member's newly given member number on their invoices that carry none (issue 34 point 5: the join
 * invoice, event invoices bought before joining), so every invoice shows the member's one number.
 */
export async function fillInvoiceMemberNumber(
  tx: TenantScope,
  userId: string,
  memberNum: string,
): Promise<void> {
  await tx.db
    .update(invoices)
    .set({ memberNum })
    .where(and(eq(invoices.userId, userId), isNull(invoices.memberNum)));
}

/** The live (Pending or Paid) invoice of a membership period, if any. */
export async function findMembershipPeriodInvoice(
  tx: TenantScope,
  membershipId: number,
  periodStart: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.membershipId, membershipId),
        eq(invoices.periodStart, periodStart),
        sql`${invoices.status} in ('Pending', 'Paid')`,
      ),
    );
  return row;
}

/**
 * Cancels the Pending invoices of a membership whose period overlaps `period` (inclusive days), except
 * `keepId` (issue 34 point 4: a lapsed membership's renewal priced again in a later month supersedes the unpaid
 * one, so the member never pays twice for the same days). @returns the cancelled invoices' ids.
 */
export async function cancelOverlappingMembershipInvoices(
  tx: TenantScope,
  membershipId: number,
  period: { start: string; end: string },
  keepId: string | null,
): Promise<string[]> {
  const rows = await tx.db
    .update(invoices)
    .set({ status: 'Cancelled' })
    .where(
      and(
        eq(invoices.membershipId, membershipId),
        eq(invoices.status, 'Pending'),
        lte(invoices.periodStart, period.end),
        gte(invoices.periodEnd, period.start),
        keepId ? sql`${invoices.id} <> ${keepId}` : undefined,
      ),
    )
    .returning({ id: invoices.id });
  return rows.map((row) => row.id);
}

/** The newest Pending invoice of each of `membershipIds` (one query). */
export async function pendingMembershipInvoices(
  scope: TenantScope,
  membershipIds: number[],
): Promise<InvoiceRow[]> {
  if (!membershipIds.length) return [];
  return scope.db
    .select()
    .from(invoices)
    .where(
      and(
        sql`${invoices.membershipId} in (${sql.join(
          membershipIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        eq(invoices.status, 'Pending'),
      ),
    )
    .orderBy(desc(invoices.seq));
}

/** Filters of the administrators' invoice table. */
export interface AdminInvoiceQuery {
  status?: string;
  keyword?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

/** One page of the tenant's invoices (newest first) and the total count. */
export async function listTenantInvoices(scope: TenantScope, query: AdminInvoiceQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.from) conditions.push(gte(invoices.invoiceDate, query.from));
  if (query.to) conditions.push(lte(invoices.invoiceDate, query.to));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(invoices.invoiceNum, pattern), ilike(invoices.userFullName, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageAndTotal(
    scope.db.select().from(invoices).where(where).orderBy(desc(invoices.invoiceDate), desc(invoices.seq)),
    scope.db.$count(invoices, where),
    query.page,
    query.size,
  );
  return { rows, totalItems: total };
}
