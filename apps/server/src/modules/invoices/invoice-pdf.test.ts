/**
 * The tax invoice PDF prints right (issue 34 §6; 002 §7 `GET /api/invoice/{id}/download`): billed to a member
 * named "Zoë Ngô-Nguyễn 李", the name reads back whole, dates read '4 Dec 2026', the text is in the embedded
 * Noto faces (李 from the CJK face), and the document is tagged with its title shown.
 */
import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES, type TInvoice } from '@portal/contracts';
import { expectPrintsRight, pdfText } from '../../../test/pdf-text';
import { invoicePdf } from './invoice-pdf';

const invoice: TInvoice = {
  id: '5b0c8a52-6f0e-4c43-9d3e-2f4a8f0c1d11',
  invoiceNum: 'INV-OTA-000013',
  invoiceDate: '2026-12-04',
  dueDate: '2026-12-18',
  description: 'Event registration: Hand therapy day',
  status: 'Paid',
  balanceDue: 0,
  paymentUrl: null,
  totalAmountIncGst: 110,
  totalAmountExcGst: 100,
  totalGst: 10,
  netTotalAmount: 110,
  totalAmountPaid: 110,
  membershipStartDate: null,
  membershipEndDate: null,
  userFullName: 'Zoë Ngô-Nguyễn 李',
  memberNum: 'OTA-100013',
  lineItems: [{ itemName: 'Hand therapy day — Member', quantity: 1, unitPrice: 110, totalPrice: 110 }],
  kind: 'event',
};

describe('invoicePdf', () => {
  it('prints a Vietnamese and Chinese name whole, tagged, in embedded fonts, dates as "4 Dec 2026"', async () => {
    const pdf = await invoicePdf(TENANT_PROFILES.ota, invoice);
    await expectPrintsRight(pdf, 'Billed to: Zoë Ngô-Nguyễn 李 (member OTA-100013)');
    const { lines } = await pdfText(pdf);
    expect(lines).toEqual(expect.arrayContaining(['Invoice date: 4 Dec 2026', 'Due date: 18 Dec 2026']));
  });
});
