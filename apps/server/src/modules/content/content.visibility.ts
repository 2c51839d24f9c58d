/**
 * Tenant and visibility rules of the content query engine — spec 002 §5 (segment rule) on raw SQL. Every table
 * the engine names goes through `tenantTable` (db/tenant-sql.ts), which reads it as
 * `(select * from <table> where tenant_id = <tenant>) <alias>`: a row of another tenant cannot enter any query (root, relation, filter, search, count),
 * whatever the predicates around it say. PostgreSQL flattens these subqueries, so the plans are unchanged.
 * Identifiers here are constants; request values never reach SQL text, only parameters.
 */
import { sql, type SQL } from 'drizzle-orm';
import { tenantTable } from '../../db/tenant-sql';

/**
 * Who asks, for the segment rule: tenant, the tenant's active key, the member, and whether rules are
 * bypassed (authoring).
 */
export interface ContentVisibility {
  tenantId: string;
  activeKey: string;
  /** The member; their segments are read inside the query (`user_segments`). */
  userId: string;
  /** Authoring (content editors): drafts, scheduled and archived items, every segment. */
  bypass: boolean;
}

/** Tables the content engine may read (each has a `tenant_id` column). */
export type ContentTable =
  | 'content_items'
  | 'content_category'
  | 'content_subcategory'
  | 'content_tag'
  | 'segments'
  | 'content_category_mapping'
  | 'content_subcategory_mapping'
  | 'content_tag_mapping'
  | 'content_segment_mapping'
  | 'content_asset_mapping'
  | 'content_asset'
  | 'content_files'
  | 'content_pages'
  | 'users'
  | 'user_segments';

const raw = (text: string) => sql.raw(text);

/** The member's segment ids as an int[] expression (evaluated once per statement by Postgres). */
const memberSegments = (ctx: ContentVisibility) =>
  sql`array(select us.segment_id from ${tenantTable('user_segments', 'us', ctx.tenantId)} where us.user_id = ${ctx.userId}::uuid)`;

/** The segment rule of spec 002 §5 (status, schedule, segments) on a content_items alias, without the kind. */
function segmentRule(a: string, ctx: ContentVisibility): SQL {
  return sql`${raw(a)}.status = ${ctx.activeKey}
    and (${raw(a)}.publish_start_date is null or ${raw(a)}.publish_start_date <= now())
    and (${raw(a)}.segment_ids = '{}'::int[] or ${raw(a)}.segment_ids && ${memberSegments(ctx)})`;
}

/**
 * {@link itemVisible} for a member as two disjoint conditions whose union is the rule (spec 002 §5), for a
 * count that walks each part by its own index (issue 37, docs/benchmarks.md "Issue 37, 6 Dec, morning: lists"):
 * - `everyone`: items without segments (visible to every member of the tenant), with the schedule written as
 *   `coalesce(publish_start_date, '-infinity') <= now()` — true exactly when the start is empty or past — so
 *   that it is a range of `content_items_public_idx` (migration 0044, partial on `segment_ids = '{}'`);
 * - `segmented`: items with segments, one of them the member's, schedule as in {@link itemVisible}.
 * An item is in at most one part (`segment_ids` is not null: `= '{}'` or `<> '{}'`). @returns null when rules
 * are bypassed (authoring: one condition, nothing to split).
 */
export function itemVisibleParts(
  a: string,
  kind: 'news' | 'resource',
  ctx: ContentVisibility,
): { everyone: SQL; segmented: SQL } | null {
  if (ctx.bypass) return null;
  const base = sql`${tenantOnly(a, ctx)} and ${raw(a)}.kind = ${kind} and ${raw(a)}.status = ${ctx.activeKey}`;
  return {
    everyone: sql`${base}
    and coalesce(${raw(a)}.publish_start_date, '-infinity'::timestamptz) <= now()
    and ${raw(a)}.segment_ids = '{}'::int[]`,
    segmented: sql`${base}
    and (${raw(a)}.publish_start_date is null or ${raw(a)}.publish_start_date <= now())
    and ${raw(a)}.segment_ids <> '{}'::int[] and ${raw(a)}.segment_ids && ${memberSegments(ctx)}`,
  };
}

