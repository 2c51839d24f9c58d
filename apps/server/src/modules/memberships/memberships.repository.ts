/**
 * Membership data access (spec 000 §3 Membership), always within a tenant scope.
 */
import { desc, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored membership. */
export type MembershipRow = typeof memberships.$inferSelect;

/** The member's current membership: the one renewed furthest (nulls last), or null when none. */
export async function findCurrentMembership(
  scope: TenantScope,
  userId: string,
): Promise<MembershipRow | null> {
  const [row] = await scope.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isLifeMember), desc(memberships.renewedToDate))
    .limit(1);
  return row ?? null;
}
