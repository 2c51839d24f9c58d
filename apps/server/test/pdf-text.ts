/**
 * Test helpers: the text of a PDF (every page, items joined by spaces; and line by line as drawn), read with
 * pdfjs-dist — so tests check that a download is a real, parseable PDF and what it says — and the facts of its
 * make-up: embedded fonts, tagging, structure, title and language ({@link expectPrintsRight}).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const open = (data: Buffer | Uint8Array) =>
  getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: fonts,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;

/**
 * The page count, the first page's size in points ([width, height]; A4 is 595.28 × 841.89), the text of `data`
 * (PDF bytes; whitespace collapsed) and its lines (the items of each line joined as drawn, so a name drawn in
 * runs of several fonts reads back whole). @throws when the bytes are not a readable PDF.
 */
export async function pdfText(
  data: Buffer | Uint8Array,
): Promise<{ pages: number; size: [number, number]; text: string; lines: string[] }> {
  const pdf = await open(data);
  const first = await pdf.getPage(1);
  const [, , width, height] = first.view as [number, number, number, number];
  const parts: string[] = [];
  const lines: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line.trim());
        line = '';
      }
    }
    if (line.trim()) lines.push(line.trim());
  }
  await pdf.destroy();
  return {
    pages: pdf.numPages,
    size: [Math.round(width), Math.round(height)],
    text: parts.join('\n').replace(/\s+/g, ' '),
    lines: lines.filter(Boolean),
  };
}

/** What a PDF is made of, for tests of the documents' make-up (issue 34 §6). */
export interface PdfFacts {
  /** `/BaseFont` names without the subset tag (`NotoSans-Regular`), sorted, once each. */
  fonts: string[];
  /** Whether every font is embedded (a `FontFile`, `FontFile2` or `FontFile3` per font descriptor). */
  isEveryFontEmbedded: boolean;
  /** `/MarkInfo << /Marked true >>`: the document says it is tagged. */
  isMarked: boolean;
  /** Whether the catalogue has a `/StructTreeRoot`. */
  hasStructTree: boolean;
  /** Structure roles of the first page, depth first (`Document`, `H1`, `P`…). */
  roles: string[];
  title: string;
  /** The catalogue's `/Lang`. */
  lang: string;
  /** `/DisplayDocTitle true`: readers show the title, not the file name. */
  isTitleShown: boolean;
}

/** The make-up of `data` (PDF bytes): fonts, tagging, structure, title, language. @throws when unreadable. */
export async function pdfFacts(data: Buffer | Uint8Array): Promise<PdfFacts> {
  // pdfkit writes dictionaries uncompressed (only streams are deflated), so the raw bytes show them.
  const raw = Buffer.from(data).toString('latin1');
  const baseFonts = [...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
  const descriptors = raw.match(/\/Type \/FontDescriptor/g)?.length ?? 0;
  const files = raw.match(/\/FontFile[23]? \d+ 0 R/g)?.length ?? 0;
  const pdf = await open(data);
  const markInfo = await pdf.getMarkInfo();
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
  const tree = await (await pdf.getPage(1)).getStructTree();
  const roles: string[] = [];
  const walk = (node: unknown) => {
    const n = node as { role?: string; children?: unknown[] } | null;
    if (!n) return; // an untagged page has no tree
    if (n.role && n.role !== 'Root') roles.push(n.role);
    n.children?.forEach(walk);
  };
  walk(tree);
  await pdf.destroy();
  return {
    fonts: [...new Set(baseFonts)].sort(),
    isEveryFontEmbedded: descriptors > 0 && files === descriptors,
    isMarked: markInfo?.Marked === true,
    hasStructTree: /\/StructTreeRoot \d+ 0 R/.test(raw),
    roles,
    title: info.Title ?? '',
    lang: info.Language ?? '',
    isTitleShown: /\/DisplayDocTitle true/.test(raw),
  };
}

/**
 * Asserts what every document of the portal must be (issue 34 §6): `line` (e.g. a member's name in Latin,
 * Vietnamese and CJK script) reads back whole on one line; dates read '4 Dec 2026', never ISO; the text faces
 * are the embedded Noto Sans (and Noto Sans CJK when `hasCjk`), no standard PDF font; tagged (marked, a
 * structure tree under `Document` with a heading, paragraphs and a table), in en-AU, the title shown.
 */
export async function expectPrintsRight(pdf: Buffer, line: string, hasCjk = true): Promise<void> {
  const { lines, text } = await pdfText(pdf);
  expect(lines).toContain(line);
  expect(text).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  const facts = await pdfFacts(pdf);
  expect(facts.fonts).toEqual(expect.arrayContaining(['NotoSans-Bold', 'NotoSans-Regular']));
  expect(facts.fonts.some((f) => f.startsWith('NotoSansHans-'))).toBe(hasCjk);
  expect(facts.fonts.filter((f) => /Helvetica|Times|Courier|Symbol|ZapfDingbats/.test(f))).toEqual([]);
  expect(facts.isEveryFontEmbedded).toBe(true);
  expect(facts).toMatchObject({ isMarked: true, hasStructTree: true, lang: 'en-AU', isTitleShown: true });
  expect(facts.title).not.toBe('');
  expect(facts.roles[0]).toBe('Document');
  expect(facts.roles).toEqual(expect.arrayContaining(['Figure', 'H1', 'P', 'Table', 'TR', 'TH', 'TD']));
}
