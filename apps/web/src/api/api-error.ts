/**
 * The error both API clients throw for a failed answer (spec 000 §8, docs/api-foundation.md): the HTTP
 * status and the server's `message`, `error_description` and field `errors` (field path → messages, on 400).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error_description?: string;
  readonly errors?: Record<string, string[]>;

  constructor(
    status: number,
    message: string,
    details: { error_description?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error_description = details.error_description;
    this.errors = details.errors;
  }
}

/** Narrows an unknown thrown value to an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The message to show for any thrown value: the server's message, else the error's own, else `fallback`. */
export function errorMessage(value: unknown, fallback: string): string {
  if (value instanceof Error && value.message) return value.message;
  return fallback;
}
