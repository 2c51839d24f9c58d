/** /settings/invoices (spec 002 §2, §4): status tags, and Pay only when balanceDue > 0, opening paymentUrl. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TInvoice } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken } from '../../../test/mock-api';
import { mockViewportWidth } from '../../../test/media-query';
import InvoicesPage from './InvoicesPage';

const invoice = (over: Partial<TInvoice>): TInvoice => ({
  id: '00000000-0000-4000-8000-000000000001',
  invoiceNum: 'INV-1',
  invoiceDate: '2026-07-01',
  dueDate: '2026-07-31',
  description: 'Membership 2026–27',
  status: 'Paid',
  balanceDue: 0,
  paymentUrl: null,
  totalAmountIncGst: 440,
  totalAmountExcGst: 400,
  totalGst: 40,
  netTotalAmount: 440,
  totalAmountPaid: 440,
  membershipStartDate: '2026-07-01',
  membershipEndDate: '2027-06-30',
  userFullName: 'Olivia Bennett',
  memberNum: 'OTA100001',
  lineItems: [],
  kind: 'membership',
  ...over,
});

describe('InvoicesPage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows Pay only on invoices with a balance due, linking to their hosted checkout', async () => {
    mockViewportWidth(1440);
    const mock = mockApi({
      'POST /api/user/invoices': () =>
        jsonResponse(200, {
          invoices: [
            invoice({}),
            invoice({
              id: '00000000-0000-4000-8000-000000000002',
              invoiceNum: 'INV-2',
              status: 'Pending',
              balanceDue: 440,
              totalAmountPaid: 0,
              paymentUrl: '/checkout/abc',
            }),
            invoice({ id: '00000000-0000-4000-8000-000000000003', invoiceNum: 'INV-3', status: 'Refunded' }),
            invoice({ id: '00000000-0000-4000-8000-000000000004', invoiceNum: 'INV-4', status: 'Cancelled' }),
          ],
          page: 1,
          size: 10,
          totalItems: 4,
        }),
    });
    renderRoute(<InvoicesPage />, { path: '/settings/invoices' });
    const pending = (await screen.findByRole('link', { name: 'INV-2' })).closest('tr')!;
    expect(within(pending).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/checkout/abc');
    for (const num of ['INV-1', 'INV-3', 'INV-4']) {
      const row = screen.getByRole('link', { name: num }).closest('tr')!;
      expect(within(row).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Pay' })).toHaveLength(1);
    const body = callsTo(mock, 'POST', '/api/user/invoices')[0]![1]?.body as string;
    expect(JSON.parse(body)).toMatchObject({
      sortField: 'invoiceDate',
      sortOrder: 'desc',
      page: 1,
      size: 10,
    });
  });

  it('shows the empty state', async () => {
    mockApi({
      'POST /api/user/invoices': () => jsonResponse(200, { invoices: [], page: 1, size: 10, totalItems: 0 }),
    });
    renderRoute(<InvoicesPage />, { path: '/settings/invoices' });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('on a phone shows each invoice as a card with its details, Pay only with a balance due', async () => {
    mockViewportWidth(390);
    mockApi({
      'POST /api/user/invoices': () =>
        jsonResponse(200, {
          invoices: [
            invoice({}),
            invoice({
              id: '00000000-0000-4000-8000-000000000002',
              invoiceNum: 'INV-2',
              status: 'Pending',
              balanceDue: 440,
              totalAmountPaid: 0,
              paymentUrl: '/checkout/abc',
            }),
          ],
          page: 1,
          size: 10,
          totalItems: 2,
        }),
    });
    renderRoute(<InvoicesPage />, { path: '/settings/invoices' });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pending = within(list).getByRole('link', { name: 'INV-2' }).closest('li')!;
    expect(within(pending).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/checkout/abc');
    expect(within(pending).getByText('Balance due')).toBeInTheDocument();
    expect(within(pending).getAllByText('$440.00')).toHaveLength(2); // total and balance due
    const paid = within(list).getByRole('link', { name: 'INV-1' }).closest('li')!;
    expect(within(paid).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(paid).getByRole('link', { name: 'View INV-1' })).toHaveAttribute(
      'href',
      '/settings/invoice/00000000-0000-4000-8000-000000000001',
    );
  });
});
