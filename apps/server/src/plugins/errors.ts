/**
 * The single error handler (DESIGN.md "Errors", STYLE.md "One error type"): zod failures → 400 with field
 * paths, AppError → its status, bad input caught below the schemas → 400 ({@link clientErrorMessage}), other
 * client errors keep their status; a 5xx never leaks its message.
 */
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

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

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
      return reply.status(400).send({ statusCode: 400, error: STATUS_NAMES[400], message: first, errors });
    }
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds)
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      return reply.status(error.status).send({
        statusCode: error.status,
        error: STATUS_NAMES[error.status] ?? 'Error',
        message: error.message,
        ...(error.details?.error_description ? { error_description: error.details.error_description } : {}),
        ...(error.details?.errors ? { errors: error.details.errors } : {}),
      });
    }
    const clientMessage = clientErrorMessage(error);
    if (clientMessage) {
      request.log.info({ err: error }, 'bad input');
      return reply.status(400).send({ statusCode: 400, error: STATUS_NAMES[400], message: clientMessage });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ statusCode: status, error: STATUS_NAMES[status] ?? 'Error', message: 'An error occurred' });
    }
    return reply
      .status(status)
      .send({ statusCode: status, error: STATUS_NAMES[status] ?? 'Error', message: error.message });
  });
}
