/**
 * The calls `npm run bench` measures (issue 17): a one-query reference route and each hot path exactly as the
 * web app sends it (apps/web/src/features/…/queries.ts), as the signed-in demo member.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { BENCH_TENANT } from './bench-grow';

/** One measured call: method, path (or a path per request) and JSON body. */
export interface BenchRoute {
  /** Row label in the table. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A different path per request (e.g. random event ids); `path` is the example shown. */
  paths?: string[];
  body?: unknown;
  /** True for the reference route, `GET /api/health` (one `select 1`). */
  reference?: boolean;
  /** Called as the demo tenant administrator (staff screens), not the member. */
  asAdmin?: boolean;
}

/**
 * The member's calendar feed (issue 38): its path carries a token the server makes, so the row is declared
 * with this placeholder and {@link resolveFeedPath} asks the running server for the real path.
 */
export const CALENDAR_FEED_PLACEHOLDER = '/api/calendar/feed/{token}.ics';

/**
 * Replaces the feed row's path with the member's feed (`GET /api/calendar/feed` with `headers`, its path
 * only: the link's host is the tenant's configured origin). @throws unless the server answers 200.
 */
export async function resolveFeedPath(url: string, headers: Record<string, string>, routes: BenchRoute[]) {
  const route = routes.find(
    (r) => r.path === CALENDAR_FEED_PLACEHOLDER || r.path.startsWith('/api/calendar/feed/'),
  );
  if (!route) return;
  const res = await fetch(`${url}/api/calendar/feed`, { headers });
  if (res.status !== 200) throw new Error(`calendar feed: ${res.status} ${await res.text()}`);
  route.path = new URL(((await res.json()) as { feedUrl: string }).feedUrl).pathname;
}

/** Card fields of the news list (apps/web/src/features/content/content-query.ts CARD_FIELDS). */
const NEWS_CARD_FIELDS =
  'id,name,short_description,date_created,date_updated,publish_start_date,image,categories.category_id.id,categories.category_id.label,tags.tag_id.id,tags.tag_id.label';
const NEWS_SORT = '-publish_start_date,-date_created';

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

const rows = async <T>(db: Db, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The event list body of the discover page's "all" tab (DiscoverPage `discoverBody`), page 1 of 20. */
const DISCOVER = { page: 1, size: 20, sortField: 'eventStart', sortOrder: 'asc', isActiveEvent: true };

/**
 * Builds the calls for the member `email`, looking up what they need (the member's biggest community, event
 * ids, lookup ids) in the benchmark database; `threadPostId` is the post with the long comment thread.
 */
export async function benchRoutes(db: Db, email: string, threadPostId: string): Promise<BenchRoute[]> {
  const [community] = await rows<{ id: string; n: number }>(
    db,
    sql`select c.id, count(p.id)::int as n from communities c
      join community_members m on m.community_id = c.id and m.status = 'Joined'
      join users u on u.id = m.user_id and u.email = ${email}
      join posts p on p.community_id = c.id and p.status = 1
      where c.tenant_id = ${BENCH_TENANT} group by c.id order by n desc limit 1`,
  );
  const eventIds = (
    await rows<{ id: number }>(
      db,
      sql`select id from events where tenant_id = ${BENCH_TENANT} and is_published order by id desc limit 200`,
    )
  ).map((r) => r.id);
  const first = async (table: string) =>
    (
      await rows<{ id: number }>(
        db,
        sql`select id from ${sql.raw(table)} where tenant_id = ${BENCH_TENANT} order by id limit 2`,
      )
    ).map((r) => r.id);
  const [categories, locations, tags] = [
    await first('event_categories'),
    await first('event_locations'),
    await first('event_tags'),
  ];
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const news = (params: Record<string, string | number>) =>
    `/api/content/items/news?${query({ fields: NEWS_CARD_FIELDS, sort: NEWS_SORT, ...params })}`;
  const get = (name: string, path: string): BenchRoute => ({ name, method: 'GET', path });
  const list = (name: string, body: unknown): BenchRoute => ({
    name,
    method: 'POST',
    path: '/api/event/list',
    body,
  });
  const eventPaths = eventIds.map((id) => `/api/Event/${id}`);
  return [
    { ...get('reference: health (one `select 1`)', '/api/health'), reference: true },
    get('tenant profile (no database)', '/api/tenant'),
    get('permission flags', '/api/v1/permission'),
    get('account', '/api/v1/account'),
    get('feed page 1', `/api/v1/community/post/feed?${query({ page: 1, pageSize: 20 })}`),
    get('feed page 50', `/api/v1/community/post/feed?${query({ page: 50, pageSize: 20 })}`),
    get(
      `a community's posts (${community!.n} posts)`,
      `/api/v1/community/${community!.id}/posts?${query({ page: 1, pageSize: 20 })}`,
    ),
    get(
      "a post's comments (300+, 2 levels)",
      `/api/v1/community/post/${threadPostId}/comment?${query({ page: 1, pageSize: 1000 })}`,
    ),
    list('event list, discover defaults', DISCOVER),
    list('event list, keyword', { ...DISCOVER, keyword: 'therapy' }),
    list('event list, filters', {
      ...DISCOVER,
      categoryId: categories,
      locationId: locations,
      tagId: tags,
    }),
    { ...get('event detail', eventPaths[0]!), paths: eventPaths },
    get("calendar feed (the member's tickets, meetings, CPD)", CALENDAR_FEED_PLACEHOLDER),
    get('news list (fields, filter_count)', news({ limit: 8, page: 1, meta: 'filter_count' })),
    get('dashboard: news', news({ limit: 4 })),
    list('dashboard: events', {
      page: 1,
      size: 3,
      sortField: 'eventStart',
      sortOrder: 'asc',
      startDateFrom: today.toISOString(),
    }),
    get(
      'dashboard: meetings',
      `/api/v1/dashboard/meetings?${query({ page: 1, pageSize: 100, viewMeetsWithAllAnswers: false })}`,
    ),
    get('dashboard: announcements', '/api/v1/announcements'),
    get('notifications', `/api/v1/community/notification?${query({ page: 1, pageSize: 7 })}`),
    get('search suggest, common word', `/api/v1/search/suggest?${query({ keyword: 'therap' })}`),
    get('search suggest, rare word', `/api/v1/search/suggest?${query({ keyword: 'quokk' })}`),
    get(
      'search news, common word',
      `/api/v1/search?${query({ keyword: 'therapy', section: 'news', page: 1, size: 15 })}`,
    ),
    get(
      'search posts, common word',
      `/api/v1/search?${query({ keyword: 'therapy', section: 'posts', page: 1, size: 15 })}`,
    ),
    get(
      'search news, rare word',
      `/api/v1/search?${query({ keyword: 'quokka', section: 'news', page: 1, size: 15 })}`,
    ),
    // Issue 39 point 4: every chart of /admin/insights (seven bounded statements), as staff.
    { ...get('staff insights (24 months, all charts)', '/api/admin/insights'), asAdmin: true },
  ];
}
