import { QueryClient } from '@tanstack/react-query';
import { TENANT_PROFILES } from '@portal/contracts';
import { TOKEN_STORAGE_KEY } from '@portal/contracts/shared/session-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../test-utils';
import type { PagePrefetch } from '../shared/data-prefetch';
import { prefetchSession } from '../session/session-queries';
import { prefetch as dashboardPrefetch } from './pages/HomeRoutePage';
import { prefetch as discoverPrefetch } from '../features/events/pages/DiscoverPage';
import { prefetch as newsPrefetch } from '../features/content/pages/NewsListPage';
import { EARLY_REQUEST_TTL_MS, startEarlyRequests, takeEarlyResponse } from '../api/early-requests';
import { communityApi } from '../api/community-client';
import earlyStartSource from '../early-start.ts?raw';

const REGISTRY = '__portalEarlyRequests';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (globalThis as Record<string, unknown>)[REGISTRY];
  localStorage.clear();
  history.replaceState(null, '', '/');
});

/** Each fetch made while `run` runs (and 20 ms after), as `method url\nAuthorization\nbody`. */
async function fetchesOf(run: () => unknown): Promise<string[]> {
  const calls: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push(
      `${init?.method ?? 'GET'} ${String(input)}\n${headers.Authorization}\n${String(init?.body ?? '')}`,
    );
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  await run();
  await new Promise((resolve) => setTimeout(resolve, 20));
  spy.mockRestore();
  return calls;
}

/** The early requests sent for `url` (path and search). */
function earlyFetchesAt(url: string): Promise<string[]> {
  history.replaceState(null, '', url);
  return fetchesOf(() => startEarlyRequests(TOKEN_STORAGE_KEY));
}

/** The requests the page's route prefetch and the start-up session prefetch send for `url`. */
function appFetchesAt(url: string, prefetch: PagePrefetch, params: Record<string, string> = {}) {
  delete (globalThis as Record<string, unknown>)[REGISTRY];
  return fetchesOf(async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch({
      queryClient,
      profile: TENANT_PROFILES.ota,
      params,
      url: new URL(url, 'http://ota.localhost'),
    });
    await prefetchSession(queryClient);
  });
}

describe('early requests of a signed-in first visit (issue 37 point 5)', () => {
  it("reads the token under the session's storage key (early-start.ts writes the key out)", () => {
    expect(earlyStartSource).toContain(`startEarlyRequests('${TOKEN_STORAGE_KEY}')`);
  });

  it('sends nothing without a stored token', async () => {
    expect(await earlyFetchesAt('/')).toEqual([]);
  });

  it.each([
    ['/', dashboardPrefetch, {}, 6],
    ['/events/discover/all', discoverPrefetch, { filterType: 'all' }, 7],
    ['/events/discover/past', discoverPrefetch, { filterType: 'past' }, 7],
    ['/events/discover/any', discoverPrefetch, { filterType: 'any' }, 7],
    ['/events/discover/cpd', discoverPrefetch, { filterType: 'cpd' }, 7],
    ['/news', newsPrefetch, {}, 5],
  ] as const)(
    'sends for %s exactly requests the page itself makes (same method, URL, token and body)',
    async (url, prefetch, params, count) => {
      storeAccessToken();
      const early = await earlyFetchesAt(url);
      const app = await appFetchesAt(url, prefetch, params);
      expect(early).toHaveLength(count);
      for (const request of early) expect(app).toContain(request);
    },
  );

  it('sends only the account call for other pages and for a first page with list parameters', async () => {
    storeAccessToken();
    for (const url of ['/communities', '/news?page=2', '/events/discover/all?keyword=x']) {
      const early = await earlyFetchesAt(url);
      expect(early).toHaveLength(1);
      expect(early[0]).toMatch(/^GET \/api\/v1\/account\n/);
    }
  });

  it("hands an early answer to the identical client request once, and the client's next request goes out", async () => {
    storeAccessToken();
    history.replaceState(null, '', '/communities');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ user_name: 'early' }))
      .mockResolvedValue(Response.json({ user_name: 'late' }));
    startEarlyRequests(TOKEN_STORAGE_KEY);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await communityApi.get('api/v1/account')).toEqual({ userName: 'early' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await communityApi.get('api/v1/account')).toEqual({ userName: 'late' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('does not hand an early answer to a request with another token, body or method, nor after its time', async () => {
    storeAccessToken();
    history.replaceState(null, '', '/communities');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    startEarlyRequests(TOKEN_STORAGE_KEY);
    const other = (headers: Record<string, string>, method = 'GET', body?: string) =>
      takeEarlyResponse('/api/v1/account', { method, headers, body });
    expect(other({ Authorization: 'Bearer someone-else' })).toBeUndefined();
    const stored = `Bearer ${localStorage.getItem(TOKEN_STORAGE_KEY)}`;
    expect(other({ Authorization: stored }, 'POST')).toBeUndefined();
    expect(other({ Authorization: stored }, 'GET', '{}')).toBeUndefined();
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + EARLY_REQUEST_TTL_MS + 1);
    expect(other({ Authorization: stored })).toBeUndefined();
  });
});
