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
import { buildInit, buildUrl, readSuccess, type QueryParams, type RequestOptions } from './http';
import { getErrorNotifier } from './notifier';
import { getStoredToken } from './token-storage';

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
  const token = getStoredToken();
  const response = await fetch(
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

/** Options of {@link assetUrl}: image transforms in pixels and the download flag. */
export interface AssetUrlOptions {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'inside' | 'outside';
  download?: boolean;
  /** Shown in the portal's own preview frame: PDFs come inline (others are always attachments). */
  preview?: boolean;
}

/**
 * The format every resized image is asked in: WebP, which every browser the portal supports shows, at a third
 * to a fifth of a PNG photo's bytes (issue 37 point 5: the news cards' images were 33–48 kB as PNG).
 */
export const RESIZED_IMAGE_FORMAT = 'webp';

/**
 * Adds image transforms and the download flag to a signed file URL (from {@link fetchSignedAssetUrl}); the
 * signature covers the file, not these options.
 */
export function assetUrl(signedUrl: string, options: AssetUrlOptions = {}): string {
  const url = new URL(signedUrl, 'http://portal.invalid');
  const extra: Record<string, string | undefined> = {
    width: options.width?.toString(),
    height: options.height?.toString(),
    fit: options.fit,
    format: options.width || options.height ? RESIZED_IMAGE_FORMAT : undefined,
    download: options.download ? 'true' : undefined,
    preview: options.preview ? 'true' : undefined,
  };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) url.searchParams.set(key, value);
  return `${BASE_URL}${url.pathname}${url.search}`;
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
