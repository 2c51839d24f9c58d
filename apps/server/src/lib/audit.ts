/**
 * What an audit record says about a request (issue 39 point 3, docs/audit-log.md): which writes are staff
 * writes, the action name, the target from the route's path parameters (or the created row's id), and the
 * changed fields from the validated body with secrets redacted by key. Pure functions; the audit plugin
 * (`plugins/audit.ts`) writes the record.
 */
import { AUDIT_REDACTED, type TAuditChanges } from '@portal/contracts';
import { contentTypeOf, extensionOf } from './mime';

/** Route patterns (Fastify `routeOptions.url`) under which every write is a staff write. */
const STAFF_PREFIXES = ['/api/admin/', '/api/v1/admin/', '/api/content/manage/'];

/**
 * Staff writes outside those prefixes: a community's files and meeting files, which its moderators manage.
 * `METHOD pattern` keys.
 */
const STAFF_ROUTES = new Set<string>([
  'POST /api/v1/community/:id/folder',
  'PUT /api/v1/community/:id/folder/reorder',
  'PUT /api/v1/community/:id/folder/:folderId',
  'DELETE /api/v1/community/:id/folder/:folderId',
  'POST /api/v1/community/:id/folder/:folderId/asset',
  'DELETE /api/v1/community/:id/folder/:folderId/asset',
  'PUT /api/v1/community/:id/folder/:folderId/asset/reorder',
  'PUT /api/v1/community/:id/folder/:folderId/asset/:assetId',
  'POST /api/v1/community/:id/meeting/:mid/asset',
  'DELETE /api/v1/community/:id/meeting/:mid/asset/:assetId',
]);

/**
 * POSTs under the staff prefixes that only read (lists and previews with a body): not writes, never recorded.
 */
const READ_ONLY_POSTS = new Set<string>([
  'POST /api/v1/admin/community/:id/getlist',
  'POST /api/v1/admin/community/:id/getlist-with-answers',
  'POST /api/admin/import/preview',
  'POST /api/admin/import/dry-run',
]);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The action name of a route: `METHOD pattern` (`PATCH /api/v1/admin/community/:id`). */
export const auditAction = (method: string, pattern: string): string => `${method} ${pattern}`;

/**
 * Whether `METHOD pattern` is a staff write: a write method under a staff prefix (not a read-only POST) or a
 * listed staff route. Writes of an impersonated session are recorded too, whatever the route (the plugin).
 */
export function isStaffWrite(method: string, pattern: string): boolean {
  if (!WRITE_METHODS.has(method)) return false;
  const key = auditAction(method, pattern);
  if (READ_ONLY_POSTS.has(key)) return false;
  return STAFF_ROUTES.has(key) || STAFF_PREFIXES.some((p) => pattern.startsWith(p));
}

/** Path segments that name a resource by another word than its target type. */
const SEGMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['community', 'community'],
  ['users', 'user'],
  ['member', 'user'],
  ['block', 'user'],
  ['events', 'event'],
  ['event', 'event'],
  ['announcements', 'announcement'],
  ['server-values', 'server-value'],
  ['category', 'category'],
  ['tag', 'tag'],
  ['post', 'post'],
  ['comment', 'comment'],
  ['meeting', 'meeting'],
  ['question', 'question'],
  ['folder', 'folder'],
  ['asset', 'asset'],
  ['faq', 'faq'],
  ['enrolment', 'enrolment'],
  ['checkin', 'ticket'],
  ['memberships', 'membership'],
  ['invoices', 'invoice'],
  ['segments', 'segment'],
  ['taxonomy', 'taxonomy'],
]);

/** A target type from a path segment: the known word, else the segment singularised (`widgets` → `widget`). */
function typeOfSegment(segment: string): string {
  const known = SEGMENT_TYPES.get(segment);
  if (known) return known;
  const word = segment.toLowerCase().replace(/[^a-z-]/g, '');
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word || 'resource';
}

/** The target of a record: what kind of thing (`community`, `user`, `content`) and its id. */
export interface AuditTarget {
  type: string | null;
  id: string | null;
}

/**
 * The target of a staff write: the last path parameter and the segment before it (`/community/:id/member/:userId`
 * → user userId); a content item is `content` `{collection}/{id}`; a route without a parameter targets what the
 * answer's `id` names (a created row), typed by the route's last segment; else no id.
 */
