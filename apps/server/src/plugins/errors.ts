/**
 * The single error handler (DESIGN.md "Errors", STYLE.md "One error type"): zod failures → 400 with field
 * paths, AppError → its status, bad input caught below the schemas → 400 ({@link clientErrorMessage}), other
 * client errors keep their status; a 5xx never leaks its message.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Message of a multipart body that cannot be parsed (issue 10 §8). */
export const MALFORMED_MULTIPART_MESSAGE =
  'The upload could not be read: send a valid multipart/form-data body with a boundary';
/** Message of an update with no field to change (issue 10 §8). */
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';
/** Message of a value the database cannot hold (a backstop behind the schemas; issue 10 §8). */
export const INVALID_VALUE_MESSAGE = 'A value is out of range or not valid';

// busboy (through @fastify/multipart) throws plain Errors with these messages on a malformed body.
const MULTIPART_ERROR =
  /^(Multipart: |Boundary required|Unexpected end of (multipart data|form)|Malformed part header|.* terminated early due to unexpected end of multipart data)/;

/**
 * Client errors raised below the schemas, mapped to 400 (issue 10 §8): malformed multipart (busboy), an update
 * with nothing to set (drizzle's "No values to set") and PostgreSQL data exceptions (SQLSTATE class 22: NUL
 * bytes, out-of-range numbers and dates), which only input can cause. Null for any other error.
 */
export function clientErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if ('statusCode' in error && typeof error.statusCode === 'number') return null;
  if (MULTIPART_ERROR.test(error.message)) return MALFORMED_MULTIPART_MESSAGE;
  if (error.message === 'No values to set') return NOTHING_TO_UPDATE_MESSAGE;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return INVALID_VALUE_MESSAGE;
  }
  return null;
}

/** Message of a 503 while the database cannot be reached (issue 17: the portal answers 503, never 500). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable, please try again shortly';
/** Retry-After of that 503, in seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network error codes of a connection that cannot be opened or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres messages of a lost or unobtainable connection. */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * True when `error` (or one of its causes, as drizzle wraps driver errors) says the database cannot be
 * reached: a refused or cut connection, a pool that could not hand out a connection in time, or PostgreSQL
 * refusing work while starting or stopping (SQLSTATE class 08 connection exception, 57P01–57P03 shutdown,
 * 53300 too many connections). Such requests answer 503 with Retry-After; the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    }
    if (CONNECTION_MESSAGE.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** The reason phrase of an HTTP status (`http.STATUS_CODES`), e.g. 404 → 'Not Found'. */
const statusName = (status: number): string => STATUS_CODES[status] ?? 'Error';

/** Registers the error handler on the root instance (call before routes). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const where = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || '(root)';
        (errors[where] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = error.validation[0]?.message ?? 'Invalid input';
      return reply.status(400).send({ statusCode: 400, error: statusName(400), message: first, errors });
    }
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds)
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      return reply.status(error.status).send({
        statusCode: error.status,
        error: statusName(error.status),
        message: error.message,
        ...(error.details?.error_description ? { error_description: error.details.error_description } : {}),
        ...(error.details?.errors ? { errors: error.details.errors } : {}),
      });
    }
    const clientMessage = clientErrorMessage(error);
    if (clientMessage) {
      request.log.info({ err: error }, 'bad input');
      return reply.status(400).send({ statusCode: 400, error: statusName(400), message: clientMessage });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send({ statusCode: 503, error: statusName(503), message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ statusCode: status, error: statusName(status), message: 'An error occurred' });
    }
    return reply
      .status(status)
      .send({ statusCode: status, error: statusName(status), message: error.message });
  });
}
