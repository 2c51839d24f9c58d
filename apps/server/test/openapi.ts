/**
 * Helpers for the security suites (issue 10 "Keep it closed"): every operation of the app's OpenAPI document,
 * neutral values for its parameters, and a snapshot of the database to prove that requests changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A JSON schema as @fastify/swagger writes it (only the parts the suites read). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  default?: unknown;
}

/** One operation: method, OpenAPI path (`/api/event/{id}`), its parameters and JSON body schema. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** `METHOD path`, the key of allow-lists. */
  key: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** Names in the path template (`{id}`), whether or not a params schema declares them. */
  templateParams: string[];
  body: JsonSchema | null;
  /** The operation documents a request body of some content type. */
  hasBody: boolean;
}

/** Every operation of the app's OpenAPI document (the app must be ready). */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema?: JsonSchema }[];
          requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      ops.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: pick('path'),
        queryParams: pick('query'),
        templateParams: [...path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!),
        body: op.requestBody?.content['application/json']?.schema ?? null,
        hasBody: op.requestBody !== undefined,
      });
    }
  return ops;
}

/** First concrete (non-null) branch of a schema. */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return branches.find((b) => b.type !== 'null') ?? branches[0] ?? {};
}

/** A valid-looking value of a parameter schema that names no existing row (uuid zero, int4 maximum). */
export function neutralValue(schema: JsonSchema): string {
  const s = concrete(schema);
  if (s.enum?.length) return String(s.enum[0]);
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return '2147483647';
  if (type === 'boolean') return 'true';
  return 'x';
}

/** The URL of an operation with each path parameter given by `value(name, schema)`. */
export function urlOf(op: Operation, value: (name: string, schema: JsonSchema) => string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.pathParams.find((p) => p.name === name);
    const v = value(name, param?.schema ?? {});
    return name === '*' ? v : encodeURIComponent(v);
  });
}

/**
 * Row count and an md5 of every row of every table in the public schema, by table name. Two equal snapshots
 * mean no row was added, removed or changed.
 * @param ignore tables whose changes are expected (none by default).
 */
export async function snapshotTables(
  app: FastifyInstance,
  ignore: string[] = [],
): Promise<Record<string, string>> {
  const db = app.database.db;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (ignore.includes(name)) continue;
    const result = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${result.rows[0]!.n}:${result.rows[0]!.h}`;
  }
  return out;
}

/** Operations that take no body (actions on the row named by the path, or on the caller). */
export const BODYLESS = new Set([
  'POST /api/v1/community/users/set-first-login',
  'POST /api/v1/admin/users/{id}/impersonation',
  'POST /api/v1/admin/users/{id}/sign-out-everywhere',
  'POST /api/admin/deliveries/retry',
  'POST /api/v1/auth/impersonation/end',
  'POST /api/favourite/event/{id}',
  'POST /api/cart/new',
  'POST /api/calendar/feed/regenerate',
  'POST /api/v1/account/closure',
  'POST /api/v1/admin/account-closures/{id}/approve',
  'POST /api/v1/admin/account-closures/{id}/decline',
  'POST /api/admin/events/{id}/publish',
  'POST /api/admin/events/{id}/unpublish',
  'POST /api/v1/news/{id}/add-to-favorite',
  'POST /api/v1/news/{id}/delete-from-favorite',
  'POST /api/v1/resources/{id}/add-to-favorite',
  'POST /api/v1/resources/{id}/delete-from-favorite',
  'POST /api/content/manage/{collection}/{id}/archive',
  'POST /api/content/manage/{collection}/{id}/unpublish',
  'POST /api/v1/community/preference',
  'POST /api/v1/community/get-top-favorites',
  'POST /api/v1/community/{id}/like',
  'POST /api/v1/community/{id}/dislike',
  'POST /api/v1/community/{id}/add-to-favorite',
  'POST /api/v1/community/{id}/delete-from-favorite',
  'POST /api/v1/community/{id}/view',
  'PUT /api/v1/community/{id}/join/cancel',
  'PUT /api/v1/community/{id}/unjoin',
  'POST /api/v1/community/post/{id}/view',
  'POST /api/v1/community/post/{id}/share',
  'POST /api/v1/community/post/{id}/like',
  'POST /api/v1/community/post/{id}/dislike',
  'POST /api/v1/community/post/{id}/save',
  'POST /api/v1/community/post/{id}/unsave',
  'POST /api/v1/community/post/comment/{commentId}/like',
  'POST /api/v1/community/post/comment/{commentId}/dislike',
  'POST /api/v1/community/{id}/meeting/{mid}/add-to-favorite',
  'POST /api/v1/community/{id}/meeting/{mid}/delete-from-favorite',
  'PUT /api/v1/admin/faq/{id}/restore',
  'PUT /api/v1/community/notification/all-set-as-read',
  'PUT /api/v1/announcements/{id}/cancelled',
  'POST /api/user/segment/{id}',
  'POST /api/admin/enrolment/{id}/complete',
  'POST /api/admin/invoices/{id}/refund',
  'POST /api/v1/admin/community/{id}/comment/{commentId}/report/approve',
]);

/**
 * Operations whose body is multipart (files) or JSON, read in the handler and checked there with a contracts
 * schema (`parseOr400`); their text fields pass the same NUL/surrogate check (communities/uploads.ts).
 */
export const HANDLER_PARSED = new Set([
  'POST /api/admin/events/upload',
  'POST /api/content/manage/files',
  'PUT /api/v1/community/{id}/join/question/{qid}/send-files',
  'POST /api/v1/admin/community',
  'PUT /api/v1/admin/community/{id}',
  'POST /api/v1/community/post',
  'PUT /api/v1/community/post/{id}',
  'POST /api/v1/community/post/{id}/comment',
  'POST /api/v1/admin/community/{id}/meeting',
  'PUT /api/v1/admin/community/{id}/meeting/{mid}',
  'POST /api/v1/community/{id}/meeting/{mid}/asset',
  'POST /api/v1/community/{id}/folder/{folderId}/asset',
  'POST /api/user/profileimage',
  'POST /api/user/enquire',
  'POST /api/user/contactus',
  'POST /api/user/cpd',
  'PUT /api/user/cpd/{id}',
]);

/** Own property names of Object.prototype, to prove it unpolluted after a suite. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
