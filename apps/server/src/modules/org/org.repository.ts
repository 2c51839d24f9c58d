/**
 * Organisation data access (spec 000 §7 `/api/org/names`, `/api/Org/{id}`), always within a tenant scope.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

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
  const where = match;
  return pageAndTotal(
    scope.db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.name), asc(organisations.id)),
    scope.db.$count(organisations, where),
    input.pageNumber,
    input.pageSize,
  );
}

/** The organisation with this id in this tenant, or null. */
export async function findOrganisation(scope: TenantScope, id: number): Promise<OrganisationRow | null> {
  const [row] = await scope.db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row ?? null;
}
