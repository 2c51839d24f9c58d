/**
 * Collection metadata of the Directus-compatible content service — spec 002 §7 (collections) and §5
 * (segment rule). Each collection maps Directus field names to SQL columns of its table, declares its
 * relations (M2O: a column holding the target's id; O2M: target rows pointing back) and its visibility
 * predicate, which every query (root, nested, relational filter) applies.
 * Identifiers here are constants; request values never reach SQL text, only parameters.
 */
import { sql, type SQL } from 'drizzle-orm';

export type FieldType = 'int' | 'text' | 'bool' | 'timestamp' | 'uuid' | 'json';

export interface ScalarField {
  kind: 'scalar';
  /** SQL expression with `$` for the table alias, e.g. `$.name`. */
  expr: string;
  type: FieldType;
  /** Computed fields cannot be filtered, sorted or searched. */
  computed?: boolean;
}
export interface M2OField {
  kind: 'm2o';
  expr: string;
  type: 'int' | 'uuid';
  target: string;
}
export interface O2MField {
  kind: 'o2m';
  target: string;
  /** Column of the target holding this collection's id. */
  foreignKey: string;
}
export type FieldDef = ScalarField | M2OField | O2MField;

/** Who asks: tenant, the tenant's active key, the member, and whether rules are bypassed. */
export interface AccessContext {
  tenantId: string;
  activeKey: string;
  /** The member; their segments are read inside the query (`user_segments`). */
  userId: string;
  /** Authoring (content editors): drafts, scheduled and archived items, every segment. */
  bypass: boolean;
}

export interface CollectionDef {
  name: string;
  table: string;
  primaryKey: string;
  primaryType: 'int' | 'uuid';
  fields: Record<string, FieldDef>;
  /** Text fields matched by `search`. */
  search: string[];
  /** Largest page (`limit=-1` means this). */
  maxLimit: number;
  /** The always-applied predicate (tenant and visibility) on alias `a`. */
  visible(a: string, ctx: AccessContext): SQL;
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
const raw = (text: string) => sql.raw(text);

/** Postgres int[] literal of validated integers. */
export const intArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** The member's segment ids as an int[] expression (evaluated once per statement by Postgres). */
const memberSegments = (ctx: AccessContext) =>
  sql`array(select us.segment_id from user_segments us where us.user_id = ${ctx.userId}::uuid and us.tenant_id = ${ctx.tenantId})`;

/** The segment rule of spec 002 §5 on a content_items alias (status, schedule, segments). */
export function itemVisible(a: string, kind: 'news' | 'resource', ctx: AccessContext): SQL {
  const base = sql`${raw(a)}.tenant_id = ${ctx.tenantId} and ${raw(a)}.kind = ${kind}`;
  if (ctx.bypass) return base;
  return sql`${base} and ${raw(a)}.status = ${ctx.activeKey}
    and (${raw(a)}.publish_start_date is null or ${raw(a)}.publish_start_date <= now())
    and (${raw(a)}.segment_ids = '{}'::int[] or ${raw(a)}.segment_ids && ${memberSegments(ctx)})`;
}

/** Any visible item (news or resource) with id given by SQL `idExpr`. */
function someItemVisible(idExpr: string, ctx: AccessContext, alias: string): SQL {
  const base = sql`${raw(alias)}.id = ${raw(idExpr)} and ${raw(alias)}.tenant_id = ${ctx.tenantId}`;
  if (ctx.bypass) return sql`exists (select 1 from content_items ${raw(alias)} where ${base})`;
  return sql`exists (select 1 from content_items ${raw(alias)} where ${base}
    and ${raw(alias)}.status = ${ctx.activeKey}
    and (${raw(alias)}.publish_start_date is null or ${raw(alias)}.publish_start_date <= now())
    and (${raw(alias)}.segment_ids = '{}'::int[] or ${raw(alias)}.segment_ids && ${memberSegments(ctx)}))`;
}

const tenantOnly = (a: string, ctx: AccessContext) => sql`${raw(a)}.tenant_id = ${ctx.tenantId}`;

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
  };
}

function junction(name: string, table: string, targetField: string, target: string): CollectionDef {
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
    visible: (a, ctx) =>
      sql`${tenantOnly(a, ctx)} and ${someItemVisible(`coalesce(${a}.news_id, ${a}.resource_id)`, ctx, `${a}_i`)}`,
  };
}

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
    visible: (a, ctx) =>
      ctx.bypass
        ? tenantOnly(a, ctx)
        : sql`${tenantOnly(a, ctx)} and exists (select 1 from content_asset_mapping ${raw(a)}_m
            where ${raw(a)}_m.asset_id = ${raw(a)}.id
              and ${someItemVisible(`coalesce(${a}_m.news_id, ${a}_m.resource_id)`, ctx, `${a}_mi`)})`,
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
    visible: (a, ctx) => (ctx.bypass ? tenantOnly(a, ctx) : fileVisible(a, ctx)),
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
    visible: (a, ctx) =>
      ctx.bypass ? tenantOnly(a, ctx) : sql`${tenantOnly(a, ctx)} and ${raw(a)}.status = ${ctx.activeKey}`,
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

/** A file is visible when it is the image of a visible item or the file/image of a visible asset. */
function fileVisible(a: string, ctx: AccessContext): SQL {
  const img = `${a}_ii`;
  const asset = `${a}_as`;
  const map = `${a}_am`;
  return sql`${tenantOnly(a, ctx)} and (
    exists (select 1 from content_items ${raw(img)} where ${raw(img)}.image = ${raw(a)}.id
      and ${someItemVisible(`${img}.id`, ctx, `${img}_v`)})
    or exists (select 1 from content_asset ${raw(asset)} join content_asset_mapping ${raw(map)}
      on ${raw(map)}.asset_id = ${raw(asset)}.id
      where (${raw(asset)}.file = ${raw(a)}.id or ${raw(asset)}.image = ${raw(a)}.id)
        and ${someItemVisible(`coalesce(${map}.news_id, ${map}.resource_id)`, ctx, `${map}_v`)})
  )`;
}

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
