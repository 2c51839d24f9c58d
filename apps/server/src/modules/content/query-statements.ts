/**
 * Directus query language: the statements — spec 002 §7. A row as one JSON object with the requested fields
 * (relations as correlated subqueries, no N+1), a page of rows under a literal cap, a page with its bounded
 * `filter_count`, a count, the order; and a list page's statement as a template built once per request shape
 * (issue 37). Every table is read through {@link tenantTable}; query.ts runs the statements.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { TenantScopeError } from '../../db/tenant-db';
import {
  placeholderFor,
  sqlTemplate,
  TENANT_PLACEHOLDER,
  type SqlTemplate,
  type TenantScope,
} from '../../db/tenant-scope';
import { tenantTable } from '../../db/tenant-sql';
import { ISO_TIMESTAMP_FORMAT } from '../../lib/sql-json';
import { pageReach } from '../../lib/paging';
import { COLLECTIONS, fieldSql, type CollectionDef, type M2OField, type ScalarField } from './collections';
import type { ContentVisibility } from './content.visibility';
import { boundWhere, filterSql, nestedVisible, nextAlias, resetAliases, searchSql } from './query-filter';
import type { FieldTree, ItemsQuery } from './query-parse';

const raw = (text: string) => sql.raw(text);

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
 * than the page needs, so the answer is the same), then paged, and only the page's rows written as JSON (the JSON
 * in the select of `offset` was built for every skipped row too: page 124 of the news list 26 → 1.7 ms of
 * PostgreSQL CPU, docs/benchmarks.md "Issue 37, 6 Dec, morning: lists"). Why the cap: a LIMIT given as a
 * parameter is estimated by PostgreSQL's generic plan at 10 % of the matches (~4,000 news, each with its
 * JSON's subqueries), so the prepared statement's generic plan looked 25× dearer than a plan for the values
 * and PostgreSQL planned the news list again on every call (~1 ms of its ~1.5 ms; docs/benchmarks.md
 * "Issue 37, 5 Dec, late night: posts"). Under the literal cap both plans cost alike and the generic one is
 * kept. Aliases as {@link selectSql}. `cap` is given when `limit` and `offset` are placeholders (templates).
 */
