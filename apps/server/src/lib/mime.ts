/**
 * The one MIME table of the server: the types the portal accepts in uploads and serves back, and their file
 * extensions (lower case, no dot). Uploads map a declared type to an extension; file serving maps a stored
 * file's extension back to its `content-type`.
 */

/** Image types accepted for pictures (events, content), with their extension. */
export const IMAGE_MIME_EXTENSION: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Document types accepted for event documents, with their extension. */
export const DOCUMENT_MIME_EXTENSION: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/** Every MIME type the portal accepts in an upload, with its extension. */
export const MIME_EXTENSION: Readonly<Record<string, string>> = {
  ...IMAGE_MIME_EXTENSION,
  ...DOCUMENT_MIME_EXTENSION,
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'video/mp4': 'mp4',
};

const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MIME_EXTENSION).map(([type, ext]) => [ext, type])),
  jpeg: 'image/jpeg',
};

/** The `content-type` to serve a file of extension `ext` with, or undefined for an unknown extension. */
export function mimeOfExtension(ext: string): string | undefined {
  return MIME_OF_EXTENSION[ext.toLowerCase()];
}
