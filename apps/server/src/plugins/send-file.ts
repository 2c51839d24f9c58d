/**
 * Answering a file download or preview (invoice, certificate and CPD PDFs, brand assets): the content type,
 * `content-disposition` with the file name, and for previews behind signed URLs `cache-control: private,
 * no-store` so no shared cache keeps a member's document.
 */
import type { FastifyReply } from 'fastify';

/** A file to send: its MIME type, the name the browser saves it under (ASCII, quoted) and the bytes or stream. */
export interface SentFile {
  type: string;
  fileName: string;
  body: unknown;
}

/**
 * Sends `file` `inline` (a preview) or as an `attachment` (a download). `noStore` adds `cache-control:
 * private, no-store`; by default previews carry it and downloads do not.
 */
export function sendFile(
  reply: FastifyReply,
  file: SentFile,
  disposition: 'inline' | 'attachment',
  noStore: boolean = disposition === 'inline',
): FastifyReply {
  reply.type(file.type).header('content-disposition', `${disposition}; filename="${file.fileName}"`);
  if (noStore) reply.header('cache-control', 'private, no-store');
  return reply.send(file.body);
}
