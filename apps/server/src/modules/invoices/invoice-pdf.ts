/**
 * A4 tax invoice PDF (002 §2 /settings/invoice/{id} download; §7 `GET /api/invoice/{id}/download`) on the
 * shared pdf module, with what an Australian tax invoice needs (issue 18): the words "Tax invoice", the
 * association's name and ABN, the invoice number (the tenant's gap-free sequence) and date, the member, each
 * line with its GST, the exclusive total, the GST total and the inclusive total (AUD). Set in the embedded
 * Unicode font, so em dashes and accents in item names survive.
 */
import { invoiceLineGst, type TInvoice, type TenantProfile } from '@portal/contracts';
import { formatAud, toCents } from '../../lib/money';
import {
  drawLetterhead,
  drawTable,
  PDF_FONT,
  PDF_FONT_BOLD,
  renderPdf,
  tenantBrand,
  type PdfColumn,
} from '../../lib/pdf';

const aud = (dollars: number) => formatAud(toCents(dollars));
/** `YYYY-MM-DD` → `DD/MM/YYYY` (002 §9 default date format). */
const ddmmyyyy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

/** Line-item columns (points from the left edge of A4). */
const COLUMNS: PdfColumn[] = [
  { header: 'Item', x: 50, width: 215 },
  { header: 'Qty', x: 270, width: 30, align: 'right' },
  { header: 'Unit price', x: 305, width: 75, align: 'right' },
  { header: 'GST', x: 385, width: 70, align: 'right' },
  { header: 'Total incl. GST', x: 460, width: 85, align: 'right' },
];

/** Renders the tax invoice as PDF bytes, under the tenant's letterhead (logo, name, colours). */
export async function invoicePdf(tenant: TenantProfile, invoice: TInvoice): Promise<Buffer> {
  const brand = await tenantBrand(tenant);
  return renderPdf({ title: `Tax invoice ${invoice.invoiceNum}`, author: tenant.fullName }, (doc) => {
    drawLetterhead(doc, brand);
    doc.font(PDF_FONT_BOLD).fontSize(18).text('Tax invoice');
    doc.font(PDF_FONT).fontSize(10);
    doc.text(`${tenant.fullName} — ABN ${tenant.abn}`);
    doc.moveDown(0.5);
    doc.text(`Invoice number: ${invoice.invoiceNum}`);
    doc.text(`Invoice date: ${ddmmyyyy(invoice.invoiceDate)}`);
    doc.text(`Due date: ${ddmmyyyy(invoice.dueDate)}`);
    doc.text(`Status: ${invoice.status}`);
    if (invoice.testMode) doc.text('Test mode: paid through the test provider, no money was taken.');
    doc.moveDown();
    doc.text(
      `Billed to: ${invoice.userFullName}${invoice.memberNum ? ` (member ${invoice.memberNum})` : ''}`,
    );
    doc.text(invoice.description);
    doc.moveDown();
    const gst = invoiceLineGst(invoice);
    const rows = invoice.lineItems.map((line, i) => [
      line.itemName,
      String(line.quantity),
      aud(line.unitPrice),
      aud(gst[i] ?? 0),
      aud(line.totalPrice),
    ]);
    let y = drawTable(doc, COLUMNS, rows) + 10;
    const last = COLUMNS[COLUMNS.length - 1]!;
    const total = (label: string, value: string, bold = false) => {
      doc.font(bold ? PDF_FONT_BOLD : PDF_FONT);
      doc.text(label, 250, y, { width: 200, align: 'right' });
      doc.text(value, last.x, y, { width: last.width, align: 'right' });
      y += 16;
    };
    total('Total excl. GST', aud(invoice.totalAmountExcGst));
    total('GST (10%)', aud(invoice.totalGst));
    total('Total incl. GST (AUD)', aud(invoice.totalAmountIncGst), true);
    total('Amount paid', aud(invoice.totalAmountPaid));
    total('Balance due', aud(invoice.balanceDue), true);
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text('Prices include GST of 10%. Amounts in Australian dollars.', 50, y + 12, { width: 495 });
  });
}
