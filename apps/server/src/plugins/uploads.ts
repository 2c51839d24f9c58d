/**
 * Multipart reading for community uploads (spec 001 §5 and §9): collects text fields (repeated names become
 * arrays) and files, checking each file's type and size with the shared rule of contracts, and stores the
 * accepted files through the storage plugin. Bad files answer 400 with the spec's message; nothing is stored.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  attachmentError,
  fileExtension,
  isSafeText,
  POST_MESSAGES,
  UNSAFE_TEXT_MESSAGE,
} from '@portal/contracts';
import type { StoredAttachment } from '../db/schema/index';
import type { FileStorage } from './storage';
import { AppError } from '../lib/app-error';
import { contentMatchesExtension } from '../lib/file-content';
import crypto from 'node:crypto';

/** The `consumes` of a route whose body may be multipart (with files) or JSON — read it with {@link readBody}. */
export const MULTIPART_OR_JSON = ['multipart/form-data', 'application/json'];

/** A received file, not yet stored. `size` in bytes. */
export interface IncomingFile {
  field: string;
  name: string;
  data: Buffer;
  size: number;
}

/** Parsed multipart body. */
export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: IncomingFile[];
}

/** Reads every part of a multipart request (the app's hard ceiling: 10 MB per file, 10 files). */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  // Field names are the caller's: a null-prototype object keeps `__proto__` an ordinary key.
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!part.filename) continue;
        files.push({ field: part.fieldname, name: part.filename, data, size: data.length });
      } else {
        const value = String(part.value ?? '');
        const key = part.fieldname.replace(/\[\]$/, '');
        if (!isSafeText(value) || !isSafeText(key)) throw badFile(key, UNSAFE_TEXT_MESSAGE);
        const prev = fields[key];
        fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badFile('files', POST_MESSAGES.fileSize);
    if (code === 'FST_FILES_LIMIT') throw badFile('files', POST_MESSAGES.tooManyFiles);
    throw error;
  }
  return { fields, files };
}

function badFile(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });
}

/**
 * Checks files against the allowed types, the per-file size, the count and their content (magic numbers
 * must match the extension); throws 400 with the first broken rule's message (spec 001 §5: 'Allowed only:
 * {list} file types', 'Maximum allowed file size is 5Mb'). `required` is the message of a call that needs at
 * least one file, `tooMany` replaces the default 'too many files' message. Nothing is stored before this passes.
 */
export async function checkFiles(
  files: IncomingFile[],
  rules: {
    types: readonly string[];
    maxBytes: number;
    maxFiles: number;
    field: string;
    required?: string;
    tooMany?: string;
  },
): Promise<void> {
  if (rules.required !== undefined && files.length === 0) throw badFile(rules.field, rules.required);
  if (files.length > rules.maxFiles) throw badFile(rules.field, rules.tooMany ?? POST_MESSAGES.tooManyFiles);
  for (const file of files) {
    const error = attachmentError(file, rules.types, rules.maxBytes);
    if (error) throw badFile(rules.field, error);
  }
  for (const file of files)
    if (!(await contentMatchesExtension(file.data, fileExtension(file.name))))
      throw badFile(rules.field, POST_MESSAGES.fileTypes(rules.types.join(', ')));
}

/** Stores files for the tenant; returns their attachment records (ids are new uuids). */
export async function storeFiles(
  storage: FileStorage,
  tenantId: string,
  files: IncomingFile[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  for (const file of files) {
    const { key, size } = await storage.put(tenantId as never, file.data, fileExtension(file.name));
    stored.push({ id: crypto.randomUUID(), name: file.name.slice(0, 255), key, size });
  }
  return stored;
}

/** Removes stored files after a failed transaction (best effort). */
export async function discardFiles(storage: FileStorage, tenantId: string, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(tenantId as never, key).catch(() => undefined)));
}

/** Field value as a list: repeated fields, a JSON array string, or a comma-free single value. */
export function listField(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.filter((v) => v !== '');
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid list', { errors: { '(root)': ['Invalid list'] } });
    }
  }
  return trimmed === '' ? [] : [trimmed];
}

/** 'true'/'false' field as a boolean, else undefined. */
export function boolField(value: string | string[] | undefined): boolean | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}

/** Single text field (the first when repeated). */
export function textField(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Where stored community files are served (`GET /api/v1/community/files/{key}`). */
const FILES_PATH = '/api/v1/community/files/';

/** Public URL of a stored key (absolute URLs and root paths are kept as they are). */
export function fileUrl(key: string | null): string | null {
  if (!key) return null;
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  return `${FILES_PATH}${key}`;
}

/**
 * {@link fileUrl} in SQL, for answers PostgreSQL assembles as JSON: the public URL of the stored key in
 * `key` (a column or expression; NULL or '' stays NULL, absolute URLs and root paths are kept).
 */
export function fileUrlSql(key: SQL | AnyColumn): SQL {
  return sql`case when coalesce(${key}, '') = '' then null when ${key} ~ '^(https?:)?//' or left(${key}, 1) = '/' then ${key} else ${FILES_PATH} || ${key} end`;
}

/**
 * Reads a body that may be multipart (fields + files) or JSON: multipart text fields go through
 * `normalise` (field names to the contract's input shape); a JSON body is taken as it is, with no files.
 * Validate the returned `input` with the contract's schema (`parseOr400`).
 */
export async function readBody(
  request: FastifyRequest,
  normalise: (fields: Record<string, string | string[]>) => Record<string, unknown>,
): Promise<{ input: unknown; files: IncomingFile[] }> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request);
    return { input: normalise(fields), files };
  }
  return { input: request.body ?? {}, files: [] };
}

/** Reads a multipart body. @throws AppError 400 'Expected multipart/form-data' for any other body. */
export async function requireMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Expected multipart/form-data');
  return readMultipart(request);
}

/** The entries of `o` without `undefined` and empty-string values (optional multipart fields left blank). */
export function dropEmpty(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * Runs `write` (the database writes that reference freshly stored files); when it fails, the stored files
 * are removed again (best effort) and the error is rethrown — nothing of a failed upload stays on disk.
 */
export async function keepFilesIf<T>(
  storage: FileStorage,
  tenantId: string,
  stored: readonly { key: string }[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardFiles(
      storage,
      tenantId,
      stored.map((s) => s.key),
    );
    throw error;
  }
}

/** Rows of `post_attachments` for stored files of a post or a comment (`owner`: `{ postId }` or `{ commentId }`). */
export function attachmentRows<O extends { postId: string } | { commentId: string }>(
  tenantId: string,
  stored: readonly StoredAttachment[],
  owner: O,
) {
  return stored.map((s) => ({ id: s.id, tenantId, name: s.name, key: s.key, size: s.size, ...owner }));
}

/** Stored attachments as the contracts show them: `{ id, name, path }`, `path` being the file's URL. */
export function attachmentLinks(attachments: readonly { id: string; name: string; key: string }[]) {
  return attachments.map((x) => ({ id: x.id, name: x.name, path: fileUrl(x.key)! }));
}