export function pagedSelectSql(
  def: CollectionDef,
  tree: FieldTree,
  ctx: ContentVisibility,
  where: (a: string) => SQL,
  sort: ItemsQuery['sort'],
  limit: number,
  offset: number,
  cap: number = pageReach(offset + limit),
): SQL {
  resetAliases();
  const a = nextAlias();
  const order = orderSql(def, a, sort);
  // The JSON is built above the page's limit and offset, for the page's rows only: built in the same select as
  // `offset`, PostgreSQL computed it (with its relations' subqueries) for every skipped row too (issue 37).
  return sql`select ${rowJson(def, tree, a, ctx)} as "j" from (select ${raw(a)}.* from (select ${raw(a)}.* from ${tenantTable(def.table, a, ctx.tenantId)}
      where ${def.visible(a, ctx)} and ${where(a)} ${order} limit ${raw(String(cap))}) ${raw(a)}
      ${order} limit ${limit} offset ${offset}) ${raw(a)} ${order}`;
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
 * ONE statement for a page and its bounded `filter_count` (issue 37 point 4): the count of visible rows of
 * `def` matching `where`, stopped after `bound + 1` rows (an index-only walk of `content_items_visible_idx` of
 * at most that many entries instead of every match), left-joined to the page (`paging`: order, limit, offset),
 * so a page past the end still answers one row with the count and `j` null. The page is
 * {@link pagedSelectSql}'s (planned once: its generic plan is kept). Rows: `{ j, n }` in page order.
 * `splitCount` (give it only for a list without filter and search, {@link isPlainList}): a member's count of news
 * or resources (`def.visibleParts`) in two parts, the items without segments first from
 * `content_items_public_idx` with no per-entry test, the segmented ones only when those stop short of the bound.
 * Not for filtered lists: there the cheaper count made PostgreSQL keep a generic plan whose page walks every
 * match (a category filter: 5 → 25 ms), where it planned each call before (docs/benchmarks.md "Issue 37, 6 Dec,
 * morning: lists").
 */
export function pageWithBoundedCountSql(
  def: CollectionDef,
  tree: FieldTree,
  ctx: ContentVisibility,
  where: (a: string) => SQL,
  paging: { sort: ItemsQuery['sort']; limit: number; offset: number; cap?: number },
  bound: number,
  splitCount = false,
  known: KnownCount | null = null,
): SQL {
  resetAliases();
  const c = nextAlias();
  // The bound is an integer the server computed (contentCountBound), written as a literal so the prepared
  // statement's plan knows it (a parameter would leave a generic plan guessing); it changes only past page 123.
  const stop = raw(String(Math.trunc(bound) + 1));
  const parts = splitCount ? def.visibleParts?.(c, ctx) : null;
  let counted: SQL;
  if (!parts)
    counted = sql`select count(*)::int as n from (select 1 from ${tenantTable(def.table, c, ctx.tenantId)}
      where ${def.visible(c, ctx)} and ${where(c)} limit ${stop}) x`;
  else {
    // A member's count in two disjoint parts (content.visibility.ts `itemVisibleParts`): the items without
    // segments first, a range of the partial index content_items_public_idx with no per-entry test of the
    // rule; the segmented ones only when the first part stopped short of the bound. min(bound + 1, a + b)
    // with a and b each counted up to bound + 1 is the count of the union up to bound + 1 (issue 37).
    const everyone = sql`select 1 from ${tenantTable(def.table, c, ctx.tenantId)} where ${parts.everyone} and ${where(c)}`;
    const s = nextAlias();
    const segmented = sql`select 1 from ${tenantTable(def.table, s, ctx.tenantId)} where ${def.visibleParts!(s, ctx)!.segmented} and ${where(s)}`;
    counted = sql`select case when a.n >= ${stop} then a.n
      else least(${stop}, a.n + (select count(*)::int from (${segmented} limit ${stop}) y)) end as n
      from (select count(*)::int as n from (${everyone} limit ${stop}) x) a`;
  }
  const page = pagedSelectSql(def, tree, ctx, where, paging.sort, paging.limit, paging.offset, paging.cap);
  const lateral = sql`left join lateral (select q.j, row_number() over () as o from (${page}) q) p on true order by p.o`;
  if (!known) return sql`select p.j, c.n from (${counted}) c ${lateral}`;
  // The count the caller kept is answered as it is while the tenant's content version is the one it was counted
  // at; else counted now. The count is a scalar subquery of the CASE's other branch: PostgreSQL runs it (an
  // InitPlan, evaluated on first use) only when that branch is taken. One snapshot: the version and the count
  // answered are of the same moment.
  const v = nextAlias();
  return sql`select p.j, c.n, c.v from (select case when cv.v = ${known.version}::bigint
        then ${known.count}::int else (select k.n from (${counted}) k) end as n, cv.v
      from (select coalesce((select ${raw(v)}.version from ${tenantTable('content_versions', v, ctx.tenantId)}), 0)::bigint as v) cv) c
      ${lateral}`;
}

/**
 * The `filter_count` a caller kept for a list ({@link pageWithBoundedCountSql}): SQL values (placeholders in a
 * template) of the tenant content version it was counted at (bigint; -1 when none is kept) and the count (int).
 */
export interface KnownCount {
  version: SQL | Placeholder;
  count: SQL | Placeholder;
}

/** A list statement's template and the values of one call ({@link listTemplate}). */
export interface TemplateCall {
  template: SqlTemplate;
  values: Record<string, unknown>;
}

/** A {@link listTemplate} call, with the key of its template (the request's shape). */
export interface ListTemplateCall extends TemplateCall {
  key: string;
}

/** Placeholder names of the member and the page window in a list template. */
const CONTENT_USER = 'contentUserId';
const ACTIVE_KEY = 'contentActiveKey';
export const PAGE_LIMIT = 'pageLimit';
export const PAGE_OFFSET = 'pageOffset';
/** Placeholders of the kept count of a list template ({@link KnownCount}). */
export const KNOWN_VERSION = 'knownCountVersion';
export const KNOWN_COUNT = 'knownCount';

const dialect = new PgDialect();

/** The condition of a list: `filter` and `search` of `query` on alias `a`. */
export const listWhere = (def: CollectionDef, query: ItemsQuery, ctx: ContentVisibility) => (a: string) =>
  sql`${filterSql(def, a, query.filter, ctx)} and ${searchSql(def, a, query.search)}`;

/** A list without `filter` and `search` (the web's news and resources lists): its count may be split. */
export const isPlainList = (query: Pick<ItemsQuery, 'filter' | 'search'>): boolean =>
  (query.filter === undefined || query.filter === null) && !query.search;

/** The requested fields in their order (the order of the answer's keys), as a template key part. */
const treeKey = (tree: FieldTree): unknown => [
  [...tree.scalars],
  [...tree.relations].map(([name, sub]) => [name, sub && treeKey(sub)]),
];

/**
 * A list page's statement — {@link pageWithBoundedCountSql} when `bound` is a number, else
 * {@link pagedSelectSql} — as a template built once per request shape (db/tenant-scope.ts `sqlTemplate`, issue
 * 37: building this statement with Drizzle was ~0.3–0.5 ms of Node CPU per call), and this call's values. The
 * shape is everything the text depends on: collection, authoring or not, the fields in order, the sort, the
 * page's literal cap, `bound`, whether the count is split ({@link isPlainList}) and the text of the
 * filter-and-search condition with its values as placeholders ({@link boundWhere}). The values are parameters on every call: the tenant (from the scope), the member,
 * the active key, `limit`, `offset`, and each filter and search value. `$NOW` stays `now()` in the text.
 * `reuse` (with a `bound`): the statement takes a kept count (placeholders {@link KNOWN_VERSION} and
 * {@link KNOWN_COUNT}, not in `values`: the caller adds them) and answers the content version in column `v`.
 * @returns null for a query with `deep` (built per call). @throws DirectusError 400 on a bad filter value;
 * TenantScopeError when `ctx` is of another tenant than the scope.
 */
export function listTemplate(
  scope: TenantScope,
  def: CollectionDef,
  query: ItemsQuery,
  ctx: ContentVisibility,
  bound: number | null,
  reuse = false,
): ListTemplateCall | null {
  if (query.fields.deep) return null;
  if (ctx.tenantId !== scope.tenantId)
    throw new TenantScopeError("a content access of another tenant than the scope's");
  resetAliases();
  const { where: shape, values } = boundWhere(() => listWhere(def, query, ctx)(nextAlias()));
  const cap = pageReach(query.offset + query.limit);
  const key = JSON.stringify([
    'content-list',
    def.name,
    ctx.bypass,
    treeKey(query.fields),
    query.sort,
    cap,
    bound,
    isPlainList(query),
    reuse && bound !== null,
    dialect.sqlToQuery(shape).sql,
  ]);
  const template = sqlTemplate(key, () => {
    const tenantId = placeholderFor<string>(TENANT_PLACEHOLDER);
    const access: ContentVisibility = {
      tenantId,
      userId: placeholderFor<string>(CONTENT_USER),
      activeKey: placeholderFor<string>(ACTIVE_KEY),
      bypass: ctx.bypass,
    };
    const where = (a: string) => boundWhere(() => listWhere(def, query, access)(a)).where;
    const limit = placeholderFor<number>(PAGE_LIMIT);
    const offset = placeholderFor<number>(PAGE_OFFSET);
    return bound === null
      ? pagedSelectSql(def, query.fields, access, where, query.sort, limit, offset, cap)
      : pageWithBoundedCountSql(
          def,
          query.fields,
          access,
          where,
          { sort: query.sort, limit, offset, cap },
          bound,
          isPlainList(query),
          reuse ? { version: sql.placeholder(KNOWN_VERSION), count: sql.placeholder(KNOWN_COUNT) } : null,
        );
  });
  return {
    key,
    template,
    values: {
      ...values,
      [CONTENT_USER]: ctx.userId,
      [ACTIVE_KEY]: ctx.activeKey,
      [PAGE_LIMIT]: query.limit,
      [PAGE_OFFSET]: query.offset,
    },
  };
}
