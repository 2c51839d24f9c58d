/**
 * Server-rendered hosted pages of the built-in test provider for memberships (issue 13): the checkout of one
 * membership invoice (lines in AUD with GST, Pay / Decline) and the Auto Rollover consent page (save card /
 * turn off). Tenant-branded, every dynamic text HTML-escaped, no scripts.
 */
import type { TenantProfile } from '@portal/contracts';
import { hostedPage as page, orderTable, testPaymentActions } from '../../lib/hosted-page';
import { escapeHtml } from '../../lib/html-escape';
import type { InvoiceRow } from '../invoices/invoices.service';

const back = `<div class="actions"><a href="/settings/membership-profile">Back to my membership</a></div>`;

/** The hosted checkout of a membership invoice (Pending session and invoice: Pay / Decline). */
export function renderInvoiceCheckout(
  tenant: TenantProfile,
  sessionId: string,
  invoice: InvoiceRow,
  open: boolean,
): string {
  const id = encodeURIComponent(sessionId);
  const due = invoice.totalIncGstCents - invoice.paidCents;
  const table = orderTable(
    invoice.lineItems.map((line) => ({ ...line, name: line.itemName })),
    { excCents: invoice.totalExcGstCents, gstCents: invoice.gstCents, incCents: invoice.totalIncGstCents },
  );
  const actions = open
    ? testPaymentActions(`/checkout/invoice/${id}`, due)
    : `<p><strong>This checkout is closed (invoice ${escapeHtml(invoice.status.toLowerCase())}).</strong></p>${back}`;
  return page(
    tenant,
    'Checkout',
    `<h1>Checkout</h1>
<p class="muted">${escapeHtml(tenant.displayName)} · Invoice ${escapeHtml(invoice.invoiceNum)} · Australian dollars (AUD), prices include GST</p>
${table}
${actions}`,
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
