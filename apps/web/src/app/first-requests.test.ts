import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@portal/contracts/shared/session-keys';
import { assetUrl } from '../api/content-urls';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  fetchOrTakeEarly,
  resetEarlyRequests,
  sendEarly,
} from '../api/early-requests';
import { fetchSignedAssetUrl } from '../api/content-client';
import { contentListQuery } from '../features/content/queries';
import { NEWS } from '../features/content/content-kinds';
import { parseListState } from '../features/content/content-query';
import { CONTENT_CARD_IMAGE } from '../features/content/content-card-image';
import { eventListQuery } from '../features/events/queries';
import { latestNewsQuery, NEWS_IMAGE_WIDTH } from '../features/dashboard/queries';
import { discoverListBody } from '../features/events/discover-body';
import { preloadImage } from '../shared/preload-image';
import { sendFirstRequests } from './first-requests';

vi.mock('../shared/preload-image', () => ({ preloadImage: vi.fn() }));

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${base64Url({ alg: 'HS256' })}.${base64Url({ tid: 'ota', accessToken: 'general-access' })}.sig`;
const SIGNED = '/api/content/assets/img-1?u=00000000-0000-4000-8000-000000000001&expires=1&sig=ab';

/** The demo answers, by request. */
function answer(url: string, init?: RequestInit): Response {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  if (url.includes('/signed-url')) return json({ url: SIGNED });
  if (url.startsWith('/api/v1/account')) return json({ id: 'u1', firstName: 'Ada' });
  if (url.startsWith('/api/content/items/news'))
    return json({ data: [{ id: 7, name: 'N', image: 'img-1' }] });
  if (url.startsWith('/api/event/list') && init?.method === 'POST')
    return json({ events: [{ id: 3, listingImg: '/files/listing-3.webp' }], totalItems: 1 });
  return new Response('not found', { status: 404 });
}

const context = (extra: Record<string, unknown> = {}) =>
  ({ signal: new AbortController().signal, queryKey: [], meta: undefined, ...extra }) as never;

describe('the first page’s early requests (issue 37 point 5)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetEarlyRequests();
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    fetchMock.mockImplementation(async (input, init) => answer(String(input), init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    vi.mocked(preloadImage).mockReset();
    localStorage.clear();
  });

  /** Sends the early requests of `pathname`, then counts the app's own fetches while `app` runs. */
  async function appFetchesAfterEarly(pathname: string, search: string, app: () => Promise<unknown>) {
    await sendFirstRequests({ pathname, search }, TOKEN);
    const early = fetchMock.mock.calls.length;
    await app();
    return { early, app: fetchMock.mock.calls.length - early };
  }

  it("sends exactly the news list's first page and its first card's image", async () => {
    const counts = await appFetchesAfterEarly('/news/', '', async () => {
      await contentListQuery(NEWS, parseListState(undefined, new URLSearchParams()), null).queryFn!(
        context({ pageParam: 1, direction: 'forward' }),
      );
      await fetchSignedAssetUrl('img-1');
    });
    expect(counts).toEqual({ early: 3, app: 0 });
    // The card's image (ContentCard: useAssetUrl with CONTENT_CARD_IMAGE) at the URL the card will show.
    expect(preloadImage).toHaveBeenCalledWith(assetUrl(SIGNED, CONTENT_CARD_IMAGE));
  });

  it("sends exactly the dashboard's latest news and starts its large item's cover", async () => {
    const counts = await appFetchesAfterEarly('/', '', async () => {
      await latestNewsQuery().queryFn!(context());
      await fetchSignedAssetUrl('img-1');
    });
    expect(counts).toEqual({ early: 3, app: 0 });
    // LatestNews: the large card's ContentImage at NEWS_IMAGE_WIDTH.large, the URL the card will show.
    expect(preloadImage).toHaveBeenCalledWith(assetUrl(SIGNED, { width: NEWS_IMAGE_WIDTH.large }));
  });

  it("sends exactly Discover's first list page, keyword included, and starts its first card's image", async () => {
    const params = new URLSearchParams('keyword=ethics');
    const counts = await appFetchesAfterEarly('/events/discover/cpd', '?keyword=ethics', async () => {
      await eventListQuery(discoverListBody('cpd', params)).queryFn!(context());
    });
    expect(counts).toEqual({ early: 2, app: 0 });
    expect(preloadImage).toHaveBeenCalledWith('/files/listing-3.webp');
  });

  it('sends nothing but the account on other pages, and nothing without a usable token', async () => {
    await sendFirstRequests({ pathname: '/events', search: '' }, TOKEN);
    await sendFirstRequests({ pathname: '/communities', search: '' }, TOKEN);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/account', '/api/v1/account']);
    fetchMock.mockClear();
    await sendFirstRequests({ pathname: '/', search: '' }, 'not-a-token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives a kept answer once, only to the same request, and only while it is fresh', async () => {
    const init = (authorization: string, body?: string): RequestInit => ({
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${authorization}` },
      body,
    });
    void sendEarly('/api/x', init('a'));
    void sendEarly('/api/y', init('a', '{"page":1}'));
    fetchMock.mockClear();
    await fetchOrTakeEarly('/api/x', init('b')); // another session
    await fetchOrTakeEarly('/api/y', init('a', '{"page":2}')); // another body
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await fetchOrTakeEarly('/api/x', init('a'));
    await fetchOrTakeEarly('/api/y', init('a', '{"page":1}'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await fetchOrTakeEarly('/api/x', init('a')); // given once
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The clock is held while the answer is kept, so a busy machine cannot age it before the check.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    void sendEarly('/api/z', init('a'));
    clock.mockReturnValue(now + EARLY_ANSWER_MAX_AGE_MS + 1);
    await fetchOrTakeEarly('/api/z', init('a'));
    expect(fetchMock).toHaveBeenCalledTimes(5);
    vi.restoreAllMocks();
  });

  it('gives the app a copy: the early reader and the app each read the whole answer', async () => {
    const early = sendEarly('/api/v1/account', init());
    const app = fetchOrTakeEarly('/api/v1/account', init());
    expect(await (await early).json()).toEqual({ id: 'u1', firstName: 'Ada' });
    expect(await (await app).json()).toEqual({ id: 'u1', firstName: 'Ada' });
    function init(): RequestInit {
      return { method: 'GET', headers: { Authorization: 'Bearer t' } };
    }
  });
});
