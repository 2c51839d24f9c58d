/**
 * The one digest template (issue 38 point 2, docs/digest.md), written in MJML (`mjml`, the e-mail framework
 * whose output is tested in the common mail clients: table layout, inlined styles, Outlook conditionals) and
 * branded per tenant: its name, logo, header and link colours, and its word for communities. Every dynamic
 * value is HTML-escaped here; links are absolute on the tenant's configured origin (never a request header).
 * The plain-text part is derived from the HTML by the mail envelope (`htmlToPlainText`): sections are
 * headings, items are lines with their link, so the text part reads on its own.
 */
import mjml2html from 'mjml';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { TDigestFrequency, TenantProfile } from '@portal/contracts';
import { escapeHtml } from '../../lib/html-escape';
import { htmlToPlainText } from '../../plugins/mail-envelope';

dayjs.extend(utc);
dayjs.extend(timezone);

/** One line of a section: its title, where it links, and a short note under it. */
export interface DigestLine {
  title: string;
  url: string;
  note?: string;
}

/** A section: heading, lines, and how many items there were in all (more than the lines shown). */
export interface DigestSection {
  key: 'posts' | 'replies' | 'events' | 'news' | 'resources';
  heading: string;
  lines: DigestLine[];
  total: number;
  /** Where "and N more" links. */
  moreUrl: string;
}

/** The member's current CPD period, hours as numbers. */
export interface DigestCpd {
  completedHours: number;
  requiredHours: number;
  periodEndDate: string;
  url: string;
}

