/**
 * The join form of the register routes (spec 000 §2; issue 13 "Joining"): details, membership type and
 * terms → the code is e-mailed → the code and the details create the account, and the page leaves for the
 * hosted checkout of the first invoice ('Processing...').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBERSHIP_MESSAGES } from '@portal/contracts';
import { jsonResponse, renderRoute } from '../../../test-utils';
import { callsTo, mockApi } from '../../../test/mock-api';
import { membershipNavigator } from '../queries';
import JoinPage from './JoinPage';

const TYPES = [
  {
    id: 1,
    name: 'Full member',
    description: 'Practising OTs',
    feeIncGst: 440,
    gst: 40,
    periodRule: 'financial',
    currentPeriod: { start: '2026-07-01', end: '2027-06-30' },
    joinCharge: {
      period: { start: '2026-12-01', end: '2027-06-30' },
      amountIncGst: 256.67,
      gst: 23.33,
      basis: 'pro-rata',
      monthsCharged: 7,
      monthsInPeriod: 12,
    },
  },
];
/** A cut-off tenant's type on 4 December: the rest of this year and all of the next, full fee. */
const CUT_OFF_TYPES = [
  {
    ...TYPES[0]!,
    periodRule: 'calendar',
    currentPeriod: { start: '2026-01-01', end: '2026-12-31' },
    joinCharge: {
      period: { start: '2026-12-01', end: '2027-12-31' },
      amountIncGst: 440,
      gst: 40,
      basis: 'cut-off',
      monthsCharged: 12,
      monthsInPeriod: 12,
    },
  },
];
const REQUEST_ID = '11111111-1111-4111-8111-111111111111';

describe('JoinPage', { timeout: 40_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the form, mails a code, joins with the code and leaves for the checkout', async () => {
    const mock = mockApi({
      'GET /api/membership/types': () => jsonResponse(200, { data: TYPES }),
      'POST /api/membership/join/code': () => jsonResponse(200, { tokenSent: true, requestId: REQUEST_ID }),
      'POST /api/membership/join': () =>
        jsonResponse(200, {
          membershipId: 9,
          invoiceId: '22222222-2222-4222-8222-222222222222',
          paymentUrl: '/api/invoice/x/pay?sig=1',
        }),
    });
    const go = vi.spyOn(membershipNavigator, 'go').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(<JoinPage />, { path: '/register' });
    // The price and the period before payment (issue 34 point 4): pro-rata months of the year.
    expect(
      await screen.findByRole('radio', {
        name: /Full member — \$256\.67 incl\. GST for 1 Dec 2026 – 30 Jun 2027 \(7 of 12 months of \$440\.00 a year\)/,
      }),
    ).toBeInTheDocument();
    // Issue 40: 'Membership type' is written once, the heading, which names the choice.
    expect(screen.getAllByText('Membership type')).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: 'Membership type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.joinTermsRequired)).toBeInTheDocument();
    expect(screen.getByText(MEMBERSHIP_MESSAGES.joinTypeRequired)).toBeInTheDocument();
    expect(callsTo(mock, 'POST', '/api/membership/join/code')).toHaveLength(0);

    await user.type(screen.getByLabelText('First name'), 'Nina');
    await user.type(screen.getByLabelText('Last name'), 'Park');
    await user.type(screen.getByLabelText('Email'), 'nina@example.org');
    await user.click(screen.getByRole('radio', { name: /Full member/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('nina@example.org')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Next you pay for your Full member membership: $256.67 incl. GST for 1 Dec 2026 – 30 Jun 2027 (7 of 12 months of $440.00 a year).',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(callsTo(mock, 'POST', '/api/membership/join/code')[0]![1]?.body as string)).toEqual({
      email: 'nina@example.org',
    });

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/invoice/x/pay?sig=1'));
    expect(JSON.parse(callsTo(mock, 'POST', '/api/membership/join')[0]![1]?.body as string)).toEqual({
      firstName: 'Nina',
      lastName: 'Park',
      email: 'nina@example.org',
      mobile: null,
      membershipTypeId: 1,
      acceptTerms: true,
      requestId: REQUEST_ID,
      code: '123456',
    });
  });

  it('says to check the e-mail, shows the server message of a failed join and stays on the code step', async () => {
    mockApi({
      'GET /api/membership/types': () => jsonResponse(200, { data: TYPES }),
      'POST /api/membership/join/code': () => jsonResponse(200, { tokenSent: true, requestId: REQUEST_ID }),
      // An address with an account answers like a wrong code (issue 35 point 1).
      'POST /api/membership/join': () => jsonResponse(400, { message: MEMBERSHIP_MESSAGES.joinCodeInvalid }),
    });
    const user = userEvent.setup();
    renderRoute(<JoinPage />, { path: '/register' });
    await user.type(await screen.findByLabelText('First name'), 'Nina');
    await user.type(screen.getByLabelText('Last name'), 'Park');
    await user.type(screen.getByLabelText('Email'), 'nina@example.org');
    await user.click(screen.getByRole('radio', { name: /Full member/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.joinCheckEmail)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.joinCodeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('shows a cut-off join as the rest of this year and all of the next, for the full fee', async () => {
    mockApi({ 'GET /api/membership/types': () => jsonResponse(200, { data: CUT_OFF_TYPES }) });
    renderRoute(<JoinPage />, { path: '/register' });
    expect(
      await screen.findByRole('radio', {
        name: /\$440\.00 incl\. GST for 1 Dec 2026 – 31 Dec 2027 \(the rest of this membership year and all of the next\)/,
      }),
    ).toBeInTheDocument();
  });
});
