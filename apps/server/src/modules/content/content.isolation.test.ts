/* eslint-disable @typescript-eslint/no-explicit-any -- the test walks JSON answers of many shapes */
/**
 * Tenant isolation of the content query engine (issue 11 "Tenant isolation by construction"): every table the
 * engine reads goes through `tenantTable`, so a Directus query in tenant B's context never returns a row of
 * tenant A — with the segment rule bypassed (authoring), through filters on relations, relation expansion
 * (even over a junction row that wrongly points at tenant A), search and aggregation (issue 40).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TenantId } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { contentFiles, contentItems, contentTagMapping, contentTags, users } from '../../db/schema/index';
import { tenantScope, type TenantScope } from '../../db/tenant-scope';
import { COLLECTIONS, publicCollection } from './collections';
import type { ContentVisibility } from './content.visibility';
import { seedContent } from './content.seed';
import { aggregateItems, parseItemsQuery, readItems } from './query';
import { parseAggregation } from './query-aggregate';

let app: FastifyInstance;
let psa: TenantScope;
let otaNewsIds: number[];
let otaTagIds: number[];
let psaTagIds: number[];
let otaUserIds: string[];
let otaFileIds: string[];

/** Authoring context of tenant B (`psa`): every status and segment, so only the tenant separates. */
const psaAuthoring = (userId: string): ContentVisibility => ({
  tenantId: 'psa',
  activeKey: 'published',
  userId,
  bypass: true,
});

let psaUser: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const otaAuthor = await buildUser(app);
  const psaAuthor = await buildUser(app, { tenantId: 'psa' });
  psaUser = psaAuthor.id;
  await seedContent(tenantScope(db, 'ota'), {
    news: 30,
    resources: 10,
    authorIds: [otaAuthor.id],
    segmentIds: [],
  });
  await seedContent(tenantScope(db, 'psa'), {
    news: 10,
    resources: 4,
    authorIds: [psaAuthor.id],
    segmentIds: [],
  });
  psa = tenantScope(db, 'psa');
  const ids = async <T>(rows: Promise<{ id: T }[]>) => (await rows).map((r) => r.id);
  otaNewsIds = await ids(
    db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.tenantId, 'ota')),
  );
  otaTagIds = await ids(
    db.select({ id: contentTags.id }).from(contentTags).where(eq(contentTags.tenantId, 'ota')),
  );
  psaTagIds = await ids(
    db.select({ id: contentTags.id }).from(contentTags).where(eq(contentTags.tenantId, 'psa')),
  );
  otaUserIds = await ids(db.select({ id: users.id }).from(users).where(eq(users.tenantId, 'ota')));
  otaFileIds = await ids(
    db.select({ id: contentFiles.id }).from(contentFiles).where(eq(contentFiles.tenantId, 'ota')),
  );
  // A corrupt junction row of tenant B pointing at a tag of tenant A: expansion must not follow it.
  const [psaNews] = await db.select().from(contentItems).where(eq(contentItems.tenantId, 'psa')).limit(1);
  await db
    .insert(contentTagMapping)
    .values({ tenantId: 'psa' as TenantId, newsId: psaNews!.id, targetId: otaTagIds[0]! });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const read = (collection: string, query: Record<string, string>) => {
  const def = COLLECTIONS[collection]!;
  return readItems(psa, def, parseItemsQuery(def, query), psaAuthoring(psaUser));
};

