/**
 * The served OpenAPI document (`/api/docs/json`) made standard (issue 40 "consistency"): what generators and
 * validators (`@redocly/cli lint`, Ajv, openapi-typescript + openapi-fetch) need, derived in one place.
 *
 * - {@link transformRoute} (the swagger `transform`, per route): zod → JSON Schema through
 *   fastify-type-provider-zod, plus the doc-only parts of `routeDoc` — the multipart form of an upload
 *   (`form`, file parts `format: binary`) and a file answer (`file`, `format: binary` of its media types).
 * - {@link finishDocument} (after `jsonSchemaTransformObject`, on the whole document): `servers`, a unique
 *   `operationId` per operation, 4xx answers with the shared error shape, `null` in nullable enums, nullable
 *   schemas without a `type` rewritten, and paths that differ only in a parameter name documented as one.
 */
import { z, type ZodType } from 'zod';
import { ZApiError } from '@portal/contracts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { MultipartForm } from './route-doc';

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];

/** A file part or a file answer: `{ type: 'string', format: 'binary' }` (OpenAPI 3.0). */
const BINARY = { type: 'string', format: 'binary' } as const;

/** The zod schema `zod` as the JSON Schema fastify-type-provider-zod emits for a request body. */
function bodyJson(input: TransformInput, zod: ZodType): Json {
  const out = jsonSchemaTransform({ ...input, schema: { body: zod } } as TransformInput);
  return (out.schema as { body: Json }).body;
}

/** The multipart/form-data schema of `form`: its text fields and its file parts (one or many). */
function formJson(input: TransformInput, form: MultipartForm): Json {
  const fields = form.fields ? bodyJson(input, form.fields) : { type: 'object', properties: {} };
  const properties: Json = { ...(fields.properties as Json | undefined) };
  for (const [name, count] of Object.entries(form.files ?? {}))
    properties[name] = count === 'one' ? BINARY : { type: 'array', items: BINARY };
  const required = [...((fields.required as string[] | undefined) ?? []), ...(form.required ?? [])];
  return { ...fields, type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The swagger `transform`: fastify-type-provider-zod's `jsonSchemaTransform`, then the doc-only parts of
 * `routeDoc` (`x-form`, `x-file`) written as the request body and the 200 answer.
 */
export function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const source = (input.schema ?? {}) as Json;
  const {
    'x-form': form,
    'x-file': file,
    ...schema
  } = source as Json & {
    'x-form'?: MultipartForm;
    'x-file'?: readonly string[];
  };
  const out = jsonSchemaTransform({ ...input, schema } as TransformInput);
  if (!form && !file) return out;
  const target = out.schema as Json;
  if (form) {
    const content: Json = { 'multipart/form-data': { schema: formJson(input, form) } };
    const consumes = (schema.consumes as string[] | undefined) ?? [];
    if (consumes.includes('application/json') && form.fields)
      content['application/json'] = { schema: bodyJson(input, form.fields) };
    target.body = { content };
  }
  if (file) {
    const content = Object.fromEntries(file.map((type) => [type, { schema: BINARY }]));
    target.response = { ...(target.response as Json | undefined), 200: { description: 'The file', content } };
  }
  return out;
}

/** The swagger `transformObject`: the components of fastify-type-provider-zod, then {@link finishDocument}. */
export function transformDocument(input: TransformObjectInput): ReturnType<typeof jsonSchemaTransformObject> {
  return finishDocument(jsonSchemaTransformObject(input) as Json) as ReturnType<
    typeof jsonSchemaTransformObject
  >;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** A schema that accepts only `null`, in OpenAPI 3.0 terms. */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/**
 * Finishes the document (pure: returns a new object). Operation ids: `routeDoc`'s explicit one, else method +
 * the path's words without `api` and the version (`GET /api/v1/community/post/{id}` → `getCommunityPostById`);
 * paths that would share an id (`/api/Event/{id}`, `/api/event/{id}`) are numbered in path order (`…2`).
 */
export function finishDocument(source: Json): Json {
  const doc = structuredClone(source);
  doc.servers = [{ url: '/', description: "The tenant's own host (the Host header chooses the tenant)" }];
  const components = (doc.components ??= {}) as Json;
  const schemas = (components.schemas ??= {}) as Json;
  schemas.ApiError = componentOf(ZApiError);
  schemas.DirectusErrors = componentOf(ZDirectusErrors);
  doc.paths = mergeIdenticalPaths(renameWildcard(doc.paths as Record<string, Json>));
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const security = doc.security as unknown[] | undefined;

  const wanted = new Map<string, { path: string; method: string }[]>();
  for (const [path, item] of Object.entries(paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const id = (op.operationId as string | undefined) ?? operationIdOf(method, path);
      wanted.set(id, [...(wanted.get(id) ?? []), { path, method }]);
      addClientErrors(op, path, (op.security as unknown[] | undefined) ?? security);
    }
  for (const [id, users] of wanted) {
    users.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    users.forEach(
      ({ path, method }, i) => (paths[path]![method]!.operationId = i === 0 ? id : `${id}${i + 1}`),
    );
  }
  fixNullable(doc);
  return doc;
}

/** Directus' error answer (`{ errors: [{ message, extensions: { code } }] }`, spec 002 §7). */
const ZDirectusErrors = z.object({
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string() }) })),
});

