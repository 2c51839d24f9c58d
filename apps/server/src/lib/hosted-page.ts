/**
 * The server-rendered pages of the built-in test payment provider (issue 4 Checkout, issue 13 memberships):
 * one tenant-branded frame, the order table in AUD with GST (10%, included) and the test-mode Pay / Decline
 * forms. Every dynamic text is HTML-escaped here or by the callers (said per function). No scripts.
 */
import type { TenantProfile } from '@portal/contracts';
import { escapeHtml } from './html-escape';
import { formatAud } from './money';

/**
 * The branded page (tenant logo, name, colours, favicon) around `body`; `title` is escaped, `body` is not.
 * `testMode` (a page of the built-in test provider, issue 34) puts a "Test mode" badge in the header.
 */
export function hostedPage(
  tenant: TenantProfile,
  title: string,
  body: string,
  options: { testMode?: boolean } = {},
): string {
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
  .badge { margin-left: auto; background: #fff8e1; color: #5c3c00; border-radius: 999px; padding: 2px 10px; font-size: 13px; font-weight: 700; }
</style>
</head>
<body>
<header><img src="${escapeHtml(tenant.logoUrl)}" alt=""><strong>${escapeHtml(tenant.fullName)}</strong>${options.testMode ? '<span class="badge">Test mode</span>' : ''}</header>
<main>${body}</main>
</body>
</html>`;
}

/** One order line of a hosted page: the name (escaped here), quantity and amounts in cents. */
export interface HostedOrderLine {
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** The order table: one row a line, then subtotal (excl. GST), GST (10%) and total (AUD), all in cents. */
export function orderTable(
  lines: HostedOrderLine[],
  totals: { excCents: number; gstCents: number; incCents: number },
): string {
  const rows = lines
    .map(
      (line) => `<tr><td>${escapeHtml(line.name)}</td><td class="num">${line.quantity}</td>
<td class="num">${formatAud(line.unitCents)}</td><td class="num">${formatAud(line.totalCents)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="3">Subtotal (excl. GST)</td><td class="num">${formatAud(totals.excCents)}</td></tr>
<tr><td colspan="3">GST (10%)</td><td class="num">${formatAud(totals.gstCents)}</td></tr>
<tr class="total"><td colspan="3">Total (AUD)</td><td class="num">${formatAud(totals.incCents)}</td></tr>
</tfoot>
</table>`;
}

/**
 * The test-mode note and the Decline / Pay forms posting to `{action}/decline` and `{action}/pay`
 * (`action` is a path the caller built with encoded ids; `dueCents` is shown on the Pay button).
 */
export function testPaymentActions(action: string, dueCents: number): string {
  return `<div class="test" role="note">Test mode: no real card is charged. <strong>Pay</strong> uses a test card that succeeds; <strong>Decline</strong> simulates a declined card.</div>
<div class="actions">
  <form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>
  <form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${formatAud(dueCents)}</button></form>
</div>`;
}
