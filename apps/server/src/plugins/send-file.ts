/**
 * Answering a file download or preview (invoice, membership and CPD certificate and summary PDFs, brand assets):
 * the content type, `content-disposition` with the file name, and `cache-control: private, no-store` — every
 * file sent here is a member's (behind the session or a signed URL), so neither a shared cache nor the browser's
 * keeps it (issue 34 §6).
 */
import type { FastifyReply } from 'fastify';

/** A file to send: its MIME type, the name the browser saves it under (ASCII, quoted) and the bytes or stream. */
export interface SentFile {
  type: string;
  fileName: string;
  body: unknown;
}

/**
 * Sends `file` `inline` (a preview) or as an `attachment` (a download), with `cache-control: private,
 * no-store`. Quotes, backslashes and characters outside printable ASCII in the name are sent as `_` (the
 * header's quoted name is ASCII).
 */
export function sendFile(
  reply: FastifyReply,
  file: SentFile,
  disposition: 'inline' | 'attachment',
): FastifyReply {
  const fileName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.type)
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
