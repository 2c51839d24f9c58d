/**
 * Tenant-bound SQL fragments (issue 11 "Tenant isolation by construction", issue 41; docs/tenancy.md).
 *
 * - {@link tenantTable}: the one way raw SQL (content engine, search, `executeRaw`) names a tenant table —
 *   the tenant's rows only, under an alias.
 * - {@link existsIn}, {@link selectIn}: correlated subqueries (`exists (…)`, a scalar `(select …)`) built by the
 *   scope's tenant-bound handle (`tenant-db.ts`), so the subquery carries the tenant condition by construction
 *   instead of relying on its author (or on the outer row's tenant).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { boundTenantOf, TenantScopeError } from './tenant-db';

/** Tables raw SQL may name through {@link tenantTable} (each has a `tenant_id` column). */
export type TenantTableName =
  | 'communities'
  | 'community_members'
  | 'community_tag_links'
  | 'content_asset'
  | 'content_asset_mapping'
  | 'content_category'
  | 'content_category_mapping'
  | 'content_files'
  | 'content_items'
  | 'content_pages'
  | 'content_segment_mapping'
  | 'content_subcategory'
  | 'content_subcategory_mapping'
  | 'content_title_prefixes'
  | 'content_versions'
  | 'content_tag'
  | 'content_tag_mapping'
  | 'cpd_periods'
  | 'cpd_records'
  | 'event_tag_links'
  | 'event_tags'
  | 'event_title_prefixes'
  | 'events'
  | 'invoices'
  | 'meeting_users'
  | 'meetings'
  | 'memberships'
  | 'post_comments'
  | 'post_tag_links'
  | 'post_tags'
  | 'post_title_prefixes'
  | 'posts'
  | 'segments'
  | 'tickets'
  | 'user_segments'
  | 'users';

/**
 * The tenant's rows of `table` as `alias`, for a FROM or JOIN of raw SQL:
 * `(select * from <table> where tenant_id = <tenantId>) <alias>`. A row of another tenant cannot enter the
 * query whatever the predicates around it say; PostgreSQL flattens the subquery, so plans are unchanged.
 * `table` and `alias` are code constants (never request text); the tenant id is a parameter.
 */
export function tenantTable(table: TenantTableName, alias: string, tenantId: string): SQL {
  return sql`(select * from ${sql.raw(table)} where tenant_id = ${tenantId}) ${sql.raw(alias)}`;
}

/** A handle that scopes what it builds: a {@link TenantScope} or the `db` a prepared query's build receives. */
export interface BoundHandle {
  readonly db: Db;
}

/** The scope's handle, refusing a raw one (a subquery built by it would carry no tenant condition). */
function boundDb(scope: BoundHandle): Db {
  if (!boundTenantOf(scope.db)) throw new TenantScopeError('a subquery needs a tenant-bound handle');
  return scope.db;
}

/**
 * `exists (select 1 from <table> where <tenant> and <where>)`, built by the scope's tenant-bound handle.
 * `where` may name columns of the outer query (a correlated subquery, e.g. `eq(postReports.postId, posts.id)`)
 * and `sql.placeholder(…)` values (prepared queries).
 * @throws TenantScopeError when `scope.db` is not tenant-bound.
 */
export function existsIn(scope: BoundHandle, table: PgTable, where: SQL | undefined): SQL {
  return sql`exists ${boundDb(scope)
    .select({ one: sql`1` })
    .from(table)
    .where(where)}`;
}

/**
 * A scalar subquery `(select <value> from <table> where <tenant> and <where>)` built by the scope's
 * tenant-bound handle (a count, or one column of at most one row); `join` adds inner joins, each scoped to
 * the tenant too. @returns SQL typed as `T` (null when no row, except for aggregates).
 * @throws TenantScopeError when `scope.db` is not tenant-bound.
 */
export function selectIn<T>(
  scope: BoundHandle,
  value: SQL,
  table: PgTable,
  where: SQL | undefined,
  join: [PgTable, SQL][] = [],
): SQL<T> {
  let query = boundDb(scope).select({ value }).from(table).$dynamic();
  for (const [joined, on] of join) query = query.innerJoin(joined, on);
  return sql<T>`${query.where(where)}`;
}
