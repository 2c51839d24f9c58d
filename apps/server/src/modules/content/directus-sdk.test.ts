/**
 * Compatibility: the official `@directus/sdk` drives the content service unchanged (issue 5, spec 002 §7):
 * readItems with fields (nested), filter, sort, limit, page and meta; readItem; errors surface as Directus
 * errors. Issue 40: `aggregate()` counts (`count: '*'`, per field, grouped with `groupBy`), `limit: -1` returns
 * every item up to the collection's cap and 400 above it, and `deep` filters, sorts and pages the rows of a
 * one-to-many relation (one level; deeper answers 400, never silently ignored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { aggregate, createDirectus, readItem, readItems, rest, staticToken } from '@directus/sdk';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { tenantScope } from '../../db/tenant-scope';
import { seedContent } from './content.seed';

interface Category {
  id: number;
  label: string;
  type: string;
}
interface CategoryMapping {
  id: number;
  category_id: Category;
}
interface Tag {
  id: number;
  label: string;
}
interface TagMapping {
  id: number;
  tag_id: Tag;
}
interface News {
  id: number;
  name: string;
  status: string;
  publish_start_date: string | null;
  date_created: string;
  categories: CategoryMapping[];
  tags: TagMapping[];
}
interface Schema {
  news: News[];
  category: Category[];
  category_mapping: CategoryMapping[];
  tag: Tag[];
  tag_mapping: TagMapping[];
}

let app: FastifyInstance;
let client: ReturnType<typeof makeClient>;
const makeClient = (url: string, token: string) =>
  createDirectus<Schema>(url).with(staticToken(token)).with(rest());

beforeAll(async () => {
  app = await buildTestApp();
  const user = await buildUser(app);
  await seedContent(tenantScope(app.database.db, 'ota'), {
    news: 230,
    resources: 5,
    authorIds: [user.id],
    segmentIds: [],
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await app.tokens.issue({ userId: user.id, tenantId: 'ota', name: 'Test' });
  client = makeClient(`${address}/api/content`, token);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('@directus/sdk against /api/content', () => {
  it('readItems with nested fields, relational filter, sort, limit and page', async () => {
    const [category] = await client.request(
      readItems('category', { filter: { type: { _eq: 'news' } }, sort: ['label'], limit: 1 }),
    );
    const page1 = await client.request(
      readItems('news', {
        fields: ['id', 'name', 'publish_start_date', { categories: [{ category_id: ['id', 'label'] }] }],
        filter: { categories: { category_id: { id: { _eq: category!.id } } } },
        sort: ['-publish_start_date', '-date_created'],
        limit: 2,
        page: 1,
      }),
    );
    expect(page1).toHaveLength(2);
    for (const item of page1)
      expect((item.categories ?? []).map((c) => c.category_id.id)).toContain(category!.id);
    expect(page1[0]!.publish_start_date! >= page1[1]!.publish_start_date!).toBe(true);
    const page2 = await client.request(
      readItems('news', {
        fields: ['id'],
        filter: { categories: { category_id: { id: { _eq: category!.id } } } },
        sort: ['-publish_start_date', '-date_created'],
        limit: 2,
        page: 2,
      }),
    );
    expect(page2.map((i) => i.id)).not.toContain(page1[0]!.id);
  });

  it('readItems with meta through a custom request: filter_count in the answer', async () => {
    const res = await fetch(
      `${client.url.toString().replace(/\/$/, '')}/items/news?limit=8&meta=filter_count&fields=id`,
      { headers: { authorization: `Bearer ${(await client.getToken())!}` } },
    );
    const body = (await res.json()) as { data: unknown[]; meta: { filter_count: number } };
    expect(body.data).toHaveLength(8);
    expect(body.meta.filter_count).toBeGreaterThan(8);
  });

  it('readItems with _in and _or, and readItem by id', async () => {
    const some = await client.request(readItems('news', { fields: ['id'], limit: 3 }));
    const ids = some.map((s) => s.id);
    const found = await client.request(
      readItems('news', {
        fields: ['id', 'name', { tags: [{ tag_id: ['label'] }] }],
        filter: { _or: [{ id: { _in: ids.slice(0, 2) } }, { id: { _eq: ids[2]! } }] },
        sort: ['id'],
      }),
    );
    expect(found.map((f) => f.id)).toEqual([...ids].sort((a, b) => a - b));
    const one = await client.request(readItem('news', ids[0]!, { fields: ['id', 'name', 'status'] }));
    expect(one.id).toBe(ids[0]);
    expect(one.status).toBe('active');
  });

  it('bad queries reject with Directus errors', async () => {
    await expect(
      client.request(readItems('news', { filter: { nope: { _eq: 1 } } as never })),
    ).rejects.toMatchObject({ errors: [{ extensions: { code: 'INVALID_QUERY' } }] });
    await expect(client.request(readItem('news', 99999999))).rejects.toMatchObject({
      errors: [{ extensions: { code: 'FORBIDDEN' } }],
    });
  });

  it('aggregate counts the visible items: count *, per field, with a filter, and grouped', async () => {
    const all = await client.request(readItems('news', { fields: ['id'], limit: 200 }));
    const [total] = await client.request(aggregate('news', { aggregate: { count: '*' } }));
    expect(total).toEqual({ count: expect.any(Number) });
    expect(Number(total!.count)).toBeGreaterThan(all.length - 1);
    const [byField] = await client.request(aggregate('news', { aggregate: { count: ['id'] } }));
    expect(byField).toEqual({ count: { id: total!.count } });
    const ids = all.slice(0, 3).map((n) => n.id);
    const [some] = await client.request(
      aggregate('news', { aggregate: { count: '*' }, query: { filter: { id: { _in: ids } } } }),
    );
    expect(some).toEqual({ count: 3 });
    const groups = await client.request(
      aggregate('category', { aggregate: { count: '*' }, groupBy: ['type'] }),
    );
    expect(groups.map((g) => g.type)).toEqual([...new Set(groups.map((g) => g.type))].sort());
    const categories = await client.request(readItems('category', { fields: ['id', 'type'], limit: -1 }));
    for (const group of groups)
      expect(group.count).toBe(categories.filter((c) => c.type === group.type).length);
    // The REST form of the same count.
    const res = await fetch(`${client.url.toString().replace(/\/$/, '')}/items/news?aggregate[count]=*`, {
      headers: { authorization: `Bearer ${(await client.getToken())!}` },
    });
    expect(await res.json()).toEqual({ data: [total] });
  });

  it('limit -1 returns every item up to the cap and answers 400 above it; deep beyond one level answers 400', async () => {
    const [total] = await client.request(aggregate('news', { aggregate: { count: '*' } }));
    expect(Number(total!.count)).toBeGreaterThan(200);
    await expect(client.request(readItems('news', { fields: ['id'], limit: -1 }))).rejects.toMatchObject({
      errors: [{ message: expect.stringContaining('"limit=-1" would return more than 200 items of "news"') }],
    });
    const tags = await client.request(readItems('tag', { fields: ['id'], limit: -1 }));
    const [tagCount] = await client.request(aggregate('tag', { aggregate: { count: '*' } }));
    expect(tags).toHaveLength(Number(tagCount!.count));
    await expect(
      client.request(
        readItems('news', { fields: ['id'], deep: { tags: { tag_id: { _limit: 1 } } } as never }),
      ),
    ).rejects.toMatchObject({
      errors: [
        {
          message: expect.stringContaining('"deep.tags.tag_id" is not supported'),
          extensions: { code: 'INVALID_QUERY' },
        },
      ],
    });
    await expect(
      client.request(aggregate('news', { aggregate: { sum: 'id' } as never })),
    ).rejects.toMatchObject({ errors: [{ message: expect.stringContaining('"sum" is not supported') }] });
  });

  it('deep limits, sorts and filters the related rows of a one-to-many relation', async () => {
    const fields = ['id', { tags: ['id', { tag_id: ['id', 'label'] }] }] as never;
    const plain = (await client.request(readItems('news', { fields, sort: ['id'], limit: 50 }))) as News[];
    const many = plain.filter((n) => n.tags.length > 1);
    expect(many.length).toBeGreaterThan(0);
    const limited = (await client.request(
      readItems('news', {
        fields,
        sort: ['id'],
        limit: 50,
        deep: { tags: { _limit: 1, _sort: ['-id'] } } as never,
      }),
    )) as News[];
    expect(limited.map((n) => n.id)).toEqual(plain.map((n) => n.id));
    for (const [i, item] of limited.entries()) {
      const ids = plain[i]!.tags.map((t) => t.id);
      expect(item.tags.map((t) => t.id)).toEqual(ids.length ? [Math.max(...ids)] : []);
    }
    const label = many[0]!.tags[0]!.tag_id.label;
    const filtered = (await client.request(
      readItem('news', many[0]!.id, {
        fields,
        deep: { tags: { _filter: { tag_id: { label: { _eq: label } } } } } as never,
      }),
    )) as News;
    expect(filtered.tags.map((t) => t.tag_id.label)).toEqual(
      many[0]!.tags.filter((t) => t.tag_id.label === label).map((t) => t.tag_id.label),
    );
  });
});
