/**
 * The return from a hosted checkout (issue 34): what the portal's return URL says happened — `payment=success`
 * (or `already-paid`), `declined` (declined, cancelled or expired: not completed), `processing` — whether the
 * test provider took it (`mode=test`), and, for a checkout that can be tried again, its link
 * (`checkout={id}` → `/checkout/invoice/{id}`, served by the portal, no sign-in needed). The server settles a
 * payment only from the provider's verified answer; these notices only tell the member.
 */
import { PAYMENT_MESSAGES } from '@portal/contracts';

/** A return notice: antd alert type, title, the retry link of the same checkout, and test mode. */
export interface PaymentNotice {
  type: 'success' | 'warning' | 'info';
  text: string;
  retryUrl: string | null;
  testMode: boolean;
}

/** A checkout id as the portal issues them (base64url, 10–100 characters); anything else is ignored. */
const CHECKOUT_ID = /^[A-Za-z0-9_-]{10,100}$/;

/**
 * Reads `payment`, `checkout` and `mode` from a return URL's query. `successText` is the page's own
 * confirmation (e.g. 'Payment received. Thank you!'). @returns null without a `payment` parameter.
 */
export function paymentNoticeOf(params: URLSearchParams, successText: string): PaymentNotice | null {
  const payment = params.get('payment');
  const testMode = params.get('mode') === 'test';
  const checkout = params.get('checkout');
  if (payment === 'success' || payment === 'already-paid')
    return { type: 'success', text: successText, retryUrl: null, testMode };
  if (payment === 'processing')
    return { type: 'info', text: PAYMENT_MESSAGES.processing, retryUrl: null, testMode };
  if (payment === 'declined')
    return {
      type: 'warning',
      text: `${PAYMENT_MESSAGES.notCompleted} ${PAYMENT_MESSAGES.nothingCharged}`,
      retryUrl: checkout && CHECKOUT_ID.test(checkout) ? `/checkout/invoice/${checkout}` : null,
      testMode,
    };
  return null;
}
