/**
 * The public verification page `GET /verify/{code}` (issue 15): a tenant-branded HTML page saying whether a CPD
 * certificate or summary with this code is genuine and what it states now (member, activity or period, hours,
 * dates '4 Dec 2026', as the documents print them). Every dynamic text is HTML-escaped; no scripts; not indexed by search engines.
 */
import type { TCpdVerification, TenantProfile } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { documentDate } from '../../lib/pdf';

/** Rows of what the document states. */
function facts(v: TCpdVerification): [string, string][] {
  const rows: [string, string][] = [
    ['Member', v.memberName],
    ['Member number', v.memberNum ?? '—'],
    [v.kind === 'certificate' ? 'Activity' : 'Document', v.title],
    ['Hours', String(v.hours)],
  ];
  if (v.completedDate) rows.push(['Date', documentDate(v.completedDate)]);
  if (v.periodStartDate && v.periodEndDate)
    rows.push(['Period', `${documentDate(v.periodStartDate)} – ${documentDate(v.periodEndDate)}`]);
  rows.push(['Verification code', v.code]);
  return rows;
}

/**
 * The page for a verified code (`verification`) or an unknown one (null → "not found").
 * @returns the HTML document.
 */
export function verifyPage(tenant: TenantProfile, verification: TCpdVerification | null): string {
  const { headerColor, primaryColor } = tenant.theme;
  const heading = verification
    ? `This ${verification.kind === 'certificate' ? 'CPD certificate' : 'CPD summary'} is genuine`
    : 'Not found';
  const body = verification
    ? `<p class="ok">Issued by ${escapeHtml(verification.organisation)}.</p><dl>${facts(verification)
        .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
        .join('')}</dl>`
    : '<p>No certificate or summary has this verification code. Check the code printed on the document.</p>';
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} · ${escapeHtml(tenant.displayName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f6f8;color:#1f2328}
.bar{background:${headerColor};color:#fff;padding:14px 24px;font-weight:700;font-size:18px}
main{max-width:560px;margin:32px auto;background:#fff;border-radius:12px;padding:24px 28px}
h1{font-size:22px;margin:0 0 8px;color:${primaryColor}}.ok{color:#1a7f37;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{font-weight:600}dd{margin:0}
</style></head>
<body><div class="bar" role="banner">${escapeHtml(tenant.fullName)}</div>
<main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}
