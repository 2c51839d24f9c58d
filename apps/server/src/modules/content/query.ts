/**
 * Directus query language: execution — spec 002 §7. The whole query (filter with relational paths as EXISTS
 * subqueries, search, sort, limit/offset, counts) runs in the database as ONE statement per answer; nested
 * relational fields are correlated subqueries (no N+1). Every table is read through {@link tenantTable} and
 * every statement runs through {@link executeContentQuery}.
 */
import { sql, type SQL } from 'drizzle-orm';
import { contentCountBound } from '@portal/contracts';
import { LRUCache } from 'lru-cache';
import { contentVersions } from '../../db/schema/index';
import { executeRaw, type TenantScope } from '../../db/tenant-scope';
import { tenantTable } from '../../db/tenant-sql';
import { ISO_TIMESTAMP_FORMAT } from '../../lib/sql-json';
import { pageReach } from '../../lib/paging';
import { COLLECTIONS, fieldSql, type CollectionDef, type M2OField, type ScalarField } from './collections';
import type { ContentVisibility } from './content.visibility';
import { filterSql, nestedVisible, nextAlias, resetAliases, searchSql, value } from './query-filter';
import { forbidden, invalid, type FieldTree, type ItemsQuery } from './query-parse';
import { aggregateJson, groupSql, type Aggregation } from './query-aggregate';

export { DirectusError, buildFieldTree, forbidden, parseItemsQuery } from './query-parse';
export type { FieldTree, ItemsQuery } from './query-parse';

const raw = (text: string) => sql.raw(text);

type Row = Record<string, unknown>;

/**
 * Runs one statement of the content engine (the only raw SQL of the module) through the audited `executeRaw`.
 * Every table in `query` must be named through {@link tenantTable}. @returns the result rows.
 */
export async function executeContentQuery(scope: TenantScope, query: SQL): Promise<Row[]> {
  return (await executeRaw<Row>(scope, query)).rows;
}

/** A scalar as JSON: timestamps as ISO 8601 UTC (`2026-11-23T08:00:00.000Z`, as Directus answers). */
function scalarJson(f: ScalarField | M2OField, a: string): string {
  const expr = fieldSql(f, a);
  return f.type === 'timestamp' ? `to_char(${expr} at time zone 'UTC', '${ISO_TIMESTAMP_FORMAT}')` : expr;
}

/**
 * The JSON object of one row of `def` (alias `a`) with the requested fields. Relations become correlated
 * subqueries inside the same statement (M2O: one object, O2M: `json_agg` ordered by id), so an answer of any
 * depth is one SQL statement — no per-row round trips. Rows reached through a relation of a visible row
 * are visible by construction ({@link nestedVisible}).
 */
