/**
 * /settings/membership-profile (spec 000 §2, §3, §7, §8): details and status, Renew only when the server
 * offers it (and the renewal sub-module is on), a link failure logged only, the certificate error toast, the
 * return notice of the hosted checkout, the way to join for an account without a membership (issue 34 point 7),
 * and the empty and error states.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBERSHIP_MESSAGES, TENANT_PROFILES, type TMembership } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi, storeTestToken, type ApiHandler } from '../../../test/mock-api';
import { membershipNavigator } from '../queries';
import MembershipProfilePage from './MembershipProfilePage';

const PATH = '/settings/membership-profile';
/** The signed-in member (`GET api/v1/account`): the access subject of the page. */
const ACCOUNT = {
  id: 'me',
  firstName: 'Olivia',
  lastName: 'Bennett',
  email: 'olivia@ota.example',
  role: 0,
  contactTypes: ['Member'],
  moderatedCommunityCount: 0,
  isFirstLogin: false,
};
const ACTIVE: TMembership = {
  id: 5,
  memberNum: 'OTA100001',
  membershipName: 'Full member',
  memberStatus: 'Active',
  joinDate: '2020-07-01',
  renewedToDate: '2026-06-30',
  terminationDate: null,
  membershipTypeId: 1,
  isLifeMember: false,
  autoRenew: false,
  canRenew: true,
  renewalOpensOn: '2026-05-02',
  nextPeriod: { start: '2026-07-01', end: '2027-06-30' },
  renewalCharge: {
    period: { start: '2026-07-01', end: '2027-06-30' },
    amountIncGst: 440,
    gst: 40,
    basis: 'full',
    monthsCharged: 12,
    monthsInPeriod: 12,
  },
  feeIncGst: 440,
  pendingInvoiceId: null,
};
/** The same membership on 4 December 2025, before its renewal window opens on 2 May 2026. */
const NOT_YET: TMembership = { ...ACTIVE, canRenew: false };

function api(membership: TMembership | null, extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/v1/account': () => jsonResponse(200, ACCOUNT),
    'GET /api/user/membership': () => jsonResponse(200, { data: membership }),
    ...extra,
  });
}