describe('content query engine: tenant B never sees tenant A', () => {
  it('answers only tenant B rows for every collection, with counts', async () => {
    for (const name of Object.keys(COLLECTIONS).filter((n) => publicCollection(n))) {
      const def = COLLECTIONS[name]!;
      const answer = await read(name, { fields: def.primaryKey, limit: '-1', meta: '*' });
      const own = await app.database.db.execute(
        sql`select ${sql.identifier(def.primaryKey)} as id from ${sql.identifier(def.table)} where tenant_id = 'psa'`,
      );
      const psaIds = new Set((own as unknown as { rows: { id: unknown }[] }).rows.map((r) => r.id));
      const foreign = answer.data.map((row) => row[def.primaryKey]).filter((id) => !psaIds.has(id));
      expect({ name, foreign }).toEqual({ name, foreign: [] });
      expect(answer.meta!.total_count).toBe(answer.data.length);
    }
  });

  it('expands relations within tenant B only, even over a junction row pointing at tenant A', async () => {
    const news = await read('news', {
      fields: 'id,tags.tag_id.id,user_created.id,image.id',
      limit: '-1',
    });
    expect(news.data.length).toBeGreaterThan(0);
    const expandedTags = news.data.flatMap((n: any) => n.tags.map((t: any) => t.tag_id?.id ?? null));
    expect(expandedTags.filter((id: any) => id !== null).every((id: number) => psaTagIds.includes(id))).toBe(
      true,
    );
    expect(expandedTags).toContain(null); // the corrupt row's tag stays hidden
    expect(news.data.some((n: any) => otaNewsIds.includes(n.id))).toBe(false);
    expect(news.data.some((n: any) => otaUserIds.includes(n.user_created?.id))).toBe(false);
    expect(news.data.some((n: any) => otaFileIds.includes(n.image?.id))).toBe(false);
  });

  it('filters on ids and relations of tenant A match nothing', async () => {
    const byId = await read('news', {
      filter: JSON.stringify({ id: { _in: otaNewsIds } }),
      meta: 'filter_count',
    });
    expect(byId.data).toEqual([]);
    expect(byId.meta!.filter_count).toBe(0);
    const byTag = await read('news', {
      filter: JSON.stringify({ tags: { tag_id: { id: { _in: otaTagIds } } } }),
      meta: 'filter_count',
    });
    expect(byTag.data).toEqual([]);
    const byTagLabel = await read('tag', { filter: JSON.stringify({ id: { _in: otaTagIds } }) });
    expect(byTagLabel.data).toEqual([]);
    // `deep` filters the related rows through the same tenant-scoped relational paths (issue 40).
    const deep = await read('news', {
      fields: 'id,tags.id',
      limit: '-1',
      deep: JSON.stringify({ tags: { _filter: { tag_id: { id: { _in: otaTagIds } } } } }),
    });
    expect(deep.data.length).toBeGreaterThan(0);
    expect(deep.data.flatMap((n: any) => n.tags)).toEqual([]);
    const byAuthor = await read('news', {
      filter: JSON.stringify({ user_created: { _in: otaUserIds } }),
    });
    expect(byAuthor.data).toEqual([]);
  });

  it('search never finds tenant A text', async () => {
    await app.database.db
      .update(contentItems)
      .set({ name: 'Zyzzyva only in tenant A' })
      .where(eq(contentItems.id, otaNewsIds[0]!));
    expect((await read('news', { search: 'Zyzzyva' })).data).toEqual([]);
    const def = publicCollection('news')!;
    const ota = await readItems(
      tenantScope(app.database.db, 'ota'),
      def,
      parseItemsQuery(def, { search: 'Zyzzyva' }),
      { tenantId: 'ota', activeKey: 'published', userId: psaUser, bypass: true },
    );
    expect(ota.data).toHaveLength(1);
  });

  it('aggregate counts only tenant B rows, grouped or not', async () => {
    const aggregated = (collection: string, query: Record<string, string>) => {
      const def = COLLECTIONS[collection]!;
      const agg = parseAggregation(def, query)!;
      return aggregateItems(psa, def, parseItemsQuery(def, query), agg, psaAuthoring(psaUser));
    };
    // What the (isolated, tested above) list read of tenant B counts.
    const count = async (collection: string) =>
      (await read(collection, { fields: 'id', limit: '1', meta: 'total_count' })).meta!.total_count!;
    const news = await aggregated('news', { 'aggregate[count]': '*' });
    expect(news.data).toEqual([{ count: await count('news') }]);
    expect(await count('news')).toBeLessThan(otaNewsIds.length);
    const byType = await aggregated('category', { aggregate: '{"count":"*"}', groupBy: 'type' });
    const total = byType.data.reduce((sum, g) => sum + Number(g.count), 0);
    expect(total).toBe(await count('category'));
    const filtered = await aggregated('news', {
      'aggregate[count]': '*',
      filter: JSON.stringify({ id: { _in: otaNewsIds } }),
    });
    expect(filtered.data).toEqual([{ count: 0 }]);
  });
});
