/**
 * One way to declare a route's schema (issue 11, docs/architecture.md "Route declarations"): every route of
 * a `*.routes.ts` file passes `doc(summary, parts)` as its options, so the OpenAPI tags, summary and the zod
 * schemas of params, query, body and answers are written once per route and in one shape.
 *
 * The result is the plain `{ schema: { tags, summary, ...parts } }` object Fastify takes, with the zod types
 * kept in its type: `fastify-type-provider-zod` still infers `request.params`, `request.query`,
 * `request.body` and the reply from it. The doc-only parts (`form`, `file`, `access`, `errorShape`, `errors`,
 * `operationId`) are written for the swagger transforms of `lib/openapi.ts` (issue 40).
 */
import type { ZodType } from 'zod';

/** Answers by HTTP status code (`{ 200: ZThing, 404: ZError }`). */
export type ResponseSchemas = Readonly<Record<number, ZodType>>;

/** What a route validates and answers, all zod schemas from `@portal/contracts`. */
export interface RouteParts {
  /** Path parameters (`:id`). */
  params?: ZodType;
  /** Query string. */
  querystring?: ZodType;
  /** JSON (or multipart) body. */
  body?: ZodType;
  /** The 200 answer, or the answers by status code (`{ 201: ZCreated }`); none for files and streams. */
  response?: ZodType | ResponseSchemas;
  /** Content types the body may come in (OpenAPI `consumes`), e.g. `['multipart/form-data']`. */
  consumes?: readonly string[];
  /**
   * Doc only (the handler reads the parts; Fastify validates nothing): the multipart form of an upload, so
   * that generated clients can send it. With `consumes: MULTIPART_OR_JSON`, `fields` is also the JSON body.
   */
  form?: MultipartForm;
  /** Doc only: the 200 answer is a file of these media types (`format: binary`), e.g. `['application/pdf']`. */
  file?: readonly string[];
  /**
   * Who may call without a bearer token (OpenAPI `security`): `'public'` anyone (`security: []`);
   * `'signed'` the signed query of `lib/signed-url.ts` only (`security: []`, the query is documented);
   * `'bearer-or-signed'` a bearer token or that signed query; `'bearer'` (the default) a bearer token.
   */
  access?: 'bearer' | 'public' | 'signed' | 'bearer-or-signed';
  /** An explicit OpenAPI `operationId`; by default it is derived from method and path (`lib/openapi.ts`). */
  operationId?: string;
  /** Doc only: the shape of its 4xx answers — the shared `ApiError` (default) or Directus' `{ errors: […] }`. */
  errorShape?: 'api' | 'directus';
  /** Doc only: client errors it answers beyond 400/401/403/404 (e.g. `[409]`), in its error shape. */
  errors?: readonly number[];
}

/** A multipart/form-data body: its text fields (a zod object) and its file parts by name, one or many. */
export interface MultipartForm {
  fields?: ZodType;
  files?: Readonly<Record<string, 'one' | 'many'>>;
  /** File parts that must be present. */
  required?: readonly string[];
}

/** The parts of {@link RouteParts} that only the OpenAPI document reads, written under other keys. */
type DocOnly = 'response' | 'form' | 'file' | 'access' | 'errorShape' | 'errors';

/** `parts` with a bare `response` schema moved under status 200, as Fastify wants it. */
export type RouteSchema<P extends RouteParts> = { tags: string[]; summary: string } & Omit<P, DocOnly> &
  (P extends { response: infer R } ? { response: R extends ZodType ? { 200: R } : R } : unknown);

/** The route options `doc` makes: pass as the second argument of `app.get(url, …, handler)`. */
export interface DocumentedRoute<P extends RouteParts> {
  schema: RouteSchema<P>;
}

/**
 * A documenter for one OpenAPI tag: `const doc = routeDoc('events')`, then
 * `app.get('/api/ticket/:id', doc('A ticket', { params: ZEventIdParams, response: ZTicket }), handler)`.
 * Other route options are spread beside it: `{ ...doc('…', parts), preHandler: app.authenticate }`.
 * `defaults` apply to every route of the tag that names none (`routeDoc('auth', { access: 'public' })`).
 */
export function routeDoc(tag: string, defaults: Pick<RouteParts, 'access' | 'errorShape'> = {}) {
  return <const P extends RouteParts = Record<never, never>>(
    summary: string,
    parts?: P,
  ): DocumentedRoute<P> => {
    const {
      response,
      form,
      file,
      access = defaults.access,
      errorShape = defaults.errorShape,
      errors,
      ...rest
    } = parts ?? ({} as P);
    const schema: Record<string, unknown> = { tags: [tag], summary, ...rest };
    if (response !== undefined) schema.response = isZod(response) ? { 200: response } : response;
    // Read by lib/openapi.ts only; Fastify ignores these keys.
    if (form) schema['x-form'] = form;
    if (file) schema['x-file'] = file;
    if (errorShape === 'directus') schema['x-error-shape'] = errorShape;
    if (errors) schema['x-errors'] = errors;
    if (access === 'bearer-or-signed') schema.security = [{ bearer: [] }, {}];
    else if (access === 'public' || access === 'signed') schema.security = [];
    return { schema: schema as RouteSchema<P> };
  };
}

function isZod(value: ZodType | ResponseSchemas): value is ZodType {
  return typeof (value as ZodType).safeParse === 'function';
}
