/**
 * GST per line of a tax invoice (issue 18): 1/11 of each line, the lines adding up to the total GST; the PDF's
 * download name is the invoice number (issue 34 §6).
 */
import { describe, expect, it } from 'vitest';
import { invoiceFileName, invoiceLineGst } from './invoices';

const line = (totalPrice: number) => ({ itemName: 'x', quantity: 1, unitPrice: totalPrice, totalPrice });

describe('invoiceLineGst', () => {
  it('gives each line 1/11 of its inclusive total', () => {
    expect(invoiceLineGst({ lineItems: [line(77), line(33)], totalGst: 10 })).toEqual([7, 3]);
  });
  it('puts the rounding difference on the largest line so the lines add up to the total', () => {
    const gst = invoiceLineGst({ lineItems: [line(10), line(10.01), line(10)], totalGst: 2.73 });
    expect(gst).toEqual([0.91, 0.91, 0.91]);
    // 5 cents each rounds to 0 GST; the invoice's 1 cent goes to the (first) largest line.
    expect(invoiceLineGst({ lineItems: [line(0.05), line(0.05)], totalGst: 0.01 })).toEqual([0.01, 0]);
  });
  it('gives nothing for no lines', () => {
    expect(invoiceLineGst({ lineItems: [], totalGst: 0 })).toEqual([]);
  });
});

describe('invoiceFileName', () => {
  it('names the PDF by the invoice number, unique where the date was not', () => {
    expect(invoiceFileName('INV-OTA-000013')).toBe('INV-OTA-000013.pdf');
    expect(invoiceFileName('INV OTA/13')).toBe('INV-OTA-13.pdf');
  });
});
