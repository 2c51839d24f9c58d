/**
 * Server-rendered hosted checkout page of the built-in test provider (issue 4 Checkout): tenant-branded, the
 * order lines in AUD with GST (10%, included), and 'Pay' (test card succeeds) / 'Decline' buttons posting to
 * `/checkout/{sessionId}/pay|decline`. Every dynamic text is HTML-escaped. No scripts.
 */
import type { TenantProfile } from '@portal/contracts';
import { hostedPage as page, orderTable, testPaymentActions } from '../../lib/hosted-page';
import { escapeHtml } from '../../lib/html-escape';
import { invoiceTotals } from '../../lib/money';
import type { CheckoutView as View } from './cart.service';

/** The hosted checkout page for a session (Pending: Pay/Decline; otherwise its outcome). */
export function renderCheckoutPage(tenant: TenantProfile, view: View): string {
  const lines = view.rows.map((row) => ({
    name: `${row.eventTitle} — ${row.price.name}`,
    quantity: row.quantity,
    unitCents: row.price.amountCents,
    totalCents: row.price.amountCents * row.quantity,
  }));
  const totals = invoiceTotals(lines);
  const pending = view.session.status === 'Pending';
  const id = encodeURIComponent(view.session.id);
  const actions = pending
    ? testPaymentActions(`/checkout/${id}`, totals.incCents)
    : `<p class="status">This checkout is ${escapeHtml(view.session.status.toLowerCase())}.</p>
<div class="actions"><a href="/events">Back to events</a></div>`;
  return page(
    tenant,
    'Checkout',
    `<h1>Checkout</h1>
<p class="muted">${escapeHtml(tenant.displayName)} · Order in Australian dollars (AUD), prices include GST</p>
${orderTable(lines, totals)}
${actions}`,
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
