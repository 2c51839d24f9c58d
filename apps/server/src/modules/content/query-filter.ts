/**
 * Directus query language: filter and search → SQL — spec 002 §7. Relational paths become EXISTS subqueries
 * over {@link tenantTable} (content.visibility.ts), so a filter never reaches another tenant's rows. Values are
 * typed SQL parameters; identifiers come from the collection definitions only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@portal/contracts';
import { tenantTable } from '../../db/tenant-sql';
import { containsPattern } from '../../lib/like-pattern';
import {
  COLLECTIONS,
  fieldOf,
  fieldSql,
  type CollectionDef,
  type FieldType,
  type ScalarField,
} from './collections';
import type { ContentVisibility } from './content.visibility';
import { invalid } from './query-parse';

const raw = (text: string) => sql.raw(text);

let aliasCounter = 0;
/** A fresh table alias (`r<n>`) for a subquery, unique within the statement being built. */
export const nextAlias = () => `r${++aliasCounter}`;
/**
 * Starts a statement's aliases again from `r1`. Called by each statement builder of query.ts before its
 * first alias; a statement is built synchronously, so no other statement's aliases can interleave. The same
 * request thus gives the same SQL text every time: one prepared statement per query shape
 * (db/statement-cache.ts), where a process-wide counter made every call's text new and filled each
 * connection's statement slots with texts never used again (issue 17, docs/benchmarks.md).
 */
export const resetAliases = () => {
  aliasCounter = 0;
};

/** The values of the `where` being built by {@link boundWhere}, in order; null outside of it. */
let bound: unknown[] | null = null;

/** Prefix of the placeholder names of a {@link boundWhere}'s values: `filter0`, `filter1`, … in build order. */
const BOUND_PREFIX = 'filter';

/**
 * A request value as a parameter of the SQL being built: the value itself, or, inside {@link boundWhere}, a
 * placeholder named after its position (the value is kept in the build's list).
 */
function param(v: unknown): unknown {
  if (bound === null) return v;
  bound.push(v);
  return sql.placeholder(`${BOUND_PREFIX}${bound.length - 1}`);
}

/**
 * Builds a statement's filter-and-search condition with every request value as a placeholder (`filter0`, …, in
 * the order they are met) instead of a parameter, and returns it with those values by name: a list statement's
 * text then depends only on the query's shape (content/query.ts templates, issue 37). Validation is the same
 * as without it (wrong types throw). Synchronous, like every statement build, so builds cannot interleave.
 * @returns the condition and `{ filter<i>: value }`.
 */
export function boundWhere(build: () => SQL): { where: SQL; values: Record<string, unknown> } {
  const outer = bound;
  const values: unknown[] = (bound = []);
  try {
    const where = build();
    return { where, values: Object.fromEntries(values.map((v, i) => [`${BOUND_PREFIX}${i}`, v])) };
  } finally {
    bound = outer;
  }
}

/** Converts a filter value to a typed SQL parameter. @throws DirectusError 400 on a wrong type */
export function value(type: FieldType, v: unknown, field: string): SQL {
  if (v === '$NOW') return sql`now()`;
  switch (type) {
    case 'int': {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n)) throw invalid(`"${field}" expects an integer.`);
      return sql`${param(n)}::bigint`;
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
      return sql`${param(d.toISOString())}::timestamptz`;
    }
    case 'uuid': {
      if (typeof v !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
        throw invalid(`"${field}" expects a uuid.`);
      return sql`${param(v)}::uuid`;
    }
    default:
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
        throw invalid(`"${field}" expects a text value.`);
      if (!isSafeText(String(v))) throw invalid(`"${field}": ${UNSAFE_TEXT_MESSAGE}`);
      return sql`${param(String(v))}`;
  }
}

function listValue(type: FieldType, v: unknown, field: string): SQL[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  if (list.length > 1000) throw invalid(`Too many values for "${field}".`);
  return list.map((item) => value(type, item, field));
}

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
        const pattern = param(containsPattern(String(v)));
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
export const nestedVisible = (a: string, ctx: ContentVisibility) =>
  sql`${raw(a)}.tenant_id = ${ctx.tenantId}`;

/** Translates a Directus filter on collection `def` (alias `a`) into SQL. */
export function filterSql(
  def: CollectionDef,
  a: string,
  filter: unknown,
  ctx: ContentVisibility,
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
      parts.push(sql`exists (select 1 from ${tenantTable(target.table, b, ctx.tenantId)}
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
      const exists = sql`exists (select 1 from ${tenantTable(target.table, b, ctx.tenantId)}
        where ${raw(b)}.${raw(f.foreignKey)} = ${raw(a)}.${raw(def.primaryKey)}
          and ${nestedVisible(b, ctx)} and ${filterSql(target, b, inner, ctx, depth + 1)})`;
      parts.push(negate ? sql`not ${exists}` : exists);
    }
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** `search`: any of the collection's search fields contains the text (case-insensitive). */
export function searchSql(def: CollectionDef, a: string, search: string | null): SQL {
  if (!search) return sql`true`;
  if (!def.search.length) throw invalid(`"search" is not available on "${def.name}".`);
  const pattern = param(containsPattern(search));
  const ors = def.search.map(
    (name) => sql`${raw(fieldSql(def.fields[name] as ScalarField, a))} ilike ${pattern}`,
  );
  return sql`(${sql.join(ors, sql` or `)})`;
}
