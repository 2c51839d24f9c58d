/**
 * The one MIME table of the server, by lower-case extension: what stored files are served as (community files,
 * post and comment attachments, join answers, asset items, event files, content files), and — read the other
 * way — the extension an upload of a declared type is stored with. Unknown extensions are served as
 * `application/octet-stream`.
 */

const MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
};

/** Extensions a browser may show inline (images and PDF); everything else is sent as an attachment. */
export const INLINE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf']);

/** The lower-case extension of a file name or key (`''` when none): `a/b.PDF` → `pdf`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The content type of an extension; `only` restricts the table to some extensions (the rest answer
 * `application/octet-stream`), for a route that names its own types.
 */
export function contentTypeOf(ext: string, only?: readonly string[]): string {
  const known = Object.hasOwn(MIME, ext) && (!only || only.includes(ext));
  return known ? MIME[ext]! : 'application/octet-stream';
}

/** type (without parameters) → extension, for the extensions in `exts` (the first extension of a type wins). */
const extensionsOfTypes = (exts: readonly string[]): Readonly<Record<string, string>> =>
  Object.fromEntries([...exts].reverse().map((ext) => [MIME[ext]!.split(';')[0]!, ext]));

/** Image types accepted for pictures (events, content), with the extension they are stored with. */
export const IMAGE_MIME_EXTENSION = extensionsOfTypes(['jpg', 'png', 'webp', 'gif']);

/** Document types accepted for event documents, with the extension they are stored with. */
export const DOCUMENT_MIME_EXTENSION = extensionsOfTypes(['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'csv']);

/** Every declared type the portal accepts in an upload, with the extension it is stored with. */
export const MIME_EXTENSION = extensionsOfTypes([
  'jpg',
  'png',
  'webp',
  'gif',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'mp4',
]);
