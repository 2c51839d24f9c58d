/** Fixtures and fetch handlers of the content component tests. */
import { vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse } from '../../../test-utils';

/** Stores a signed-in token whose `accessToken` claim the general/content clients can decode. */
export function signInForContent() {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(
    TOKEN_STORAGE_KEY,
    `${part({ alg: 'HS256' })}.${part({ sub: 'u1', accessToken: 'acc' })}.sig`,
  );
}

/** A raw (snake_case) news item as the content service answers it. */
export function rawNews(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `News item ${id}`,
    short_description: `Summary ${id}`,
    date_created: '2026-10-01T00:00:00Z',
    date_updated: null,
    publish_start_date: '2026-10-02T00:00:00Z',
    image: null,
    categories: [{ category_id: { id: 3, label: 'Practice' } }],
    tags: [{ tag_id: { id: 4, label: 'Ethics' } }],
    ...overrides,
  };
}

/** Categories, deliberately not sorted by label. */
export const CATEGORIES = [
  { id: 3, label: 'Practice', type: 'news' },
  { id: 1, label: 'Advocacy', type: 'news' },
  { id: 2, label: 'Members', type: 'news' },
];

/** Seven tags (more than the 5 shown at first). */
export const TAGS = [
  'Ethics',
  'Funding',
  'Mental health',
  'NDIS',
  'Paediatrics',
  'Research',
  'Telehealth',
].map((label, index) => ({ id: index + 4, label }));

/** A fetch stub answering by path with the full URL at hand; unknown paths answer 404. */
export function stubFetch(handlers: Record<string, (url: URL, init?: RequestInit) => Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Handlers of the list page: news pages by `page`, the count, categories, tags and favourite ids. */
export function listHandlers(pages: Record<number, unknown[]>, total: number, favouriteIds: number[] = []) {
  return {
    'GET /api/content/items/news': (url: URL) =>
      jsonResponse(200, {
        data: pages[Number(url.searchParams.get('page'))] ?? [],
        meta: { filter_count: total },
      }),
    'GET /api/content/items/category': () => jsonResponse(200, { data: CATEGORIES }),
    'GET /api/content/items/tag': () => jsonResponse(200, { data: TAGS }),
    'GET /api/v1/news/favorite': () =>
      jsonResponse(200, {
        favoriteNewsIds: favouriteIds,
        favoriteResourcesIds: [],
        totalItems: favouriteIds.length,
        page: 1,
        pageSize: 100,
      }),
  } as Record<string, (url: URL, init?: RequestInit) => Response>;
}

/** The query of the n-th call to a path. */
export function callsTo(mock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
