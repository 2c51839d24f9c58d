/**
 * Early requests of a signed-in first visit (issue 37 point 5, docs/benchmarks.md "Web"). Without them a first
 * page's API calls leave only once the entry script (React, the router, antd: about 240 kB gzip) has downloaded
 * and run and the page's route chunk has loaded — seconds on a slow phone, during which the network sits idle.
 * `early-start.ts`, a script of its own of about 1.5 kB that index.html loads before the entry, calls
 * {@link startEarlyRequests}: with a stored token it sends at once the account call (every signed-in page waits
 * for it) and the first calls of the page at the URL (the dashboard, Discover events, the news list), exactly as
 * the API clients will send them; the clients then take the answer in flight instead of asking again
 * ({@link takeEarlyResponse}, api/http.ts). Nothing is cached: each early answer is handed to one identical
 * request (same method, URL, body and Authorization header) made within {@link EARLY_REQUEST_TTL_MS}, then
 * forgotten; a request that matches none goes to the network as before. Signed-out visitors send nothing.
 * Permissions stay the server's: these are the calls the page makes anyway, with the member's own token.
 *
 * This module imports nothing, so that its script stays small and independent of the entry's chunks; the
 * requests below must equal those of the pages' `prefetch` (HomeRoutePage, DiscoverPage, NewsListPage), which
 * `early-requests.test.ts` checks by running those prefetches.
 */

/** One call as the API clients send it: method, path with query string, JSON body, which token. */
export interface EarlyRequest {
  method: 'GET' | 'POST';
  /** Path and query string, encoded as `URLSearchParams` does (api/http.ts buildUrl). */
  url: string;
  /** The JSON text of a POST body. */
  body?: string;
  /**
   * The client that sends it, i.e. the base URL before the path (`VITE_*_API_URL`, default the app's origin)
   * and the token: the community API's is the stored token, the general API's and the content service's the
   * token's `accessToken` claim.
   */
  api: 'community' | 'general' | 'content';
}

/** The base URL of each client (api/community-client.ts, general-client.ts, content-client.ts). */
const BASE_URLS: Record<EarlyRequest['api'], string> = {
  community: (import.meta.env.VITE_COMMUNITY_API_URL ?? '').replace(/\/$/, ''),
  general: (import.meta.env.VITE_GENERAL_API_URL ?? '').replace(/\/$/, ''),
  content: (import.meta.env.VITE_CONTENT_API_URL ?? '').replace(/\/$/, ''),
};

/** How long (ms) after it was sent an early answer may still be handed to a request. */
export const EARLY_REQUEST_TTL_MS = 30_000;

/** The global the early script and the API clients share (the early script is a separate bundle). */
const REGISTRY = '__portalEarlyRequests';

type Registry = Map<string, { sentAt: number; response: Promise<Response> }>;

/** The key of a request: method, URL, Authorization header and body. */
function requestKey(method: string, url: string, authorization: string | null, body: string | undefined) {
  return `${method} ${url}\n${authorization ?? ''}\n${body ?? ''}`;
}

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** The content service's JSON filter parameter, as the content client writes it. */
const filter = (value: object) => JSON.stringify(value);

/**
 * The early requests of the page at `pathname` with `search` on `now`'s day: the account call, plus the
 * page's first calls for the dashboard (`/`), Discover events (`/events/discover/{all|past|any|cpd}` without a
 * keyword or tab) and the news list (`/news` without list parameters). Any other page: the account call only.
 */
