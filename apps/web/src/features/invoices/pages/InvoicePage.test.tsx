/**
 * /settings/invoice/{id} after paying it (issue 34): the return notice ("Payment received." or "Payment was
 * not completed." with the checkout to try again), "Test mode" when the test provider took it, and the
 * payment history with the declined attempt.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TInvoice } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { mockApi, storeTestToken } from '../../../test/mock-api';
import InvoicePage from './InvoicePage';

const ID = '00000000-0000-4000-8000-000000000009';
const paid: TInvoice = {
  id: ID,
  invoiceNum: 'INV-ACTLS-000009',
  invoiceDate: '2026-12-04',
  dueDate: '2026-12-04',
  description: 'Full member membership',
  status: 'Paid',
  balanceDue: 0,
  paymentUrl: null,
  totalAmountIncGst: 495,
  totalAmountExcGst: 450,
  totalGst: 45,
  netTotalAmount: 495,
  totalAmountPaid: 495,
  membershipStartDate: '2026-07-01',
  membershipEndDate: '2027-06-30',
  userFullName: 'Zoë Ngô-Nguyễn',
  memberNum: 'ACTLS-000009',
  lineItems: [{ itemName: 'Full member membership', quantity: 1, unitPrice: 495, totalPrice: 495 }],
  kind: 'membership',
  testMode: true,
  history: [
    { at: '2026-12-04T01:00:00.000Z', kind: 'attempt', outcome: 'declined', amount: 495, testMode: true },
    { at: '2026-12-04T01:02:00.000Z', kind: 'payment', outcome: null, amount: 495, testMode: true },
  ],
};

const open = (query: string, invoice: TInvoice = paid) => {
  mockApi({ [`GET /api/invoice/${ID}`]: () => jsonResponse(200, { data: invoice }) });
  return renderRoute(<InvoicePage />, {
    path: '/settings/invoice/:id',
    initialEntry: `/settings/invoice/${ID}${query}`,
  });
};

describe('InvoicePage return from the hosted checkout', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says "Payment received." in test mode, and lists the declined attempt before the payment', async () => {
    open('?payment=success&mode=test');
    expect(await screen.findByText('Payment received.')).toBeInTheDocument();
    expect(screen.getByText('Test mode: no real card was charged.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Payment history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Payment declined'),
      expect.stringContaining('Payment received'),
    ]);
    // Beside the status, and on both history lines.
    expect(within(screen.getByRole('article')).getAllByText('Test mode')).toHaveLength(3);
  });

  it('says "Payment was not completed." with the same checkout to try again', async () => {
    open('?payment=declined&checkout=abcdefghijkl_123', {
      ...paid,
      status: 'Pending',
      balanceDue: 495,
      totalAmountPaid: 0,
      testMode: false,
      history: [],
    });
    expect(await screen.findByText('Payment was not completed. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout/invoice/abcdefghijkl_123',
    );
    expect(screen.queryByText('Payment received.')).toBeNull();
    expect(screen.queryByText('Test mode')).toBeNull();
  });

  it('shows no notice without a return, and offers no link for a checkout id that is not one', async () => {
    const first = open('');
    expect(await screen.findByText('INV-ACTLS-000009')).toBeInTheDocument();
    expect(screen.queryByText('Payment received.')).toBeNull();
    first.unmount();
    open('?payment=declined&checkout=..%2F..%2Fapi');
    expect(await screen.findByText('Payment was not completed. Nothing was charged.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });
});
