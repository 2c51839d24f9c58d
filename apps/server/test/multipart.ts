/**
 * Multipart bodies for API tests of upload routes (posts, comments, meetings, assets, communities): text
 * fields (repeated for arrays) and files, with the headers to send them.
 */
export const BOUNDARY = 'MEETBOUNDARY';

/** Builds a multipart body from text fields and files (content type `application/octet-stream` unless `type`). */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; content: Buffer | string; type?: string }[] = [],
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      parts.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Headers for a multipart request. */
export const mp = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});
