/**
 * Directus-form errors for the items/assets family (`{ errors: [{ message, extensions: { code } }] }`, spec 002
 * §7): query mistakes answer 400 `INVALID_QUERY`, never a 500; server faults are logged and never leak.
 */
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../plugins/errors';
import { DirectusError } from './query';

/** Directus error code of an AppError status. */
const codeOf = (status: number) =>
  status === 401 ? 'INVALID_CREDENTIALS' : status === 403 ? 'FORBIDDEN' : 'INVALID_QUERY';

/** Installs the Directus error handler on an (encapsulated) Fastify instance. */
export function directusErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof DirectusError) return reply.status(error.status).send(error.body());
    if (hasZodFastifySchemaValidationErrors(error))
      return reply
        .status(400)
        .send(new DirectusError(400, 'INVALID_QUERY', `Invalid query. ${error.message}`).body());
    if (error instanceof AppError)
      return reply
        .status(error.status)
        .send(new DirectusError(error.status, codeOf(error.status), error.message).body());
    // Database rejections of a value (e.g. out of range) are the query's fault: 400, not 500.
    if (typeof error.code === 'string' && /^22/.test(error.code))
      return reply
        .status(400)
        .send(new DirectusError(400, 'INVALID_QUERY', 'Invalid query. Bad value.').body());
    // The database is unreachable (restart, failover): 503 with Retry-After, as everywhere (issue 17).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(new DirectusError(503, 'SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE).body());
    }
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'content request failed');
    const internal = status >= 500;
    return reply
      .status(status)
      .send(
        new DirectusError(
          status,
          internal ? 'INTERNAL_SERVER_ERROR' : 'INVALID_QUERY',
          internal ? 'An error occurred' : error.message,
        ).body(),
      );
  });
}
