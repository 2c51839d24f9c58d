/**
 * Logger options that keep secrets out of the log (issue 10 §9): request URLs have the values of `token`,
 * `access_token`, `sig` and `signature` query parameters replaced by `[REDACTED]`, headers that carry
 * credentials are censored if anything logs them, and log messages are scrubbed the same way.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:access_token|token|sig|signature)=)[^&#\s"']*/gi;

/** `text` with the values of secret-bearing query parameters replaced by `[REDACTED]`. */
export function redactUrl(text: string): string {
  return text.replace(SECRET_PARAMS, '$1[REDACTED]');
}

/** Fastify's request serializer with the URL redacted (same fields as Fastify's default). */
function req(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino options to merge into the Fastify logger: the serializer above, `redact` for credential headers,
 * and a hook scrubbing string arguments (e.g. "Route GET:/x?token=… not found").
 */
export const redactingLoggerOptions = {
  serializers: { req },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'request.headers.authorization',
    ],
    censor: '[REDACTED]',
  },
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)),
      );
    },
  },
};

/**
 * Fastify's per-request log lines, made cheap (issue 17, docs/benchmarks.md): nothing when the request
 * arrives, one flat line when it completes — method, redacted URL, status, milliseconds (and the error, at
 * level error, when it failed) — instead of two lines through the request and reply serializers.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