function rowJson(def: CollectionDef, tree: FieldTree, a: string, ctx: ContentVisibility): SQL {
  const pairs: SQL[] = [];
  for (const name of tree.scalars)
    pairs.push(sql.raw(`'${name}', ${scalarJson(def.fields[name] as ScalarField, a)}`));
  for (const [name, sub] of tree.relations) {
    const f = def.fields[name]!;
    if (f.kind === 'scalar') continue;
    const target = COLLECTIONS[f.target]!;
    const b = nextAlias();
    if (f.kind === 'm2o') {
      if (!sub) pairs.push(sql.raw(`'${name}', ${fieldSql(f, a)}`));
      else
        pairs.push(sql`${raw(`'${name}'`)}, (select ${rowJson(target, sub, b, ctx)} from ${tenantTable(target.table, b, ctx.tenantId)}
          where ${raw(b)}.${raw(target.primaryKey)} = ${raw(fieldSql(f, a))} and ${nestedVisible(b, ctx)})`);
    } else {
      const element = sub ? rowJson(target, sub, b, ctx) : sql`${raw(b)}.${raw(target.primaryKey)}`;
      const deep = tree.deep?.get(name);
      const related = sql`${raw(b)}.${raw(f.foreignKey)} = ${raw(a)}.${raw(def.primaryKey)} and ${nestedVisible(b, ctx)}`;
      if (!deep)
        pairs.push(sql`${raw(`'${name}'`)}, coalesce((select json_agg(${element} order by ${raw(b)}.${raw(target.primaryKey)})
          from ${tenantTable(target.table, b, ctx.tenantId)} where ${related}), '[]'::json)`);
      else {
        // `deep` (Directus): the related rows' own filter, order and page, still one statement.
        const order = orderSql(target, b, deep.sort);
        const filter = deep.filter === undefined ? sql`true` : filterSql(target, b, deep.filter, ctx);
        const page = deep.limit === undefined ? sql`` : sql`limit ${deep.limit}`;
        pairs.push(sql`${raw(`'${name}'`)}, coalesce((select json_agg(x.j order by x.n) from (select ${element} as j,
          row_number() over (${order}) as n from ${tenantTable(target.table, b, ctx.tenantId)}
          where ${related} and ${filter} ${order} ${page} offset ${deep.offset}) x), '[]'::json)`);
      }
    }
  }
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The statement of {@link select}: rows of `def` (alias `r1`) matching the visibility rule, `where` and `tail`
 * (order, limit), each as a JSON object `j` with the requested fields. Its aliases start again from `r1`
 * ({@link resetAliases}), so equal requests give equal texts.
 */
export function selectSql(
  def: CollectionDef,
  tree: FieldTree,
  ctx: ContentVisibility,
  where: (a: string) => SQL,
  tail: (a: string) => SQL = () => sql``,
): SQL {
  resetAliases();
  const a = nextAlias();
  return sql`select ${rowJson(def, tree, a, ctx)} as "j" from ${tenantTable(def.table, a, ctx.tenantId)}
      where ${def.visible(a, ctx)} and ${where(a)} ${tail(a)}`;
}

/**
 * The statement of one page of {@link selectSql}'s rows (issue 37 point 4): the visible rows of `def` matching
 * `where` in `sort` order (alias `r1`), `limit` and `offset` as parameters, each row as its JSON object `j`.
 * The rows are first taken in order under a literal cap ({@link pageReach} of offset + limit: never fewer
 * than the page needs, so the answer is the same), then paged and written as JSON. Why: a LIMIT given as a
 * parameter is estimated by PostgreSQL's generic plan at 10 % of the matches (~4,000 news, each with its
 * JSON's subqueries), so the prepared statement's generic plan looked 25× dearer than a plan for the values
 * and PostgreSQL planned the news list again on every call (~1 ms of its ~1.5 ms; docs/benchmarks.md
 * "Issue 37, 5 Dec, late night: posts"). Under the literal cap both plans cost alike and the generic one is
 * kept. Aliases as {@link selectSql}.
 */
export function pagedSelectSql(
  def: CollectionDef,
  tree: FieldTree,
  ctx: ContentVisibility,
  where: (a: string) => SQL,
  sort: ItemsQuery['sort'],
  limit: number,
  offset: number,
): SQL {
  resetAliases();
  const a = nextAlias();
  const order = orderSql(def, a, sort);
  const cap = pageReach(offset + limit);
  return sql`select ${rowJson(def, tree, a, ctx)} as "j" from (select ${raw(a)}.* from ${tenantTable(def.table, a, ctx.tenantId)}
      where ${def.visible(a, ctx)} and ${where(a)} ${order} limit ${raw(String(cap))}) ${raw(a)}
      ${order} limit ${limit} offset ${offset}`;
}

/** Rows of `def` matching the visibility rule and `where`, as JSON objects with the requested fields. */
async function select(
  scope: TenantScope,
  def: CollectionDef,
  tree: FieldTree,
  ctx: ContentVisibility,
  where: (a: string) => SQL,
  tail?: (a: string) => SQL,
): Promise<Row[]> {
  const found = await executeContentQuery(scope, selectSql(def, tree, ctx, where, tail));
  return found.map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j) as Row);
}

/** The statement of a `meta` count: visible rows of `def` matching `where`, as `n` (aliases as {@link selectSql}). */
export function countSql(def: CollectionDef, ctx: ContentVisibility, where: (a: string) => SQL): SQL {
  resetAliases();
  const a = nextAlias();
  return sql`select count(*)::int as n from ${tenantTable(def.table, a, ctx.tenantId)} where ${def.visible(a, ctx)} and ${where(a)}`;
}

/**
 * Order-by SQL: the requested fields, then the primary key (stable pages). Nulls count as smallest
 * (`desc nulls last`), so `-publish_start_date,-date_created` walks `content_items_list_idx` in order.
 */
export function orderSql(def: CollectionDef, a: string, sort: ItemsQuery['sort']): SQL {
  const parts = sort.map(({ field, desc }) => {
    const f = def.fields[field] as ScalarField | M2OField;
    // Nulls sort as the smallest value (last when descending), which matches the list indexes.
    return sql`${raw(fieldSql(f, a))} ${raw(desc ? 'desc nulls last' : 'asc nulls first')}`;
  });
  const lastDesc = sort.length ? sort[sort.length - 1]!.desc : false;
  // The key is never null: `desc nulls last` orders as `desc` and matches the list indexes' last column
  // (`id desc nulls last`), so the page is read in index order with no sort step.
  if (!sort.some((s) => s.field === def.primaryKey))
    parts.push(sql`${raw(a)}.${raw(def.primaryKey)} ${raw(lastDesc ? 'desc nulls last' : 'asc')}`);
  return sql`order by ${sql.join(parts, sql`, `)}`;
}

