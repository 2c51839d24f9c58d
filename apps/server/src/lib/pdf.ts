/**
 * The one PDF module of the server, on pdfkit (A4, points). Every document the portal serves (tax invoice,
 * membership certificate, CPD certificate and summary, the demo brand documents) is made by {@link renderPdf};
 * layouts of particular documents live in their module and draw with the helpers here.
 *
 * **Fonts.** Text is set in Noto Sans regular and bold (`@expo-google-fonts/noto-sans`: Latin with Vietnamese,
 * Greek, Cyrillic), embedded from npm packages rather than system fonts (a runtime image may have none) and
 * subset by pdfkit, so a document carries only the glyphs it uses. What Noto Sans lacks is drawn from fallback
 * faces: Noto Sans Hans (`@embedpdf/fonts-sc`, the Simplified Chinese cut of Noto Sans CJK: every unified
 * ideograph, simplified and traditional, and Japanese kana) and Noto Sans KR (`@embedpdf/fonts-kr`: Hangul),
 * regular or bold to match. {@link drawText} splits a string into runs by
 * whether the current face has each glyph (fontkit's `hasGlyphForCodePoint` on pdfkit's font object) and draws
 * each run in the first face that has it, so "Zoë Ngô-Nguyễn 李" prints every glyph. A string the current face
 * covers whole is one pdfkit `text` call; mixed text is laid out here (wrapped at spaces and around CJK
 * characters, each line aligned as a whole, baselines on the current face's), since pdfkit's `continued`
 * fragments cannot centre or right-align a line made of several fragments.
 *
 * **Tagging.** Documents are tagged PDF 1.7 in en-AU with the title shown in the reader's window: the content
 * sits under a `Document` structure element; {@link tagged} draws a heading, paragraph, table cell, link or
 * figure as one structure element of the current group, {@link taggedGroup} opens a group (`Sect`, `Table`,
 * `TR`…), {@link artifact} marks decoration (rules, repeated table headers) that readers skip.
 *
 * Also here: {@link documentDate}, the date format of documents. Shared layouts (tables, label/value rows, the
 * tenant's letterhead) are in `pdf-layout.ts`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import dayjs from 'dayjs';
import PDFDocument from 'pdfkit';

/** A pdfkit document being drawn. */
export type PdfDoc = PDFKit.PDFDocument;

/** Document metadata: the title (shown in the reader's title bar) and author. */
export interface PdfInfo {
  title: string;
  author: string;
}

/** Name of the regular text face of every document (Noto Sans, embedded, with CJK fallbacks). */
export const PDF_FONT = 'Body';
/** Name of the bold text face of every document (Noto Sans Bold, embedded, with CJK fallbacks). */
export const PDF_FONT_BOLD = 'Body-Bold';
/** Default text colour of documents. */
export const PDF_TEXT_COLOR = '#1f2328';

const requireFromHere = createRequire(import.meta.url);
/** A file of a package that exports no subpaths: `file` relative to the folder of its entry point. */
const besideEntry = (pkg: string, file: string) =>
  path.join(path.dirname(requireFromHere.resolve(pkg)), file);
const notoSans = (file: string) => requireFromHere.resolve(`@expo-google-fonts/noto-sans/${file}`);

/** Every face a document may use: its font file and the faces that draw, in order, the glyphs it lacks. */
const FACES: Record<string, { file: string; fallbacks: string[] }> = {
  [PDF_FONT]: { file: notoSans('400Regular/NotoSans_400Regular.ttf'), fallbacks: ['CJK', 'KR'] },
  [PDF_FONT_BOLD]: { file: notoSans('700Bold/NotoSans_700Bold.ttf'), fallbacks: ['CJK-Bold', 'KR-Bold'] },
  CJK: { file: besideEntry('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'), fallbacks: [] },
  'CJK-Bold': { file: besideEntry('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Bold.otf'), fallbacks: [] },
  KR: { file: besideEntry('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Regular.otf'), fallbacks: [] },
  'KR-Bold': { file: besideEntry('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Bold.otf'), fallbacks: [] },
};