/** Everything the template shows. */
export interface DigestView {
  tenant: TenantProfile;
  origin: string;
  firstName: string;
  frequency: Exclude<TDigestFrequency, 'none'>;
  interests: string[];
  sections: DigestSection[];
  cpd: DigestCpd | null;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** A rendered digest: subject, HTML part and the text part derived from it. */
export interface RenderedDigest {
  subject: string;
  html: string;
  text: string;
}

const e = escapeHtml;

/** '4 Dec 2026, 6:30 pm AEDT'-style start of an event, in its own zone. */
export function formatEventStart(startUtc: Date, zone: string): string {
  const local = dayjs(startUtc).tz(zone);
  return `${local.format('ddd D MMM YYYY, h:mm a')} (${zone})`;
}

/** '30 Jun 2027' from 'YYYY-MM-DD'. */
const formatDay = (day: string) => dayjs(day).format('D MMM YYYY');

/** Hours with at most one decimal ('12.5'). */
const hours = (value: number) => String(Math.round(value * 10) / 10);

function sectionMjml(section: DigestSection, linkColor: string): string {
  const items = section.lines
    .map(
      (line) =>
        `<p style="margin:0 0 12px"><a href="${e(line.url)}" style="color:${linkColor};font-weight:600;text-decoration:underline">${e(line.title)}</a>${
          line.note ? `<br><span style="color:#57606a;font-size:13px">${e(line.note)}</span>` : ''
        }</p>`,
    )
    .join('');
  const more =
    section.total > section.lines.length
      ? `<p style="margin:0"><a href="${e(section.moreUrl)}" style="color:${linkColor}">and ${section.total - section.lines.length} more</a></p>`
      : '';
  return `<mj-section background-color="#ffffff" padding="8px 24px">
  <mj-column>
    <mj-text padding="8px 0" font-size="15px" line-height="22px" color="#1f2328">
      <h2 style="font-size:18px;margin:0 0 12px">${e(section.heading)}</h2>${items}${more}
    </mj-text>
    <mj-divider border-width="1px" border-color="#e5e7eb" padding="8px 0" />
  </mj-column>
</mj-section>`;
}

function cpdMjml(cpd: DigestCpd, linkColor: string, accent: string): string {
  const ratio = cpd.requiredHours > 0 ? Math.min(1, cpd.completedHours / cpd.requiredHours) : 1;
  const percent = Math.round(ratio * 100);
  return `<mj-section background-color="#ffffff" padding="8px 24px">
  <mj-column>
    <mj-text padding="8px 0" font-size="15px" line-height="22px" color="#1f2328">
      <h2 style="font-size:18px;margin:0 0 12px">Your CPD progress</h2>
      <p style="margin:0 0 8px">${e(hours(cpd.completedHours))} of ${e(hours(cpd.requiredHours))} hours completed (${percent}%), period ends ${e(formatDay(cpd.periodEndDate))}.</p>
      <p style="margin:0"><a href="${e(cpd.url)}" style="color:${linkColor}">Open your CPD tracker</a></p>
    </mj-text>
    <mj-divider border-width="6px" border-color="${accent}" width="${Math.max(1, percent)}%" align="left" padding="4px 0 12px" />
  </mj-column>
</mj-section>`;
}

/** The inbox preview line: what each section holds ('2 new posts · 1 event'). */
function preview(sections: DigestSection[]): string {
  const nouns: Record<DigestSection['key'], [string, string]> = {
    posts: ['new post', 'new posts'],
    replies: ['post with new replies', 'posts with new replies'],
    events: ['upcoming event', 'upcoming events'],
    news: ['news item', 'news items'],
    resources: ['new resource', 'new resources'],
  };
  return sections.map((s) => `${s.total} ${nouns[s.key][s.total === 1 ? 0 : 1]}`).join(' · ');
}

/** The subject: the tenant's name, the frequency, and the count of new items. */
export function digestSubject(view: Pick<DigestView, 'tenant' | 'frequency' | 'sections'>): string {
  const count = view.sections.reduce((sum, section) => sum + section.total, 0);
  const period = view.frequency === 'daily' ? 'daily' : 'weekly';
  return `Your ${period} ${view.tenant.displayName} digest: ${count} ${count === 1 ? 'update' : 'updates'}`;
}

/**
 * Renders the digest (HTML through MJML, text from that HTML).
 * @throws Error when MJML reports an error in the template (a defect of this file, never of the data).
 */
export async function renderDigest(view: DigestView): Promise<RenderedDigest> {
  const { tenant, origin } = view;
  const { primaryColor, headerColor, accentColor } = tenant.theme;
  const subject = digestSubject(view);
  const intro =
    view.frequency === 'daily' ? 'Here is what happened since yesterday' : 'Here is what happened this week';
  const interests = view.interests.length
    ? `<p style="margin:8px 0 0;color:#57606a;font-size:13px">Your interests: ${e(view.interests.join(', '))}</p>`
    : '';
  const logo = new URL(tenant.logoUrl, origin).toString();
  const source = `<mjml lang="en-AU">
<mj-head>
  <mj-title>${e(subject)}</mj-title>
  <mj-preview>${e(preview(view.sections))}</mj-preview>
  <mj-attributes>
    <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
  </mj-attributes>
</mj-head>
<mj-body background-color="#f5f6f8" width="640px">
  <mj-section background-color="${headerColor}" padding="16px 24px">
    <mj-column width="56px" vertical-align="middle" background-color="#ffffff" border-radius="6px" padding="4px">
      <mj-image src="${e(logo)}" alt="" width="48px" height="48px" padding="0" />
    </mj-column>
    <mj-column vertical-align="middle">
      <mj-text color="#ffffff" font-size="20px" font-weight="700" padding="0 12px">${e(tenant.fullName)}</mj-text>
    </mj-column>
  </mj-section>
  <mj-section background-color="#ffffff" padding="16px 24px 0">
    <mj-column>
      <mj-text padding="8px 0" font-size="15px" line-height="22px" color="#1f2328">
        <h1 style="font-size:22px;margin:0 0 8px">Hello ${e(view.firstName)},</h1>
        <p style="margin:0">${e(intro)} at ${e(tenant.fullName)}.</p>${interests}
      </mj-text>
    </mj-column>
  </mj-section>
  ${view.sections.map((section) => sectionMjml(section, primaryColor)).join('\n')}
  ${view.cpd ? cpdMjml(view.cpd, primaryColor, accentColor) : ''}
  <mj-section padding="16px 24px">
    <mj-column>
      <mj-button href="${e(origin)}/" background-color="${primaryColor}" color="#ffffff" font-weight="600" border-radius="8px">Open ${e(tenant.displayName)}</mj-button>
      <mj-text font-size="12px" line-height="18px" color="#57606a" align="center">
        <p style="margin:0">You receive this ${view.frequency} digest as a member of ${e(tenant.fullName)}.</p>
        <p style="margin:4px 0 0"><a href="${e(view.settingsUrl)}" style="color:#57606a">Change how often</a> · <a href="${e(view.unsubscribeUrl)}" style="color:#57606a">Unsubscribe</a></p>
      </mj-text>
    </mj-column>
  </mj-section>
</mj-body>
</mjml>`;
  const result = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  if (result.errors.length) throw new Error(`digest template: ${result.errors[0]!.formattedMessage}`);
  return { subject, html: result.html, text: htmlToPlainText(result.html) };
}
