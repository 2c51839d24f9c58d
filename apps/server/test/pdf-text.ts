/**
 * Test helper: the text of a PDF (every page, items joined by spaces), read with pdfjs-dist — so tests check
 * that a download is a real, parseable PDF and what it says.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The page count, the first page's size in points ([width, height]; A4 is 595.28 × 841.89) and the text of
 * `data` (PDF bytes). @throws when the bytes are not a readable PDF.
 */
export async function pdfText(
  data: Buffer | Uint8Array,
): Promise<{ pages: number; size: [number, number]; text: string }> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: fonts,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const first = await pdf.getPage(1);
  const [, , width, height] = first.view as [number, number, number, number];
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return {
    pages: pdf.numPages,
    size: [Math.round(width), Math.round(height)],
    text: parts.join('\n').replace(/\s+/g, ' '),
  };
}
