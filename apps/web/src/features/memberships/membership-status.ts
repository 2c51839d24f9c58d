/**
 * How a membership status shows (spec 000 §3 Membership memberStatus; issue 13 states Pending → Active →
 * Expired / Cancelled, and Life), and the notice of a return from the hosted checkout or consent page
 * (docs/api-membership.md: `?payment=success|declined|processing&invoiceId`, `?autoRenew=on|off`).
 */
import { paymentNoticeOf, type PaymentNotice } from '../../shared/payment-return';

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

/** The notice of a return to the profile: a payment notice (issue 34) with the paid invoice, or Auto Rollover. */
export interface ReturnNotice extends PaymentNotice {
  invoiceId: string | null;
}

/**
 * Reads the return parameters of the hosted pages from the query string: `payment` (success, declined —
 * "Payment was not completed" —, processing; `mode=test`) with `invoiceId`, or `autoRenew=on|off`.
 */
export function returnNoticeOf(params: URLSearchParams): ReturnNotice | null {
  const payment = paymentNoticeOf(params, 'Payment received. Thank you!');
  if (payment) return { ...payment, invoiceId: payment.type === 'success' ? params.get('invoiceId') : null };
  const base = { retryUrl: null, testMode: false, invoiceId: null };
  const autoRenew = params.get('autoRenew');
  if (autoRenew === 'on')
    return { ...base, type: 'success', text: 'Auto Rollover is on: your membership renews by itself.' };
  if (autoRenew === 'off')
    return { ...base, type: 'info', text: 'Auto Rollover is off: renew your membership yourself.' };
  return null;
}
