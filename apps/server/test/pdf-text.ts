/**
 * Test helper: the text of a PDF (every page, items joined by spaces), read with pdfjs-dist — so tests check
 * that a download is a real, parseable PDF and what it says.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The page count and the text of `data` (PDF bytes). @throws when the bytes are not a readable PDF. */
export async function pdfText(data: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: parts.join('\n').replace(/\s+/g, ' ') };
}
