/**
 * Directus query language on SQL — spec 002 §7 (content service list params: page, sort, meta, fields,
 * limit, filter; filtering by ids with an in-list). The whole query (filter with relational paths as EXISTS
 * subqueries, search, sort, limit/offset, counts) runs in the database; nested relational fields are fetched
 * with one query per relation and level (no N+1). Bad queries throw {@link DirectusError} (400), never 500.
 */
import qs from 'qs';
import { sql, type SQL } from 'drizzle-orm';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import {
  COLLECTIONS,
  fieldOf,
  fieldSql,
  type AccessContext,
  type CollectionDef,
  type FieldType,
  type M2OField,
  type ScalarField,
} from './collections';

/** A Directus-style error: `{ errors: [{ message, extensions: { code } }] }` with an HTTP status. */
export class DirectusError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  /** The answer body. */
  body() {
    return { errors: [{ message: this.message, extensions: { code: this.code } }] };
  }
}

const invalid = (message: string) => new DirectusError(400, 'INVALID_QUERY', `Invalid query. ${message}`);
export const forbidden = () =>
  new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");

const raw = (text: string) => sql.raw(text);

/** Parsed list query. */
export interface ItemsQuery {
  fields: FieldTree;
  filter: unknown;
  sort: { field: string; desc: boolean }[];
  limit: number;
  offset: number;
  search: string | null;
  meta: { filterCount: boolean; totalCount: boolean };
}

/** Requested fields of one level: scalar names and relations with their sub-trees (null = ids only). */
export interface FieldTree {
  scalars: Set<string>;
  relations: Map<string, FieldTree | null>;
}

type RawQuery = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Builds `filter` from bracket keys (`filter[status][_eq]=x`, `filter[id][_in][]=1`) with `qs`, as Directus
 * does. Prototype keys (`__proto__`, `constructor.prototype`) never reach `Object.prototype`: qs drops
 * `__proto__` and builds null-prototype objects, and every name is later looked up as an own property.
 */
function bracketFilter(query: RawQuery): unknown {
  const entries = Object.entries(query).filter(([key]) => key.startsWith('filter['));
  if (!entries.length) return undefined;
  // qs also parses an object of raw keys; its types only name string values.
  const parsed = qs.parse(Object.fromEntries(entries) as Record<string, string>, {
    plainObjects: true,
    allowPrototypes: false,
    depth: 10,
    arrayLimit: 1000,
    parameterLimit: 1000,
  }) as { filter?: unknown };
  return parsed.filter;
}

function parseInteger(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`"${name}" has to be an integer.`);
  const n = Number(value);
  if (n < min) throw invalid(`"${name}" has to be at least ${min}.`);
  return n;
}

/** Parses and validates a raw query string object against a collection. @throws DirectusError 400 */
export function parseItemsQuery(def: CollectionDef, query: RawQuery): ItemsQuery {
  if (query.aggregate !== undefined || query.groupBy !== undefined)
    throw invalid('"aggregate" and "groupBy" are not supported.');
  // fields
  const fieldsRaw = query.fields ?? query['fields[]'];
  const fieldList = (Array.isArray(fieldsRaw) ? fieldsRaw : fieldsRaw ? [fieldsRaw] : ['*'])
    .flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter(Boolean);
  const fields = buildFieldTree(def, fieldList.length ? fieldList : ['*']);
  // filter
  let filter: unknown = undefined;
  const filterRaw = first(query.filter);
  if (filterRaw !== undefined && filterRaw !== '') {
    try {
      filter = JSON.parse(filterRaw);
    } catch {
      throw invalid('"filter" is not valid JSON.');
    }
  } else filter = bracketFilter(query);
  if (filter !== undefined && filter !== null && (typeof filter !== 'object' || Array.isArray(filter)))
    throw invalid('"filter" has to be an object.');
  // sort
  const sortRaw = query.sort ?? query['sort[]'];
  const sortList = (Array.isArray(sortRaw) ? sortRaw : sortRaw ? [sortRaw] : [])
    .flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter(Boolean);
  const sort = sortList.map((item) => {
    const desc = item.startsWith('-');
    const field = desc ? item.slice(1) : item;
    const f = fieldOf(def, field);
    if (!f || f.kind === 'o2m' || (f.kind === 'scalar' && f.computed))
      throw invalid(`Field "${field}" can't be used for sorting in collection "${def.name}".`);
    return { field, desc };
  });
  // paging
  let limit = parseInteger('limit', first(query.limit), -1) ?? 100;
  if (limit === -1) limit = def.maxLimit;
  if (limit > def.maxLimit) throw invalid(`"limit" can be at most ${def.maxLimit} for "${def.name}".`);
  const page = parseInteger('page', first(query.page), 1);
  let offset = parseInteger('offset', first(query.offset), 0) ?? 0;
  if (page !== undefined) offset = (page - 1) * limit;
  if (offset > 1_000_000) throw invalid('"offset" is too large.');
  // search, meta
  const searchRaw = first(query.search);
  const search = searchRaw && searchRaw.trim() ? searchRaw.trim().slice(0, 200) : null;
  const metaRaw = first(query.meta) ?? '';
  const metaList = metaRaw.split(',').map((m) => m.trim());
  for (const m of metaList)
    if (m && m !== '*' && m !== 'filter_count' && m !== 'total_count') throw invalid(`Unknown meta "${m}".`);
  return {
    fields,
    filter,
    sort,
    limit,
    offset,
    search,
    meta: {
      filterCount: metaList.includes('*') || metaList.includes('filter_count'),
      totalCount: metaList.includes('*') || metaList.includes('total_count'),
    },
  };
}

