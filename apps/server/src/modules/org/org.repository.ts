/**
 * Organisation data access (spec 000 §7 `/api/org/names`, `/api/Org/{id}`), always within a tenant scope.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';

/** A stored organisation. */
export type OrganisationRow = typeof organisations.$inferSelect;

/**
 * One page of organisation names containing `query` (case-insensitive), sorted by name, and the total.
 * Two queries. `pageNumber` starts at 1.
 */
export async function searchOrganisations(
  scope: TenantScope,
  input: { query: string; pageNumber: number; pageSize: number },
) {
  const match = input.query
    ? sql`lower(${organisations.name}) like ${containsPattern(input.query.toLowerCase())}`
    : undefined;
  const where = inTenant(scope, organisations, match);
  const { limit, offset } = pageOf(input.pageNumber, input.pageSize);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.name), asc(organisations.id))
      .limit(limit)
      .offset(offset),
    scope.db.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The organisation with this id in this tenant, or null. */
export async function findOrganisation(scope: TenantScope, id: number): Promise<OrganisationRow | null> {
  const [row] = await scope.db
    .select()
    .from(organisations)
    .where(inTenant(scope, organisations, eq(organisations.id, id)))
    .limit(1);
  return row ?? null;
}
