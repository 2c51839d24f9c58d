/**
 * Server-rendered hosted pages of the built-in test provider for memberships (issue 13): the checkout of one
 * membership invoice (lines in AUD with GST, Pay / Decline) and the Auto Rollover consent page (save card /
 * turn off). Tenant-branded, every dynamic text HTML-escaped, no scripts.
 */
import type { TenantProfile } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { formatAud } from '../../lib/money';
import type { InvoiceRow } from '../invoices/invoices.service';

/** The branded page around `body`. */
function page(tenant: TenantProfile, title: string, body: string): string {
  const { primaryColor, headerColor } = tenant.theme;
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(tenant.displayName)}</title>
<link rel="icon" href="${escapeHtml(tenant.faviconUrl)}">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f5f6f8; color: #1f2328; }
  header { background: ${headerColor}; color: #fff; padding: 12px 24px; display: flex; align-items: center; gap: 12px; }
  header img { height: 36px; background: #fff; border-radius: 6px; padding: 4px; }
  header strong { font-size: 18px; }
  main { max-width: 640px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 24px 28px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .muted { color: #57606a; font-size: 14px; }
  table { width: 100%; border-collapse: collapse; margin: 20px 0; font-size: 15px; }
  th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #e5e7eb; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tfoot td { border-bottom: none; }
  tfoot tr.total td { font-weight: 700; font-size: 17px; border-top: 2px solid #1f2328; }
  .test { background: #fff8e1; border: 1px solid #f2c94c; border-radius: 8px; padding: 10px 12px; font-size: 14px; margin: 16px 0; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 20px; }
  button { font: inherit; font-weight: 600; border-radius: 8px; padding: 10px 22px; cursor: pointer; border: 1px solid transparent; }
  button:focus-visible { outline: 3px solid ${primaryColor}; outline-offset: 2px; }
  .pay { background: ${primaryColor}; color: #fff; }
  .decline { background: #fff; color: #b42318; border-color: #b42318; }
</style>
</head>
<body>
<header><img src="${escapeHtml(tenant.logoUrl)}" alt=""><strong>${escapeHtml(tenant.fullName)}</strong></header>
<main>${body}</main>
</body>
</html>`;
}

const back = `<div class="actions"><a href="/settings/membership-profile">Back to my membership</a></div>`;

/** The hosted checkout of a membership invoice (Pending session and invoice: Pay / Decline). */
export function renderInvoiceCheckout(
  tenant: TenantProfile,
  sessionId: string,
  invoice: InvoiceRow,
  open: boolean,
): string {
  const rows = invoice.lineItems
    .map(
      (line) => `<tr><td>${escapeHtml(line.itemName)}</td><td class="num">${line.quantity}</td>
<td class="num">${formatAud(line.unitCents)}</td><td class="num">${formatAud(line.totalCents)}</td></tr>`,
    )
    .join('\n');
  const id = encodeURIComponent(sessionId);
  const due = invoice.totalIncGstCents - invoice.paidCents;
  const actions = open
    ? `<div class="test" role="note">Test mode: no real card is charged. <strong>Pay</strong> uses a test card that succeeds; <strong>Decline</strong> simulates a declined card.</div>
<div class="actions">
  <form method="post" action="/checkout/invoice/${id}/decline"><button class="decline" type="submit">Decline</button></form>
  <form method="post" action="/checkout/invoice/${id}/pay"><button class="pay" type="submit">Pay ${formatAud(due)}</button></form>
</div>`
    : `<p><strong>This checkout is closed (invoice ${escapeHtml(invoice.status.toLowerCase())}).</strong></p>${back}`;
  return page(
    tenant,
    'Checkout',
    `<h1>Checkout</h1>
<p class="muted">${escapeHtml(tenant.displayName)} · Invoice ${escapeHtml(invoice.invoiceNum)} · Australian dollars (AUD), prices include GST</p>
<table>
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="3">Subtotal (excl. GST)</td><td class="num">${formatAud(invoice.totalExcGstCents)}</td></tr>
<tr><td colspan="3">GST (10%)</td><td class="num">${formatAud(invoice.gstCents)}</td></tr>
<tr class="total"><td colspan="3">Total (AUD)</td><td class="num">${formatAud(invoice.totalIncGstCents)}</td></tr>
</tfoot>
</table>
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
