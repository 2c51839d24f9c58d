/**
 * The content engine's statements (query.ts): equal requests give equal SQL texts, so each query shape is one
 * prepared statement per connection (db/statement-cache.ts) instead of a new one per call (issue 17).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COLLECTIONS } from './collections';
import { pageReach } from '../../lib/paging';
import { countSql, orderSql, pagedSelectSql, selectSql } from './query';
import { filterSql } from './query-filter';
import { parseItemsQuery } from './query-parse';

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
      / limit 16\) r1\s+order by r1\.publish_start_date desc nulls last, r1\.id desc nulls last limit \$\d+ offset \$\d+$/,
    );
    expect(first.params.slice(-2)).toEqual([8, 0]);
    // Pages under the same cap share one text (one prepared statement); a deeper page takes the next cap.
    expect(page(4, 8).sql).toBe(first.sql);
    expect(page(8, 9).sql).toMatch(/ limit 32\) r1/);
  });
});
