/**
 * The content engine's statements (query.ts): equal requests give equal SQL texts, so each query shape is one
 * prepared statement per connection (db/statement-cache.ts) instead of a new one per call (issue 17).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COLLECTIONS } from './collections';
import { pageReach } from '../../lib/paging';
import { contentCountBound } from '@portal/contracts';
import { clearSqlTemplates, templateParams, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import {
  countSql,
  isPlainList,
  listTemplate,
  orderSql,
  pageWithBoundedCountSql,
  pagedSelectSql,
  selectSql,
} from './query-statements';
import { filterSql, searchSql } from './query-filter';
import { parseItemsQuery, type ItemsQuery } from './query-parse';
import type { CollectionDef } from './collections';

const dialect = new PgDialect();
const def = COLLECTIONS.news!;
const ctx = {
  tenantId: 'ota',
  activeKey: 'a',
  userId: '00000000-0000-4000-8000-000000000001',
  bypass: false,
};
// Nested fields and a relational filter: the statement has several subquery aliases.
const query = parseItemsQuery(def, {
  fields: 'id,name,categories.category_id.label,tags.tag_id.label',
  filter: JSON.stringify({ categories: { _some: { category_id: { label: { _eq: 'Practice' } } } } }),
  sort: '-publish_start_date',
  limit: '5',
});
const where = (a: string) => sql`${filterSql(def, a, query.filter, ctx)}`;
const text = (statement: ReturnType<typeof selectSql>) => dialect.sqlToQuery(statement).sql;

describe('content statements', () => {
  it('gives the same text for the same request, with its aliases numbered from r1', () => {
    const first = text(selectSql(def, query.fields, ctx, where));
    // Another statement built in between must not shift the numbering.
    text(countSql(def, ctx, where));
    const second = text(selectSql(def, query.fields, ctx, where));
    expect(second).toBe(first);
    expect(first).toMatch(/\br1\b/);
    expect(first).toMatch(/\br2\b/);
    expect(text(countSql(def, ctx, where))).toBe(text(countSql(def, ctx, where)));
  });

  it('orders a descending list by the key last as content_items_list_idx does (no sort step)', () => {
    const list = parseItemsQuery(def, {
      fields: 'id',
      sort: '-publish_start_date,-date_created',
      limit: '8',
    });
    const statement = text(selectSql(def, list.fields, ctx, where, (a) => orderSql(def, a, list.sort)));
    expect(statement).toMatch(
      /order by r1\.publish_start_date desc nulls last, r1\.date_created desc nulls last, r1\.id desc nulls last$/,
    );
  });

  it('keeps every alias of one statement distinct', () => {
    const statement = text(selectSql(def, query.fields, ctx, where));
    const declared = [...statement.matchAll(/\) (r\d+)\b/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(1);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('caps a page at a literal power of two ≥ offset + limit, with limit and offset as parameters', () => {
    expect([1, 8, 16, 17, 32, 33, 1000].map(pageReach)).toEqual([16, 16, 16, 32, 32, 64, 1024]);
    const page = (limit: number, offset: number) =>
      dialect.sqlToQuery(pagedSelectSql(def, query.fields, ctx, where, query.sort, limit, offset));
    const first = page(8, 0);
    // The generic plan of the prepared statement sees the cap (issue 37): a literal in the text.
    expect(first.sql).toMatch(
      / limit 16\) r1\s+order by r1\.publish_start_date desc nulls last, r1\.id desc nulls last limit \$\d+ offset \$\d+\) r1 order by r1\.publish_start_date desc nulls last, r1\.id desc nulls last$/,
    );
    // The JSON is built above limit and offset (for the page's rows, not for the skipped ones): nothing of it
    // inside the page's subquery.
    const [json, paged] = first.sql.split(' from (select r1.* from (select r1.* from ');
    expect(json).toMatch(/^select json_build_object\(/);
    expect(paged).not.toMatch(/json_build_object|json_agg/);
    expect(first.params.slice(-2)).toEqual([8, 0]);
    // Pages under the same cap share one text (one prepared statement); a deeper page takes the next cap.
    expect(page(4, 8).sql).toBe(first.sql);
    expect(page(8, 9).sql).toMatch(/ limit 32\) r1/);
  });
});

describe('list statement templates (issue 37: built once per request shape)', () => {
  // listTemplate reads only the scope's tenant; nothing here reaches a database.
  const scope = { tenantId: 'ota', db: {} as Db } as TenantScope;
  const member = { ...ctx, userId: '00000000-0000-4000-8000-000000000002' };
  const card =
    'id,name,short_description,date_created,date_updated,publish_start_date,image,categories.category_id.id,categories.category_id.label,tags.tag_id.id,tags.tag_id.label';
  const sort = '-publish_start_date,-date_created';
  /** What building the statement for this call sends (the path before templates; readItems's split flag). */
  const direct = (d: CollectionDef, q: ItemsQuery, c: typeof ctx, bound: number | null) => {
    const where = (a: string) => sql`${filterSql(d, a, q.filter, c)} and ${searchSql(d, a, q.search)}`;
    return dialect.sqlToQuery(
      bound === null
        ? pagedSelectSql(d, q.fields, c, where, q.sort, q.limit, q.offset)
        : pageWithBoundedCountSql(d, q.fields, c, where, q, bound, isPlainList(q)),
    );
  };
  const viaTemplate = (d: CollectionDef, q: ItemsQuery, c: typeof ctx, bound: number | null) => {
    const call = listTemplate(scope, d, q, c, bound)!;
    return { sql: call.template.sql, params: templateParams(scope, call.template, call.values), call };
  };
  const cases: [string, Record<string, string>][] = [
    ['the news list', { fields: card, sort, limit: '8', page: '1', meta: 'filter_count' }],
    ['a deep page', { fields: card, sort, limit: '8', page: '200', meta: 'filter_count' }],
    ['offset', { fields: 'id,name', limit: '7', offset: '13' }],
    ['search', { fields: card, sort, limit: '8', search: '50%_off' }],
    ['an id list', { fields: 'id', filter: JSON.stringify({ id: { _nin: [-5, -6] } }) }],
    [
      '$NOW and a date',
      {
        fields: 'id',
        filter: JSON.stringify({ publish_start_date: { _lte: '$NOW' }, date_created: { _gt: '2026-01-02' } }),
      },
    ],
    [
      'null, booleans and text',
      {
        fields: '*',
        filter: JSON.stringify({ name: { _null: false, _neq: null, _icontains: 'a' }, status: { _eq: 'x' } }),
      },
    ],
    [
      'relations',
      {
        fields: 'id',
        filter: JSON.stringify({
          _or: [
            { categories: { _some: { category_id: { label: { _eq: 'P' } } } } },
            { tags: { _none: { tag_id: { id: { _in: '1,2' } } } } },
            { user_created: { first_name: { _contains: 'x' } } },
          ],
        }),
      },
    ],
    [
      'a uuid',
      {
        fields: 'id,user_created.first_name',
        filter: JSON.stringify({ user_created: { _eq: member.userId } }),
      },
    ],
    [
      'bracket filters',
      { fields: 'id', 'filter[id][_gt]': '10', 'filter[name][_ncontains]': 'b', sort: 'name' },
    ],
  ];

  it.each(cases)('sends what building it sends (text and parameters): %s', (_name, raw) => {
    for (const d of [def, COLLECTIONS.resource!]) {
      const q = parseItemsQuery(d, raw);
      for (const c of [ctx, member, { ...ctx, bypass: true }])
        for (const bound of [null, contentCountBound(q.offset, q.limit)]) {
          const { sql: text, params } = viaTemplate(d, q, c, bound);
          expect({ text, params }).toEqual({
            text: direct(d, q, c, bound).sql,
            params: direct(d, q, c, bound).params,
          });
        }
    }
    const pages = parseItemsQuery(COLLECTIONS.pages!, {
      fields: '*',
      search: 'x',
      'filter[sort][_gte]': '2',
    });
    expect(viaTemplate(COLLECTIONS.pages!, pages, ctx, null).sql).toBe(
      direct(COLLECTIONS.pages!, pages, ctx, null).sql,
    );
  });

  it('shares one template between calls that differ only in values, and makes another for another shape', () => {
    clearSqlTemplates();
    const list = (filter: unknown, extra: Record<string, string> = {}) =>
      parseItemsQuery(def, {
        fields: card,
        sort,
        limit: '8',
        meta: 'filter_count',
        filter: JSON.stringify(filter),
        ...extra,
      });
    const one = viaTemplate(def, list({ id: { _nin: [-1] } }), ctx, 1000);
    const two = viaTemplate(def, list({ id: { _nin: [-2] } }, { page: '2' }), member, 1000);
    expect(two.call.template).toBe(one.call.template);
    expect(two.params).toEqual(direct(def, list({ id: { _nin: [-2] } }, { page: '2' }), member, 1000).params);
    expect(two.params).toContain(-2);
    expect(two.params).not.toContain(-1);
    // Another list length, operator, $NOW, bound, cap or field order is another text.
    const others = [
      viaTemplate(def, list({ id: { _nin: [-1, -2] } }), ctx, 1000),
      viaTemplate(def, list({ id: { _in: [-1] } }), ctx, 1000),
      viaTemplate(def, list({ publish_start_date: { _lte: '$NOW' } }), ctx, 1000),
      viaTemplate(def, list({ id: { _nin: [-1] } }), ctx, 2000),
      viaTemplate(def, list({ id: { _nin: [-1] } }, { page: '3' }), ctx, 1000),
      viaTemplate(def, list({ id: { _nin: [-1] } }, { fields: 'name,id' }), ctx, 1000),
    ];
    expect(new Set([one, ...others].map((t) => t.call.template)).size).toBe(others.length + 1);
  });

  it('is not used for deep (built per call) and refuses another tenant', () => {
    const deep = parseItemsQuery(def, {
      fields: 'id,tags.tag_id.label',
      deep: JSON.stringify({ tags: { _limit: 1 } }),
    });
    expect(listTemplate(scope, def, deep, ctx, null)).toBeNull();
    const q = parseItemsQuery(def, { fields: 'id' });
    expect(() => listTemplate(scope, def, q, { ...ctx, tenantId: 'psa' }, null)).toThrow(/another tenant/);
  });

  it('still refuses a bad filter value', () => {
    const q = parseItemsQuery(def, { fields: 'id', filter: JSON.stringify({ id: { _eq: 'x' } }) });
    expect(() => listTemplate(scope, def, q, ctx, 1000)).toThrow(/expects an integer/);
  });
});
