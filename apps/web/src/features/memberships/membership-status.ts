/**
 * How a membership status shows (spec 000 §3 Membership memberStatus; issue 13 states Pending → Active →
 * Expired / Cancelled, and Life), and the notice of a return from the hosted checkout or consent page
 * (docs/api-membership.md: `?payment=success|declined&invoiceId`, `?autoRenew=on|off`).
 */

/** Tag colour of a membership status; unknown text keeps the default style. */
export function membershipStatusColor(status: string): string | undefined {
  switch (status) {
    case 'Active':
      return 'green';
    case 'Life':
      return 'blue';
    case 'Pending':
      return 'gold';
    case 'Expired':
      return 'orange';
    case 'Cancelled':
      return 'red';
    default:
      return undefined;
  }
}

/** A certificate exists for a membership that is or was in force (not Pending, not Cancelled). */
export function hasCertificate(status: string): boolean {
  return status === 'Active' || status === 'Life' || status === 'Expired';
}

/** The notice of a return to the profile: type, text and the paid invoice, or null without one. */
export interface ReturnNotice {
  type: 'success' | 'warning' | 'info';
  text: string;
  invoiceId: string | null;
}

/** Reads the return parameters of the hosted pages from the query string. */
export function returnNoticeOf(params: URLSearchParams): ReturnNotice | null {
  const payment = params.get('payment');
  const invoiceId = params.get('invoiceId');
  if (payment === 'success') return { type: 'success', text: 'Payment received. Thank you!', invoiceId };
  if (payment === 'declined')
    return { type: 'warning', text: 'The payment was declined. Nothing was charged.', invoiceId: null };
  const autoRenew = params.get('autoRenew');
  if (autoRenew === 'on')
    return {
      type: 'success',
      text: 'Auto Rollover is on: your membership renews by itself.',
      invoiceId: null,
    };
  if (autoRenew === 'off')
    return { type: 'info', text: 'Auto Rollover is off: renew your membership yourself.', invoiceId: null };
  return null;
}
