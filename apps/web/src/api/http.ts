/**
 * Fetch plumbing shared by the two API clients of spec 000 §7: URL building, JSON bodies, answer parsing
 * (camelCase keys except blobs) and the error body → {@link ApiError} mapping.
 */
import { ApiError } from './api-error';
import { camelizeKeys } from './camel-case';

/** Query string values; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Options of one call, common to both clients. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData or a Blob. */
  body?: unknown;
  query?: QueryParams;
  /** 'blob' returns the binary answer as is (no camelCase). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

/** Joins a base URL, a path (with or without leading slash) and a query string. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${cleanPath}${qs ? `?${qs}` : ''}`;
}

/** The fetch init for a call: method, JSON or multipart body, headers. */
export function buildInit(options: RequestOptions, authorization: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authorization) headers.Authorization = `Bearer ${authorization}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Reads a successful answer: a blob as is, JSON with camelCase keys unless `skipCamelCase`. */
export async function readSuccess<T>(
  response: Response,
  options: RequestOptions,
  skipCamelCase = false,
): Promise<T> {
  if (options.responseType === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  return (skipCamelCase ? body : camelizeKeys(body)) as T;
}

/**
 * Builds the {@link ApiError} of a failed answer from its `{ message, error_description, errors }` body
 * (`modelState` stands in for `errors`).
 */
export async function readError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const data = (body && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    error_description?: unknown;
    errors?: unknown;
    modelState?: unknown;
  };
  // ModelState-style answers (change password, spec 000 §8) carry the field messages under `modelState`.
  const errors = data.errors ?? data.modelState;
  const message =
    typeof data.message === 'string' && data.message
      ? data.message
      : typeof body === 'string' && body
        ? body
        : response.statusText;
  return new ApiError(response.status, message, {
    error_description: typeof data.error_description === 'string' ? data.error_description : undefined,
    errors: errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined,
  });
}