describe('MembershipProfilePage', { timeout: 30_000 }, () => {
  beforeEach(storeTestToken);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the membership and opens the renewal checkout the server answers', async () => {
    api(ACTIVE, {
      'GET /api/user/membership/renewallink': () =>
        jsonResponse(200, { success: true, url: '/checkout/invoice/s1' }),
    });
    const go = vi.spyOn(membershipNavigator, 'go').mockImplementation(() => {});
    renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByText('OTA100001')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('30 Jun 2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Renew/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/invoice/s1'));
  });

  it('logs a renewal link answering success false and stays (000 §8)', async () => {
    api(ACTIVE, {
      'GET /api/user/membership/renewallink': () => jsonResponse(200, { success: false, url: null }),
    });
    const go = vi.spyOn(membershipNavigator, 'go').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<MembershipProfilePage />, { path: PATH });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Renew/ }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the period and the price Renew charges before payment (issue 34 point 4)', async () => {
    api(ACTIVE);
    renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByTestId('renewal-terms')).toHaveTextContent(
      'Renewal: $440.00 incl. GST for 1 Jul 2026 – 30 Jun 2027',
    );
    expect(screen.getByRole('button', { name: /Renew/ })).toBeEnabled();
  });

  it('disables Renew with the date it opens outside the renewal window, and asks nothing', async () => {
    const fetchMock = api(NOT_YET);
    renderRoute(<MembershipProfilePage />, { path: PATH });
    const renew = await screen.findByRole('button', { name: /Renew/ });
    expect(renew).toBeDisabled();
    expect(renew).toHaveAccessibleDescription(
      'Renewal opens on 2 May 2026 ($440.00 incl. GST for 1 Jul 2026 – 30 Jun 2027)',
    );
    await userEvent.setup().click(renew);
    expect(callsTo(fetchMock, 'GET', '/api/user/membership/renewallink')).toHaveLength(0);
  });

  it('offers a lapsed membership Renew at once, priced pro-rata from this month', async () => {
    api({
      ...ACTIVE,
      memberStatus: 'Expired',
      renewedToDate: '2025-06-30',
      renewalOpensOn: '2025-05-02',
      renewalCharge: {
        period: { start: '2025-12-01', end: '2026-06-30' },
        amountIncGst: 256.67,
        gst: 23.33,
        basis: 'pro-rata',
        monthsCharged: 7,
        monthsInPeriod: 12,
      },
    });
    renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByTestId('renewal-terms')).toHaveTextContent(
      'Renewal: $256.67 incl. GST for 1 Dec 2025 – 30 Jun 2026 (7 of 12 months of $440.00 a year)',
    );
    expect(screen.getByRole('button', { name: /Renew/ })).toBeEnabled();
  });

  it('asks for the renewal state again when the server refuses a stale Renew (409)', async () => {
    let answers = 0;
    api(ACTIVE, {
      'GET /api/user/membership': () => jsonResponse(200, { data: answers++ === 0 ? ACTIVE : NOT_YET }),
      'GET /api/user/membership/renewallink': () =>
        jsonResponse(409, { message: 'Renewal opens on 2 May 2026.' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const go = vi.spyOn(membershipNavigator, 'go').mockImplementation(() => {});
    renderRoute(<MembershipProfilePage />, { path: PATH });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Renew/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Renew/ })).toBeDisabled());
    expect(screen.getByText(/Renewal opens on 2 May 2026/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('offers no Renew when the membership cannot be renewed, nor where the renewal sub-module is off', async () => {
    api({ ...ACTIVE, canRenew: false, renewalOpensOn: null, nextPeriod: null, renewalCharge: null });
    const view = renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByText('OTA100001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage/ })).toBeInTheDocument();
    view.unmount();
    api(ACTIVE);
    renderRoute(<MembershipProfilePage />, { path: PATH, profile: TENANT_PROFILES.lca });
    expect(await screen.findByText('OTA100001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Update payment/ })).not.toBeInTheDocument();
  });

  it('toasts the certificate failure and shows the checkout return notice', async () => {
    api(ACTIVE, {
      'GET /api/user/membership/5/printview': () => jsonResponse(404, { message: 'Not found' }),
    });
    renderRoute(<MembershipProfilePage />, {
      path: PATH,
      initialEntry: `${PATH}?payment=success&invoiceId=00000000-0000-4000-8000-000000000001`,
    });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/settings/invoice/00000000-0000-4000-8000-000000000001',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: /Preview certificate/ }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.pdfFailed)).toBeInTheDocument();
  });

  it('shows an account without a membership the way to join and opens the checkout of its first invoice', async () => {
    const fetchMock = api(null, {
      'GET /api/membership/types': () =>
        jsonResponse(200, {
          data: [
            {
              id: 3,
              name: 'Full member',
              description: 'Practising members',
              feeIncGst: 495,
              gst: 45,
              periodRule: 'financial',
              currentPeriod: { start: '2026-07-01', end: '2027-06-30' },
              joinCharge: {
                period: { start: '2026-12-01', end: '2027-06-30' },
                amountIncGst: 288.75,
                gst: 26.25,
                basis: 'pro-rata',
                monthsCharged: 7,
                monthsInPeriod: 12,
              },
            },
          ],
        }),
      'POST /api/user/membership/join': () =>
        jsonResponse(200, { membershipId: 9, invoiceId: 'inv-9', paymentUrl: '/checkout/invoice/sess-9' }),
    });
    const go = vi.spyOn(membershipNavigator, 'go').mockImplementation(() => {});
    renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.noMembership)).toBeInTheDocument();
    // What joining today charges and covers, before payment (issue 34 point 4).
    expect(
      await screen.findByText(
        '$288.75 incl. GST for 1 Dec 2026 – 30 Jun 2027 (7 of 12 months of $495.00 a year)',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join as Full member' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/invoice/sess-9'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/user/membership/join')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ membershipTypeId: 3 });
  });

  it('shows the empty and error states', async () => {
    api(null);
    const view = renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.noMembership)).toBeInTheDocument();
    view.unmount();
    api(null, { 'GET /api/user/membership': () => jsonResponse(503, { message: 'down' }) });
    renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
