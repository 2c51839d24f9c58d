/**
 * Collection metadata of the Directus-compatible content service — spec 002 §7 (collections) and §5
 * (segment rule). Each collection maps Directus field names to SQL columns of its table, declares its
 * relations (M2O: a column holding the target's id; O2M: target rows pointing back) and its visibility
 * predicate, which every query (root, nested, relational filter) applies.
 * Identifiers here are constants; request values never reach SQL text, only parameters.
 */
import type { SQL } from 'drizzle-orm';
import {
  assetVisible,
  fileVisible,
  itemVisible,
  itemVisibleParts,
  junctionVisible,
  pageVisible,
  tenantOnly,
  type ContentVisibility,
  type ContentTable,
} from './content.visibility';

export type { ContentVisibility } from './content.visibility';

/** SQL type of a field: decides how filter values are parsed and typed. */
export type FieldType = 'int' | 'text' | 'bool' | 'timestamp' | 'uuid' | 'json';

/** A plain column (or computed expression) of a collection. */
export interface ScalarField {
  kind: 'scalar';
  /** SQL expression with `$` for the table alias, e.g. `$.name`. */
  expr: string;
  type: FieldType;
  /** Computed fields cannot be filtered, sorted or searched. */
  computed?: boolean;
}
/** A many-to-one relation: a column holding the id of a row of `target`. */
export interface M2OField {
  kind: 'm2o';
  expr: string;
  type: 'int' | 'uuid';
  target: string;
}
/** A one-to-many relation: rows of `target` whose `foreignKey` holds this row's id. */
export interface O2MField {
  kind: 'o2m';
  target: string;
  /** Column of the target holding this collection's id. */
  foreignKey: string;
}
/** Any field of a collection. */
export type FieldDef = ScalarField | M2OField | O2MField;

/** A Directus collection: its table, fields, relations, search fields, page limit and visibility rule. */
export interface CollectionDef {
  name: string;
  /** The table, read only through `tenantTable` (content.visibility.ts). */
  table: ContentTable;
  primaryKey: string;
  primaryType: 'int' | 'uuid';
  fields: Record<string, FieldDef>;
  /** Text fields matched by `search`. */
  search: string[];
  /** Largest page (`limit=-1` means this). */
  maxLimit: number;
  /** The always-applied predicate (tenant and visibility) on alias `a`. */
  visible(a: string, ctx: ContentVisibility): SQL;
  /**
   * `visible` as two disjoint conditions whose union it is (news and resources: `itemVisibleParts`), for the
   * bounded `filter_count` (query-statements.ts `pageWithBoundedCountSql`); absent or null: not split.
   */
  visibleParts?(a: string, ctx: ContentVisibility): { everyone: SQL; segmented: SQL } | null;
  /** Not reachable as `/items/{name}` (only through relations). */
  internal?: boolean;
}

const s = (expr: string, type: FieldType, computed = false): ScalarField => ({
  kind: 'scalar',
  expr,
  type,
  computed,
});
const m2o = (expr: string, target: string, type: 'int' | 'uuid' = 'int'): M2OField => ({
  kind: 'm2o',
  expr,
  type,
  target,
});
const o2m = (target: string, foreignKey: string): O2MField => ({ kind: 'o2m', target, foreignKey });
/** Postgres int[] literal of validated integers. */
export const intArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** Item collection (news or resource) over content_items. */
function itemCollection(kind: 'news' | 'resource'): CollectionDef {
  const fk = kind === 'news' ? 'news_id' : 'resource_id';
  return {
    name: kind,
    table: 'content_items',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 200,
    search: ['name', 'short_description', 'content'],
    fields: {
      id: s('$.id', 'int'),
      status: s('$.status', 'text'),
      name: s('$.name', 'text'),
      short_description: s('$.short_description', 'text'),
      content: s('$.content', 'text'),
      date_created: s('$.date_created', 'timestamp'),
      date_updated: s('$.date_updated', 'timestamp'),
      publish_start_date: s('$.publish_start_date', 'timestamp'),
      image: m2o('$.image', 'files', 'uuid'),
      user_created: m2o('$.user_created', 'author', 'uuid'),
      categories: o2m('category_mapping', fk),
      subcategories: o2m('subcategory_mapping', fk),
      tags: o2m('tag_mapping', fk),
      segments: o2m('segment_mapping', fk),
      assets: o2m('asset_mapping', fk),
    },
    visible: (a, ctx) => itemVisible(a, kind, ctx),
    visibleParts: (a, ctx) => itemVisibleParts(a, kind, ctx),
  };
}

/** Junction collection between an item and a taxonomy/segment/asset row. */
function junction(name: string, table: ContentTable, targetField: string, target: string): CollectionDef {
  return {
    name,
    table,
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: [],
    fields: {
      id: s('$.id', 'int'),
      news_id: m2o('$.news_id', 'news'),
      resource_id: m2o('$.resource_id', 'resource'),
      [targetField]: m2o(`$.${targetField}`, target),
    },
    visible: junctionVisible,
  };
}

