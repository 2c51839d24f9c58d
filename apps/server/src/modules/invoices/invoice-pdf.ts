/**
 * A4 tax invoice PDF (002 §2 /settings/invoice/{id} download; §7 `GET /api/invoice/{id}/download`) on the
 * shared pdf module, with what an Australian tax invoice needs (issue 18): the words "Tax invoice", the
 * association's name and ABN, the invoice number (the tenant's gap-free sequence) and date, the member, each
 * line with its GST, the exclusive total, the GST total and the inclusive total (AUD). Set in the embedded
 * Noto faces with CJK fallback (lib/pdf.ts), so em dashes, accents and any script in names survive; tagged.
 */
import { invoiceLineGst, type TInvoice, type TenantProfile } from '@portal/contracts';
import { formatAud, toCents } from '../../lib/money';
import { documentDate, drawBlock, PDF_FONT, PDF_FONT_BOLD, renderPdf, taggedGroup } from '../../lib/pdf';
import { drawLetterhead, drawTable, tenantBrand, type PdfColumn } from '../../lib/pdf-layout';

const aud = (dollars: number) => formatAud(toCents(dollars));

/** Line-item columns (points from the left edge of A4). */
const COLUMNS: PdfColumn[] = [
  { header: 'Item', x: 50, width: 215 },
  { header: 'Qty', x: 270, width: 30, align: 'right' },
  { header: 'Unit price', x: 305, width: 75, align: 'right' },
  { header: 'GST', x: 385, width: 70, align: 'right' },
  { header: 'Total incl. GST', x: 460, width: 85, align: 'right' },
];

/**
 * Renders the tax invoice under the tenant's letterhead (logo, name, colours): a tagged A4 PDF whose heading is
 * "Tax invoice", dates '4 Dec 2026', the member's name in any script. @returns the PDF bytes.
 * @throws whatever pdfkit throws.
 */
export async function invoicePdf(tenant: TenantProfile, invoice: TInvoice): Promise<Buffer> {
  const brand = await tenantBrand(tenant);
  return renderPdf({ title: `Tax invoice ${invoice.invoiceNum}`, author: tenant.fullName }, (doc) => {
    drawLetterhead(doc, brand);
    doc.font(PDF_FONT_BOLD).fontSize(18);
    drawBlock(doc, 'H1', 'Tax invoice');
    doc.font(PDF_FONT).fontSize(10);
    drawBlock(doc, 'P', `${tenant.fullName} — ABN ${tenant.abn}`);
    doc.moveDown(0.5);
    for (const line of [
      `Invoice number: ${invoice.invoiceNum}`,
      `Invoice date: ${documentDate(invoice.invoiceDate)}`,
      `Due date: ${documentDate(invoice.dueDate)}`,
      `Status: ${invoice.status}`,
      ...(invoice.testMode ? ['Test mode: paid through the test provider, no money was taken.'] : []),
    ])
      drawBlock(doc, 'P', line);
    doc.moveDown();
    drawBlock(
      doc,
      'P',
      `Billed to: ${invoice.userFullName}${invoice.memberNum ? ` (member ${invoice.memberNum})` : ''}`,
    );
    drawBlock(doc, 'P', invoice.description);
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
    const totals: [string, string, boolean][] = [
      ['Total excl. GST', aud(invoice.totalAmountExcGst), false],
      ['GST (10%)', aud(invoice.totalGst), false],
      ['Total incl. GST (AUD)', aud(invoice.totalAmountIncGst), true],
      ['Amount paid', aud(invoice.totalAmountPaid), false],
      ['Balance due', aud(invoice.balanceDue), true],
    ];
    taggedGroup(doc, 'Table', () => {
      for (const [label, value, isBold] of totals)
        taggedGroup(doc, 'TR', () => {
          doc.font(isBold ? PDF_FONT_BOLD : PDF_FONT);
          drawBlock(doc, 'TH', label, { x: 250, y, width: 200, align: 'right' });
          drawBlock(doc, 'TD', value, { x: last.x, y, width: last.width, align: 'right' });
          y += 16;
        });
    });
    doc.font(PDF_FONT).fontSize(9);
    drawBlock(doc, 'P', 'Prices include GST of 10%. Amounts in Australian dollars.', {
      x: 50,
      y: y + 12,
      width: 495,
    });
  });
}
