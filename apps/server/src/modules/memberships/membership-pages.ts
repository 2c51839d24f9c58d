/**
 * Server-rendered hosted pages of the built-in test provider for memberships (issue 13; issue 34 "Test mode"
 * and truthful states): the checkout of one membership invoice (lines in AUD with GST, Pay / Decline, or what
 * became of it) and the Auto Rollover consent page (save card / turn off). Tenant-branded, every dynamic text HTML-escaped, no scripts.
 */
import { PAYMENT_MESSAGES, type TenantProfile } from '@portal/contracts';
import { hostedPage as page, orderTable, testPaymentActions } from '../../lib/hosted-page';
import { escapeHtml } from '../../lib/html-escape';
import type { InvoiceRow } from '../invoices/invoices.service';

const back = `<div class="actions"><a href="/settings/membership-profile">Back to my membership</a></div>`;

/** What an invoice checkout page offers: the test card, or the state of a checkout that cannot be paid here. */
export type InvoiceCheckoutState = 'payable' | 'paid' | 'processing' | 'expired' | 'unavailable';

/** The text and way on of a checkout that cannot be paid here (issue 34: truthful, with a next step). */
function stateText(
  state: Exclude<InvoiceCheckoutState, 'payable'>,
  origin: string,
  invoiceId: string,
): string {
  const invoiceLink =
    origin === 'join'
      ? `<a href="/account/first-time-login">Sign in for the first time</a>`
      : `<a href="/settings/invoice/${encodeURIComponent(invoiceId)}">View the invoice</a>`;
  const text = {
    paid: `${PAYMENT_MESSAGES.received} This invoice is paid.`,
    processing: PAYMENT_MESSAGES.processing,
    expired: `This checkout link has expired. ${PAYMENT_MESSAGES.nothingCharged} Sign in to pay the invoice from your invoices.`,
    unavailable: PAYMENT_MESSAGES.notSetUp,
  }[state];
  return `<p class="status">${escapeHtml(text)}</p><div class="actions">${invoiceLink}</div>`;
}

/**
 * The hosted checkout of a membership invoice: Pay / Decline (test provider) while `payable`, otherwise the
 * checkout's state with the way on. `testMode` marks a test-provider page.
 */
export function renderInvoiceCheckout(
  tenant: TenantProfile,
  sessionId: string,
  invoice: InvoiceRow,
  view: { state: InvoiceCheckoutState; origin: string; testMode: boolean },
): string {
  const id = encodeURIComponent(sessionId);
  const due = invoice.totalIncGstCents - invoice.paidCents;
  const table = orderTable(
    invoice.lineItems.map((line) => ({ ...line, name: line.itemName })),
    { excCents: invoice.totalExcGstCents, gstCents: invoice.gstCents, incCents: invoice.totalIncGstCents },
  );
  const actions =
    view.state === 'payable'
      ? testPaymentActions(`/checkout/invoice/${id}`, due)
      : stateText(view.state, view.origin, invoice.id);
  return page(
    tenant,
    'Checkout',
    `<h1>Checkout</h1>
<p class="muted">${escapeHtml(tenant.displayName)} · Invoice ${escapeHtml(invoice.invoiceNum)} · Australian dollars (AUD), prices include GST</p>
${table}
${actions}`,
    { testMode: view.testMode },
  );
}

/** The page of a pay link when the tenant has no payment provider (409). */
export function renderPaymentsNotSetUp(tenant: TenantProfile): string {
  return page(
    tenant,
    'Payments unavailable',
    `<h1>Payments unavailable</h1><p class="status">${escapeHtml(PAYMENT_MESSAGES.notSetUp)}</p>${back}`,
  );
}

/** The Auto Rollover consent page (open session: save card / turn off). */
export function renderConsentPage(
  tenant: TenantProfile,
  sessionId: string,
  membership: { membershipName: string; renewedToDate: string | null; autoRenew: boolean },
  open: boolean,
): string {
  const id = encodeURIComponent(sessionId);
  const actions = open
    ? `<div class="test" role="note">Test mode: <strong>Save card</strong> stores a test card that always succeeds.</div>
<div class="actions">
  <form method="post" action="/checkout/consent/${id}/off"><button class="decline" type="submit">Turn off Auto Rollover</button></form>
  <form method="post" action="/checkout/consent/${id}/save"><button class="pay" type="submit">Save card and renew automatically</button></form>
</div>`
    : `<p><strong>This page has already been used.</strong></p>${back}`;
  return page(
    tenant,
    'Payment details',
    `<h1>Payment details for Auto Rollover</h1>
<p class="muted">${escapeHtml(membership.membershipName)} · renewed to ${escapeHtml(membership.renewedToDate ?? '—')} · Auto Rollover is ${membership.autoRenew ? 'on' : 'off'}</p>
<p>With Auto Rollover on, your membership renews automatically at the end of each period and the saved card is charged the yearly fee.</p>
${actions}`,
    { testMode: true },
  );
}

/** Page for an unknown session id. */
export function renderMissingPage(tenant: TenantProfile): string {
  return page(
    tenant,
    'Checkout not found',
    `<h1>Checkout not found</h1><p class="muted">This checkout link is not valid.</p>${back}`,
  );
}
