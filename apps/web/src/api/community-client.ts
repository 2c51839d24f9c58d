/**
 * The community API client (spec 000 §7 "Clients and conventions", §8; docs/api-foundation.md):
 * calls `/api/v1/...` with `Authorization: Bearer <stored token>`, converts answer keys to camelCase
 * (blobs excepted).
 * - 401: removes the stored token and reloads the page (spec 000 §4 Session), unless the user signed out
 *   while the request was in flight ({@link endExpiredSession}).
 * - 500: error notification 'Request Failed: {message}' (default 'An error occurred'), the status text as
 *   description, 4.5 s.
 * - Every failure is thrown to the caller as an {@link ApiError}.
 */
import { MESSAGES } from '@portal/contracts/shared/messages';
import { LIMITS } from '@portal/contracts/shared/validation';
import { fetchOrTakeEarly } from './early-requests';
import { buildInit, buildUrl, readError, readSuccess, type RequestOptions } from './http';
import { getErrorNotifier } from './notifier';
import { clearStoredToken, getStoredToken } from './token-storage';
import { COMMUNITY_API_URL } from './base-urls';

const BASE_URL = COMMUNITY_API_URL;

/** Reloads the page; a function so tests can observe it. */
export const pageReloader = { reload: () => window.location.reload() };

/**
 * The 401 rule of spec 000 §4 Session for a request sent with the stored token `sentToken`: clears the token
 * and reloads the page, but only while `sentToken` is still the stored one. A request that was in flight
 * when the user signed out (or cancelled their membership) answers 401 too; reloading then would wipe the
 * sign-in page's message, and a newer session must not be dropped for an old token's 401.
 */
export function endExpiredSession(sentToken: string | null): void {
  if (sentToken === null || getStoredToken() !== sentToken) return;
  clearStoredToken();
  pageReloader.reload();
}

/**
 * Calls the community API. `path` as the spec writes it, e.g. 'api/v1/account'.
 * @throws ApiError for any non-2xx answer (after the 401 and 500 rules above).
 */
export async function communityRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getStoredToken();
  const response = await fetchOrTakeEarly(buildUrl(BASE_URL, path, options.query), buildInit(options, token));
  if (response.ok) return readSuccess<T>(response, options);
  const error = await readError(response);
  if (response.status === 401) {
    endExpiredSession(token);
  } else if (response.status === 500) {
    getErrorNotifier().error({
      title: MESSAGES.requestFailed(error.message || MESSAGES.defaultRequestError),
      description: response.statusText,
      duration: LIMITS.errorNotificationMs / 1000,
    });
  }
  throw error;
}

/** Shorthands of {@link communityRequest} per method. */
export const communityApi = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    communityRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    communityRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    communityRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    communityRequest<T>(path, { ...options, method: 'DELETE' }),
};
