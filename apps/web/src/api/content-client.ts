/**
 * Client of the content service (spec 002 §7 "News, resources, pages"; docs/api-content.md): a
 * Directus-compatible items/assets API under `/api/content`. Sends the general API's access token
 * (spec 000 §7), converts answer keys to camelCase (`meta.filter_count` → `meta.filterCount`).
 * - 401: clears the stored token and reloads the page (spec 000 §4 Session), unless the user signed out
 *   while the request was in flight.
 * - 500: error notification 'Request Failed: {message}' (default 'An error occurred'), 4.5 s (spec 002 §8).
 * - Every failure is thrown as an {@link ApiError} carrying the Directus `errors[0].message`.
 */
import { LIMITS, MESSAGES } from '@portal/contracts';
import { ApiError } from './api-error';
import { endExpiredSession } from './community-client';
import { getGeneralAccessToken } from './general-client';
import { fetchOrTakeEarly } from './early-requests';
import { buildInit, buildUrl, readSuccess, type RequestOptions } from './http';
import { getErrorNotifier } from './notifier';
import { getStoredToken } from './token-storage';
import { CONTENT_API_URL } from './base-urls';
import { toQueryParams, type ItemsAnswer, type ItemsQuery } from './content-urls';

const BASE_URL = CONTENT_API_URL;

export {
  assetUrl,
  RESIZED_IMAGE_FORMAT,
  toQueryParams,
  type AssetUrlOptions,
  type ItemsAnswer,
  type ItemsMeta,
  type ItemsQuery,
} from './content-urls';

async function readContentError(response: Response): Promise<ApiError> {
  let message = response.statusText;
  try {
    const body = (await response.json()) as { errors?: Array<{ message?: string }>; message?: string };
    message = body.errors?.[0]?.message ?? body.message ?? message;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(response.status, message);
}

/**
 * Calls the content service. `path` relative to the site root, e.g. 'api/content/items/news'.
 * @throws Error for token problems, ApiError for any non-2xx answer.
 */
export async function contentRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getStoredToken();
  const response = await fetchOrTakeEarly(
    buildUrl(BASE_URL, path, options.query),
    buildInit(options, getGeneralAccessToken()),
  );
  if (response.ok) return readSuccess<T>(response, options);
  const error = await readContentError(response);
  if (response.status === 401) {
    endExpiredSession(token);
  } else if (response.status >= 500) {
    getErrorNotifier().error({
      title: MESSAGES.requestFailed(error.message || MESSAGES.defaultRequestError),
      description: response.statusText,
      duration: LIMITS.errorNotificationMs / 1000,
    });
  }
  throw error;
}

/** `GET /api/content/items/{collection}` with a Directus query. */
export function readItems<T>(collection: string, query: ItemsQuery, signal?: AbortSignal) {
  return contentRequest<ItemsAnswer<T>>(`api/content/items/${collection}`, {
    query: toQueryParams(query),
    signal,
  });
}

/** `GET /api/content/items/{collection}/{id}` with `fields`. */
export async function readItem<T>(
  collection: string,
  id: string | number,
  fields: string[],
  signal?: AbortSignal,
) {
  const answer = await contentRequest<{ data: T }>(
    `api/content/items/${collection}/${encodeURIComponent(String(id))}`,
    { query: { fields: fields.join(',') }, signal },
  );
  return answer.data;
}

/**
 * `GET /api/content/assets/{id}/signed-url`: a 10-minute URL of one file for `<img src>`, frames and
 * download links, which cannot send the token as a header (issue 10 §9: tokens never go in URLs).
 */
export async function fetchSignedAssetUrl(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await contentRequest<{ url: string }>(
    `api/content/assets/${encodeURIComponent(id)}/signed-url`,
    { signal },
  );
  return answer.url;
}

/** `GET /api/content/pages/{id}/preview-url`: a 10-minute URL of the page preview frame (spec 002 §2 Pages). */
export async function fetchPagePreviewUrl(id: string | number, signal?: AbortSignal): Promise<string> {
  const answer = await contentRequest<{ url: string }>(
    `api/content/pages/${encodeURIComponent(String(id))}/preview-url`,
    { signal },
  );
  return `${BASE_URL}${answer.url}`;
}

/** Path of a file for engagement tracking (no signature: tracked URLs are stored). */
export function assetPath(id: string): string {
  return `/api/content/assets/${encodeURIComponent(id)}`;
}