/**
 * How long a `meta` count is reused: 10 s. Content writes (news, resources) are seen at once by every
 * replica (the key carries the tenant's content version); visibility changes of a member (segments,
 * memberships) are seen within this time.
 */
const COUNT_TTL_MS = 10_000;
/**
 * Count cache: `meta` counts per tenant, content version, collection, query and member; at most 5000, 10 s
 * each. Process memory is only a cache here: the key's version comes from the database (issue 17).
 */
const countCache = new LRUCache<string, number>({ max: 5000, ttl: COUNT_TTL_MS });

/** The tenant's content version (0 before the first write): one primary-key read. */
export async function contentVersion(scope: TenantScope): Promise<number> {
  const [row] = await scope.db.select({ version: contentVersions.version }).from(contentVersions).limit(1);
  return row?.version ?? 0;
}

/**
 * Marks the tenant's content as changed (after any content write, on whichever replica): bumps its version in
 * the database, so cached counts of the tenant on every replica stop matching.
 */
export async function invalidateContentCounts(scope: TenantScope): Promise<void> {
  await scope.db
    .insert(contentVersions)
    .values({ tenantId: scope.tenantId, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.tenantId,
      set: { version: sql`${contentVersions.version} + 1` },
    });
}

/**
 * How {@link readItems} answers `meta` counts: `countCache` true (the default, `CONTENT_COUNT_CACHE`) reuses a
 * count for 10 s per tenant content version, member and query; false counts in the database on every request
 * (`npm run bench:directus`, issue 37).
 */
export interface ReadOptions {
  countCache?: boolean;
  /**
   * true (the members' `GET /api/content/items/{collection}`): `meta.filter_count` is counted exactly up to
   * `contentCountBound(offset, limit)` and answered as that bound + 1 above it, in the same statement as the
   * page ({@link pageWithBoundedCountSql}; never cached, so `countCache` does not apply to it). false or
   * absent (authoring lists): exact.
   */
  boundedCount?: boolean;
}

/**
 * ONE statement for a page and its bounded `filter_count` (issue 37 point 4): the count of visible rows of
 * `def` matching `where`, stopped after `bound + 1` rows (an index-only walk of `content_items_visible_idx` of
 * at most that many entries instead of every match), left-joined to the page (`paging`: order, limit, offset),
 * so a page past the end still answers one row with the count and `j` null. The page is
 * {@link pagedSelectSql}'s (planned once: its generic plan is kept). Rows: `{ j, n }` in page order.
 */
export function pageWithBoundedCountSql(
  def: CollectionDef,
  tree: FieldTree,
  ctx: ContentVisibility,
  where: (a: string) => SQL,
  paging: { sort: ItemsQuery['sort']; limit: number; offset: number },
  bound: number,
): SQL {
  resetAliases();
  const c = nextAlias();
  // The bound is an integer the server computed (contentCountBound), written as a literal so the prepared
  // statement's plan knows it (a parameter would leave a generic plan guessing); it changes only past page 123.
  const counted = sql`select count(*)::int as n from (select 1 from ${tenantTable(def.table, c, ctx.tenantId)}
      where ${def.visible(c, ctx)} and ${where(c)} limit ${raw(String(Math.trunc(bound) + 1))}) x`;
  const page = pagedSelectSql(def, tree, ctx, where, paging.sort, paging.limit, paging.offset);
  return sql`select p.j, c.n from (${counted}) c
      left join lateral (select q.j, row_number() over () as o from (${page}) q) p on true order by p.o`;
}

/**
 * A `meta` count of visible rows matching `where` (cached 10 s per tenant content `version`, member and query;
 * `version` null: not cached, counted now).
 */
async function count(
  scope: TenantScope,
  def: CollectionDef,
  ctx: ContentVisibility,
  version: number | null,
  where: (a: string) => SQL,
  cacheKey: string,
): Promise<number> {
  const key =
    version === null
      ? null
      : `${ctx.tenantId}|${version}|${def.name}|${ctx.bypass ? 'all' : `${ctx.activeKey}|${ctx.userId}`}|${cacheKey}`;
  const hit = key === null ? undefined : countCache.get(key);
  if (hit !== undefined) return hit;
  const [r] = await executeContentQuery(scope, countSql(def, ctx, where));
  const value = Number(r?.n ?? 0);
  if (key !== null) countCache.set(key, value);
  return value;
}

