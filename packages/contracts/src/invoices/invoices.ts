/**
 * Invoices — spec 002 §3 Invoice, §7 Membership and invoices.
 * Money in AUD dollars (2 decimals), GST (10%) included; dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { EVENT_LIMITS } from '../events/events';

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());
const money = z.number();

// ---------------------------------------------------------------------------------------------------------
// Invoices (002 §3 Invoice, §7 Membership and invoices)
// ---------------------------------------------------------------------------------------------------------

export const INVOICE_STATUSES = ['Paid', 'Cancelled', 'Refunded', 'Pending'] as const;

/** What an invoice is for: event tickets (cart checkout) or a membership period (join, renewal). */
export const INVOICE_KINDS = ['event', 'membership'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * The texts of payment outcomes (issue 34; the spec shows none for the hosted checkout's result, 002 §4, so
 * these are ours): every return notice, hosted page and receipt says the truth about what happened.
 */
export const PAYMENT_MESSAGES = {
  received: 'Payment received.',
  notCompleted: 'Payment was not completed.',
  nothingCharged: 'Nothing was charged.',
  processing: 'Your payment is being processed. We will update the invoice when it clears.',
  notSetUp: 'Payments are not set up for this association yet.',
  testMode: 'Test mode',
  testModeNote: 'Test mode: no real card was charged.',
  tryAgain: 'Try again',
} as const;

/** What a line of an invoice's payment history records (issue 34). */
export const PAYMENT_HISTORY_KINDS = ['payment', 'refund', 'attempt'] as const;

/**
 * One line of an invoice's payment history (ours, issue 34): a payment or refund (amount in dollars), or a
 * checkout attempt with its outcome (`paid`, `declined`, `cancelled`, `expired`, `failed`, `processing`).
 */
export const ZInvoiceHistoryEntry = z.object({
  at: z.string(),
  kind: z.enum(PAYMENT_HISTORY_KINDS),
  outcome: z.string().nullable(),
  amount: money,
  /** Through the built-in test provider: no money moved. */
  testMode: z.boolean(),
});
export type TInvoiceHistoryEntry = z.infer<typeof ZInvoiceHistoryEntry>;

export const ZInvoiceLineItem = z.object({
  itemName: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  totalPrice: money,
});

/**
 * Invoice (002 §3); money in dollars; GST 10% included (`totalGst` = inc − exc). A Pending invoice with
 * `balanceDue > 0` carries `paymentUrl`: a signed, site-relative link that opens its hosted checkout (002 §4
 * "Pay action only when balanceDue > 0"); otherwise null.
 */
export const ZInvoice = z.object({
  id: z.string().uuid(),
  invoiceNum: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  description: z.string(),
  status: z.string(),
  balanceDue: money,
  paymentUrl: z.string().nullable(),
  totalAmountIncGst: money,
  totalAmountExcGst: money,
  totalGst: money,
  netTotalAmount: money,
  totalAmountPaid: money,
  membershipStartDate: z.string().nullable(),
  membershipEndDate: z.string().nullable(),
  userFullName: z.string(),
  memberNum: z.string().nullable(),
  lineItems: z.array(ZInvoiceLineItem),
  /** Ours: event or membership (issue 13). */
  kind: z.enum(INVOICE_KINDS),
  /** Ours (issue 34): paid or tried through the built-in test provider, so no real money moved. */
  testMode: z.boolean().optional(),
  /** Ours (issue 34), on `GET /api/invoice/{id}` only: payments, refunds and checkout attempts, oldest first. */
  history: z.array(ZInvoiceHistoryEntry).optional(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * The download name of an invoice PDF: its number (`INV-OTA-000013.pdf`; issue 34 §6), unique in the tenant,
 * where two invoices of one day shared `invoice-{date}.pdf`.
 */
export function invoiceFileName(invoiceNum: string): string {
  return `${invoiceNum.replace(/[^\w-]+/g, '-')}.pdf`;
}

/** `POST /api/user/invoices?page&pageSize` body (dates YYYY-MM-DD inclusive; sortField invoiceDate default). */
export const ZInvoicesQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export const ZInvoicesBody = z.object({
  invoiceDateFrom: isoDate.nullish(),
  invoiceDateTo: isoDate.nullish(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(100).default(EVENT_LIMITS.invoicePageSize),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  sortField: z.enum(['invoiceDate', 'invoiceNum', 'totalAmountIncGst', 'status']).default('invoiceDate'),
});
export type TInvoicesBody = z.input<typeof ZInvoicesBody>;
export const ZInvoicesResponse = z.object({
  invoices: z.array(ZInvoice),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type TInvoicesResponse = z.infer<typeof ZInvoicesResponse>;
/** `GET /api/invoice/{id}` → `{ data }`. */
export const ZInvoiceResponse = z.object({ data: ZInvoice });
/** `GET /api/invoice/{id}/printview` → `{ previewUrl }`: a signed, 10-minute URL of the inline PDF. */
export const ZPrintviewResponse = z.object({ previewUrl: z.string() });

/** `{id}` path parameter of the invoice calls: the invoice's uuid. */
export const ZInvoiceIdParams = z.object({ id: z.string().uuid() });

/**
 * GST of each line of an invoice in dollars (issue 18: a tax invoice shows GST per line): each line's GST is
 * 1/11 of its GST-inclusive total, rounded to the cent, and the rounding difference goes to the largest line,
 * so the lines add up to `totalGst` exactly.
 */
export function invoiceLineGst(invoice: Pick<TInvoice, 'lineItems' | 'totalGst'>): number[] {
  const totals = invoice.lineItems.map((line) => Math.round(line.totalPrice * 100));
  const gst = totals.map((cents) => Math.round(cents / 11));
  const diff = Math.round(invoice.totalGst * 100) - gst.reduce((sum, cents) => sum + cents, 0);
  if (diff !== 0 && gst.length > 0) {
    const largest = totals.indexOf(Math.max(...totals));
    gst[largest] = gst[largest]! + diff;
  }
  return gst.map((cents) => cents / 100);
}
