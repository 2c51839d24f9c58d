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
  nextPeriod: { start: '2026-07-01', end: '2027-06-30' },
  feeIncGst: 440,
  pendingInvoiceId: null,
};

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
    expect(screen.getByText('30 Jun, 2026')).toBeInTheDocument();
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

  it('offers no Renew when the server says it cannot, nor where the renewal sub-module is off', async () => {
    api({ ...ACTIVE, canRenew: false });
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
            },
          ],
        }),
      'POST /api/user/membership/join': () =>
        jsonResponse(200, { membershipId: 9, invoiceId: 'inv-9', paymentUrl: '/checkout/invoice/sess-9' }),
    });
    const go = vi.spyOn(membershipNavigator, 'go').mockImplementation(() => {});
    renderRoute(<MembershipProfilePage />, { path: PATH });
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.noMembership)).toBeInTheDocument();
    expect(await screen.findByText(/\$495\.00 incl\. GST/)).toBeInTheDocument();
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
