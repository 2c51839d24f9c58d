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
import { executeRaw, executeTemplate, type TenantScope } from '../../db/tenant-scope';
import { tenantTable } from '../../db/tenant-sql';
import type { CollectionDef } from './collections';
import type { ContentVisibility } from './content.visibility';
import { filterSql, nextAlias, resetAliases, searchSql, value } from './query-filter';
import { forbidden, invalid, type FieldTree, type ItemsQuery } from './query-parse';
import { aggregateJson, groupSql, type Aggregation } from './query-aggregate';
import {
  countSql,
  isPlainList,
  KNOWN_COUNT,
  KNOWN_VERSION,
  listTemplate,
  listWhere,
  pagedSelectSql,
  PAGE_LIMIT,
  PAGE_OFFSET,
  pageWithBoundedCountSql,
  selectSql,
  type TemplateCall,
} from './query-statements';

export { DirectusError, buildFieldTree, forbidden, parseItemsQuery } from './query-parse';
export type { FieldTree, ItemsQuery } from './query-parse';

const raw = (text: string) => sql.raw(text);

type Row = Record<string, unknown>;

/**
 * Runs one statement of the content engine (the only raw SQL of the module) through the audited `executeRaw`,
 * or a list statement's template ({@link listTemplate}) with this call's values through `executeTemplate`.
 * Every table in the statement must be named through {@link tenantTable}. @returns the result rows.
 */
export async function executeContentQuery(scope: TenantScope, query: SQL | TemplateCall): Promise<Row[]> {
  if ('template' in query) return (await executeTemplate<Row>(scope, query.template, query.values)).rows;
  return (await executeRaw<Row>(scope, query)).rows;
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

/**
 * Kept bounded `filter_count`s of the members' lists ({@link readItems}): per tenant, request shape, member and
 * filter values, the count and the tenant content version it was counted at; reused for at most 10 s, and only
 * while the database's version is still that one (checked inside the list's own statement). At most ~8 MB of
 * keys (characters).
 */
const keptCounts = new LRUCache<string, { version: number; count: number }>({
  maxSize: 8_000_000,
  sizeCalculation: (_v, key) => key.length + 16,
  ttl: COUNT_TTL_MS,
});

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
   * page ({@link pageWithBoundedCountSql}); with `countCache` not false, a count kept for the member and query
   * is answered instead of counting again for up to 10 s while the tenant's content version (read in that same
   * statement) has not moved. false or absent (authoring lists): exact.
   */
  boundedCount?: boolean;
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
 * statement, `filter_count` exact up to `contentCountBound(offset, limit)` and bound + 1 above it (a kept count
 * reused up to 10 s while the content version is unchanged, unless `options.countCache` is false). Otherwise
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
  const where = listWhere(def, query, ctx);
  if (options.boundedCount && query.meta.filterCount && !query.meta.totalCount) {
    const bound = contentCountBound(query.offset, query.limit);
    const reuse = options.countCache !== false;
    const call = listTemplate(scope, def, query, ctx, bound, reuse);
    let keptKey: string | null = null;
    let kept: { version: number; count: number } | undefined;
    if (call && reuse) {
      // The count does not depend on the page window: every other value (member, filter) is part of the key.
      const { [PAGE_LIMIT]: _limit, [PAGE_OFFSET]: _offset, ...countValues } = call.values;
      keptKey = `${scope.tenantId}|${call.key}|${JSON.stringify(countValues)}`;
      kept = keptCounts.get(keptKey);
      call.values = { ...call.values, [KNOWN_VERSION]: kept?.version ?? -1, [KNOWN_COUNT]: kept?.count ?? 0 };
    }
    const found = await executeContentQuery(
      scope,
      call ?? pageWithBoundedCountSql(def, query.fields, ctx, where, query, bound, isPlainList(query)),
    );
    const first = found[0];
    if (keptKey !== null && first && Number(first.v) !== kept?.version)
      keptCounts.set(keptKey, { version: Number(first.v), count: Number(first.n ?? 0) });
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
      listTemplate(scope, def, query, ctx, null) ??
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