/** Every collection of the content service by name (spec 002 §7), internal ones included. */
export const COLLECTIONS: Record<string, CollectionDef> = {
  news: itemCollection('news'),
  resource: itemCollection('resource'),
  category: {
    name: 'category',
    table: 'content_category',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: ['label'],
    fields: { id: s('$.id', 'int'), label: s('$.label', 'text'), type: s('$.type', 'text') },
    visible: tenantOnly,
  },
  subcategory: {
    name: 'subcategory',
    table: 'content_subcategory',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: ['label'],
    fields: {
      id: s('$.id', 'int'),
      label: s('$.label', 'text'),
      category: m2o('$.category_id', 'category'),
    },
    visible: tenantOnly,
  },
  tag: {
    name: 'tag',
    table: 'content_tag',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: ['label'],
    fields: { id: s('$.id', 'int'), label: s('$.label', 'text') },
    visible: tenantOnly,
  },
  segment: {
    name: 'segment',
    table: 'segments',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: ['name'],
    fields: { id: s('$.id', 'int'), name: s('$.name', 'text'), type: s('$.type', 'text') },
    visible: tenantOnly,
  },
  category_mapping: junction('category_mapping', 'content_category_mapping', 'category_id', 'category'),
  subcategory_mapping: junction(
    'subcategory_mapping',
    'content_subcategory_mapping',
    'subcategory_id',
    'subcategory',
  ),
  tag_mapping: junction('tag_mapping', 'content_tag_mapping', 'tag_id', 'tag'),
  segment_mapping: junction('segment_mapping', 'content_segment_mapping', 'segment_id', 'segment'),
  asset_mapping: junction('asset_mapping', 'content_asset_mapping', 'asset_id', 'asset'),
  asset: {
    name: 'asset',
    table: 'content_asset',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: ['name'],
    fields: {
      id: s('$.id', 'int'),
      name: s('$.name', 'text'),
      type: s('$.type', 'text'),
      url: s('$.url', 'text'),
      file: m2o('$.file', 'files', 'uuid'),
      image: m2o('$.image', 'files', 'uuid'),
    },
    visible: assetVisible,
  },
  files: {
    name: 'files',
    table: 'content_files',
    primaryKey: 'id',
    primaryType: 'uuid',
    maxLimit: 200,
    search: ['filename_download', 'title'],
    fields: {
      id: s('$.id', 'uuid'),
      type: s('$.type', 'text'),
      title: s('$.title', 'text'),
      filename_disk: s(`regexp_replace($.storage_key, '^.*/', '')`, 'text', true),
      filename_download: s('$.filename_download', 'text'),
      filesize: s('$.filesize', 'int'),
      width: s('$.width', 'int'),
      height: s('$.height', 'int'),
      uploaded_on: s('$.uploaded_on', 'timestamp'),
    },
    visible: fileVisible,
  },
  pages: {
    name: 'pages',
    table: 'content_pages',
    primaryKey: 'id',
    primaryType: 'int',
    maxLimit: 1000,
    search: ['name', 'content'],
    fields: {
      id: s('$.id', 'int'),
      name: s('$.name', 'text'),
      status: s('$.status', 'text'),
      members_only: s('$.members_only', 'bool'),
      sort: s('$.sort', 'int'),
      content: s('$.content', 'text'),
      date_updated: s('$.date_updated', 'timestamp'),
    },
    visible: pageVisible,
  },
  author: {
    name: 'author',
    table: 'users',
    primaryKey: 'id',
    primaryType: 'uuid',
    maxLimit: 200,
    search: [],
    internal: true,
    fields: {
      id: s('$.id', 'uuid'),
      first_name: s('$.first_name', 'text'),
      last_name: s('$.last_name', 'text'),
      avatar: s('$.avatar_url', 'text'),
      pronoun: s('$.pronoun', 'text'),
      role: s(
        `json_build_object('name', case $.role when 1 then 'Administrator' when 2 then 'Workspace owner' when 3 then 'Manager' else 'Editor' end)`,
        'json',
        true,
      ),
    },
    visible: tenantOnly,
  },
};

/**
 * The field of a collection named by the caller (`fields`, `sort`, `filter` keys), looked up as an own
 * property only: `constructor`, `toString` or `__proto__` are unknown fields, never Object.prototype members.
 */
export function fieldOf(def: CollectionDef, name: string): FieldDef | undefined {
  return Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
}

/** The collection named in a URL, or undefined (internal collections are not addressable). */
export function publicCollection(name: string): CollectionDef | undefined {
  const def = Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
  return def && !def.internal ? def : undefined;
}

/** SQL text of a field expression on an alias. */
export const fieldSql = (field: ScalarField | M2OField, alias: string) => field.expr.replaceAll('$', alias);
