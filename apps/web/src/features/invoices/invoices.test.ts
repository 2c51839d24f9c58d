import { describe, expect, it } from 'vitest';
import { invoiceFileName } from '@portal/contracts';
import { statusColor } from './queries';

describe('invoices (002 §2, §4)', () => {
  it('names the PDF by the invoice number, so two invoices of one day differ (issue 34 §6)', () => {
    expect(invoiceFileName('INV-OTA-000013')).toBe('INV-OTA-000013.pdf');
  });

  it('styles Paid, Cancelled, Refunded and Pending; other statuses use the default', () => {
    expect(statusColor('Paid')).toBe('green');
    expect(statusColor('Cancelled')).toBe('red');
    expect(statusColor('Refunded')).toBe('purple');
    expect(statusColor('Pending')).toBe('gold');
    expect(statusColor('Overdue')).toBeUndefined();
  });
});