export function auditTarget(pattern: string, params: unknown, answer: unknown): AuditTarget {
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const segments = pattern.split('/').filter(Boolean);
  if (segments.includes(':collection') && typeof values['collection'] === 'string') {
    const id = typeof values['id'] === 'string' || typeof values['id'] === 'number' ? `/${values['id']}` : '';
    return { type: 'content', id: `${values['collection']}${id}` };
  }
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    if (!segment.startsWith(':')) continue;
    const name = segment.slice(1);
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) continue;
    const type = /^user[_-]?id$/i.test(name) ? 'user' : typeOfSegment(segments[i - 1] ?? 'resource');
    return { type, id: String(value) };
  }
  const last = [...segments].reverse().find((s) => !s.startsWith(':') && !/^(api|v1|admin)$/.test(s));
  const created =
    answer && typeof answer === 'object' && Object.hasOwn(answer, 'id')
      ? (answer as { id: unknown }).id
      : null;
  return {
    type: last ? typeOfSegment(last) : null,
    id: typeof created === 'string' || typeof created === 'number' ? String(created) : null,
  };
}

/** Keys whose values never reach the log (passwords, tokens, one-time codes, secrets, keys). */
const SECRET_KEY =
  /pass(word|wd)?|secret|token|^code$|otp|api[-_]?key|private[-_]?key|authorization|cookie|signature/i;

/** Longest text kept of one value, and most fields of one record. */
const MAX_TEXT = 2000;
const MAX_FIELDS = 100;

/** A value with secrets redacted by key and long texts cut, at most 4 levels deep. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_FIELDS).map((v) => redact(v, depth + 1));
  if (Buffer.isBuffer(value)) return '[file]';
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value).slice(0, MAX_FIELDS))
    out[key] = SECRET_KEY.test(key) ? AUDIT_REDACTED : redact(v, depth + 1);
  return out;
}

/**
 * The changed fields of a write from its validated JSON body (`{ field: { after } }`, secrets redacted), or
 * null for a body that is not a plain object (none, multipart, a list).
 */
export function changesOfBody(body: unknown): TAuditChanges | null {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return null;
  const entries = Object.entries(body).filter(([, v]) => typeof v !== 'function');
  if (!entries.length) return null;
  const changes: TAuditChanges = {};
  for (const [key, value] of entries.slice(0, MAX_FIELDS))
    changes[key] = { after: SECRET_KEY.test(key) ? AUDIT_REDACTED : redact(value, 1) };
  return changes;
}

/**
 * A row's value as the log keeps it: dates as ISO strings, big integers as decimal strings, files as `[file]`,
 * nested objects likewise (their JSON form). `undefined` stays `undefined` (the field is absent).
 */
export function plainValue(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (Buffer.isBuffer(value)) return '[file]';
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null',
  ) as unknown;
}

/**
 * The changed fields between two rows (issue 39 point 3): `{ field: { before, after } }` for only the keys whose
 * values differ (compared in their plain JSON form, so dates compare as ISO strings and are written so), secrets
 * redacted by key, long texts cut. A key absent on one side (a created or deleted row: `before` or `after` is
 * null) is written with that side `null`. Keys in `ignore` (e.g. `updatedAt`, which every write changes) are
 * left out. For services that record in their own transaction (`db/audit.ts` `auditedWrite`).
 */
export function diffFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  ignore: readonly string[] = [],
): TAuditChanges {
  const changes: TAuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.includes(key) || Object.keys(changes).length >= MAX_FIELDS) continue;
    const b = plainValue(before && Object.hasOwn(before, key) ? before[key] : undefined) ?? null;
    const a = plainValue(after && Object.hasOwn(after, key) ? after[key] : undefined) ?? null;
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[key] = SECRET_KEY.test(key)
      ? { before: AUDIT_REDACTED, after: AUDIT_REDACTED }
      : { before: redact(b, 1), after: redact(a, 1) };
  }
  return changes;
}

/** What an audit record keeps of an uploaded or stored file: never its bytes (issue 39 point 3). */
export interface AuditFile {
  id?: string;
  name: string;
  /** Bytes. */
  size: number;
  /** The content type its name's extension stands for (`application/octet-stream` when unknown). */
  type: string;
}

/** The metadata of files for an audit record: id (when stored), name, size in bytes and content type. */
export function fileFacts(files: readonly { id?: string; name: string; size: number }[]): AuditFile[] {
  return files.map((f) => ({
    ...(f.id === undefined ? {} : { id: f.id }),
    name: f.name,
    size: f.size,
    type: contentTypeOf(extensionOf(f.name)),
  }));
}
