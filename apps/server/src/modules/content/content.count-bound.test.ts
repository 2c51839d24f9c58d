/* eslint-disable @typescript-eslint/no-explicit-any -- test assertions walk JSON answers */
/**
 * The members' list counts `meta.filter_count` up to `contentCountBound` (issue 37 point 4, spec 002 §2 "a count
 * in the title", §7 `meta.filterCount`): exact up to the bound, bound + 1 above it, in the page's own statement;
 * the page itself is the same as the exact path's; the authoring list and `total_count` stay exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contentCountBound, CONTENT_EXACT_COUNT_UP_TO, TENANT_PROFILES } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { contentItems, segments, userSegments } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { seedContent } from './content.seed';
import { COLLECTIONS } from './collections';
import { invalidateContentCounts, parseItemsQuery, readItems } from './query';

let app: FastifyInstance;
type Headers = Record<string, string>;
let member: Headers;
let editor: Headers;
let segA: number;
let memberId: string;
/** Ids of the news the member sees, and of those in category `categoryId`. */
let visible: number[];

async function get(url: string, headers: Headers = member) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as any };
}
const q = (path: string, params: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  )}`;
const list = (params: Record<string, unknown>) =>
  q('/api/content/items/news', { fields: 'id', sort: '-publish_start_date,-date_created', ...params });

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const [a, b] = await db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Segment A', type: 'interest' },
      { tenantId: 'ota', name: 'Segment B', type: 'interest' },
    ])
    .returning();
  segA = a!.id;
  const m = await buildUser(app);
  memberId = m.id;
  const e = await buildUser(app, { permissions: { contentEditor: true } });
  await db.insert(userSegments).values({ tenantId: 'ota', userId: m.id, segmentId: segA });
  const token = async (userId: string) =>
    `Bearer ${(await app.tokens.issue({ userId, tenantId: 'ota', name: 'Test' })).token}`;
  member = { host: hostOf('ota'), authorization: await token(m.id) };
  editor = { host: hostOf('ota'), authorization: await token(e.id) };
  await seedContent(tenantScope(db, 'ota'), {
    news: 1400,
    resources: 10,
    authorIds: [m.id],
    segmentIds: [segA, b!.id],
  });
  const rows = await db.select().from(contentItems).where(eq(contentItems.tenantId, 'ota'));
  const now = Date.now();
  visible = rows
    .filter(
      (r) =>
        r.kind === 'news' &&
        r.status === 'active' &&
        (!r.publishStartDate || r.publishStartDate.getTime() <= now) &&
        (r.segmentIds.length === 0 || r.segmentIds.includes(segA)),
    )
    .map((r) => r.id);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('members list: filter_count bounded by contentCountBound', () => {
  it('has more visible news than the bound (the premise of these tests)', () => {
    expect(visible.length).toBeGreaterThan(CONTENT_EXACT_COUNT_UP_TO + 50);
    expect(visible.length).toBeLessThanOrEqual(1200);
  });

  it('answers bound + 1 above the bound, with the same page as the exact count', async () => {
    const bounded = await get(list({ limit: 8, page: 1, meta: 'filter_count' }));
    expect(bounded.status).toBe(200);
    expect(bounded.body.meta).toEqual({ filter_count: contentCountBound(0, 8) + 1 });
    // meta=* takes the exact path (total_count is never bounded): same rows, exact counts.
    const exact = await get(list({ limit: 8, page: 1, meta: '*' }));
    expect(exact.body.meta).toEqual({ filter_count: visible.length, total_count: visible.length });
    expect(bounded.body.data).toEqual(exact.body.data);
    expect(bounded.body.data).toHaveLength(8);
  });

  it('is exact at or below the bound, filters included', async () => {
    const filter = { id: { _in: visible.slice(0, 30) } };
    const { body } = await get(list({ limit: 8, page: 1, meta: 'filter_count', filter }));
    expect(body.meta.filter_count).toBe(30);
    expect(body.data).toHaveLength(8);
    // Exactly the bound of matches: still exact; two more than the bound: bound + 1.
    const atBound = { id: { _nin: visible.slice(CONTENT_EXACT_COUNT_UP_TO) } };
    const at = await get(list({ limit: 8, page: 1, meta: 'filter_count', filter: atBound }));
    expect(at.status).toBe(200);
    expect(at.body.meta.filter_count).toBe(CONTENT_EXACT_COUNT_UP_TO);
    const over = { id: { _nin: visible.slice(CONTENT_EXACT_COUNT_UP_TO + 2) } };
    const above = await get(list({ limit: 8, page: 1, meta: 'filter_count', filter: over }));
    expect(above.status).toBe(200);
    expect(above.body.meta.filter_count).toBe(CONTENT_EXACT_COUNT_UP_TO + 1);
  });

  it('counts further on deep pages: two pages past the page asked for, exact when that reaches the end', async () => {
    // limit 200, page 4: offset 600, bound max(1000, 600 + 600) = 1200 ≥ every visible item.
    expect(contentCountBound(600, 200)).toBeGreaterThanOrEqual(visible.length);
    const deep = await get(list({ limit: 200, page: 4, meta: 'filter_count' }));
    expect(deep.body.meta.filter_count).toBe(visible.length);
    expect(deep.body.data).toHaveLength(200);
    // An infinite list of 8 never stops early: at every page the count exceeds what is loaded.
    for (const page of [1, 60, 125, 140]) {
      const { body } = await get(list({ limit: 8, page, meta: 'filter_count' }));
      expect(body.meta.filter_count).toBeGreaterThan(Math.min(page * 8, visible.length - 1));
      expect(body.meta.filter_count).toBe(Math.min(visible.length, contentCountBound((page - 1) * 8, 8) + 1));
    }
  });

  it('answers a page past the end with no items and the count', async () => {
    const filter = { id: { _in: visible.slice(0, 12) } };
    const { status, body } = await get(list({ limit: 8, page: 3, meta: 'filter_count', filter }));
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { filter_count: 12 } });
    const none = await get(list({ limit: 8, page: 1, meta: 'filter_count', filter: { id: { _in: [-1] } } }));
    expect(none.body).toEqual({ data: [], meta: { filter_count: 0 } });
  });

  it('pages in the same order as the exact path, with nested fields', async () => {
    const fields = 'id,name,categories.category_id.id,tags.tag_id.label,date_created';
    for (const page of [1, 2, 50]) {
      const params = { fields, limit: 8, page };
      const bounded = await get(list({ ...params, meta: 'filter_count' }));
      const plain = await get(list(params));
      expect(bounded.body.data).toEqual(plain.body.data);
    }
  });

  it('pages across the inner scan cap (16, 32, 64 rows) as slices of one long page, both paths', async () => {
    // pagedSelectSql caps its ordered scan at a literal power of two ≥ offset + limit (issue 37): pages
    // whose end crosses a cap must still be the rows of the long page at their offsets.
    const fields = 'id,name,tags.tag_id.label';
    const long = await get(list({ fields, limit: 42, page: 1, meta: 'filter_count' }));
    expect(long.body.data).toHaveLength(42);
    for (const meta of [{ meta: 'filter_count' }, {}]) {
      const pages = [];
      for (let page = 1; page <= 6; page++)
        pages.push(...(await get(list({ fields, limit: 7, page, ...meta }))).body.data);
      expect(pages).toEqual(long.body.data);
    }
    const offset = await get(list({ fields, limit: 5, offset: 30 }));
    expect(offset.body.data).toEqual(long.body.data.slice(30, 35));
  });

  it('leaves the authoring list exact', async () => {
    const { status, body } = await get(
      q('/api/content/manage/news', { fields: 'id', limit: 20, meta: 'filter_count' }),
      editor,
    );
    expect(status).toBe(200);
    expect(body.meta.filter_count).toBeGreaterThan(CONTENT_EXACT_COUNT_UP_TO + 1);
    const all = await app.database.db.select().from(contentItems).where(eq(contentItems.kind, 'news'));
    expect(body.meta.filter_count).toBe(all.filter((r) => r.tenantId === 'ota').length);
  });

  it('answers the kept count while the content version stands, and counts again when it moves', async () => {
    // Issue 37: the count of a member's list is kept (10 s) and answered by the list's own statement without
    // counting while the tenant's content version is the one it was counted at.
    const db = app.database.db;
    const ids = visible.slice(40, 70);
    const filter = { id: { _in: ids } };
    const url = list({ limit: 8, page: 1, meta: 'filter_count', filter });
    expect((await get(url)).body.meta.filter_count).toBe(30);
    // A row changed behind the engine's back (no version bump): the kept count is answered, the page is fresh.
    await db.update(contentItems).set({ status: 'archived' }).where(eq(contentItems.id, ids[0]!));
    const kept = await get(url);
    expect(kept.body.meta.filter_count).toBe(30);
    expect(kept.body.data.map((r: any) => r.id)).not.toContain(ids[0]);
    // Another page of the same list shares the count; another member's or another filter's is its own.
    expect(
      (await get(list({ limit: 8, page: 2, meta: 'filter_count', filter }))).body.meta.filter_count,
    ).toBe(30);
    const other = { id: { _in: ids.slice(0, 29) } };
    expect(
      (await get(list({ limit: 8, page: 1, meta: 'filter_count', filter: other }))).body.meta.filter_count,
    ).toBe(28);
    // Without the count cache (CONTENT_COUNT_CACHE=false, bench:directus) nothing is reused.
    const scope = tenantScope(db, 'ota');
    const def = COLLECTIONS.news!;
    const ctx = {
      tenantId: 'ota',
      activeKey: TENANT_PROFILES.ota.newsActiveKey,
      userId: memberId,
      bypass: false,
    };
    const parsed = parseItemsQuery(def, {
      fields: 'id',
      sort: '-publish_start_date,-date_created',
      limit: '8',
      page: '1',
      meta: 'filter_count',
      filter: JSON.stringify(filter),
    });
    const uncached = await readItems(scope, def, parsed, ctx, { boundedCount: true, countCache: false });
    expect(uncached.meta).toEqual({ filter_count: 29 });
    // A content write moves the version: every replica's kept count stops matching at once.
    await invalidateContentCounts(scope);
    expect((await get(url)).body.meta.filter_count).toBe(29);
    await db
      .update(contentItems)
      .set({ status: TENANT_PROFILES.ota.newsActiveKey })
      .where(eq(contentItems.id, ids[0]!));
    await invalidateContentCounts(scope);
    expect((await get(url)).body.meta.filter_count).toBe(30);
  });
});