/** Builds the requested-field tree from dotted paths (`*`, `categories.category_id.label`). */
export function buildFieldTree(def: CollectionDef, paths: string[]): FieldTree {
  const tree: FieldTree = { scalars: new Set(), relations: new Map() };
  const grouped = new Map<string, string[]>();
  for (const path of paths) {
    const dot = path.indexOf('.');
    const head = dot === -1 ? path : path.slice(0, dot);
    const rest = dot === -1 ? null : path.slice(dot + 1);
    if (head === '*') {
      if (rest !== null) throw invalid('"*" can only end a field path.');
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.kind === 'scalar') tree.scalars.add(name);
        else if (!tree.relations.has(name)) tree.relations.set(name, null);
      }
      continue;
    }
    const f = fieldOf(def, head);
    if (!f)
      throw invalid(
        `You don't have permission to access field "${head}" in collection "${def.name}" or it does not exist.`,
      );
    if (f.kind === 'scalar') {
      if (rest !== null) throw invalid(`Field "${head}" of "${def.name}" is not a relation.`);
      tree.scalars.add(head);
    } else if (rest === null) {
      if (!tree.relations.has(head)) tree.relations.set(head, null);
    } else {
      const list = grouped.get(head) ?? [];
      list.push(rest);
      grouped.set(head, list);
    }
  }
  for (const [head, rest] of grouped) {
    const f = def.fields[head] as M2OField | { kind: 'o2m'; target: string };
    tree.relations.set(head, buildFieldTree(COLLECTIONS[f.target]!, rest));
  }
  return tree;
}

// ---------------------------------------------------------------------------------------------------
// Filter → SQL
// ---------------------------------------------------------------------------------------------------

let aliasCounter = 0;
const nextAlias = () => `r${(aliasCounter = (aliasCounter + 1) % 1_000_000)}`;

/** Converts a filter value to a typed SQL parameter. @throws DirectusError 400 on a wrong type */
function value(type: FieldType, v: unknown, field: string): SQL {
  if (v === '$NOW') return sql`now()`;
  switch (type) {
    case 'int': {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n)) throw invalid(`"${field}" expects an integer.`);
      return sql`${n}::bigint`;
    }
    case 'bool': {
      if (v === true || v === 'true' || v === 1 || v === '1') return sql`true`;
      if (v === false || v === 'false' || v === 0 || v === '0') return sql`false`;
      throw invalid(`"${field}" expects a boolean.`);
    }
    case 'timestamp': {
      if (typeof v !== 'string' && typeof v !== 'number') throw invalid(`"${field}" expects a date.`);
      const d = new Date(v);
      // Years 1 to 9999 only: a six-digit year is a valid JS date but not a PostgreSQL one (issue 10 §8).
      const year = d.getUTCFullYear();
      if (Number.isNaN(d.getTime()) || year < 1 || year > 9999)
        throw invalid(`"${field}" expects a date between the years 1 and 9999.`);
      return sql`${d.toISOString()}::timestamptz`;
    }
    case 'uuid': {
      if (typeof v !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
        throw invalid(`"${field}" expects a uuid.`);
      return sql`${v}::uuid`;
    }
    default:
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
        throw invalid(`"${field}" expects a text value.`);
      if (!isSafeText(String(v))) throw invalid(`"${field}": ${UNSAFE_TEXT_MESSAGE}`);
      return sql`${String(v)}`;
  }
}

