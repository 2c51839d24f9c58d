/**
 * A4 layouts of the CPD documents (issue 15; spec 002 §2 certificate and summary actions, §7 `api/cpd/{id}/…`
 * and `api/cpd/period/{id}/…`) on the shared pdf module (`lib/pdf.ts`): the tenant's letterhead (logo, name,
 * colours), the member's name (any script: embedded Noto faces with CJK fallback) and number, the activity or the
 * period, hours, dates ('4 Dec 2026', Sydney dates) and the verification code with the address that confirms it
 * (`/verify/{code}`). Tagged: the title a heading, sections with headings, tables for details and hours.
 */
import { cpdProgressPercent, type TCpdPeriod, type TCpdRecord } from '@portal/contracts';
import {
  documentDate,
  drawBlock,
  drawRule,
  PDF_FONT,
  PDF_FONT_BOLD,
  PDF_TEXT_COLOR,
  renderPdf,
  tagged,
  taggedGroup,
  type PdfDoc,
} from '../../lib/pdf';
import { drawDetails, drawLetterhead, drawTable, type PdfBrand, type PdfColumn } from '../../lib/pdf-layout';
import { roundHours } from './cpd.presenter';

/** The member a document names. */
export interface CpdMember {
  name: string;
  memberNum: string | null;
}

