/**
 * Answering every file download or preview (issue 41 §5): invoice, membership and CPD PDFs, brand assets,
 * evidence, community assets and files, meeting assets, content assets, event files. One function sets the
 * content type, `x-content-type-options: nosniff`, the `content-disposition` (RFC 6266 through the
 * `content-disposition` package: a quoted ASCII `filename` plus `filename*=UTF-8''…` when the name is not
 * ASCII, so "Café résumé.pdf" arrives with its accents) and the `cache-control`: by default
 * `private, no-store` — a member's file is kept by neither a shared cache nor the browser (issue 34 §6).
 * `downloads.test.ts` checks each download route's header for a non-ASCII name.
 */
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** A file to send: its MIME type, the name the browser saves it under (any Unicode, or none) and the bytes or stream. */
export interface SentFile {
  type: string;
  fileName?: string | null;
  body: unknown;
}

/** How a file is sent: as a preview (`inline`) or a download (`attachment`), and its cache policy. */
export interface SendFileOptions {
  disposition: 'inline' | 'attachment';
  /**
   * `cache-control`; default `private, no-store`. Only images behind unguessable keys or signed URLs keep a
   * `private, max-age=…` (plugins/cache-control.ts turns anything else into `no-store`).
   */
  cacheControl?: string;
}

/** The `content-disposition` value of `fileName` sent as `disposition` (no name: the bare type). */
export function dispositionOf(disposition: 'inline' | 'attachment', fileName?: string | null): string {
  return fileName ? contentDisposition(fileName, { type: disposition }) : disposition;
}

/**
 * Sends `file` inline (a preview) or as an attachment (a download). `options` is the disposition or
 * {@link SendFileOptions}. @returns the reply, for the route to return.
 */
export function sendFile(
  reply: FastifyReply,
  file: SentFile,
  options: SendFileOptions['disposition'] | SendFileOptions,
): FastifyReply {
  const { disposition, cacheControl = 'private, no-store' } =
    typeof options === 'string' ? { disposition: options } : options;
  return reply
    .type(file.type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', dispositionOf(disposition, file.fileName))
    .header('cache-control', cacheControl)
    .send(file.body);
}
