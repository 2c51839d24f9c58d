/**
 * The one PDF module of the server, on pdfkit (A4, points): {@link renderPdf} collects a document drawn by the
 * caller into bytes, {@link drawTable} lays out a table with right-aligned columns and a repeated header on page
 * breaks, {@link tenantBrand} and {@link drawLetterhead} put the tenant's logo, name and colours at the top.
 * Layouts of particular documents (the invoice, CPD certificates and summaries) live in their module.
 * Text is set in DejaVu Sans, embedded from the `dejavu-fonts-ttf` npm package (not a system font, which a
 * runtime image may lack), so em dashes, accents and other Unicode survive (pdfkit's built-in Helvetica is
 * WinAnsi only); {@link PDF_FONT} and {@link PDF_FONT_BOLD} name the two faces.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { TenantProfile } from '@portal/contracts';

/** A pdfkit document being drawn. */
export type PdfDoc = PDFKit.PDFDocument;

/** Document metadata: the title and author shown by PDF readers. */
export interface PdfInfo {
  title: string;
  author: string;
}

/** Name of the regular text face of every document (DejaVu Sans, embedded). */
export const PDF_FONT = 'Body';
/** Name of the bold text face of every document (DejaVu Sans Bold, embedded). */
export const PDF_FONT_BOLD = 'Body-Bold';

const requireFromHere = createRequire(import.meta.url);
/** Absolute paths of the TrueType files (resolved once, from node_modules). */
const FONT_FILES = {
  regular: requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/**
 * Renders an A4 document with 50 pt margins in the embedded Unicode font: `draw` writes the content (the
 * document is ended afterwards). @returns the PDF bytes. @throws whatever pdfkit or `draw` throws.
 */
export function renderPdf(info: PdfInfo, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info.title, Author: info.author } });
    doc.registerFont(PDF_FONT, FONT_FILES.regular);
    doc.registerFont(PDF_FONT_BOLD, FONT_FILES.bold);
    doc.font(PDF_FONT);
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
    doc.font(PDF_FONT_BOLD);
    for (const c of columns) doc.text(c.header, c.x, y, { width: c.width, align: c.align ?? 'left' });
    doc.font(PDF_FONT);
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

/** What a document needs of the tenant: names, colours (#rrggbb) and the logo as PNG bytes (null: none found). */
export interface PdfBrand {
  name: string;
  website: string;
  headerColor: string;
  primaryColor: string;
  accentColor: string;
  logoPng: Buffer | null;
}

/** Folders that may hold the web app's public files (`tenants/{id}/logo.svg`): built app first, then sources. */
function publicDirs(): string[] {
  const cwd = process.cwd();
  return [
    process.env.WEB_DIST_DIR,
    path.join(cwd, 'apps/web/dist'),
    path.join(cwd, 'apps/web/public'),
    path.join(cwd, '../web/dist'),
    path.join(cwd, '../web/public'),
  ].filter((dir): dir is string => Boolean(dir));
}

const logoCache = new Map<string, Promise<Buffer | null>>();

/**
 * The tenant's logo (an SVG of the web app, e.g. `/tenants/ota/logo.svg`) rasterised to a PNG 160 px high with
 * sharp, cached per URL. @returns null when the file is not found or cannot be read (the document then shows
 * the name only).
 */
export function tenantLogoPng(logoUrl: string): Promise<Buffer | null> {
  let cached = logoCache.get(logoUrl);
  if (!cached) {
    cached = (async () => {
      const relative = path.normalize(logoUrl).replace(/^([/\\])+/, '');
      if (relative.startsWith('..')) return null;
      for (const dir of publicDirs()) {
        const data = await fs.readFile(path.join(dir, relative)).catch(() => null);
        if (data)
          return sharp(data, { density: 300 })
            .resize({ height: 160 })
            .png()
            .toBuffer()
            .catch(() => null);
      }
      return null;
    })();
    logoCache.set(logoUrl, cached);
  }
  return cached;
}

/** The brand of a tenant profile for documents (loads the logo). */
export async function tenantBrand(tenant: TenantProfile): Promise<PdfBrand> {
  return {
    name: tenant.fullName,
    website: tenant.website,
    headerColor: tenant.theme.headerColor,
    primaryColor: tenant.theme.primaryColor,
    accentColor: tenant.theme.accentColor,
    logoPng: await tenantLogoPng(tenant.logoUrl),
  };
}

/** Default text colour of documents. */
export const PDF_TEXT_COLOR = '#1f2328';

/**
 * Draws the letterhead at the top of the current page: the logo (40 pt high) and the organisation's name in
 * its header colour, its website, then an accent rule; leaves `doc.y` below it with the default text colour.
 */
export function drawLetterhead(doc: PdfDoc, brand: PdfBrand): void {
  const top = 40;
  let x = 50;
  if (brand.logoPng) {
    doc.image(brand.logoPng, x, top, { height: 40 });
    x += 100;
  }
  doc
    .fillColor(brand.headerColor)
    .font(PDF_FONT_BOLD)
    .fontSize(16)
    .text(brand.name, x, top + 4, { width: 545 - x });
  doc
    .fillColor(PDF_TEXT_COLOR)
    .font(PDF_FONT)
    .fontSize(9)
    .text(brand.website, x, doc.y + 2, { width: 545 - x });
  const ruleY = top + 52;
  doc
    .save()
    .moveTo(50, ruleY)
    .lineTo(545, ruleY)
    .lineWidth(2)
    .strokeColor(brand.accentColor)
    .stroke()
    .restore();
  doc.fillColor(PDF_TEXT_COLOR).fontSize(10);
  doc.x = 50;
  doc.y = ruleY + 18;
}
