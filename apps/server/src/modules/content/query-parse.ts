/**
 * Directus query language: parsing — spec 002 §7 (content service list params: page, sort, meta, fields,
 * limit, filter; filtering by ids with an in-list). Turns the raw query string into an {@link ItemsQuery} checked
 * against the collection; bad queries throw {@link DirectusError} (400), never 500.
 */
import qs from 'qs';
import { COLLECTIONS, fieldOf, type CollectionDef, type M2OField } from './collections';

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

/** A 400 `INVALID_QUERY` error with Directus' wording. */
export const invalid = (message: string) =>
  new DirectusError(400, 'INVALID_QUERY', `Invalid query. ${message}`);
/** The 403 Directus answers for a missing or invisible item or collection. */
export const forbidden = () =>
  new DirectusError(403, 'FORBIDDEN', "You don't have permission to access this.");

/** Parsed list query. */
export interface ItemsQuery {
  fields: FieldTree;
  filter: unknown;
  sort: { field: string; desc: boolean }[];
  limit: number;
  /** `limit=-1` (Directus' "all"): at most the collection's `maxLimit` rows, else 400 (never a silent cut). */
  all: boolean;
  offset: number;
  search: string | null;
  meta: { filterCount: boolean; totalCount: boolean };
}

/** Requested fields of one level: scalar names and relations with their sub-trees (null = ids only). */
export interface FieldTree {
  scalars: Set<string>;
  relations: Map<string, FieldTree | null>;
  /** `deep` of this level's one-to-many relations, by relation name. */
  deep?: Map<string, DeepQuery>;
}

/** Directus `deep` of one one-to-many relation: the related rows' own filter, sort, limit and offset. */
export interface DeepQuery {
  filter?: unknown;
  sort: { field: string; desc: boolean }[];
  limit?: number;
  offset: number;
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
  // Directus parameters this service does not implement answer 400, never silently nothing (issue 40);
  // `aggregate` and `groupBy` are read by query-aggregate.ts.
  if (Object.keys(query).some((k) => k.startsWith('deep[')))
    throw invalid('"deep" is supported in its JSON form only: deep={"tags":{"_limit":3}}.');
  if (query.alias !== undefined) throw invalid('"alias" is not supported.');
  // fields
  const fieldsRaw = query.fields ?? query['fields[]'];
  const fieldList = (Array.isArray(fieldsRaw) ? fieldsRaw : fieldsRaw ? [fieldsRaw] : ['*'])
    .flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter(Boolean);
  const fields = buildFieldTree(def, fieldList.length ? fieldList : ['*']);
  const deepRaw = first(query.deep);
  if (deepRaw !== undefined && deepRaw !== '') fields.deep = parseDeep(def, deepRaw);
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
  const sort = parseSort(def, sortList);
  // paging
  let limit = parseInteger('limit', first(query.limit), -1) ?? 100;
  const all = limit === -1;
  // One row more than the cap, so that readItems can tell "all of them" from "more than the cap".
  if (all) limit = def.maxLimit + 1;
  if (limit > def.maxLimit && !all)
    throw invalid(`"limit" can be at most ${def.maxLimit} for "${def.name}".`);
  const page = parseInteger('page', first(query.page), 1);
  let offset = parseInteger('offset', first(query.offset), 0) ?? 0;
  if (page !== undefined && !all) offset = (page - 1) * limit;
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
    all,
    offset,
    search,
    meta: {
      filterCount: metaList.includes('*') || metaList.includes('filter_count'),
      totalCount: metaList.includes('*') || metaList.includes('total_count'),
    },
  };
}

/** Sort items (`-` for descending) checked against the sortable fields of `def`. */
function parseSort(def: CollectionDef, items: string[]): { field: string; desc: boolean }[] {
  return items.map((item) => {
    const desc = item.startsWith('-');
    const field = desc ? item.slice(1) : item;
    const f = fieldOf(def, field);
    if (!f || f.kind === 'o2m' || (f.kind === 'scalar' && f.computed))
      throw invalid(`Field "${field}" can't be used for sorting in collection "${def.name}".`);
    return { field, desc };
  });
}

/**
 * Parses `deep` (JSON): per one-to-many relation of `def`, `_filter`, `_sort`, `_limit` (-1: the related
 * collection's cap) and `_offset`, as Directus applies them to the related rows. One level only: `deep` on a
 * many-to-one relation or nested below a relation answers 400, never silently nothing (issue 40).
 */
function parseDeep(def: CollectionDef, raw: string): Map<string, DeepQuery> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('"deep" is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalid('"deep" has to be an object.');
  const out = new Map<string, DeepQuery>();
  for (const [name, spec] of Object.entries(parsed)) {
    const f = fieldOf(def, name);
    if (!f || f.kind !== 'o2m')
      throw invalid(`"deep" applies to one-to-many relations: "${name}" of "${def.name}" is not one.`);
    if (!spec || typeof spec !== 'object' || Array.isArray(spec))
      throw invalid(`"deep.${name}" has to be an object.`);
    const target = COLLECTIONS[f.target]!;
    const deep: DeepQuery = { sort: [], offset: 0 };
    for (const [key, value] of Object.entries(spec as Record<string, unknown>)) {
      if (key === '_filter') {
        if (!value || typeof value !== 'object' || Array.isArray(value))
          throw invalid(`"deep.${name}._filter" has to be an object.`);
        deep.filter = value;
      } else if (key === '_sort') {
        const items = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
        deep.sort = parseSort(target, items.map((s) => s.trim()).filter(Boolean));
      } else if (key === '_limit') {
        const n = parseInteger(`deep.${name}._limit`, String(value), -1)!;
        if (n > target.maxLimit) throw invalid(`"deep.${name}._limit" can be at most ${target.maxLimit}.`);
        deep.limit = n === -1 ? target.maxLimit : n;
      } else if (key === '_offset') deep.offset = parseInteger(`deep.${name}._offset`, String(value), 0)!;
      else throw invalid(`"deep.${name}.${key}" is not supported: only _filter, _sort, _limit and _offset.`);
    }
    out.set(name, deep);
  }
  return out;
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
