/**
 * Directus aggregation (spec 002 §7, issue 40) on `GET /items/{collection}`: `aggregate` with `count` and
 * `countDistinct`, and `groupBy`, as `@directus/sdk`'s `aggregate()` sends them (`aggregate={"count":"*"}`,
 * `groupBy=type`) or as a REST client writes them (`aggregate[count]=*`, `groupBy[]=type`). Answers as Directus:
 * `{ data: [{ count: 203 }] }`, `{ data: [{ count: { id: 203 } }] }`, grouped
 * `{ data: [{ type: 'news', count: 12 }, …] }`. Only the visible rows of the tenant are counted (the same
 * predicate as every read), with the query's `filter` and `search`; groups are paged by `limit`/`offset`.
 * Other functions (`sum`, `avg`, `min`, `max`, …) answer 400.
 */
import { sql, type SQL } from 'drizzle-orm';
import { fieldOf, fieldSql, type CollectionDef, type M2OField, type ScalarField } from './collections';
import { invalid } from './query-parse';

/** The parsed aggregation: fields per function (`*` only for count) and the group fields. */
export interface Aggregation {
  count: string[];
  countDistinct: string[];
  groupBy: string[];
}

type RawQuery = Record<string, string | string[] | undefined>;

/** The most group fields of one query. */
export const MAX_GROUP_BY = 3;
const FUNCTIONS = ['count', 'countDistinct'] as const;

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** A column a client may count or group by: a stored scalar or a many-to-one key. */
function column(def: CollectionDef, name: string, use: string): ScalarField | M2OField {
  const f = fieldOf(def, name);
  if (!f || f.kind === 'o2m' || (f.kind === 'scalar' && f.computed))
    throw invalid(`Field "${name}" can't be used for ${use} in collection "${def.name}".`);
  return f;
}

/**
 * Reads `aggregate` and `groupBy` of a raw query, or null when there are none. @throws DirectusError 400 for
 * bad JSON, an unsupported function, a field that cannot be aggregated, or `groupBy` without `aggregate`.
 */
export function parseAggregation(def: CollectionDef, query: RawQuery): Aggregation | null {
  const spec: Record<string, unknown> = {};
  const json = query.aggregate;
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Array.isArray(json) ? json[0]! : json);
    } catch {
      throw invalid('"aggregate" is not valid JSON.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw invalid('"aggregate" has to be an object.');
    Object.assign(spec, parsed);
  }
  for (const [key, value] of Object.entries(query)) {
    const m = /^aggregate\[([A-Za-z]+)\](\[\])?$/.exec(key);
    if (m) spec[m[1]!] = [...list(spec[m[1]!] ?? []), ...list(value)];
  }
  const groupRaw = query.groupBy ?? query['groupBy[]'];
  const groupBy = groupRaw === undefined ? [] : list(groupRaw);
  if (!Object.keys(spec).length) {
    if (groupBy.length) throw invalid('"groupBy" needs "aggregate".');
    return null;
  }
  const out: Aggregation = { count: [], countDistinct: [], groupBy: [] };
  for (const [fn, value] of Object.entries(spec)) {
    if (!(FUNCTIONS as readonly string[]).includes(fn))
      throw invalid(`Aggregate function "${fn}" is not supported: use ${FUNCTIONS.join(' or ')}.`);
    const fields = list(value);
    for (const name of fields) if (name !== '*' || fn !== 'count') column(def, name, 'aggregation');
    if (fields.includes('*') && fields.length > 1)
      throw invalid('"count" takes "*" or field names, not both.');
    out[fn as (typeof FUNCTIONS)[number]] = fields;
  }
  if (groupBy.length > MAX_GROUP_BY) throw invalid(`"groupBy" takes at most ${MAX_GROUP_BY} fields.`);
  for (const name of groupBy) column(def, name, 'grouping');
  out.groupBy = groupBy;
  return out;
}

/**
 * The JSON object of one result row (alias `a`): the group fields, then each function as Directus writes it
 * (`count: n` for `*`, else `{ field: n }`). Counts are integers.
 */
export function aggregateJson(def: CollectionDef, agg: Aggregation, a: string): SQL {
  const pairs: string[] = [];
  for (const name of agg.groupBy) pairs.push(`'${name}', ${fieldSql(column(def, name, 'grouping'), a)}`);
  const object = (fn: string, names: string[], distinct: boolean) =>
    `json_build_object(${names
      .map(
        (n) =>
          `'${n}', count(${distinct ? 'distinct ' : ''}${fieldSql(column(def, n, 'aggregation'), a)})::int`,
      )
      .join(', ')})`;
  if (agg.count.length)
    pairs.push(`'count', ${agg.count[0] === '*' ? 'count(*)::int' : object('count', agg.count, false)}`);
  if (agg.countDistinct.length)
    pairs.push(`'countDistinct', ${object('countDistinct', agg.countDistinct, true)}`);
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

/** `group by … order by …` of the group fields (nothing without `groupBy`). */
export function groupSql(def: CollectionDef, agg: Aggregation, a: string): SQL {
  if (!agg.groupBy.length) return sql``;
  const columns = agg.groupBy.map((n) => fieldSql(column(def, n, 'grouping'), a)).join(', ');
  return sql.raw(`group by ${columns} order by ${columns}`);
}