/** A zod schema as an OpenAPI 3.0 component. */
function componentOf(schema: ZodType): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0' }) as Json;
  return json;
}

/** `getCommunityPostById` from `get` and `/api/v1/community/post/{id}`. */
export function operationIdOf(method: string, path: string): string {
  const words = [method];
  for (const segment of path.split('/')) {
    if (!segment || segment === 'api' || /^v\d+$/.test(segment)) continue;
    const param = /^\{(.+)\}$/.exec(segment);
    if (param) words.push('by', param[1]!);
    else words.push(...segment.split(/[^A-Za-z0-9]+/));
  }
  return words
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

/** `{*}` (Fastify's wildcard) → `{key}`: OpenAPI tools do not take `*` as a parameter name. */
function renameWildcard(paths: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [path, item] of Object.entries(paths)) {
    if (!path.includes('{*}')) {
      out[path] = item;
      continue;
    }
    for (const method of METHODS)
      for (const p of ((item[method] as Json | undefined)?.parameters as Json[] | undefined) ?? [])
        if (p.in === 'path' && p.name === '*') p.name = 'key';
    out[path.replace('{*}', '{key}')] = item;
  }
  return out;
}

/**
 * Paths that differ only in parameter names (`/api/user/segment/{key}` and `/{id}`) become one path, named as
 * the one with the most operations (the first registered on a tie); the others' path parameters are renamed.
 */
function mergeIdenticalPaths(paths: Record<string, Json>): Record<string, Json> {
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const operations = (path: string) => METHODS.filter((m) => paths[path]![m]).length;
  const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const out: Record<string, Json> = {};
  for (const group of byShape.values()) {
    const name = group.reduce((best, path) => (operations(path) > operations(best) ? path : best));
    const item: Json = (out[name] = { ...paths[name] });
    for (const path of group) {
      if (path === name) continue;
      const names = paramNames(name);
      const own = paramNames(path);
      for (const method of METHODS) {
        const op = paths[path]![method] as Json | undefined;
        if (!op) continue;
        for (const p of (op.parameters as Json[] | undefined) ?? [])
          if (p.in === 'path') p.name = names[own.indexOf(p.name as string)] ?? p.name;
        item[method] = op;
      }
    }
  }
  return out;
}

const errorAnswer = (description: string, component: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } },
});

/**
 * Documents the client errors every operation can answer, in the shared error shape (DESIGN.md "Errors"):
 * 400 when it takes input, 401 and 403 when it needs a token, 404 when its path names a row, and the route's
 * own `errors` (`x-errors`, e.g. 409). The Directus
 * family (`x-error-shape: directus`) answers `{ errors: […] }`, and 403 for a missing item (spec 002 §7).
 */
function addClientErrors(op: Json, path: string, security: unknown[] | undefined): void {
  const responses = (op.responses ??= {}) as Json;
  const directus = op['x-error-shape'] === 'directus';
  const extra = (op['x-errors'] as number[] | undefined) ?? [];
  delete op['x-error-shape'];
  delete op['x-errors'];
  const component = directus ? 'DirectusErrors' : 'ApiError';
  const takesInput = Boolean(op.requestBody) || ((op.parameters as unknown[] | undefined)?.length ?? 0) > 0;
  const add = (code: string, text: string) => (responses[code] ??= errorAnswer(text, component));
  if (takesInput)
    add('400', directus ? 'Invalid query (INVALID_QUERY)' : 'Invalid input (field errors in `errors`)');
  if (security?.some((s) => Object.keys(s as Json).length > 0)) {
    add('401', 'No valid token');
    add('403', directus ? 'Not allowed, or no such item or collection' : 'Not allowed');
  }
  if (path.includes('{') && !directus) add('404', 'Not found');
  for (const code of extra)
    add(
      String(code),
      code === 404
        ? 'Not found'
        : code === 409
          ? 'Conflict'
          : code === 415
            ? 'Unsupported media type'
            : 'Client error',
    );
  if (!Object.keys(responses).some((code) => code.startsWith('4'))) add('4XX', 'Client error');
}

/**
 * OpenAPI 3.0 nullability made explicit for validators: a nullable enum lists `null` (Ajv checks `enum` on its
 * own), and `nullable` without a `type` (a union or a reference) becomes `anyOf: [that, null-only]`.
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(fixNullable);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const value of Object.values(schema)) fixNullable(value);
  if (schema.nullable !== true) return;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  if (schema.type !== undefined) return;
  const { nullable: _nullable, anyOf, ...rest } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  const branches = Array.isArray(anyOf) ? anyOf : [rest];
  Object.assign(schema, Array.isArray(anyOf) ? rest : {}, { anyOf: [...branches, NULL_ONLY] });
}
