/** Server values data access — spec 000 §3 Server value, §7 `api/v1/admin/server-values`. Tenant-scoped. */
import { asc, eq, ilike, or } from 'drizzle-orm';
import { serverValues } from '../../db/schema/index';
import { deleteWhere, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

/** A stored server value. */
export type ServerValueRow = typeof serverValues.$inferSelect;

/**
 * A page by key (unique index `server_values_tenant_key_uq` gives the order) and the total; `keyword` matches
 * key or value, ignoring case (a tenant keeps a few hundred values at most: a scan of its rows).
 */
export function findPage(scope: TenantScope, query: { page: number; pageSize: number; keyword?: string }) {
  const where = query.keyword
    ? or(
        ilike(serverValues.key, containsPattern(query.keyword)),
        ilike(serverValues.value, containsPattern(query.keyword)),
      )
    : undefined;
  return pageAndTotal(
    scope.db.select().from(serverValues).where(where).orderBy(asc(serverValues.key), asc(serverValues.id)),
    scope.db.$count(serverValues, where),
    query.page,
    query.pageSize,
  );
}

/** Inserts a value; null when the key exists. */
export async function insertValue(scope: TenantScope, key: string, value: string) {
  const [row] = await scope.db
    .insert(serverValues)
    .values({ tenantId: scope.tenantId, key, value })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Sets the value; null when the id is not in this tenant. */
/** One value by id, locked for update (the audit record's `before`), or null when not in this tenant. */
export async function findValueForUpdate(scope: TenantScope, id: number) {
  const [row] = await scope.db.select().from(serverValues).where(eq(serverValues.id, id)).for('update');
  return row ?? null;
}

export async function updateValue(scope: TenantScope, id: number, value: string) {
  const [row] = await scope.db
    .update(serverValues)
    .set({ value, updatedAt: new Date() })
    .where(eq(serverValues.id, id))
    .returning();
  return row ?? null;
}

/** Deletes; false when the id is not in this tenant. */
export async function deleteValue(scope: TenantScope, id: number): Promise<boolean> {
  return deleteWhere(scope, serverValues, eq(serverValues.id, id));
}