function listValue(type: FieldType, v: unknown, field: string): SQL[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  if (list.length > 1000) throw invalid(`Too many values for "${field}".`);
  return list.map((item) => value(type, item, field));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL for operators on one scalar column. */
function operators(col: string, type: FieldType, ops: Record<string, unknown>, field: string): SQL {
  const parts: SQL[] = [];
  const c = raw(col);
  for (const [op, v] of Object.entries(ops)) {
    switch (op) {
      case '_eq':
        parts.push(v === null ? sql`${c} is null` : sql`${c} = ${value(type, v, field)}`);
        break;
      case '_neq':
        parts.push(v === null ? sql`${c} is not null` : sql`${c} is distinct from ${value(type, v, field)}`);
        break;
      case '_in':
      case '_nin': {
        const list = listValue(type, v, field);
        if (list.length === 0) parts.push(op === '_in' ? sql`false` : sql`true`);
        else {
          const inList = sql`${c} in (${sql.join(list, sql`, `)})`;
          parts.push(op === '_in' ? inList : sql`(${c} is null or not ${inList})`);
        }
        break;
      }
      case '_contains':
      case '_icontains':
      case '_ncontains': {
        if (type !== 'text') throw invalid(`"${op}" needs a text field; "${field}" is not.`);
        if (typeof v !== 'string' && typeof v !== 'number') throw invalid(`"${field}" expects a text value.`);
        if (!isSafeText(String(v))) throw invalid(`"${field}": ${UNSAFE_TEXT_MESSAGE}`);
        const pattern = `%${escapeLike(String(v))}%`;
        if (op === '_contains') parts.push(sql`${c} like ${pattern}`);
        else if (op === '_icontains') parts.push(sql`${c} ilike ${pattern}`);
        else parts.push(sql`(${c} is null or ${c} not like ${pattern})`);
        break;
      }
      case '_null':
      case '_nnull': {
        const on = v === true || v === 'true' || v === 1 || v === '1' || v === '';
        const isNull = op === '_null' ? on : !on;
        parts.push(isNull ? sql`${c} is null` : sql`${c} is not null`);
        break;
      }
      case '_gt':
      case '_gte':
      case '_lt':
      case '_lte': {
        if (type === 'bool' || type === 'uuid') throw invalid(`"${op}" can't be used on "${field}".`);
        const sym = op === '_gt' ? '>' : op === '_gte' ? '>=' : op === '_lt' ? '<' : '<=';
        parts.push(sql`${c} ${raw(sym)} ${value(type, v, field)}`);
        break;
      }
      default:
        throw invalid(`Unknown filter operator "${op}" on "${field}".`);
    }
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Predicate for rows reached through a relation of a visible row: the tenant only. Visibility is implied
 * there — junction rows, assets and files of a visible item are visible by definition (collections.ts), and
 * taxonomy, segments and authors are tenant-wide — so the segment rule is not evaluated again per row.
 */
const nestedVisible = (a: string, ctx: AccessContext) => sql`${raw(a)}.tenant_id = ${ctx.tenantId}`;

/** Translates a Directus filter on collection `def` (alias `a`) into SQL. */
export function filterSql(
  def: CollectionDef,
  a: string,
  filter: unknown,
  ctx: AccessContext,
  depth = 0,
): SQL {
  if (depth > 8) throw invalid('"filter" is nested too deeply.');
  if (filter === undefined || filter === null) return sql`true`;
  if (!isObject(filter)) throw invalid('Each filter has to be an object.');
  const parts: SQL[] = [];
  for (const [key, v] of Object.entries(filter)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(v)) throw invalid(`"${key}" has to be an array.`);
      if (v.length === 0) continue;
      const inner = v.map((f) => sql`(${filterSql(def, a, f, ctx, depth + 1)})`);
      parts.push(sql`(${sql.join(inner, key === '_and' ? sql` and ` : sql` or `)})`);
      continue;
    }
    const f = fieldOf(def, key);
    if (!f)
      throw invalid(
        `You don't have permission to access field "${key}" in collection "${def.name}" or it does not exist.`,
      );
    if (!isObject(v)) throw invalid(`Filter of "${key}" has to be an object of operators.`);
    const keys = Object.keys(v);
    if (f.kind === 'scalar') {
      if (f.computed) throw invalid(`Field "${key}" can't be filtered.`);
      parts.push(operators(fieldSql(f, a), f.type, v, key));
    } else if (f.kind === 'm2o' && keys.every((k) => k.startsWith('_'))) {
      parts.push(operators(fieldSql(f, a), f.type, v, key));
    } else if (f.kind === 'm2o') {
      const target = COLLECTIONS[f.target]!;
      const b = nextAlias();
      parts.push(sql`exists (select 1 from ${raw(target.table)} ${raw(b)}
        where ${raw(b)}.${raw(target.primaryKey)} = ${raw(fieldSql(f, a))}
          and ${nestedVisible(b, ctx)} and ${filterSql(target, b, v, ctx, depth + 1)})`);
    } else {
      const target = COLLECTIONS[f.target]!;
      let inner: unknown = v;
      let negate = false;
      if (keys.length === 1 && (keys[0] === '_some' || keys[0] === '_none')) {
        negate = keys[0] === '_none';
        inner = v[keys[0]];
      } else if (keys.some((k) => k.startsWith('_') && k !== '_and' && k !== '_or'))
        throw invalid(`"${key}" is a list relation: use "_some", "_none" or a nested field.`);
      const b = nextAlias();
      const exists = sql`exists (select 1 from ${raw(target.table)} ${raw(b)}
        where ${raw(b)}.${raw(f.foreignKey)} = ${raw(a)}.${raw(def.primaryKey)}
          and ${nestedVisible(b, ctx)} and ${filterSql(target, b, inner, ctx, depth + 1)})`;
      parts.push(negate ? sql`not ${exists}` : exists);
    }
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function searchSql(def: CollectionDef, a: string, search: string | null): SQL {
  if (!search) return sql`true`;
  if (!def.search.length) throw invalid(`"search" is not available on "${def.name}".`);
  const pattern = `%${escapeLike(search)}%`;
  const ors = def.search.map(
    (name) => sql`${raw(fieldSql(def.fields[name] as ScalarField, a))} ilike ${pattern}`,
  );
  return sql`(${sql.join(ors, sql` or `)})`;
}

// ---------------------------------------------------------------------------------------------------
// Execution
// ---------------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;

async function rows(scope: TenantScope, query: SQL): Promise<Row[]> {
  const result = (await scope.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A scalar as JSON: timestamps as ISO 8601 UTC (`2026-11-23T08:00:00.000Z`, as Directus answers). */
function scalarJson(f: ScalarField | M2OField, a: string): string {
  const expr = fieldSql(f, a);
  return f.type === 'timestamp'
    ? `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : expr;
}

/**
 * The JSON object of one row of `def` (alias `a`) with the requested fields. Relations become correlated
 * subqueries inside the same statement (M2O: one object, O2M: `json_agg` ordered by id), so an answer of any
 * depth is one SQL statement — no per-row round trips. Rows reached through a relation of a visible row
 * are visible by construction ({@link nestedVisible}).
 */
function rowJson(def: CollectionDef, tree: FieldTree, a: string, ctx: AccessContext): SQL {
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
        pairs.push(sql`${raw(`'${name}'`)}, (select ${rowJson(target, sub, b, ctx)} from ${raw(target.table)} ${raw(b)}
          where ${raw(b)}.${raw(target.primaryKey)} = ${raw(fieldSql(f, a))} and ${nestedVisible(b, ctx)})`);
    } else {
      const element = sub ? rowJson(target, sub, b, ctx) : sql`${raw(b)}.${raw(target.primaryKey)}`;
      pairs.push(sql`${raw(`'${name}'`)}, coalesce((select json_agg(${element} order by ${raw(b)}.${raw(target.primaryKey)})
          from ${raw(target.table)} ${raw(b)}
          where ${raw(b)}.${raw(f.foreignKey)} = ${raw(a)}.${raw(def.primaryKey)} and ${nestedVisible(b, ctx)}), '[]'::json)`);
    }
  }
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Rows of `def` matching the visibility rule and `where`, as JSON objects with the requested fields. */
async function select(
  scope: TenantScope,
  def: CollectionDef,
  tree: FieldTree,
  ctx: AccessContext,
  where: (a: string) => SQL,
  tail: (a: string) => SQL = () => sql``,
): Promise<Row[]> {
  const a = nextAlias();
  const found = await rows(
    scope,
    sql`select ${rowJson(def, tree, a, ctx)} as "j" from ${raw(def.table)} ${raw(a)}
      where ${def.visible(a, ctx)} and ${where(a)} ${tail(a)}`,
  );
  return found.map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j) as Row);
}

/**
 * Order-by SQL: the requested fields, then the primary key (stable pages). Nulls count as smallest
 * (`desc nulls last`), so `-publish_start_date,-date_created` walks `content_items_list_idx` in order.
 */
function orderSql(def: CollectionDef, a: string, sort: ItemsQuery['sort']): SQL {
  const parts = sort.map(({ field, desc }) => {
    const f = def.fields[field] as ScalarField | M2OField;
    // Nulls sort as the smallest value (last when descending), which matches the list indexes.
    return sql`${raw(fieldSql(f, a))} ${raw(desc ? 'desc nulls last' : 'asc nulls first')}`;
  });
  const lastDesc = sort.length ? sort[sort.length - 1]!.desc : false;
  if (!sort.some((s) => s.field === def.primaryKey))
    parts.push(sql`${raw(a)}.${raw(def.primaryKey)} ${raw(lastDesc ? 'desc' : 'asc')}`);
  return sql`order by ${sql.join(parts, sql`, `)}`;
}

/** Count cache: `meta` counts per tenant, collection, query and member segments; cleared by writes. */
const countCache = new Map<string, { value: number; expires: number }>();
const COUNT_TTL_MS = 10_000;
/** Forgets cached counts of a tenant (after any content write). */
export function invalidateContentCounts(tenantId: string): void {
  for (const key of countCache.keys()) if (key.startsWith(`${tenantId}|`)) countCache.delete(key);
}

async function count(
  scope: TenantScope,
  def: CollectionDef,
  ctx: AccessContext,
  where: (a: string) => SQL,
  cacheKey: string,
): Promise<number> {
  const key = `${ctx.tenantId}|${def.name}|${ctx.bypass ? 'all' : `${ctx.activeKey}|${ctx.userId}`}|${cacheKey}`;
  const hit = countCache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const a = nextAlias();
  const [r] = await rows(
    scope,
    sql`select count(*)::int as n from ${raw(def.table)} ${raw(a)} where ${def.visible(a, ctx)} and ${where(a)}`,
  );
  const value = Number(r?.n ?? 0);
  if (countCache.size > 5000) countCache.clear();
  countCache.set(key, { value, expires: Date.now() + COUNT_TTL_MS });
  return value;
}

/** `GET /items/{collection}`: `{ data, meta? }`. */
export async function readItems(
  scope: TenantScope,
  def: CollectionDef,
  query: ItemsQuery,
  ctx: AccessContext,
): Promise<{ data: Row[]; meta?: { filter_count?: number; total_count?: number } }> {
  const where = (a: string) =>
    sql`${filterSql(def, a, query.filter, ctx)} and ${searchSql(def, a, query.search)}`;
  const data = await select(
    scope,
    def,
    query.fields,
    ctx,
    where,
    (a) => sql`${orderSql(def, a, query.sort)} limit ${query.limit} offset ${query.offset}`,
  );
  if (!query.meta.filterCount && !query.meta.totalCount) return { data };
  const meta: { filter_count?: number; total_count?: number } = {};
  if (query.meta.totalCount) meta.total_count = await count(scope, def, ctx, () => sql`true`, '');
  if (query.meta.filterCount)
    meta.filter_count = await count(scope, def, ctx, where, JSON.stringify([query.filter, query.search]));
  return { data, meta };
}

/** `GET /items/{collection}/{id}`: the item or 403 (missing and invisible look the same). */
export async function readItem(
  scope: TenantScope,
  def: CollectionDef,
  id: string,
  fields: FieldTree,
  ctx: AccessContext,
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
