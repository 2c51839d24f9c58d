/**
 * URLs of the content service (docs/api-content.md): a Directus items query as a query string, and a signed file
 * URL with image transforms. No fetching here, so that the first page's early requests (app/first-requests.ts)
 * build exactly the URLs of the client (content-client.ts, which re-exports these) without loading it.
 */
import { CONTENT_API_URL } from './base-urls';
import type { QueryParams } from './http';

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
 * Adds image transforms and the download flag to a signed file URL (from `fetchSignedAssetUrl`, content-client.ts); the
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
  return `${CONTENT_API_URL}${url.pathname}${url.search}`;
}
