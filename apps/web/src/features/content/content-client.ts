/**
 * Client of the content service (spec 002 §7 "News, resources, pages"; docs/api-content.md): a
 * Directus-compatible items/assets API under `/api/content`. Sends the general API's access token
 * (spec 000 §7), converts answer keys to camelCase (`meta.filter_count` → `meta.filterCount`).
 * - 401: clears the stored token and reloads the page (spec 000 §4 Session).
 * - 500: error notification 'Request Failed: {message}' (default 'An error occurred'), 4.5 s (spec 002 §8).
 * - Every failure is thrown as an {@link ApiError} carrying the Directus `errors[0].message`.
 */
import { LIMITS, MESSAGES } from '@portal/contracts';
import { ApiError } from '../../api/api-error';
import { pageReloader } from '../../api/community-client';
import { getGeneralAccessToken } from '../../api/general-client';
import { buildInit, buildUrl, readSuccess, type QueryParams, type RequestOptions } from '../../api/http';
import { getErrorNotifier } from '../../api/notifier';
import { clearStoredToken } from '../../api/token-storage';

/** Base URL of the content service; defaults to the app's own origin (DESIGN.md "Server"). */
const BASE_URL: string = import.meta.env.VITE_CONTENT_API_URL ?? '';

/** Directus query of `GET /api/content/items/{collection}` (docs/api-content.md). */
export interface ItemsQuery {
  fields?: string[];
  /** Directus filter object, sent as JSON. */
  filter?: Record<string, unknown>;
  /** Sort fields, '-' prefix for descending. */
  sort?: readonly string[];
  limit?: number;
  page?: number;
  search?: string;
  meta?: 'filter_count' | 'total_count' | '*';
}

/** `meta` of a list answer, camelCased. */
export interface ItemsMeta {
  filterCount?: number;
  totalCount?: number;
}

/** Answer of a list call. */
export interface ItemsAnswer<T> {
  data: T[];
  meta?: ItemsMeta;
}

/** The query string of an {@link ItemsQuery}. */
export function toQueryParams(query: ItemsQuery): QueryParams {
  return {
    fields: query.fields?.join(','),
    filter: query.filter && Object.keys(query.filter).length > 0 ? JSON.stringify(query.filter) : undefined,
    sort: query.sort?.join(','),
    limit: query.limit,
    page: query.page,
    search: query.search?.trim() || undefined,
    meta: query.meta,
  };
}

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
  const response = await fetch(
    buildUrl(BASE_URL, path, options.query),
    buildInit(options, getGeneralAccessToken()),
  );
  if (response.ok) return readSuccess<T>(response, options);
  const error = await readContentError(response);
  if (response.status === 401) {
    clearStoredToken();
    pageReloader.reload();
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

/** Options of {@link assetUrl}: image transforms in pixels and the download flag. */
export interface AssetUrlOptions {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'inside' | 'outside';
  download?: boolean;
}

function accessTokenOrNull(): string | null {
  try {
    return getGeneralAccessToken();
  } catch {
    return null;
  }
}

/**
 * URL of `GET /api/content/assets/{id}` for `<img src>`, links and frames, which cannot send headers: the
 * token goes as `access_token` (docs/api-content.md "assets").
 */
export function assetUrl(id: string, options: AssetUrlOptions = {}): string {
  return buildUrl(BASE_URL, `api/content/assets/${encodeURIComponent(id)}`, {
    width: options.width,
    height: options.height,
    fit: options.fit,
    download: options.download ? 'true' : undefined,
    access_token: accessTokenOrNull(),
  });
}

/** URL of the members-only page preview shown in the frame of /pages/{id} (spec 002 §2 Pages). */
export function pagePreviewUrl(id: string | number): string {
  return buildUrl(BASE_URL, `api/content/pages/${encodeURIComponent(String(id))}/preview`, {
    access_token: accessTokenOrNull(),
  });
}
