/**
 * One way to declare a route's schema (issue 11, docs/architecture.md "Route declarations"): every route of
 * a `*.routes.ts` file passes `doc(summary, parts)` as its options, so the OpenAPI tags, summary and the zod
 * schemas of params, query, body and answers are written once per route and in one shape.
 *
 * The result is the plain `{ schema: { tags, summary, ...parts } }` object Fastify takes, with the zod types
 * kept in its type: `fastify-type-provider-zod` still infers `request.params`, `request.query`,
 * `request.body` and the reply from it, and `/api/docs/json` is unchanged.
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
}

/** `parts` with a bare `response` schema moved under status 200, as Fastify wants it. */
export type RouteSchema<P extends RouteParts> = { tags: string[]; summary: string } & Omit<P, 'response'> &
  (P extends { response: infer R } ? { response: R extends ZodType ? { 200: R } : R } : unknown);

/** The route options `doc` makes: pass as the second argument of `app.get(url, …, handler)`. */
export interface DocumentedRoute<P extends RouteParts> {
  schema: RouteSchema<P>;
}

/**
 * A documenter for one OpenAPI tag: `const doc = routeDoc('events')`, then
 * `app.get('/api/ticket/:id', doc('A ticket', { params: ZEventIdParams, response: ZTicket }), handler)`.
 * Other route options are spread beside it: `{ ...doc('…', parts), preHandler: app.authenticate }`.
 */
export function routeDoc(tag: string) {
  return <const P extends RouteParts = Record<never, never>>(
    summary: string,
    parts?: P,
  ): DocumentedRoute<P> => {
    const { response, ...rest } = parts ?? ({} as P);
    const schema: Record<string, unknown> = { tags: [tag], summary, ...rest };
    if (response !== undefined) schema.response = isZod(response) ? { 200: response } : response;
    return { schema: schema as RouteSchema<P> };
  };
}

function isZod(value: ZodType | ResponseSchemas): value is ZodType {
  return typeof (value as ZodType).safeParse === 'function';
}