/** Only the tenant's rows on alias `a` (redundant with {@link tenantTable}; kept as a second guard). */
export const tenantOnly = (a: string, ctx: ContentVisibility) => sql`${raw(a)}.tenant_id = ${ctx.tenantId}`;

/** The segment rule of spec 002 §5 on a content_items alias (kind, status, schedule, segments). */
export function itemVisible(a: string, kind: 'news' | 'resource', ctx: ContentVisibility): SQL {
  const base = sql`${tenantOnly(a, ctx)} and ${raw(a)}.kind = ${kind}`;
  return ctx.bypass ? base : sql`${base} and ${segmentRule(a, ctx)}`;
}

/** Any visible item (news or resource) with id given by SQL `idExpr` (an engine constant). */
export function someItemVisible(idExpr: string, ctx: ContentVisibility, alias: string): SQL {
  const from = tenantTable('content_items', alias, ctx.tenantId);
  const base = sql`${raw(alias)}.id = ${raw(idExpr)}`;
  if (ctx.bypass) return sql`exists (select 1 from ${from} where ${base})`;
  return sql`exists (select 1 from ${from} where ${base} and ${segmentRule(alias, ctx)})`;
}

/** A visible item of `kind` whose id is the SQL `idExpr` (favourites of still-visible items). */
export function itemExistsVisible(idExpr: SQL, kind: 'news' | 'resource', ctx: ContentVisibility): SQL {
  return sql`exists (select 1 from ${tenantTable('content_items', 'v', ctx.tenantId)} where v.id = ${idExpr} and ${itemVisible('v', kind, ctx)})`;
}

/** An asset is visible when a visible item lists it. */
export function assetVisible(a: string, ctx: ContentVisibility): SQL {
  if (ctx.bypass) return tenantOnly(a, ctx);
  const map = `${a}_m`;
  return sql`${tenantOnly(a, ctx)} and exists (select 1 from ${tenantTable('content_asset_mapping', map, ctx.tenantId)}
    where ${raw(map)}.asset_id = ${raw(a)}.id
      and ${someItemVisible(`coalesce(${map}.news_id, ${map}.resource_id)`, ctx, `${a}_mi`)})`;
}

/** A file is visible when it is the image of a visible item or the file/image of a visible asset. */
export function fileVisible(a: string, ctx: ContentVisibility): SQL {
  if (ctx.bypass) return tenantOnly(a, ctx);
  const img = `${a}_ii`;
  const asset = `${a}_as`;
  const map = `${a}_am`;
  return sql`${tenantOnly(a, ctx)} and (
    exists (select 1 from ${tenantTable('content_items', img, ctx.tenantId)} where ${raw(img)}.image = ${raw(a)}.id
      and ${someItemVisible(`${img}.id`, ctx, `${img}_v`)})
    or exists (select 1 from ${tenantTable('content_asset', asset, ctx.tenantId)}
      join ${tenantTable('content_asset_mapping', map, ctx.tenantId)} on ${raw(map)}.asset_id = ${raw(asset)}.id
      where (${raw(asset)}.file = ${raw(a)}.id or ${raw(asset)}.image = ${raw(a)}.id)
        and ${someItemVisible(`coalesce(${map}.news_id, ${map}.resource_id)`, ctx, `${map}_v`)})
  )`;
}

/** A junction row is visible when its news item or resource is. */
export function junctionVisible(a: string, ctx: ContentVisibility): SQL {
  return sql`${tenantOnly(a, ctx)} and ${someItemVisible(`coalesce(${a}.news_id, ${a}.resource_id)`, ctx, `${a}_i`)}`;
}

/** A members-only page is visible when it is active (authoring sees every page). */
export function pageVisible(a: string, ctx: ContentVisibility): SQL {
  return ctx.bypass ? tenantOnly(a, ctx) : sql`${tenantOnly(a, ctx)} and ${raw(a)}.status = ${ctx.activeKey}`;
}
