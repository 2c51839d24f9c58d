import { describe, expect, it } from 'vitest';
import { statusColor } from './queries';
import { invoiceFileName } from './pages/InvoicePage';

describe('invoices (002 §2, §4)', () => {
  it('names the PDF by the invoice date', () => {
    expect(invoiceFileName('2026-11-23T04:05:06.000Z')).toBe('invoice-2026-11-23.pdf');
  });

  it('styles Paid, Cancelled, Refunded and Pending; other statuses use the default', () => {
    expect(statusColor('Paid')).toBe('green');
    expect(statusColor('Cancelled')).toBe('red');
    expect(statusColor('Refunded')).toBe('purple');
    expect(statusColor('Pending')).toBe('gold');
    expect(statusColor('Overdue')).toBeUndefined();
  });
});
