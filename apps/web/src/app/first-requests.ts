/**
 * The first page's requests, sent by a small script the server inlines into the HTML of the signed-in first
 * pages (vite.config.ts `firstRequestsScript`, apps/server/src/plugins/web.ts), so they leave as soon as the
 * page is parsed (issue 37 point 5, largest contentful paint). On a phone's network the app's scripts (~300 kB) take seconds to arrive, and the
 * page asked for its data only once they had run — then, for its largest image, for a signed URL, then for the
 * image. With a stored session token, this small script sends, while those scripts are still on their way, the
 * account request and the page's list on the dashboard (`/`: its latest news), the news list (`/news`) and Discover
 * events (`/events/discover/{filterType}`), then the first card image's signed URL (dashboard, news) and starts
 * downloading that image as the page will show it. The app's clients take these answers instead of sending the
 * same requests again (api/early-requests.ts), so the requests are built here by the same functions as the
 * app's queries. Nothing is sent on other pages or without a token.
 */
import { jwtDecode } from 'jwt-decode';
import type { TEventListResponse, TokenClaims } from '@portal/contracts';
import { TOKEN_STORAGE_KEY } from '@portal/contracts/shared/session-keys';
import { COMMUNITY_API_URL, CONTENT_API_URL, GENERAL_API_URL } from '../api/base-urls';
import { assetUrl, toQueryParams, type AssetUrlOptions, type ItemsAnswer } from '../api/content-urls';
import { sendEarly } from '../api/early-requests';
import { buildInit, buildUrl, type QueryParams } from '../api/http';
import { NEWS } from '../features/content/content-kinds';
import { buildListQuery, parseListState } from '../features/content/content-query';
import { discoverListBody } from '../features/events/discover-body';
import { LATEST_NEWS_QUERY, NEWS_IMAGE_WIDTH } from '../features/dashboard/latest-news';
import { CONTENT_CARD_IMAGE } from '../features/content/content-card-image';
import { preloadImage } from '../shared/preload-image';

/** Reads an answer's JSON, or null when it failed. */
async function json<T>(answer: Promise<Response>): Promise<T | null> {
  try {
    const response = await answer;
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The content service's file id of an item's `image` field (an id, or an object with one). */
const fileIdOf = (image: unknown): string | undefined =>
  typeof image === 'string' ? image : ((image as { id?: string } | null)?.id ?? undefined);

/**
 * Sends the requests of the first page at `location` for the session token `token` (see the module comment).
 * @returns the requests' answers, settled (tests); never rejects.
 */
export async function sendFirstRequests(location: { pathname: string; search: string }, token: string) {
  let accessToken: string | undefined;
  try {
    accessToken = jwtDecode<TokenClaims>(token).accessToken;
  } catch {
    // The app's own requests report the token's problem.
  }
  if (!accessToken) return;
  const bearer = accessToken;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(location.search);
  const get = (base: string, route: string, query: QueryParams | undefined, authorization: string) =>
    sendEarly(buildUrl(base, route, query), buildInit({ method: 'GET', query }, authorization));
  /** The signed URL of content file `id`, then its image with `options`, downloading. */
  const preloadContentImage = async (id: string | undefined, options: AssetUrlOptions) => {
    if (!id) return;
    const signed = await json<{ url: string }>(
      get(CONTENT_API_URL, `api/content/assets/${encodeURIComponent(id)}/signed-url`, undefined, bearer),
    );
    if (signed?.url) preloadImage(assetUrl(signed.url, options));
  };

  const work: Promise<unknown>[] = [json(get(COMMUNITY_API_URL, 'api/v1/account', undefined, token))];
  if (path === '/') {
    // The dashboard's latest news (features/dashboard/queries.ts latestNewsQuery): its large item's cover is the
    // page's largest paint (issue 37 point 5: it waited for the app's scripts, then for two requests).
    work.push(
      json<ItemsAnswer<{ image?: unknown }>>(
        get(GENERAL_API_URL, 'api/content/items/news', { ...LATEST_NEWS_QUERY }, bearer),
      ).then((answer) =>
        preloadContentImage(fileIdOf(answer?.data?.[0]?.image), { width: NEWS_IMAGE_WIDTH.large }),
      ),
    );
  } else if (path === NEWS.basePath) {
    const query = toQueryParams(buildListQuery(parseListState(undefined, params), 1, null));
    work.push(
      json<ItemsAnswer<{ image?: unknown }>>(
        get(CONTENT_API_URL, `api/content/items/${NEWS.collection}`, query, bearer),
      ).then((answer) => preloadContentImage(fileIdOf(answer?.data?.[0]?.image), CONTENT_CARD_IMAGE)),
    );
  } else {
    const discover = /^\/events\/discover\/([^/]+)$/.exec(path);
    if (discover && params.get('activeTab') !== 'calendar') {
      const body = discoverListBody(decodeURIComponent(discover[1]!), params);
      work.push(
        json<TEventListResponse>(
          sendEarly(buildUrl(GENERAL_API_URL, 'api/event/list'), buildInit({ method: 'POST', body }, bearer)),
        ).then((answer) => {
          const first = answer?.events?.[0];
          preloadImage(first?.listingImg || first?.featureImg);
        }),
      );
    }
  }
  await Promise.allSettled(work);
}

const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
if (token && !import.meta.env.VITEST) void sendFirstRequests(window.location, token);
