/**
 * Content uploads (issue 5 authoring; issue 10 §11–§12): images ≤ 5 MB and ≤ the pixel limit, documents
 * ≤ 10 MB, content checked against the declared type, stored through the storage plugin with the extension of
 * the checked type, answered in the Directus `files` shape.
 */
import {
  CONTENT_DOCUMENT_TYPES,
  CONTENT_FILE_MAX_BYTES,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_MAX_PIXELS,
  CONTENT_IMAGE_TYPES,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { auditedWrite, rowOf } from '../../db/audit';
import { contentFiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { contentMatchesExtension } from '../../lib/file-content';
import { MIME_EXTENSION } from '../../lib/mime';
import { insertFile } from './content.repository';
import { imageSize } from './files';
import type { RequestContext } from '../../plugins/auth';

/** A multipart file part as the route hands it over. */
export interface UploadPart {
  mimetype: string;
  filename: string;
  file: { truncated: boolean };
  toBuffer(): Promise<Buffer>;
}

/** Thrown for a type the portal does not accept: the route answers 415. */
export class UnsupportedMediaType extends Error {}

/**
 * The download name of an upload: the given name (≤ 200 characters) with its extension replaced by `ext`,
 * the one of the checked content type — `evil.html` uploaded as text/plain downloads as `evil.txt`.
 */
function downloadName(given: string, ext: string): string {
  const base = given.replace(/\.[^.]*$/, '').slice(0, 190) || 'file';
  return `${base}.${ext}`;
}

/** Reads and checks the bytes of an upload. @throws AppError PAYLOAD_TOO_LARGE, UnsupportedMediaType. */
async function checkedBytes(part: UploadPart, isImage: boolean): Promise<Buffer> {
  const data = await part.toBuffer().catch(() => null);
  const max = isImage ? CONTENT_IMAGE_MAX_BYTES : CONTENT_FILE_MAX_BYTES;
  if (!data || part.file.truncated || data.length > max)
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${max / 1024 / 1024} MB`);
  if (!(await contentMatchesExtension(data, MIME_EXTENSION[part.mimetype] ?? '')))
    throw new UnsupportedMediaType();
  return data;
}

/**
 * `POST /api/content/manage/files`: stores an image or document. Its row is recorded in the insert's
 * transaction (issue 39 point 3; target the file id): name, size, type, dimensions — never the bytes.
 * @returns the Directus file object.
 * @throws AppError BAD_REQUEST (no file, unreadable or too large image), PAYLOAD_TOO_LARGE; UnsupportedMediaType.
 */
export async function uploadContentFile(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'audit'>,
  part: UploadPart | undefined,
) {
  if (!part) throw new AppError('BAD_REQUEST', 'Please choose a file');
  const mime = part.mimetype;
  const isImage = (CONTENT_IMAGE_TYPES as readonly string[]).includes(mime);
  if (!isImage && !(CONTENT_DOCUMENT_TYPES as readonly string[]).includes(mime))
    throw new UnsupportedMediaType();
  const data = await checkedBytes(part, isImage);
  const size = isImage ? await imageSize(data) : null;
  if (isImage && !size) throw new AppError('BAD_REQUEST', 'The image cannot be read');
  if (size?.tooLarge)
    throw new AppError(
      'BAD_REQUEST',
      `The image is too large: at most ${CONTENT_IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8000 × 5000 pixels)`,
    );
  // The stored extension comes from the checked type, never from the name (issue 10 §12).
  const ext = MIME_EXTENSION[mime]!;
  const storedFile = await ctx.storage.put(ctx.scope.tenantId, data, ext);
  const spec = {
    targetId: (file: { id: string }) => file.id,
    load: rowOf<{ id: string }>(contentFiles, (file) => (file ? eq(contentFiles.id, file.id) : null)),
  };
  const row = await auditedWrite<typeof ctx, Awaited<ReturnType<typeof insertFile>>>(ctx, spec, (ctx) =>
    insertFile(ctx.scope, {
      storageKey: storedFile.key,
      filenameDownload: downloadName(part.filename, ext),
      type: mime,
      filesize: data.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      uploadedBy: ctx.actor.id,
    }),
  );
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    filename_disk: row.storageKey.split('/').pop(),
    filename_download: row.filenameDownload,
    filesize: row.filesize,
    width: row.width,
    height: row.height,
    uploaded_on: row.uploadedOn.toISOString(),
  };
}
