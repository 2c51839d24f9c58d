/**
 * The single error handler (DESIGN.md "Errors", STYLE.md "One error type"): zod failures → 400 with field
 * paths, AppError → its status, other client errors keep their status; a 5xx never leaks its message.
 */
import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

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
