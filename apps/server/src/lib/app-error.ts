/**
 * The one error type of the server (STYLE.md "One error type"): a code mapped to an HTTP status.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The caller does not accept the only media type the call answers (`GET /api/live`: text/event-stream). */
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  /** A payment provider could not be reached or refused the call (issue 34); the message says what to do. */
  BAD_GATEWAY: 502,
  /** The process cannot take the call now (live streams while their notifications are down); retry later. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: {
      errors?: Record<string, string[]>;
      error_description?: string;
      retryAfterSeconds?: number;
    },
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
