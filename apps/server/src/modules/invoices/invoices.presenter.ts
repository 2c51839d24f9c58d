/** Invoice rows → the contract's invoice (spec 002 §3 Invoice), money in dollars. */
import type { TInvoice } from '@portal/contracts';
import { toDollars } from '../../lib/money';
import type { InvoiceRow } from './invoices.repository';

/** Invoice (002 §3) in dollars. `netTotalAmount` = inclusive total less refunds; `balanceDue` never negative. */
export function presentInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    invoiceNum: row.invoiceNum,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    description: row.description,
    status: row.status,
    balanceDue: toDollars(Math.max(0, row.totalIncGstCents - row.paidCents)),
    paymentUrl: null,
    kind: 'event',
    totalAmountIncGst: toDollars(row.totalIncGstCents),
    totalAmountExcGst: toDollars(row.totalExcGstCents),
    totalGst: toDollars(row.gstCents),
    netTotalAmount: toDollars(row.totalIncGstCents - row.refundedCents),
    totalAmountPaid: toDollars(row.paidCents),
    membershipStartDate: null,
    membershipEndDate: null,
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
