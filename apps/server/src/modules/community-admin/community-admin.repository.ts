/**
 * Community administration data access (spec 001 §7 create, alias check, members, user search). Functions
 * take the tenant scope first; membership rows are addressed by `(community, user)`.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { UserRole, type TAccountSearchBody, type TMemberRole } from '@portal/contracts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityMembers,
  communityTagLinks,
  postTags,
  users,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { upsertMemberRows } from '../../lib/community-members';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';

/** Whether an alias is taken in the tenant (case-insensitive, deleted communities included). */
export async function aliasTaken(scope: TenantScope, alias: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: communities.id })
    .from(communities)
    .where(sql`lower(${communities.alias}) = ${alias.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** The given categories of the tenant (with whether each has subcategories) and the given tags. */
export async function findCategoriesAndTags(scope: TenantScope, categoryIds: string[], tagIds: string[]) {
  const [categories, tags] = await Promise.all([
    scope.db
      .select({
        id: communityCategories.id,
        hasChildren: sql<boolean>`exists(select 1 from community_categories c where c.parent_category_id = "community_categories"."id")`,
      })
      .from(communityCategories)
      .where(inArray(communityCategories.id, categoryIds)),
    tagIds.length
      ? scope.db.select({ id: postTags.id }).from(postTags).where(inArray(postTags.id, tagIds))
      : Promise.resolve([]),
  ]);
  return { categories, tags };
}

/** The stored fields of a new community (tenant, creator and links are added here). */
export type NewCommunity = Omit<typeof communities.$inferInsert, 'tenantId' | 'id'>;

/** Inserts a community with its category and tag links (one transaction); returns its id and alias. */
export async function insertCommunity(
  scope: TenantScope,
  values: NewCommunity,
  categoryIds: string[],
  tagIds: string[],
): Promise<{ id: string; alias: string }> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communities)
      .values({ ...values, tenantId: scope.tenantId })
      .returning({ id: communities.id, alias: communities.alias });
    await tx
      .insert(communityCategoryLinks)
      .values(
        categoryIds.map((categoryId) => ({ tenantId: scope.tenantId, communityId: row!.id, categoryId })),
      );
    if (tagIds.length)
      await tx
        .insert(communityTagLinks)
        .values(tagIds.map((tagId) => ({ tenantId: scope.tenantId, communityId: row!.id, tagId })));
    return row!;
  });
}

/** `community_id = … and user_id = …` in the tenant: one membership row. */
const membershipOf = (scope: TenantScope, communityId: string, userId: string) =>
  and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId));

/** A user's membership row in a community, or null. */
export async function findMembership(scope: TenantScope, communityId: string, userId: string) {
  const [row] = await scope.db
    .select()
    .from(communityMembers)
    .where(membershipOf(scope, communityId, userId))
    .limit(1);
  return row ?? null;
}

/** Changes a member's role. */
export async function updateRole(scope: TenantScope, communityId: string, userId: string, role: TMemberRole) {
  await scope.db
    .update(communityMembers)
    .set({ role, updatedAt: new Date() })
    .where(membershipOf(scope, communityId, userId));
}

/** Makes an Awaiting or Removed membership Joined (as Member); true when a row changed. */
export async function approveMembership(scope: TenantScope, communityId: string, userId: string) {
  const now = new Date();
  const [changed] = await scope.db
    .update(communityMembers)
    .set({ status: 'Joined', role: 'Member', joinedAt: now, updatedAt: now, reason: null })
    .where(
      and(
        membershipOf(scope, communityId, userId),
        inArray(communityMembers.status, ['Awaiting', 'Removed']),
      ),
    )
    .returning({ userId: communityMembers.userId });
  return Boolean(changed);
}

/** Marks a membership Removed (role back to Member). */
export async function markRemoved(scope: TenantScope, communityId: string, userId: string) {
  await scope.db
    .update(communityMembers)
    .set({ status: 'Removed', role: 'Member', updatedAt: new Date() })
    .where(membershipOf(scope, communityId, userId));
}

/** Makes users Joined members (new rows, or existing ones reset) and touches the community's activity. */
export async function upsertJoinedMembers(scope: TenantScope, communityId: string, userIds: string[]) {
  const now = new Date();
  await upsertMemberRows(
    scope.db,
    scope.tenantId,
    communityId,
    userIds,
    { status: 'Joined' },
    { joinedAt: now, updatedAt: now, reason: null },
  );
  await scope.db.update(communities).set({ latestActivity: now }).where(eq(communities.id, communityId));
}

/**
 * One page of the tenant's users whose name or e-mail contains the keyword (tenant administrators only
 * with `includeAdminUsers`), with their status in `communityId`, and the total. Two queries.
 */
export async function searchUsers(scope: TenantScope, body: TAccountSearchBody) {
  const like = containsPattern(body.keyword);
  const where = and(
    sql`((${users.firstName} || ' ' || ${users.lastName}) ilike ${like} or ${users.email} ilike ${like})`,
    body.includeAdminUsers ? undefined : notInArray(users.role, [UserRole.Admin, UserRole.WorkSpaceOwner]),
  );
  const status = body.communityId
    ? sql<
        string | null
      >`(select m.status from community_members m where m.community_id = ${body.communityId}::uuid and m.user_id = ${users.id})`
    : sql<string | null>`null::text`;
  return pageAndTotal(
    scope.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarSrc: users.avatarUrl,
        email: users.email,
        status,
      })
      .from(users)
      .where(where)
      .orderBy(
        body.sortBy === 'lastName' ? asc(users.lastName) : asc(users.firstName),
        asc(users.lastName),
        asc(users.id),
      ),
    scope.db.$count(users, where),
    body.page,
    body.pageSize,
  );
}

/** Ids of the communities (not deleted) a user moderates as a Joined member. One query. */
export async function moderatedCommunityIds(scope: TenantScope, userId: string): Promise<string[]> {
  const rows = await scope.db
    .select({ id: communityMembers.communityId })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, userId),
        eq(communityMembers.status, 'Joined'),
        eq(communityMembers.role, 'Moderator'),
        eq(communities.isDeleted, false),
      ),
    );
  return rows.map((r) => r.id);
}

/** Name, avatar and e-mail columns of a user, as the admin look-ups present them. */
const accountSummaryFields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarSrc: users.avatarUrl,
  email: users.email,
};

/**
 * Users of the tenant with these ids (unknown ids are skipped), one page sorted by `sortBy` then last name
 * and id, and how many were found: two queries.
 */
export function findUsersByIds(
  scope: TenantScope,
  ids: string[],
  options: { page: number; pageSize: number; sortBy: 'firstName' | 'lastName' },
) {
  const where = inArray(users.id, ids);
  return pageAndTotal(
    scope.db
      .select(accountSummaryFields)
      .from(users)
      .where(where)
      .orderBy(
        options.sortBy === 'lastName' ? asc(users.lastName) : asc(users.firstName),
        asc(users.lastName),
        asc(users.id),
      ),
    scope.db.$count(users, where),
    options.page,
    options.pageSize,
  );
}

/**
 * The membership state of each of `userIds` in a community (`{ [userId]: { status, role, reason } }`; users
 * without a row are absent): what the audit records of adding, blocking and unblocking several users compare
 * before and after (issue 39 point 3).
 */
export async function memberStatuses(scope: TenantScope, communityId: string, userIds: string[]) {
  if (!userIds.length) return {};
  const rows = await scope.db
    .select({
      userId: communityMembers.userId,
      status: communityMembers.status,
      role: communityMembers.role,
      reason: communityMembers.reason,
    })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), inArray(communityMembers.userId, userIds)));
  return Object.fromEntries(rows.map(({ userId, ...state }) => [userId, state]));
}
