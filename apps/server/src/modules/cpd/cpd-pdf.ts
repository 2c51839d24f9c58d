/**
 * A4 layouts of the CPD documents (issue 15; spec 002 §2 certificate and summary actions, §7 `api/cpd/{id}/…`
 * and `api/cpd/period/{id}/…`) on the shared pdf module (`lib/pdf.ts`): the tenant's letterhead (logo, name,
 * colours), the member's name and number, the activity or the period, hours, dates ('DD MMM YYYY', Sydney
 * dates) and the verification code with the address that confirms it (`/verify/{code}`).
 */
import { cpdProgressPercent, type TCpdPeriod, type TCpdRecord } from '@portal/contracts';
import {
  drawLetterhead,
  drawTable,
  PDF_FONT,
  PDF_FONT_BOLD,
  PDF_TEXT_COLOR,
  renderPdf,
  type PdfBrand,
  type PdfColumn,
  type PdfDoc,
} from '../../lib/pdf';
import { roundHours } from './cpd.presenter';

/** The member a document names. */
export interface CpdMember {
  name: string;
  memberNum: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `YYYY-MM-DD` → 'DD MMM YYYY' (002 §9 date formats). */
export const longDate = (day: string) =>
  `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
/** Decimal hours as text: '1.5 hours', '1 hour'. */
export const hoursText = (hours: number) => `${roundHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

const SOURCE_TEXT: Record<string, string> = {
  self: 'Logged by the member',
  event: 'Event attended (checked in)',
  course: 'Course completed',
};

/** The footer with the verification code and where to check it. */
function drawVerification(doc: PdfDoc, brand: PdfBrand, code: string, verifyUrl: string): void {
  let y = Math.max(doc.y + 30, 700);
  if (y > 770) {
    doc.addPage();
    y = 50;
  }
  doc.save().moveTo(50, y).lineTo(545, y).lineWidth(0.5).strokeColor(brand.accentColor).stroke().restore();
  doc
    .fillColor(PDF_TEXT_COLOR)
    .font(PDF_FONT_BOLD)
    .fontSize(10)
    .text(`Verification code: ${code}`, 50, y + 10);
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .text(`Check that this document is genuine at ${verifyUrl}`, 50, doc.y + 2, {
      link: verifyUrl,
    });
}

/** Label/value lines from the current y (label in bold, 110 pt wide). */
function drawDetails(doc: PdfDoc, rows: [string, string | null][]): void {
  for (const [label, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    doc.font(PDF_FONT_BOLD).fontSize(11).text(label, 90, y, { width: 110 });
    doc.font(PDF_FONT).text(value, 200, y, { width: 300 });
    doc.y = Math.max(doc.y, y + 16) + 4;
  }
}

/** The certificate of one record as PDF bytes. */
export function certificatePdf(
  brand: PdfBrand,
  member: CpdMember,
  record: TCpdRecord,
  verify: { code: string; url: string },
): Promise<Buffer> {
  const title = `CPD certificate — ${record.title}`;
  return renderPdf({ title, author: brand.name }, (doc) => {
    drawLetterhead(doc, brand);
    const centred = { width: 495, align: 'center' as const };
    doc.moveDown(2);
    doc
      .fillColor(brand.primaryColor)
      .font(PDF_FONT_BOLD)
      .fontSize(26)
      .text('Certificate of CPD', 50, doc.y, centred);
    doc
      .fillColor(PDF_TEXT_COLOR)
      .font(PDF_FONT)
      .fontSize(12)
      .moveDown(1.5)
      .text('This certifies that', centred);
    doc.moveDown(0.5).font(PDF_FONT_BOLD).fontSize(22).text(member.name, centred);
    if (member.memberNum) doc.font(PDF_FONT).fontSize(11).text(`Member number ${member.memberNum}`, centred);
    doc
      .moveDown(1)
      .font(PDF_FONT)
      .fontSize(12)
      .text('completed the continuing professional development activity', centred);
    doc.moveDown(0.5).font(PDF_FONT_BOLD).fontSize(16).text(record.title, centred);
    doc
      .moveDown(0.5)
      .fillColor(brand.primaryColor)
      .fontSize(14)
      .text(`${hoursText(record.hours)} of CPD`, centred);
    doc.fillColor(PDF_TEXT_COLOR).moveDown(2);
    drawDetails(doc, [
      ['Date', longDate(record.completedDate)],
      ['Hours', String(roundHours(record.hours))],
      ['Category', record.categoryName],
      ['Domain', record.domain],
      ['Presenter', record.presenter],
      ['Source', SOURCE_TEXT[record.source ?? 'self'] ?? null],
    ]);
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

/** The summary of one period as PDF bytes: every record, hours per category and domain, total against the minimum. */
export function summaryPdf(
  brand: PdfBrand,
  member: CpdMember,
  period: TCpdPeriod,
  verify: { code: string; url: string },
): Promise<Buffer> {
  const label = period.label ?? `${period.periodStartDate} - ${period.periodEndDate}`;
  return renderPdf({ title: `CPD summary ${label}`, author: brand.name }, (doc) => {
    drawLetterhead(doc, brand);
    doc.fillColor(brand.primaryColor).font(PDF_FONT_BOLD).fontSize(20).text(`CPD summary ${label}`);
    doc.fillColor(PDF_TEXT_COLOR).font(PDF_FONT).fontSize(11).moveDown(0.5);
    doc.text(`${member.name}${member.memberNum ? ` — member number ${member.memberNum}` : ''}`);
    doc.text(`Period: ${longDate(period.periodStartDate)} – ${longDate(period.periodEndDate)}`);
    const percent = cpdProgressPercent(period.completedTotalHours, period.minimumRequiredHours);
    doc
      .font(PDF_FONT_BOLD)
      .text(
        `Completed ${roundHours(period.completedTotalHours)} of ${period.minimumRequiredHours} hours required (${percent}%)`,
      );
    doc.font(PDF_FONT).fontSize(10).moveDown();
    for (const [title, key] of [
      ['Hours per category', 'categoryName'],
      ['Hours per domain', 'domain'],
    ] as const) {
      doc.font(PDF_FONT_BOLD).fontSize(12).text(title, 50, doc.y).font(PDF_FONT).fontSize(10).moveDown(0.3);
      doc.y =
        drawTable(
          doc,
          SUM_COLUMNS(key === 'domain' ? 'Domain' : 'Category'),
          hoursBy(period.cpdRecords, key),
        ) + 8;
    }
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(12)
      .text('Activities', 50, doc.y)
      .font(PDF_FONT)
      .fontSize(10)
      .moveDown(0.3);
    const rows = period.cpdRecords.map((r) => [
      r.title,
      longDate(r.completedDate),
      r.categoryName ?? '',
      r.domain ?? '',
      String(roundHours(r.hours)),
    ]);
    doc.y = drawTable(
      doc,
      RECORD_COLUMNS,
      rows.length ? rows : [['No activities in this period', '', '', '', '']],
    );
    doc.font(PDF_FONT_BOLD).text(`Total ${roundHours(period.completedTotalHours)} hours`, 50, doc.y + 4, {
      width: 495,
      align: 'right',
    });
    drawVerification(doc, brand, verify.code, verify.url);
  });
}
