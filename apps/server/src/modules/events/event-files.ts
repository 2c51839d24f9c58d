/**
 * Event images and documents (/admin/events uploads, spec 000 §2): images jpeg/png/webp/gif ≤ 5 MB, documents
 * pdf/docx/xlsx/pptx/txt/csv ≤ 10 MB, content checked against the type, stored through the storage plugin
 * under unguessable keys and served back at `/api/events/files/{year}/{month}/{name}` within the tenant.
 */
import type { Readable } from 'node:stream';
import path from 'node:path';
import { EVENT_MESSAGES } from '@portal/contracts';
import { auditedWrite } from '../../db/audit';
import { AppError } from '../../lib/app-error';
import { contentMatchesExtension } from '../../lib/file-content';
import { DOCUMENT_MIME_EXTENSION, IMAGE_MIME_EXTENSION, contentTypeOf } from '../../lib/mime';
import type { RequestContext } from '../../plugins/auth';

/** Largest event image: 5 MB. */
const IMAGE_MAX = 5 * 1024 * 1024;
/** Largest event document: 10 MB. */
const DOC_MAX = 10 * 1024 * 1024;

/** Extensions served back: those of the accepted image and document types. */
const SERVED_EXTENSIONS = new Set([
  ...Object.values(IMAGE_MIME_EXTENSION),
  ...Object.values(DOCUMENT_MIME_EXTENSION),
]);

/** An uploaded file as the multipart reader hands it over: declared type, name, and a way to read it. */
export interface EventUpload {
  mimetype: string;
  filename: string;
  toBuffer(): Promise<Buffer>;
}

/** The extension a table gives a declared type, own keys only (a type such as `__proto__` is unknown). */
const extensionOfType = (table: Readonly<Record<string, string>>, type: string): string | undefined =>
  Object.hasOwn(table, type) ? table[type] : undefined;

/**
 * Stores an uploaded event image or document. @returns `{ url, name }` (url served by {@link readEventFile}).
 * Recorded (issue 39 point 3; the route's target) with the file's `name`, `size` (bytes), `type` and `url` as
 * `after` values — never its bytes; a refused upload records nothing.
 * @throws AppError BAD_REQUEST (no file, type not allowed or content not matching), PAYLOAD_TOO_LARGE.
 */
export async function uploadEventFile(
  ctx: Pick<RequestContext, 'scope' | 'storage' | 'audit'>,
  file: EventUpload | undefined,
): Promise<{ url: string; name: string }> {
  const created = (value: unknown) => ({ before: null, after: value });
  const changes = ({ answer, size, type }: StoredUpload) => ({
    name: created(answer.name),
    size: created(size),
    type: created(type),
    url: created(answer.url),
  });
  const { answer } = await auditedWrite<typeof ctx, StoredUpload>(ctx, { changes }, (ctx) =>
    storeEventFile(ctx, file),
  );
  return answer;
}

/** A stored upload: the route's answer, the size in bytes and the declared (checked) type. */
interface StoredUpload {
  answer: { url: string; name: string };
  size: number;
  type: string;
}

/** Checks and stores the upload. */
async function storeEventFile(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  file: EventUpload | undefined,
): Promise<StoredUpload> {
  if (!file) throw new AppError('BAD_REQUEST', 'A file is required');
  const isImage = Object.hasOwn(IMAGE_MIME_EXTENSION, file.mimetype);
  const ext =
    extensionOfType(IMAGE_MIME_EXTENSION, file.mimetype) ??
    extensionOfType(DOCUMENT_MIME_EXTENSION, file.mimetype);
  if (!ext) throw new AppError('BAD_REQUEST', 'This file type is not allowed');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  }
  if (data.length > (isImage ? IMAGE_MAX : DOC_MAX))
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  if (!(await contentMatchesExtension(data, ext)))
    throw new AppError('BAD_REQUEST', 'This file type is not allowed');
  const stored = await ctx.storage.put(ctx.scope.tenantId, data, ext);
  const url = `/api/events/files/${stored.key.slice(ctx.scope.tenantId.length + 1)}`;
  return { answer: { url, name: file.filename }, size: data.length, type: file.mimetype };
}

/** A stored event file to send: its stream, type, and whether it is shown inline (images) or downloaded. */
export interface EventFile {
  stream: Readable;
  type: string;
  inline: boolean;
}

/** Opens an event file of the tenant. @throws AppError NOT_FOUND for unknown types or missing files. */
export async function readEventFile(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  file: { year: string; month: string; name: string },
): Promise<EventFile> {
  const ext = path.extname(file.name).slice(1);
  const type = SERVED_EXTENSIONS.has(ext) ? contentTypeOf(ext) : undefined;
  if (!type) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  try {
    const key = `${ctx.scope.tenantId}/${file.year}/${file.month}/${file.name}`;
    const stream = await ctx.storage.read(ctx.scope.tenantId, key);
    // Documents download; only images are shown inline (issue 10 §12).
    return { stream, type, inline: type.startsWith('image/') };
  } catch {
    throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  }
}