/** What fallback needs of a face: whether it has a glyph (fontkit). */
interface Glyphs {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
/**
 * pdfkit's current font and size (`_font`, `_fontSize`: not in its types). An embedded face keeps its fontkit
 * font in `font` and its ascender in 1/1000 em.
 */
interface PdfkitFontState {
  _font: { ascender: number; font?: Glyphs };
  _fontSize: number;
}
const fontState = (doc: PdfDoc) => doc as unknown as PdfkitFontState;

/** What this module keeps per document. */
interface DocState {
  /** The face name of each font object pdfkit opened for the document. */
  faceOf: Map<object, string>;
  /** The glyph sets of the faces opened so far. */
  glyphs: Map<string, Glyphs>;
  /** The open structure groups, innermost last (`Document` first). */
  groups: PDFKit.PDFStructureElement[];
}
const states = new WeakMap<PdfDoc, DocState>();

function stateOf(doc: PdfDoc): DocState {
  const state = states.get(doc);
  if (!state) throw new Error('Not a document of renderPdf');
  return state;
}

/** Makes `face` current, noting which font object it is. */
function useFace(doc: PdfDoc, face: string): void {
  doc.font(face);
  const { _font } = fontState(doc);
  const state = stateOf(doc);
  state.faceOf.set(_font, face);
  if (_font.font && !state.glyphs.has(face)) state.glyphs.set(face, _font.font);
}

/** The glyphs of `face`, opening it (and coming back to `current`) the first time. */
function glyphsOf(doc: PdfDoc, face: string, current: string): Glyphs | undefined {
  const state = stateOf(doc);
  if (!state.glyphs.has(face)) {
    useFace(doc, face);
    useFace(doc, current);
  }
  return state.glyphs.get(face);
}

/** Runs `work` with `face` current, then goes back to `current`. */
function inFace<T>(doc: PdfDoc, face: string, current: string, work: () => T): T {
  if (face === current) return work();
  useFace(doc, face);
  try {
    return work();
  } finally {
    useFace(doc, current);
  }
}

/**
 * Renders an A4 document with 50 pt margins, tagged (PDF 1.7, en-AU, the title shown), in the embedded faces
 * with {@link PDF_FONT} current: `draw` writes the content under the `Document` structure element (the
 * document is ended afterwards). @returns the PDF bytes. @throws whatever pdfkit or `draw` throws.
 */
export function renderPdf(info: PdfInfo, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: info.title, Author: info.author },
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-AU',
      displayTitle: true,
    });
    for (const [name, face] of Object.entries(FACES)) doc.registerFont(name, face.file);
    const root = doc.struct('Document');
    doc.addStructure(root);
    states.set(doc, { faceOf: new Map(), glyphs: new Map(), groups: [root] });
    useFace(doc, PDF_FONT_BOLD);
    useFace(doc, PDF_FONT);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
    } catch (error) {
      reject(error);
    }
    root.end();
    doc.end();
  });
}

/** A stretch of text drawn in one face (`null`: the current font, which is not one of ours). */
export interface PdfRun {
  face: string | null;
  text: string;
}

const SPACE = /\s/u;
const MARK = /\p{M}/u;

/**
 * Splits `value` into runs for the current face: each character goes to the current face when it has the
 * glyph, else to the first of its fallbacks that has it (else the current face, which draws its missing-glyph
 * box); whitespace and combining marks stay with the run before them. A font that is not one of
 * {@link renderPdf}'s faces gives one run of face null. @returns no run for ''.
 */