export function earlyRequestsFor(pathname: string, search: string, now: Date): EarlyRequest[] {
  const requests: EarlyRequest[] = [{ method: 'GET', url: '/api/v1/account', api: 'community' }];
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    const startOfDay = new Date(now);
    startOfDay.setHours(0, 0, 0, 0);
    requests.push(
      {
        method: 'GET',
        url: `/api/content/items/news?${query({
          limit: 4,
          sort: '-publish_start_date,-date_created',
          fields: 'id,name,short_description,publish_start_date,date_created,image',
        })}`,
        api: 'general',
      },
      {
        method: 'GET',
        url: `/api/v1/dashboard/meetings?${query({ page: 1, pageSize: 100, viewMeetsWithAllAnswers: false })}`,
        api: 'community',
      },
      {
        method: 'POST',
        url: '/api/event/list',
        body: JSON.stringify({
          page: 1,
          size: 3,
          sortField: 'eventStart',
          sortOrder: 'asc',
          startDateFrom: startOfDay.toISOString(),
        }),
        api: 'general',
      },
      { method: 'GET', url: '/api/v1/announcements', api: 'community' },
      {
        method: 'GET',
        url: `/api/content/items/pages?${query({
          fields: 'id,name',
          filter: filter({ members_only: { _eq: true } }),
          sort: 'sort,name',
          limit: 200,
        })}`,
        api: 'content',
      },
    );
    return requests;
  }
  const discover = /^\/events\/discover\/(all|past|any|cpd)$/.exec(path);
  if (discover && search === '') {
    const filterType = discover[1];
    requests.push(
      ...['types', 'categories', 'locations'].map((name): EarlyRequest => ({
        method: 'GET',
        url: `/api/event/${name}`,
        api: 'general',
      })),
      { method: 'GET', url: '/api/tag/tags', api: 'general' },
      { method: 'GET', url: '/api/event/whenfilter', api: 'general' },
      {
        method: 'POST',
        url: '/api/event/list',
        // The keys in DiscoverPage's order (its filter body's `listing` comes before the sort).
        body: JSON.stringify({
          listing: filterType === 'cpd' ? 'cpd' : undefined,
          sortField: 'eventStart',
          sortOrder: filterType === 'past' ? 'desc' : 'asc',
          isActiveEvent: filterType === 'past' ? false : filterType === 'any' ? null : true,
          page: 1,
          size: 20,
        }),
        api: 'general',
      },
    );
    return requests;
  }
  if (path === '/news' && search === '') {
    requests.push(
      {
        method: 'GET',
        url: `/api/content/items/category?${query({
          fields: 'id,label,type',
          filter: filter({ type: { _eq: 'news' } }),
          sort: 'label',
          limit: 200,
        })}`,
        api: 'content',
      },
      {
        method: 'GET',
        url: `/api/content/items/tag?${query({ fields: 'id,label', sort: 'label', limit: 200 })}`,
        api: 'content',
      },
      { method: 'GET', url: `/api/v1/news/favorite?${query({ page: 1, pageSize: 100 })}`, api: 'community' },
      {
        method: 'GET',
        url: `/api/content/items/news?${query({
          fields:
            'id,name,short_description,date_created,date_updated,publish_start_date,image,' +
            'categories.category_id.id,categories.category_id.label,tags.tag_id.id,tags.tag_id.label',
          sort: '-publish_start_date,-date_created',
          limit: 8,
          page: 1,
          meta: 'filter_count',
        })}`,
        api: 'content',
      },
    );
  }
  return requests;
}

/** The `accessToken` claim of a stored token (the general API's bearer), or null when it has none. */
function accessTokenOf(stored: string): string | null {
  try {
    const payload = stored.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    const token = (claims as { accessToken?: unknown } | null)?.accessToken;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/**
 * Sends the early requests of the current page when a token is stored under `tokenKey` (early-start.ts, once
 * per page load). A general call is skipped when the token has no `accessToken` claim (the client then reports
 * the token error itself). Never throws; a failed request is handed over as its rejection, as `fetch` gives it.
 */
export function startEarlyRequests(tokenKey: string, win: Window & typeof globalThis = window): void {
  let stored: string | null;
  try {
    stored = win.localStorage.getItem(tokenKey);
  } catch {
    return;
  }
  if (!stored) return;
  const accessToken = accessTokenOf(stored);
  const registry: Registry = new Map();
  const sentAt = win.performance.now();
  for (const request of earlyRequestsFor(win.location.pathname, win.location.search, new Date())) {
    const token = request.api === 'community' ? stored : accessToken;
    if (!token) continue;
    const url = BASE_URLS[request.api] + request.url;
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = win.fetch(url, { method: request.method, headers, body: request.body });
    // The rejection is handed to the request that takes it; unclaimed, it must not be reported as unhandled.
    response.catch(() => undefined);
    registry.set(requestKey(request.method, url, headers.Authorization, request.body), {
      sentAt,
      response,
    });
  }
  (win as unknown as Record<string, Registry>)[REGISTRY] = registry;
}

/**
 * The answer of an early request identical to this one (`url` as given to `fetch`, `init` as api/http.ts
 * builds it), once and within {@link EARLY_REQUEST_TTL_MS} of its sending; undefined otherwise (the caller then
 * fetches). A multipart or binary body never matches.
 */
export function takeEarlyResponse(url: string, init: RequestInit): Promise<Response> | undefined {
  const registry = (globalThis as unknown as Record<string, Registry | undefined>)[REGISTRY];
  if (!registry?.size) return undefined;
  if (init.body !== undefined && typeof init.body !== 'string') return undefined;
  const headers = (init.headers ?? {}) as Record<string, string>;
  const key = requestKey(init.method ?? 'GET', url, headers.Authorization ?? null, init.body);
  const early = registry.get(key);
  if (!early) return undefined;
  registry.delete(key);
  return performance.now() - early.sentAt <= EARLY_REQUEST_TTL_MS ? early.response : undefined;
}