/**
 * `GET /items/{collection}`: `{ data, meta? }`. With `options.boundedCount` and `meta=filter_count` alone: one
 * statement, `filter_count` exact up to `contentCountBound(offset, limit)` and bound + 1 above it. Otherwise
 * exact counts; with `options.countCache` false (`CONTENT_COUNT_CACHE=false`) they are counted on every
 * request and the content version is not read.
 */
export async function readItems(
  scope: TenantScope,
  def: CollectionDef,
  query: ItemsQuery,
  ctx: ContentVisibility,
  options: ReadOptions = {},
): Promise<{ data: Row[]; meta?: { filter_count?: number; total_count?: number } }> {
  const where = (a: string) =>
    sql`${filterSql(def, a, query.filter, ctx)} and ${searchSql(def, a, query.search)}`;
  if (options.boundedCount && query.meta.filterCount && !query.meta.totalCount) {
    const bound = contentCountBound(query.offset, query.limit);
    const found = await executeContentQuery(
      scope,
      pageWithBoundedCountSql(def, query.fields, ctx, where, query, bound),
    );
    const data = found
      .filter((r) => r.j !== null && r.j !== undefined)
      .map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j) as Row);
    if (query.all && data.length > def.maxLimit)
      throw invalid(
        `"limit=-1" would return more than ${def.maxLimit} items of "${def.name}": page with "limit" and "page" instead.`,
      );
    return { data, meta: { filter_count: Number(found[0]?.n ?? 0) } };
  }
  const wantsMeta = query.meta.filterCount || query.meta.totalCount;
  const cached = options.countCache !== false;
  // The content version (for the count cache key) is read alongside the rows, not after them.
  const [rows, version] = await Promise.all([
    executeContentQuery(
      scope,
      pagedSelectSql(def, query.fields, ctx, where, query.sort, query.limit, query.offset),
    ).then((found) => found.map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j) as Row)),
    wantsMeta && cached ? contentVersion(scope) : Promise.resolve(null),
  ]);
  if (query.all && rows.length > def.maxLimit)
    throw invalid(
      `"limit=-1" would return more than ${def.maxLimit} items of "${def.name}": page with "limit" and "page" instead.`,
    );
  const data = rows;
  if (!wantsMeta) return { data };
  const meta: { filter_count?: number; total_count?: number } = {};
  if (query.meta.totalCount) meta.total_count = await count(scope, def, ctx, version, () => sql`true`, '');
  if (query.meta.filterCount)
    meta.filter_count = await count(
      scope,
      def,
      ctx,
      version,
      where,
      JSON.stringify([query.filter, query.search]),
    );
  return { data, meta };
}

/**
 * `GET /items/{collection}?aggregate…`: the Directus aggregation of the visible rows matching `filter` and
 * `search` (query-aggregate.ts) in ONE statement, groups paged by `limit`/`offset` → `{ data: [...] }`.
 */
export async function aggregateItems(
  scope: TenantScope,
  def: CollectionDef,
  query: ItemsQuery,
  agg: Aggregation,
  ctx: ContentVisibility,
): Promise<{ data: Row[] }> {
  resetAliases();
  const a = nextAlias();
  const limit = query.all ? def.maxLimit : query.limit;
  const found = await executeContentQuery(
    scope,
    sql`select ${aggregateJson(def, agg, a)} as "j" from ${tenantTable(def.table, a, ctx.tenantId)}
      where ${def.visible(a, ctx)} and ${filterSql(def, a, query.filter, ctx)} and ${searchSql(def, a, query.search)}
      ${groupSql(def, agg, a)} limit ${limit} offset ${query.offset}`,
  );
  return { data: found.map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j) as Row) };
}

/** `GET /items/{collection}/{id}`: the item or 403 (missing and invisible look the same). */
export async function readItem(
  scope: TenantScope,
  def: CollectionDef,
  id: string,
  fields: FieldTree,
  ctx: ContentVisibility,
): Promise<Row> {
  if (def.primaryType === 'int' ? !/^\d{1,9}$/.test(id) : !/^[0-9a-f-]{36}$/i.test(id)) throw forbidden();
  const [item] = await select(
    scope,
    def,
    fields,
    ctx,
    (a) =>
      sql`${raw(a)}.${raw(def.primaryKey)} = ${value(def.primaryType, def.primaryType === 'int' ? Number(id) : id, 'id')}`,
  );
  if (!item) throw forbidden();
  return item;
}
