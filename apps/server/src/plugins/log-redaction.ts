/**
 * Logger options that keep secrets out of the log (issue 10 §9, issue 35 point 2). Every query string of a
 * logged URL keeps its parameter names but only the values of {@link LOGGED_QUERY_PARAMS} (paging, sorting,
 * image sizes: harmless and useful when reading a log); every other value — `password`, `token`, `code`, `sig`,
 * `username`, the spec's `/account/impersonate?username&password&impersonatorId` and whatever a route adds
 * later — becomes `[REDACTED]`. The same rule scrubs log messages and logged errors (message, stack and every
 * string they carry, e.g. "Route GET:/x?password=… not found"), and JSON-looking `"password":"…"` pairs in them
 * (a malformed body's parse error quotes the body). Credential headers and secret fields of any logged object
 * are censored by pino's `redact`. Bodies are never logged.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/** The replacement of every secret value. */
export const REDACTED = '[REDACTED]';

/** Query parameters whose values are logged as sent (lower case); every other value is {@link REDACTED}. */
export const LOGGED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'page',
  'pagesize',
  'pagenumber',
  'size',
  'limit',
  'offset',
  'sort',
  'sortby',
  'sortfield',
  'sortorder',
  'meta',
  'isread',
  'section',
  'preview',
  'expires',
  'width',
  'height',
  'quality',
  'fit',
  'format',
  'download',
]);

/** `name=value` after `?` or `&`, in a URL or anywhere in a message. */
const QUERY_PAIR = /([?&])([^=&#\s"'?<>]+)=([^&#\s"'<>]*)/g;

/** Names of secret fields in JSON text or objects: passwords, codes, tokens, secrets, keys, signatures. */
const SECRET_NAME =
  '[\\w-]*(?:password|passcode|code|token|secret|key|signature|sig|authorization|cookie)[\\w-]*';
const JSON_SECRET = new RegExp(`("${SECRET_NAME}"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[^,}\\s]+)`, 'gi');

/** Whether the value of query parameter `name` may be logged. */
function isLoggedParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed name is logged as sent; its value is redacted below.
  }
  return LOGGED_QUERY_PARAMS.has(decoded.toLowerCase());
}

/**
 * `text` (a URL or a message) with the value of every query parameter outside {@link LOGGED_QUERY_PARAMS} and
 * of every JSON `"…secret name…": value` pair replaced by {@link REDACTED}.
 */
export function redactUrl(text: string): string {
  return text
    .replace(QUERY_PAIR, (_all, lead: string, name: string, value: string) =>
      isLoggedParam(name) ? `${lead}${name}=${value}` : `${lead}${name}=${REDACTED}`,
    )
    .replace(JSON_SECRET, `$1"${REDACTED}"`);
}

/** A copy of a serialised value with {@link redactUrl} applied to every string (depth-bounded). */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrub(item, depth + 1);
  return out;
}

/** What a JSON parse error's message becomes: V8 quotes the text around the error, which may be a password. */
export const WITHHELD_PARSE_MESSAGE = 'Malformed JSON (the parser message quotes the body: withheld)';

/**
 * pino's error serializer with the message, stack and every other string scrubbed; a `SyntaxError` (a malformed
 * JSON body) loses its message altogether, since its quote may start in the middle of a secret.
 */
function err(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const serialized = stdSerializers.err(error);
  if (error instanceof SyntaxError || serialized.type === 'SyntaxError') {
    const frames = (serialized.stack ?? '').split('\n').slice(1);
    serialized.message = WITHHELD_PARSE_MESSAGE;
    serialized.stack = [`SyntaxError: ${WITHHELD_PARSE_MESSAGE}`, ...frames].join('\n');
  }
  return scrub(serialized) as { type: string; message: string; stack: string };
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

/** Secret fields censored wherever a logged object carries them (top level and one level down). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'meetingPassword',
  'code',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'authorization',
  'cookie',
];

/** An error's own `code` (`BAD_REQUEST`, `ECONNREFUSED`, `FST_ERR_…`, a SQLSTATE such as `23505`). */
const ERROR_CODE = /^(?:[A-Z][A-Z0-9_]*|[0-9A-Z]{5})$/;

/**
 * The censor of `redact`: {@link REDACTED}, except a `code` that is an error's code rather than a verification
 * code (verification codes are 6 digits), so logged errors keep saying what went wrong.
 */
function censorField(value: unknown, path: string[]): unknown {
  if (path[path.length - 1] === 'code' && typeof value === 'string' && ERROR_CODE.test(value)) return value;
  return REDACTED;
}

/**
 * pino options to merge into the Fastify logger: the serializers above, `redact` for credential headers and
 * secret fields, and a hook scrubbing string arguments (e.g. "Route GET:/x?token=… not found").
 */
export const redactingLoggerOptions = {
  serializers: { req, err },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      'request.headers.authorization',
      'request.headers.cookie',
      ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
    ],
    censor: censorField,
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
