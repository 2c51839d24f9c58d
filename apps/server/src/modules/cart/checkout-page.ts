/**
 * Server-rendered hosted checkout page of the built-in test provider (issue 4 Checkout; issue 34): "Test
 * mode", tenant-branded, the order lines in AUD with GST (10%, included), and 'Pay' (test card succeeds) /
 * 'Decline' buttons posting to `/checkout/{sessionId}/pay|decline` while it is payable; otherwise what became
 * of it. Every dynamic text is HTML-escaped. No scripts.
 */
import { PAYMENT_MESSAGES, type TenantProfile } from '@portal/contracts';
import { hostedPage as page, orderTable, testPaymentActions } from '../../lib/hosted-page';
import { escapeHtml } from '../../lib/html-escape';
import { invoiceTotals } from '../../lib/money';

/**
 * What the page shows (checkout.service.ts `CheckoutView` fits it): the session's id, status and provider,
 * and its cart lines with the event title, quantity and ticket price (amount in AUD cents, GST included).
 */
export interface CheckoutPageView {
  session: { id: string; status: string; provider: string };
  rows: { eventTitle: string; quantity: number; price: { name: string; amountCents: number } }[];
}

/** What a closed cart checkout says. */
function closedText(status: string): string {
  if (status === 'Paid') return 'This checkout is paid. Your tickets are in the event page.';
  if (status === 'Processing') return PAYMENT_MESSAGES.processing;
  if (status === 'Pending') return 'This checkout can no longer be paid here.';
  return `${PAYMENT_MESSAGES.notCompleted} ${PAYMENT_MESSAGES.nothingCharged} This checkout is closed: open your cart to try again.`;
}

/** The hosted checkout page for a session: Pay / Decline when `payable`, otherwise its state. */
export function renderCheckoutPage(tenant: TenantProfile, view: CheckoutPageView, payable: boolean): string {
  const lines = view.rows.map((row) => ({
    name: `${row.eventTitle} — ${row.price.name}`,
    quantity: row.quantity,
    unitCents: row.price.amountCents,
    totalCents: row.price.amountCents * row.quantity,
  }));
  const totals = invoiceTotals(lines);
  const id = encodeURIComponent(view.session.id);
  const actions = payable
    ? testPaymentActions(`/checkout/${id}`, totals.incCents)
    : `<p class="status">${escapeHtml(closedText(view.session.status))}</p>
<div class="actions"><a href="/events">Back to events</a></div>`;
  return page(
    tenant,
    'Checkout',
    `<h1>Checkout</h1>
<p class="muted">${escapeHtml(tenant.displayName)} · Order in Australian dollars (AUD), prices include GST</p>
${orderTable(lines, totals)}
${actions}`,
    { testMode: view.session.provider === 'test' },
  );
}

/** Page for an unknown session id. */
export function renderMissingCheckout(tenant: TenantProfile): string {
  return page(
    tenant,
    'Checkout not found',
    `<h1>Checkout not found</h1><p class="muted">This checkout link is not valid.</p><p><a href="/events">Back to events</a></p>`,
  );
}
