/**
 * Server-rendered hosted checkout page of the built-in test provider (issue 4 Checkout): tenant-branded, the
 * order lines in AUD with GST (10%, included), and 'Pay' (test card succeeds) / 'Decline' buttons posting to
 * `/checkout/{sessionId}/pay|decline`. Every dynamic text is HTML-escaped. No scripts.
 */
import type { TenantProfile } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { formatAud, invoiceTotals } from '../../lib/money';
import type { CheckoutView as View } from './cart.service';

/** The branded page around `body` (title and texts escaped by the callers). */
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
  .status { font-weight: 600; }
</style>
</head>
<body>
<header><img src="${escapeHtml(tenant.logoUrl)}" alt=""><strong>${escapeHtml(tenant.fullName)}</strong></header>
<main>${body}</main>
</body>
</html>`;
}

/** The hosted checkout page for a session (Pending: Pay/Decline; otherwise its outcome). */
export function renderCheckoutPage(tenant: TenantProfile, view: View): string {
  const lines = view.rows.map((row) => ({
    name: `${row.eventTitle} — ${row.price.name}`,
    quantity: row.quantity,
    unitCents: row.price.amountCents,
  }));
  const totals = invoiceTotals(lines);
  const rows = lines
    .map(
      (line) => `<tr><td>${escapeHtml(line.name)}</td><td class="num">${line.quantity}</td>
<td class="num">${formatAud(line.unitCents)}</td><td class="num">${formatAud(line.unitCents * line.quantity)}</td></tr>`,
    )
    .join('\n');
  const pending = view.session.status === 'Pending';
  const id = encodeURIComponent(view.session.id);
  const actions = pending
    ? `<div class="test" role="note">Test mode: no real card is charged. <strong>Pay</strong> uses a test card that succeeds; <strong>Decline</strong> simulates a declined card.</div>
<div class="actions">
  <form method="post" action="/checkout/${id}/decline"><button class="decline" type="submit">Decline</button></form>
  <form method="post" action="/checkout/${id}/pay"><button class="pay" type="submit">Pay ${formatAud(totals.incCents)}</button></form>
</div>`
    : `<p class="status">This checkout is ${escapeHtml(view.session.status.toLowerCase())}.</p>
<div class="actions"><a href="/events">Back to events</a></div>`;
  return page(
    tenant,
    'Checkout',
    `<h1>Checkout</h1>
<p class="muted">${escapeHtml(tenant.displayName)} · Order in Australian dollars (AUD), prices include GST</p>
<table>
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="3">Subtotal (excl. GST)</td><td class="num">${formatAud(totals.excCents)}</td></tr>
<tr><td colspan="3">GST (10%)</td><td class="num">${formatAud(totals.gstCents)}</td></tr>
<tr class="total"><td colspan="3">Total (AUD)</td><td class="num">${formatAud(totals.incCents)}</td></tr>
</tfoot>
</table>
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
