/**
 * The PDF module (issue 34 §6 "Documents that print right"): font runs send what Noto Sans lacks to the CJK
 * and Hangul faces; mixed text wraps and reads back whole; a document of the shared layouts is tagged, in
 * embedded fonts only, in en-AU with its title shown; dates print as '4 Dec 2026'; each tenant's letterhead
 * keeps the logo clear of the name and website. The documents themselves are tested beside their modules
 * (invoice-pdf, cpd-pdf, memberships/certificate).
 */
import { describe, expect, it } from 'vitest';
import { TENANT_IDS, TENANT_PROFILES } from '@portal/contracts';
import { expectPrintsRight } from '../../test/pdf-text';
import {
  documentDate,
  drawBlock,
  fontRuns,
  PDF_FONT,
  PDF_FONT_BOLD,
  renderPdf,
  textHeight,
  type PdfDoc,
  type PdfRun,
} from './pdf';
import { drawDetails, drawLetterhead, drawTable, tenantBrand, type PdfBox } from './pdf-layout';

const NAME = 'Zoë Ngô-Nguyễn 李';
/** Runs `check` on a document of renderPdf (the only way to one with the embedded faces). */
const inDocument = (check: (doc: PdfDoc) => void) => renderPdf({ title: 'Test', author: 'Test' }, check);

describe('fontRuns', () => {
  it('keeps Latin and Vietnamese in Noto Sans and sends CJK and Hangul to their faces', async () => {
    let runs: PdfRun[][] = [];
    await inDocument((doc) => {
      runs = [fontRuns(doc, NAME), fontRuns(doc, 'Nguyễn Thị Minh Khai'), fontRuns(doc, '김민준 Kim')];
      doc.font(PDF_FONT_BOLD);
      runs.push(fontRuns(doc, '李 明'));
      doc.font(PDF_FONT);
    });
    expect(runs).toEqual([
      [
        { face: 'Body', text: 'Zoë Ngô-Nguyễn ' },
        { face: 'CJK', text: '李' },
      ],
      [{ face: 'Body', text: 'Nguyễn Thị Minh Khai' }],
      [
        { face: 'KR', text: '김민준 ' },
        { face: 'Body', text: 'Kim' },
      ],
      [{ face: 'CJK-Bold', text: '李 明' }],
    ]);
  });

  it('leaves a font that is not one of the embedded faces alone', async () => {
    let runs: PdfRun[] = [];
    await inDocument((doc) => {
      doc.font('Courier');
      runs = fontRuns(doc, NAME);
      doc.font(PDF_FONT);
    });
    expect(runs).toEqual([{ face: null, text: NAME }]);
  });
});

describe('mixed text', () => {
  it('wraps at the given width', async () => {
    let heights: number[] = [];
    await inDocument((doc) => {
      doc.fontSize(10);
      heights = [
        textHeight(doc, NAME, { width: 400 }),
        textHeight(doc, `${NAME} `.repeat(12), { width: 200 }),
      ];
    });
    expect(heights[1]).toBeGreaterThan(heights[0]! * 4);
  });

  it('makes a tagged document in embedded fonts from the shared layouts', async () => {
    const brand = await tenantBrand(TENANT_PROFILES.psa);
    const pdf = await inDocument((doc) => {
      drawLetterhead(doc, brand);
      drawBlock(doc, 'H1', 'Statement', { x: 50 });
      drawBlock(doc, 'P', NAME, { x: 50, width: 495, align: 'center' });
      drawDetails(doc, [['Date', documentDate('2026-12-04')]], {
        labelX: 50,
        labelWidth: 100,
        valueX: 160,
        valueWidth: 200,
      });
      drawTable(doc, [{ header: 'Item', x: 50, width: 300 }], [['李 明 — 김민준']]);
    });
    await expectPrintsRight(pdf, NAME);
  });
});

describe('documentDate', () => {
  it("prints a day as en-AU 'D MMM YYYY', the date part of a timestamp as written", () => {
    expect(documentDate('2026-12-04')).toBe('4 Dec 2026');
    expect(documentDate('2026-09-14T23:30:00.000Z')).toBe('14 Sep 2026');
    expect(documentDate('soon')).toBe('soon');
  });
});

describe('drawLetterhead', () => {
  const overlaps = (a: PdfBox, b: PdfBox) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it.each(TENANT_IDS)('keeps the %s logo clear of the name and website, inside the margins', async (id) => {
    const brand = await tenantBrand(TENANT_PROFILES[id]);
    expect(brand.logo).not.toBeNull();
    const drawn: { boxes?: ReturnType<typeof drawLetterhead> } = {};
    await inDocument((doc) => {
      drawn.boxes = drawLetterhead(doc, brand);
    });
    const { logo, text } = drawn.boxes!;
    expect(overlaps(logo!, text)).toBe(false);
    expect(text.height).toBeGreaterThan(0);
    expect(Math.max(logo!.x + logo!.width, text.x + text.width)).toBeLessThanOrEqual(545);
  });
});
