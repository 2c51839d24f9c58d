/**
 * Blacklist data access (issue 14; spec 001 §3 Blocked user, §7 blocks): a blacklisted user is a
 * membership row with status Blocked and a reason. Functions take the tenant scope first.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { communityJoinAnswers, communityMembers, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { upsertMemberRows } from '../../lib/community-members';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

/** A page of the community's blacklist, by name, searched on name or e-mail; two queries. */
export function blockedPage(
  scope: TenantScope,
  communityId: string,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    eq(communityMembers.communityId, communityId),
    eq(communityMembers.status, 'Blocked'),
    pattern
      ? or(
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
        )
      : undefined,
  );
  const rows = scope.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarUrl: users.avatarUrl,
      reason: communityMembers.reason,
      updatedAt: communityMembers.updatedAt,
    })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const total = scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(where)
    .then((r) => r[0]?.n ?? 0);
  return pageAndTotal(rows, total, q.page, q.pageSize);
}

/**
 * Blacklists users (one transaction): their membership (if any) becomes Blocked with the reason, role
 * Member, their pending join answers are dropped.
 */
export async function block(scope: TenantScope, communityId: string, userIds: string[], reason: string) {
  await scope.db.transaction(async (tx) => {
    const now = new Date();
    await upsertMemberRows(
      tx,
      scope.tenantId,
      communityId,
      userIds,
      { status: 'Blocked', reason },
      { reason, permissions: {}, updatedAt: now },
    );
    await tx
      .delete(communityJoinAnswers)
      .where(
        and(eq(communityJoinAnswers.communityId, communityId), inArray(communityJoinAnswers.userId, userIds)),
      );
  });
}

/** Changes the reason of a block; answers whether the user was blacklisted. */
export async function setReason(scope: TenantScope, communityId: string, userId: string, reason: string) {
  const rows = await scope.db
    .update(communityMembers)
    .set({ reason, updatedAt: new Date() })
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.userId, userId),
        eq(communityMembers.status, 'Blocked'),
      ),
    )
    .returning({ userId: communityMembers.userId });
  return rows.length > 0;
}

/** Takes users off the blacklist: their Blocked membership is deleted (they may join again). */
export async function unblock(scope: TenantScope, communityId: string, userIds: string[]) {
  const rows = await scope.db
    .delete(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        inArray(communityMembers.userId, userIds),
        eq(communityMembers.status, 'Blocked'),
      ),
    )
    .returning({ userId: communityMembers.userId });
  return rows.length;
}
