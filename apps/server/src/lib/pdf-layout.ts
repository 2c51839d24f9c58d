/**
 * Shared layouts of the portal's documents, drawn with lib/pdf.ts (A4, points; tagged, with font fallback):
 * {@link drawTable} (a table with right-aligned columns and a repeated header on page breaks),
 * {@link drawDetails} (label/value rows), and the tenant's letterhead: {@link tenantBrand} loads what a document
 * needs of the tenant, {@link drawLetterhead} puts the logo, name and website at the top of a page without
 * overlapping them, whatever the logo's width (issue 34 §6).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TenantProfile } from '@portal/contracts';
import {
  artifact,
  drawBlock,
  drawRule,
  drawText,
  PDF_FONT,
  PDF_FONT_BOLD,
  PDF_TEXT_COLOR,
  tagged,
  taggedGroup,
  textHeight,
  type PdfDoc,
} from './pdf';

/** A table column: header text, left x and width in points, and alignment (a cell wraps within its width). */
export interface PdfColumn {
  header: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** Bottom of the usable A4 area in points (a row that would pass it goes to a new page). */
const PAGE_BOTTOM = 760;

/**
 * Draws a tagged table from the current y: bold header row (TH), then one row per `rows` entry (cells as texts,
 * in column order, TD); rows wrap on their tallest cell and a page break repeats the header as an artifact.
 * @returns the y (points) just below the last row.
 */
export function drawTable(doc: PdfDoc, columns: PdfColumn[], rows: string[][]): number {
  let y = doc.y;
  const at = (c: PdfColumn) => ({ x: c.x, y, width: c.width, align: c.align ?? 'left' });
  const cells = (type: 'TH' | 'TD', texts: string[]) =>
    columns.forEach((c, i) => drawBlock(doc, type, texts[i] ?? '', at(c)));
  const header = (repeated: boolean) => {
    doc.font(PDF_FONT_BOLD);
    const texts = columns.map((c) => c.header);
    if (repeated)
      artifact(doc, () => columns.forEach((c, i) => drawText(doc, texts[i]!, at(c))), 'Pagination');
    else taggedGroup(doc, 'TR', () => cells('TH', texts));
    doc.font(PDF_FONT);
    y += 18;
  };
  taggedGroup(doc, 'Table', () => {
    header(false);
    for (const texts of rows) {
      const height = Math.max(14, ...columns.map((c, i) => textHeight(doc, texts[i] ?? '', at(c))));
      if (y + height > PAGE_BOTTOM) {
        doc.addPage();
        y = 50;
        header(true);
      }
      taggedGroup(doc, 'TR', () => cells('TD', texts));
      y += height + 6;
    }
  });
  doc.x = 50;
  doc.y = y;
  return y;
}

/** Where {@link drawDetails} puts labels and values: left x and width in points of each column. */
export interface PdfDetailsLayout {
  labelX: number;
  labelWidth: number;
  valueX: number;
  valueWidth: number;
  /** Font size in points (default 11). */
  size?: number;
}

/**
 * Draws label/value rows from the current y as a tagged table (label TH in bold, value TD), skipping rows
 * whose value is null or ''. Leaves `doc.y` below the last row.
 */
export function drawDetails(doc: PdfDoc, rows: [string, string | null][], layout: PdfDetailsLayout): void {
  const size = layout.size ?? 11;
  taggedGroup(doc, 'Table', () => {
    for (const [label, value] of rows) {
      if (!value) continue;
      const y = doc.y;
      let bottom = y;
      taggedGroup(doc, 'TR', () => {
        doc.font(PDF_FONT_BOLD).fontSize(size);
        drawBlock(doc, 'TH', label, { x: layout.labelX, y, width: layout.labelWidth });
        bottom = doc.y;
        doc.font(PDF_FONT).fontSize(size);
        drawBlock(doc, 'TD', value, { x: layout.valueX, y, width: layout.valueWidth });
      });
      doc.y = Math.max(doc.y, bottom, y + size * 1.45) + 4;
    }
  });
  doc.x = 50;
}

/** A tenant's logo for documents: PNG bytes and their size in pixels. */
export interface PdfLogo {
  png: Buffer;
  width: number;
  height: number;
}

/** What a document needs of the tenant: names, colours (#rrggbb) and the logo (null: none found). */
export interface PdfBrand {
  name: string;
  website: string;
  headerColor: string;
  primaryColor: string;
  accentColor: string;
  logo: PdfLogo | null;
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

const logoCache = new Map<string, Promise<PdfLogo | null>>();

/**
 * The tenant's logo (an SVG of the web app, e.g. `/tenants/ota/logo.svg`) rasterised to a PNG 160 px high with
 * sharp, cached per URL. @returns null when the file is not found or cannot be read (the document then shows
 * the name only).
 */
export function tenantLogo(logoUrl: string): Promise<PdfLogo | null> {
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
            .toBuffer({ resolveWithObject: true })
            .then(({ data: png, info }) => ({ png, width: info.width, height: info.height }))
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
    logo: await tenantLogo(tenant.logoUrl),
  };
}

/** A rectangle on the page in points: left, top, width, height. */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Height of the logo in the letterhead, in points. */
const LOGO_HEIGHT = 40;
/** A logo wider than this (points) leaves too little room beside it: the name goes below it instead. */
const LOGO_BESIDE_MAX = 200;

/**
 * Draws the letterhead at the top of the current page: the logo (40 pt high, its own aspect ratio; a figure
 * with the organisation's name as its alternative text) and, beside it or below a very wide one, the
 * organisation's name in its header colour and its website, then an accent rule below both. Leaves `doc.y`
 * below it with the default text colour.
 * @returns the boxes (points) of the logo (null without one) and of the name and website, which never overlap.
 */
export function drawLetterhead(doc: PdfDoc, brand: PdfBrand): { logo: PdfBox | null; text: PdfBox } {
  const top = 40;
  const logo = brand.logo
    ? { x: 50, y: top, width: (LOGO_HEIGHT * brand.logo.width) / brand.logo.height, height: LOGO_HEIGHT }
    : null;
  if (logo && brand.logo)
    tagged(doc, 'Figure', () => doc.image(brand.logo!.png, logo.x, logo.y, { height: logo.height }), {
      alt: `${brand.name} logo`,
    });
  const isBeside = logo !== null && logo.width <= LOGO_BESIDE_MAX;
  const textX = isBeside ? logo.x + logo.width + 16 : 50;
  const textWidth = 545 - textX;
  const nameSize = 16;
  const websiteSize = 9;
  doc.font(PDF_FONT_BOLD).fontSize(nameSize);
  const nameHeight = textHeight(doc, brand.name, { width: textWidth });
  doc.font(PDF_FONT).fontSize(websiteSize);
  const blockHeight = nameHeight + 2 + textHeight(doc, brand.website, { width: textWidth });
  const textY = !logo
    ? top
    : isBeside
      ? top + Math.max(0, (LOGO_HEIGHT - blockHeight) / 2)
      : top + LOGO_HEIGHT + 8;
  doc.fillColor(brand.headerColor).font(PDF_FONT_BOLD).fontSize(nameSize);
  drawBlock(doc, 'P', brand.name, { x: textX, y: textY, width: textWidth });
  doc.fillColor(PDF_TEXT_COLOR).font(PDF_FONT).fontSize(websiteSize);
  drawBlock(doc, 'P', brand.website, { x: textX, y: doc.y + 2, width: textWidth });
  const text = { x: textX, y: textY, width: textWidth, height: doc.y - textY };
  const ruleY = Math.max(doc.y, logo ? logo.y + logo.height : 0) + 10;
  drawRule(doc, ruleY, brand.accentColor, 2);
  doc.fillColor(PDF_TEXT_COLOR).font(PDF_FONT).fontSize(10);
  doc.x = 50;
  doc.y = ruleY + 18;
  return { logo, text };
}
