/**
 * The tenant context the data layer requires (DESIGN.md "Tenancy"): repositories take a `TenantScope`
 * and filter or stamp every row with its `tenantId`, so a query without a tenant cannot be written by accident.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantId } from '@portal/contracts';
import type { Db } from './client';

export interface TenantScope {
  readonly tenantId: TenantId;
  readonly db: Db;
}

/** Creates the scope for one tenant; the tenant plugin does this once per request. */
export function tenantScope(db: Db, tenantId: TenantId): TenantScope {
  return Object.freeze({ tenantId, db });
}

/** `tenant_id = scope.tenantId AND ...conditions` for a table with a `tenantId` column. */
export function inTenant(
  scope: TenantScope,
  table: { tenantId: PgColumn },
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.tenantId, scope.tenantId), ...conditions) as SQL;
}
