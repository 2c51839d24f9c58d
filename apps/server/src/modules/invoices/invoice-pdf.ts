/**
 * A4 invoice PDF layout (002 §2 /settings/invoice/{id} download; §7 `GET /api/invoice/{id}/download`) on the
 * shared pdf module: tenant name, invoice number and dates, member, line items, exclusive total, GST (10%) and
 * inclusive total (AUD).
 */
import type { TInvoice, TenantProfile } from '@portal/contracts';
import { formatAud, toCents } from '../../lib/money';
import { drawLetterhead, drawTable, renderPdf, tenantBrand, type PdfColumn } from '../../lib/pdf';

const aud = (dollars: number) => formatAud(toCents(dollars));
/** `YYYY-MM-DD` → `DD/MM/YYYY` (002 §9 default date format). */
const ddmmyyyy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

/** Line-item columns (points from the left edge of A4). */
const COLUMNS: PdfColumn[] = [
  { header: 'Item', x: 50, width: 270 },
  { header: 'Qty', x: 330, width: 40, align: 'right' },
  { header: 'Unit price', x: 380, width: 80, align: 'right' },
  { header: 'Total', x: 470, width: 75, align: 'right' },
];

/** Renders the invoice as PDF bytes, under the tenant's letterhead (logo, name, colours). */
export async function invoicePdf(tenant: TenantProfile, invoice: TInvoice): Promise<Buffer> {
  const brand = await tenantBrand(tenant);
  return renderPdf({ title: `Invoice ${invoice.invoiceNum}`, author: tenant.fullName }, (doc) => {
    drawLetterhead(doc, brand);
    doc.fontSize(16).text(`Tax invoice ${invoice.invoiceNum}`);
    doc.fontSize(10);
    doc.text(`Invoice date: ${ddmmyyyy(invoice.invoiceDate)}`);
    doc.text(`Due date: ${ddmmyyyy(invoice.dueDate)}`);
    doc.text(`Status: ${invoice.status}`);
    doc.moveDown();
    doc.text(
      `Billed to: ${invoice.userFullName}${invoice.memberNum ? ` (member ${invoice.memberNum})` : ''}`,
    );
    doc.text(invoice.description);
    doc.moveDown();
    const rows = invoice.lineItems.map((line) => [
      line.itemName,
      String(line.quantity),
      aud(line.unitPrice),
      aud(line.totalPrice),
    ]);
    let y = drawTable(doc, COLUMNS, rows) + 10;
    const total = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, 300, y, { width: 160, align: 'right' });
      doc.text(value, COLUMNS[3]!.x, y, { width: COLUMNS[3]!.width, align: 'right' });
      y += 16;
    };
    total('Total excl. GST', aud(invoice.totalAmountExcGst));
    total('GST (10%)', aud(invoice.totalGst));
    total('Total incl. GST (AUD)', aud(invoice.totalAmountIncGst), true);
    total('Amount paid', aud(invoice.totalAmountPaid));
    total('Balance due', aud(invoice.balanceDue), true);
  });
}
