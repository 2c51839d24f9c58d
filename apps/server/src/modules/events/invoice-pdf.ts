/**
 * A4 invoice PDF (002 §2 /settings/invoice/{id} download; §7 `GET /api/invoice/{id}/download`) built with pdfkit:
 * tenant name, invoice number and dates, member, line items, exclusive total, GST (10%) and inclusive total (AUD).
 */
import PDFDocument from 'pdfkit';
import type { TInvoice, TenantProfile } from '@portal/contracts';
import { formatAud, toCents } from './money';

const aud = (dollars: number) => formatAud(toCents(dollars));
/** `YYYY-MM-DD` → `DD/MM/YYYY` (002 §9 default date format). */
const ddmmyyyy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

/** Renders the invoice as PDF bytes. */
export function invoicePdf(tenant: TenantProfile, invoice: TInvoice): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoice.invoiceNum}`, Author: tenant.fullName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor(tenant.theme.headerColor).fontSize(20).text(tenant.fullName);
    doc.fillColor('#1f2328').fontSize(10).text(tenant.website);
    doc.moveDown();
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

    const columns = [50, 330, 380, 470];
    const header = (y: number) => {
      doc.font('Helvetica-Bold');
      doc.text('Item', columns[0]!, y, { width: 270 });
      doc.text('Qty', columns[1]!, y, { width: 40, align: 'right' });
      doc.text('Unit price', columns[2]!, y, { width: 80, align: 'right' });
      doc.text('Total', columns[3]!, y, { width: 75, align: 'right' });
      doc.font('Helvetica');
    };
    let y = doc.y;
    header(y);
    y += 18;
    for (const line of invoice.lineItems) {
      const height = doc.heightOfString(line.itemName, { width: 270 });
      if (y + height > 760) {
        doc.addPage();
        y = 50;
        header(y);
        y += 18;
      }
      doc.text(line.itemName, columns[0]!, y, { width: 270 });
      doc.text(String(line.quantity), columns[1]!, y, { width: 40, align: 'right' });
      doc.text(aud(line.unitPrice), columns[2]!, y, { width: 80, align: 'right' });
      doc.text(aud(line.totalPrice), columns[3]!, y, { width: 75, align: 'right' });
      y += Math.max(height, 14) + 6;
    }
    y += 10;
    const total = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, 300, y, { width: 160, align: 'right' });
      doc.text(value, columns[3]!, y, { width: 75, align: 'right' });
      y += 16;
    };
    total('Total excl. GST', aud(invoice.totalAmountExcGst));
    total('GST (10%)', aud(invoice.totalGst));
    total('Total incl. GST (AUD)', aud(invoice.totalAmountIncGst), true);
    total('Amount paid', aud(invoice.totalAmountPaid));
    total('Balance due', aud(invoice.balanceDue), true);
    doc.end();
  });
}
