/**
 * Managers data access — spec 001 §3 Manager / Admin account, §7 "Global admin" (`api/v1/admin/account/admin`)
 * and the user-community relations (`GET api/v1/admin/community/members_and_blocked`). Tenant-scoped.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { communities, communityMembers, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';

const managerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};
/** A manager row as listed. */
export type ManagerRow = { id: string; email: string; firstName: string; lastName: string; role: number };

/** A page of the accounts holding `role`, by e-mail (index `users_tenant_role_email_idx`), and the total. */
export function findByRole(scope: TenantScope, role: number, page: number, pageSize: number) {
  const where = eq(users.role, role);
  return pageAndTotal<ManagerRow>(
    scope.db.select(managerColumns).from(users).where(where).orderBy(asc(users.email), asc(users.id)),
    scope.db.$count(users, where),
    page,
    pageSize,
  );
}

/** The account with this e-mail (stored lower-case) in this tenant, or null. */
export async function findByEmail(scope: TenantScope, email: string): Promise<ManagerRow | null> {
  const [row] = await scope.db.select(managerColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/**
 * Sets the account's global role. `resetCommunityRoles`: its Moderator and Editor memberships become Member
 * with no extra community flags (spec 001 §5 "manager of all communities removes … other roles"), in the
 * same transaction.
 */
export async function setRole(
  scope: TenantScope,
  userId: string,
  role: number,
  resetCommunityRoles: boolean,
) {
  await scope.db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    if (resetCommunityRoles)
      await tx
        .update(communityMembers)
        .set({ role: 'Member', permissions: {}, updatedAt: new Date() })
        .where(
          and(eq(communityMembers.userId, userId), inArray(communityMembers.role, ['Moderator', 'Editor'])),
        );
  });
}

/** A page of the user's community relations (not deleted communities), by community name, and the total. */
export function findRelations(scope: TenantScope, userId: string, page: number, pageSize: number) {
  const where = and(eq(communityMembers.userId, userId), eq(communities.isDeleted, false));
  return pageAndTotal(
    scope.db
      .select({
        id: communities.id,
        name: communities.name,
        alias: communities.alias,
        role: communityMembers.role,
        status: communityMembers.status,
      })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(where)
      .orderBy(asc(communities.name), asc(communities.id)),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
    page,
    pageSize,
  );
}