export function fontRuns(doc: PdfDoc, value: string): PdfRun[] {
  if (!value) return [];
  const state = stateOf(doc);
  const current = state.faceOf.get(fontState(doc)._font);
  const fallbacks = current ? (FACES[current]?.fallbacks ?? []) : [];
  if (!current || !fallbacks.length) return [{ face: current ?? null, text: value }];
  const own = state.glyphs.get(current);
  const runs: PdfRun[] = [];
  for (const char of value) {
    const last = runs[runs.length - 1];
    const codePoint = char.codePointAt(0)!;
    let face = current;
    if (last && (SPACE.test(char) || MARK.test(char))) face = last.face!;
    else if (own && !own.hasGlyphForCodePoint(codePoint))
      face = fallbacks.find((f) => glyphsOf(doc, f, current)?.hasGlyphForCodePoint(codePoint)) ?? current;
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** Options of {@link drawText}: pdfkit's text options, with the position (points) among them. */
export type PdfTextOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/** A laid-out line of mixed text: its runs with their widths, and its width without trailing spaces. */
interface PdfLine {
  runs: (PdfRun & { width: number })[];
  width: number;
}

/** Breakable pieces of a run: words with their trailing spaces; each character in a fallback (CJK) face. */
const piecesOf = (run: PdfRun, current: string) =>
  run.text.match(run.face === current ? /\S+\s*|\s+/gu : /\S\s*|\s+/gu) ?? [];

/** Lays out mixed runs in lines at most `width` wide (a piece wider than the line gets a line of its own). */
function layOut(doc: PdfDoc, value: string, width: number, current: string): PdfLine[] {
  const widthOf = (face: string, text: string) => inFace(doc, face, current, () => doc.widthOfString(text));
  const lines: PdfLine[] = [];
  for (const paragraph of value.split('\n')) {
    let line: PdfRun[] = [];
    let used = 0;
    const close = () => {
      const last = line[line.length - 1];
      if (last) last.text = last.text.trimEnd();
      const runs = line.filter((r) => r.text).map((r) => ({ ...r, width: widthOf(r.face!, r.text) }));
      lines.push({ runs, width: runs.reduce((sum, r) => sum + r.width, 0) });
      line = [];
      used = 0;
    };
    for (const run of fontRuns(doc, paragraph)) {
      for (const piece of piecesOf(run, current)) {
        const pieceWidth = widthOf(run.face!, piece);
        if (line.length && used + widthOf(run.face!, piece.trimEnd()) > width) {
          close();
          if (!piece.trim()) continue;
        }
        const last = line[line.length - 1];
        if (last?.face === run.face) last.text += piece;
        else line.push({ face: run.face, text: piece });
        used += pieceWidth;
      }
    }
    close();
  }
  return lines;
}

/** The face to draw `value` in when it is one run, or null when it needs fallback (several runs). */
function singleFace(doc: PdfDoc, value: string): { face: string | null } | null {
  const runs = fontRuns(doc, value);
  return runs.length <= 1 ? { face: runs[0]?.face ?? null } : null;
}

/** The width a text block gets at `x` when none is given (to the right margin, as pdfkit does). */
const defaultWidth = (doc: PdfDoc, x: number) => doc.page.width - x - doc.page.margins.right;

/**
 * Draws `value` at `options.x`/`options.y` (default: the current position) in the current face and size, with
 * per-run font fallback (see the module comment), wrapping at `width` (default: to the right margin) with
 * `align`. Leaves `doc.y` below the text and `doc.x` at its left, as pdfkit's `text` does. Other pdfkit options
 * (`link`, `underline`, `continued`…) apply only to a string the current face covers whole. @returns `doc`.
 */
export function drawText(doc: PdfDoc, value: string, options: PdfTextOptions = {}): PdfDoc {
  const { x, y, ...textOptions } = options;
  const single = singleFace(doc, value);
  const current = stateOf(doc).faceOf.get(fontState(doc)._font);
  if (single || !current) {
    const write = () =>
      x === undefined && y === undefined
        ? doc.text(value, textOptions)
        : doc.text(value, x ?? doc.x, y ?? doc.y, textOptions);
    if (single?.face && current && single.face !== current) inFace(doc, single.face, current, write);
    else write();
    return doc;
  }
  const left = x ?? doc.x;
  let top = y ?? doc.y;
  const width = textOptions.width ?? defaultWidth(doc, left);
  const lineHeight = doc.currentLineHeight(true) + (textOptions.lineGap ?? 0);
  const { _font, _fontSize } = fontState(doc);
  const ascent = (_font.ascender / 1000) * _fontSize;
  for (const line of layOut(doc, value, width, current)) {
    if (top + lineHeight > doc.page.maxY() && top > doc.page.margins.top) {
      doc.continueOnNewPage();
      top = doc.y;
    }
    const slack = width - line.width;
    let at = left + (textOptions.align === 'center' ? slack / 2 : textOptions.align === 'right' ? slack : 0);
    for (const run of line.runs) {
      inFace(doc, run.face!, current, () =>
        doc.text(run.text, at, top + ascent, { lineBreak: false, baseline: 'alphabetic' }),
      );
      at += run.width;
    }
    top += lineHeight;
  }
  doc.x = left;
  doc.y = top;
  return doc;
}

/** The height in points {@link drawText} takes for `value` with `options` (width, lineGap) at the current size. */
export function textHeight(doc: PdfDoc, value: string, options: PdfTextOptions = {}): number {
  const single = singleFace(doc, value);
  const current = stateOf(doc).faceOf.get(fontState(doc)._font);
  if (single || !current) {
    // pdfkit measures from the width and spacing options; it reads no position from them.
    const measure = () => doc.heightOfString(value, options);
    return single?.face && current ? inFace(doc, single.face, current, measure) : measure();
  }
  const width = options.width ?? defaultWidth(doc, options.x ?? doc.x);
  const lines = layOut(doc, value, width, current).length;
  return lines * (doc.currentLineHeight(true) + (options.lineGap ?? 0));
}

/** Structure types of a block drawn by {@link tagged}. */
export type PdfBlockType = 'H1' | 'H2' | 'H3' | 'P' | 'TH' | 'TD' | 'Link' | 'Figure' | 'Caption';
/** Structure types of a group opened by {@link taggedGroup}. */
export type PdfGroupType = 'Sect' | 'Div' | 'Table' | 'TR' | 'P';

/**
 * Draws `draw`'s content as one structure element of type `type` (options: `alt` text of a figure, `lang`…)
 * in the innermost open group; nothing drawn inside may open another element.
 */
export function tagged(
  doc: PdfDoc,
  type: PdfBlockType,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): void {
  const { groups } = stateOf(doc);
  const element = doc.struct(type, options);
  groups[groups.length - 1]!.add(element);
  element.add(draw);
  element.end();
}

/** Opens a structure group of type `type` (a section, a table, a row…) in the innermost one for `draw`. */
export function taggedGroup(doc: PdfDoc, type: PdfGroupType, draw: () => void): void {
  const { groups } = stateOf(doc);
  const element = doc.struct(type);
  groups[groups.length - 1]!.add(element);
  groups.push(element);
  try {
    draw();
  } finally {
    groups.pop();
    element.end();
  }
}

/** Draws `draw`'s content as an artifact (decoration, or a repeated header: `Pagination`), outside the structure. */
export function artifact(doc: PdfDoc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  try {
    draw();
  } finally {
    doc.endMarkedContent();
  }
}

/** {@link drawText} as one tagged block: a heading, paragraph or cell. @returns `doc`. */
export function drawBlock(doc: PdfDoc, type: PdfBlockType, value: string, options?: PdfTextOptions): PdfDoc {
  tagged(doc, type, () => drawText(doc, value, options));
  return doc;
}

/** Draws a horizontal rule (an artifact) from x1 to x2 at y, `width` points thick, in `color`. */
export function drawRule(doc: PdfDoc, y: number, color: string, width = 0.5, x1 = 50, x2 = 545): void {
  artifact(doc, () => {
    doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  });
}

/**
 * A calendar date as documents print it, en-AU 'D MMM YYYY' ('4 Dec 2026'; 000 §9 lists 'DD MMM YYYY'
 * among the date formats, without the leading zero here). `day` is `YYYY-MM-DD` or an ISO timestamp, whose
 * date part is taken as written. @returns `day` unchanged when it is not a date.
 */
export function documentDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) return day;
  const parsed = dayjs(day.slice(0, 10));
  return parsed.isValid() ? parsed.format('D MMM YYYY') : day;
}
