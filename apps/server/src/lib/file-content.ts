/**
 * File content checks for every upload (DESIGN.md security: limit upload types): the bytes must be what
 * the extension or declared MIME type says — magic numbers detected with `file-type` — so a renamed
 * executable or an HTML page posing as a pdf or png is refused. Plain-text types must carry no binary
 * signature.
 */
import { fileTypeFromBuffer } from 'file-type';

/** Extensions that are plain text: their content must carry no binary signature. */
const TEXT_EXTENSIONS = new Set(['txt', 'csv']);
/** What the content of a file with this extension may be detected as (file-type's `ext`). */
const CONTENT_OF: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  tiff: ['tif'],
  tif: ['tif'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  ppt: ['cfb', 'ppt'],
  mp4: ['mp4', 'm4v', 'mov'],
};

/** The extension of the MIME types the portal accepts (moved to lib/mime.ts, the one MIME table). */
export { MIME_EXTENSION } from './mime';

/**
 * Whether `data` is a file of extension `ext` (lower case, no dot). Unknown extensions are refused.
 * @returns true when the detected signature belongs to the extension (or, for text, when there is none).
 */
export async function contentMatchesExtension(data: Buffer, ext: string): Promise<boolean> {
  const detected = (await fileTypeFromBuffer(data))?.ext;
  if (TEXT_EXTENSIONS.has(ext)) return detected === undefined;
  const allowed = CONTENT_OF[ext];
  return allowed ? detected !== undefined && allowed.includes(detected) : false;
}
