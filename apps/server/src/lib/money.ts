/**
 * Money arithmetic in integer cents (AUD) — spec 002 §9 (GST 10%, currency AUD). Prices include GST, so the
 * GST share of an inclusive amount is 1/11 of it, rounded half-up to the cent.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Cents → dollars number with 2 decimals (e.g. 12150 → 121.5). */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/**
 * The SQL twin of {@link toDollars} for JSON that PostgreSQL writes (issue 37): an integer cents expression →
 * the same dollars as a `float8` (`cents / 100` in IEEE doubles, which PostgreSQL writes shortest, as
 * JavaScript does: 12150 → 121.5); NULL stays NULL. Equality with `toDollars` is tested over a table of cases
 * (events.test.ts "dollarsSql").
 */
export function dollarsSql(cents: SQL): SQL<number | null> {
  return sql<number | null>`(${cents}::float8 / 100)`;
}

/** Dollars (≤ 2 decimals) → integer cents, free of float drift (121.5 → 12150). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** GST included in a GST-inclusive amount of cents: round(inc / 11). */
export const gstOfInclusive = (incCents: number): number => Math.round(incCents / 11);

/** Totals of line items (cents): inclusive total, GST and exclusive total, with inc = exc + gst exactly. */
export function invoiceTotals(lines: { unitCents: number; quantity: number }[]): {
  incCents: number;
  gstCents: number;
  excCents: number;
} {
  const incCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const gstCents = gstOfInclusive(incCents);
  return { incCents, gstCents, excCents: incCents - gstCents };
}

/** Days before the event start from which a cancellation is refunded (002 §9 cancellation terms). */
export const REFUND_NOTICE_DAYS = 14;
/** Refunded share of the fee in percent (002 §9: 90% refund). */
export const REFUND_PERCENT = 90;

/**
 * Refund of a cancelled paid ticket (002 §9 terms): 90% of the amount paid when cancelled at least 14 days
 * before the event start, else 0 (the cancellation is still recorded). Cents, rounded to the cent.
 */
export function refundFor(amountCents: number, cancelledAt: Date, eventStart: Date): number {
  const noticeMs = eventStart.getTime() - cancelledAt.getTime();
  if (noticeMs < REFUND_NOTICE_DAYS * 24 * 60 * 60 * 1000) return 0;
  return Math.round((amountCents * REFUND_PERCENT) / 100);
}

/** `A$1,234.50` in the Australian locale (hosted checkout page, PDF). */
export const formatAud = (cents: number): string =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);
