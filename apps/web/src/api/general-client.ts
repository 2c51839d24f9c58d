/**
 * The general API client (spec 000 §7 "Clients and conventions", §8; docs/api-foundation.md): calls
 * `/api/...` with `Authorization: Bearer <accessToken claim of the stored token>` (decoded with jwt-decode).
 * Options `skipAuth` (no header, no token needed) and `skipCamelCase` (answer keys kept as sent).
 * - Token problems throw Error('Authorization token not found' | 'Failed to decode token' |
 *   'Access token is missing in decoded token') before any request.
 * - 500: error notification with the error message and the server's error_description (default
 *   'Error Details'), 4.5 s.
 * - Every failure is thrown to the caller as an {@link ApiError}.
 */
import { jwtDecode } from 'jwt-decode';
import { LIMITS, MESSAGES, type TokenClaims } from '@portal/contracts';
import { fetchOrTakeEarly } from './early-requests';
import { buildInit, buildUrl, readError, readSuccess, type RequestOptions } from './http';
import { getErrorNotifier } from './notifier';
import { getStoredToken } from './token-storage';
import { GENERAL_API_URL } from './base-urls';

const BASE_URL = GENERAL_API_URL;

/** Options of a general API call. */
export interface GeneralRequestOptions extends RequestOptions {
  /** Send no Authorization header (public calls). */
  skipAuth?: boolean;
  /** Keep the answer's keys as the server sent them. */
  skipCamelCase?: boolean;
}

/**
 * The claims of the last stored token decoded: a first visit's general calls (the dashboard makes several)
 * decode the same token once, not once each (issue 37 point 5: main-thread time). Keyed by the whole stored
 * token, so a new sign-in or a refreshed token is decoded afresh.
 */
let decoded: { stored: string; claims: TokenClaims } | null = null;

/**
 * The access token for the general API, from the stored signed token.
 * @throws Error with one of the three token messages of spec 000 §7.
 */
export function getGeneralAccessToken(): string {
  const stored = getStoredToken();
  if (!stored) throw new Error(MESSAGES.tokenNotFound);
  let claims: TokenClaims;
  if (decoded?.stored === stored) claims = decoded.claims;
  else {
    try {
      claims = jwtDecode<TokenClaims>(stored);
    } catch {
      throw new Error(MESSAGES.tokenDecodeFailed);
    }
    decoded = { stored, claims };
  }
  if (!claims.accessToken) throw new Error(MESSAGES.accessTokenMissing);
  return claims.accessToken;
}

/**
 * Calls the general API. `path` as the spec writes it, e.g. 'api/engagement/track'.
 * @throws Error for token problems, ApiError for any non-2xx answer.
 */
export async function generalRequest<T>(path: string, options: GeneralRequestOptions = {}): Promise<T> {
  const authorization = options.skipAuth ? null : getGeneralAccessToken();
  const response = await fetchOrTakeEarly(
    buildUrl(BASE_URL, path, options.query),
    buildInit(options, authorization),
  );
  if (response.ok) return readSuccess<T>(response, options, options.skipCamelCase);
  const error = await readError(response);
  if (response.status === 500) {
    getErrorNotifier().error({
      title: error.message,
      description: error.error_description || MESSAGES.defaultErrorDetails,
      duration: LIMITS.errorNotificationMs / 1000,
    });
  }
  throw error;
}

type ShortOptions = Omit<GeneralRequestOptions, 'method' | 'body'>;

/** Shorthands of {@link generalRequest} per method. */
export const generalApi = {
  get: <T>(path: string, options: ShortOptions = {}) =>
    generalRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: ShortOptions = {}) =>
    generalRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: ShortOptions = {}) =>
    generalRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: ShortOptions = {}) =>
    generalRequest<T>(path, { ...options, method: 'DELETE' }),
};