/** Decimal hours as text: '1.5 hours', '1 hour'. */
export const hoursText = (hours: number) => `${roundHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

const SOURCE_TEXT: Record<string, string> = {
  self: 'Logged by the member',
  event: 'Event attended (checked in)',
  course: 'Course completed',
};

/** The footer with the verification code and where to check it (a link). */
function drawVerification(doc: PdfDoc, brand: PdfBrand, code: string, verifyUrl: string): void {
  let y = Math.max(doc.y + 30, 700);
  if (y > 770) {
    doc.addPage();
    y = 50;
  }
  drawRule(doc, y, brand.accentColor);
  taggedGroup(doc, 'Sect', () => {
    doc.fillColor(PDF_TEXT_COLOR).font(PDF_FONT_BOLD).fontSize(10);
    drawBlock(doc, 'P', `Verification code: ${code}`, { x: 50, y: y + 10 });
    doc.font(PDF_FONT).fontSize(9);
    taggedGroup(doc, 'P', () =>
      tagged(doc, 'Link', () =>
        doc.text(`Check that this document is genuine at ${verifyUrl}`, 50, doc.y + 2, { link: verifyUrl }),
      ),
    );
  });
}

/**
 * The certificate of one record: an A4 page under the tenant's letterhead naming the member, the activity, its
 * hours and details, and the verification footer. @returns the PDF bytes. @throws whatever pdfkit throws.
 */
export function certificatePdf(
  brand: PdfBrand,
  member: CpdMember,
  record: TCpdRecord,
  verify: { code: string; url: string },
): Promise<Buffer> {
  const title = `CPD certificate — ${record.title}`;
  return renderPdf({ title, author: brand.name }, (doc) => {
    drawLetterhead(doc, brand);
    const centred = { x: 50, width: 495, align: 'center' as const };
    doc.moveDown(2).fillColor(brand.primaryColor).font(PDF_FONT_BOLD).fontSize(26);
    drawBlock(doc, 'H1', 'Certificate of CPD', centred);
    doc.fillColor(PDF_TEXT_COLOR).font(PDF_FONT).fontSize(12).moveDown(1.5);
    drawBlock(doc, 'P', 'This certifies that', centred);
    doc.moveDown(0.5).font(PDF_FONT_BOLD).fontSize(22);
    drawBlock(doc, 'P', member.name, centred);
    if (member.memberNum) {
      doc.font(PDF_FONT).fontSize(11);
      drawBlock(doc, 'P', `Member number ${member.memberNum}`, centred);
    }
    doc.moveDown(1).font(PDF_FONT).fontSize(12);
    drawBlock(doc, 'P', 'completed the continuing professional development activity', centred);
    doc.moveDown(0.5).font(PDF_FONT_BOLD).fontSize(16);
    drawBlock(doc, 'P', record.title, centred);
    doc.moveDown(0.5).fillColor(brand.primaryColor).fontSize(14);
    drawBlock(doc, 'P', `${hoursText(record.hours)} of CPD`, centred);
    doc.fillColor(PDF_TEXT_COLOR).moveDown(2);
    drawDetails(
      doc,
      [
        ['Date', documentDate(record.completedDate)],
        ['Hours', String(roundHours(record.hours))],
        ['Category', record.categoryName],
        ['Domain', record.domain],
        ['Presenter', record.presenter],
        ['Source', SOURCE_TEXT[record.source ?? 'self'] ?? null],
      ],
      { labelX: 90, labelWidth: 110, valueX: 200, valueWidth: 300 },
    );
    drawVerification(doc, brand, verify.code, verify.url);
  });
}

/** Hours per key (category or domain; 'Not specified' for none), largest first. */
function hoursBy(records: TCpdRecord[], key: 'categoryName' | 'domain'): string[][] {
  const sums = new Map<string, number>();
  for (const r of records) {
    const name = r[key] ?? 'Not specified';
    sums.set(name, (sums.get(name) ?? 0) + r.hours);
  }
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, hours]) => [name, String(roundHours(hours))]);
}

const RECORD_COLUMNS: PdfColumn[] = [
  { header: 'Activity', x: 50, width: 205 },
  { header: 'Date', x: 260, width: 75 },
  { header: 'Category', x: 340, width: 90 },
  { header: 'Domain', x: 435, width: 65 },
  { header: 'Hours', x: 500, width: 45, align: 'right' },
];
const SUM_COLUMNS = (header: string): PdfColumn[] => [
  { header, x: 50, width: 300 },
  { header: 'Hours', x: 360, width: 60, align: 'right' },
];

/**
 * The summary of one period: every record, hours per category and domain, the total against the minimum, and
 * the verification footer, on as many A4 pages as the records need. @returns the PDF bytes.
 * @throws whatever pdfkit throws.
 */
export function summaryPdf(
  brand: PdfBrand,
  member: CpdMember,
  period: TCpdPeriod,
  verify: { code: string; url: string },
): Promise<Buffer> {
  const label = period.label ?? `${period.periodStartDate} - ${period.periodEndDate}`;
  return renderPdf({ title: `CPD summary ${label} — ${member.name}`, author: brand.name }, (doc) => {
    drawLetterhead(doc, brand);
    doc.fillColor(brand.primaryColor).font(PDF_FONT_BOLD).fontSize(20);
    drawBlock(doc, 'H1', `CPD summary ${label}`);
    doc.fillColor(PDF_TEXT_COLOR).font(PDF_FONT).fontSize(11).moveDown(0.5);
    drawBlock(doc, 'P', `${member.name}${member.memberNum ? ` — member number ${member.memberNum}` : ''}`);
    drawBlock(
      doc,
      'P',
      `Period: ${documentDate(period.periodStartDate)} – ${documentDate(period.periodEndDate)}`,
    );
    const percent = cpdProgressPercent(period.completedTotalHours, period.minimumRequiredHours);
    doc.font(PDF_FONT_BOLD);
    drawBlock(
      doc,
      'P',
      `Completed ${roundHours(period.completedTotalHours)} of ${period.minimumRequiredHours} hours required (${percent}%)`,
    );
    doc.font(PDF_FONT).fontSize(10).moveDown();
    const section = (title: string, draw: () => void) =>
      taggedGroup(doc, 'Sect', () => {
        doc.font(PDF_FONT_BOLD).fontSize(12);
        drawBlock(doc, 'H2', title, { x: 50 });
        doc.font(PDF_FONT).fontSize(10).moveDown(0.3);
        draw();
      });
    for (const [title, key] of [
      ['Hours per category', 'categoryName'],
      ['Hours per domain', 'domain'],
    ] as const)
      section(title, () => {
        const header = key === 'domain' ? 'Domain' : 'Category';
        doc.y = drawTable(doc, SUM_COLUMNS(header), hoursBy(period.cpdRecords, key)) + 8;
      });
    section('Activities', () => {
      const rows = period.cpdRecords.map((r) => [
        r.title,
        documentDate(r.completedDate),
        r.categoryName ?? '',
        r.domain ?? '',
        String(roundHours(r.hours)),
      ]);
      doc.y = drawTable(
        doc,
        RECORD_COLUMNS,
        rows.length ? rows : [['No activities in this period', '', '', '', '']],
      );
      doc.font(PDF_FONT_BOLD);
      drawBlock(doc, 'P', `Total ${roundHours(period.completedTotalHours)} hours`, {
        x: 50,
        y: doc.y + 4,
        width: 495,
        align: 'right',
      });
    });
    drawVerification(doc, brand, verify.code, verify.url);
  });
}
