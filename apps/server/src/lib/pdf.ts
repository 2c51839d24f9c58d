/**
 * PDF documents on pdfkit (A4, points): {@link renderPdf} collects a document drawn by the caller into bytes,
 * {@link drawTable} lays out a table with right-aligned columns and a repeated header on page breaks. Layouts of
 * particular documents (the invoice) live in their module.
 */
import PDFDocument from 'pdfkit';

/** A pdfkit document being drawn. */
export type PdfDoc = PDFKit.PDFDocument;

/** Document metadata: the title and author shown by PDF readers. */
export interface PdfInfo {
  title: string;
  author: string;
}

/**
 * Renders an A4 document with 50 pt margins: `draw` writes the content (the document is ended afterwards).
 * @returns the PDF bytes. @throws whatever pdfkit or `draw` throws.
 */
export function renderPdf(info: PdfInfo, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info.title, Author: info.author } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
    } catch (error) {
      reject(error);
    }
    doc.end();
  });
}

/** A table column: header text, left x and width in points, and alignment (first column wraps its text). */
export interface PdfColumn {
  header: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** Bottom of the usable A4 area in points (a row that would pass it goes to a new page). */
const PAGE_BOTTOM = 760;

/**
 * Draws a table from the current y: bold header, then one row per `rows` entry (cells as texts, in column
 * order); rows wrap on the first column and a page break repeats the header.
 * @returns the y (points) just below the last row.
 */
export function drawTable(doc: PdfDoc, columns: PdfColumn[], rows: string[][]): number {
  const header = (y: number) => {
    doc.font('Helvetica-Bold');
    for (const c of columns) doc.text(c.header, c.x, y, { width: c.width, align: c.align ?? 'left' });
    doc.font('Helvetica');
  };
  let y = doc.y;
  header(y);
  y += 18;
  for (const cells of rows) {
    const height = doc.heightOfString(cells[0] ?? '', { width: columns[0]!.width });
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = 50;
      header(y);
      y += 18;
    }
    columns.forEach((c, i) => doc.text(cells[i] ?? '', c.x, y, { width: c.width, align: c.align ?? 'left' }));
    y += Math.max(height, 14) + 6;
  }
  return y;
}
