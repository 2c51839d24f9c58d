/**
 * Small files whose bytes match their extension (magic numbers), for upload tests: the upload checks read
 * the content (`contentMatchesExtension`), so a test file named `.pdf` must start like a PDF.
 */
const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');

const SAMPLES: Record<string, () => Buffer> = {
  png: () => hex('89504e470d0a1a0a 0000000d49484452 00000001 00000001 0806000000 1f15c489'),
  jpg: () => hex('ffd8ffe000104a46494600010100000100010000 ffd9'),
  jpeg: () => hex('ffd8ffe000104a46494600010100000100010000 ffd9'),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  zip: () =>
    hex(
      '504b0304 1400 0000 0000 0000 0000 00000000 00000000 00000000 0100 0000 61 504b0506 0000 0000 0000 0000 00000000 00000000 0000',
    ),
  cfb: () => Buffer.concat([hex('d0cf11e0a1b11ae1'), Buffer.alloc(504)]),
  mp4: () => hex('00000018 66747970 6d703432 00000000 69736f6d 6d703432'),
  txt: () => Buffer.from('Plain text notes\n'),
};

/** Bytes of a tiny valid-looking file of this extension (docx/xlsx/pptx are zips, doc/xls/ppt CFB). */
export function sample(ext: string): Buffer {
  const key = ['docx', 'xlsx', 'pptx'].includes(ext)
    ? 'zip'
    : ['doc', 'xls', 'ppt'].includes(ext)
      ? 'cfb'
      : ext === 'csv'
        ? 'txt'
        : ext;
  const make = SAMPLES[key];
  if (!make) throw new Error(`No sample for .${ext}`);
  return make();
}
