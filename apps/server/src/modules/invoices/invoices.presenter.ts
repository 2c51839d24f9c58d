/** Invoice rows → the contract's invoice (spec 002 §3 Invoice), money in dollars. */
import type { TInvoice } from '@portal/contracts';
import { toDollars } from '../../lib/money';
import type { InvoiceRow } from './invoices.repository';

/** Amount still to pay in cents: a Pending invoice's total less payments (never negative); 0 otherwise. */
export function balanceDueCents(row: InvoiceRow): number {
  return row.status === 'Pending' ? Math.max(0, row.totalIncGstCents - row.paidCents) : 0;
}

/**
 * Invoice (002 §3) in dollars. `netTotalAmount` = inclusive total less refunds; `balanceDue` never negative and
 * 0 unless Pending; `paymentUrl` (the signed pay link) only when something is due.
 */
export function presentInvoice(row: InvoiceRow, paymentUrl: string | null = null): TInvoice {
  const due = balanceDueCents(row);
  return {
    id: row.id,
    invoiceNum: row.invoiceNum,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    description: row.description,
    status: row.status,
    balanceDue: toDollars(due),
    paymentUrl: due > 0 ? paymentUrl : null,
    kind: row.kind === 'membership' ? 'membership' : 'event',
    totalAmountIncGst: toDollars(row.totalIncGstCents),
    totalAmountExcGst: toDollars(row.totalExcGstCents),
    totalGst: toDollars(row.gstCents),
    netTotalAmount: toDollars(row.totalIncGstCents - row.refundedCents),
    totalAmountPaid: toDollars(row.paidCents),
    membershipStartDate: row.periodStart,
    membershipEndDate: row.periodEnd,
    userFullName: row.userFullName,
    memberNum: row.memberNum,
    lineItems: row.lineItems.map((line) => ({
      itemName: line.itemName,
      quantity: line.quantity,
      unitPrice: toDollars(line.unitCents),
      totalPrice: toDollars(line.totalCents),
    })),
  };
}
