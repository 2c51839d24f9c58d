/**
 * Live stream data access (issue 38 point 4, docs/live-updates.md): what a replica reads to decide which of
 * its open streams may receive an event — the community's flags, the post's facts and the memberships of the
 * streams' members, one query each per event (never one per stream). Every function takes the tenant scope.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { communities, communityMembers, posts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** The columns of a community that the standing rules read (`accessOf`), and whether it is deleted. */
export interface LiveCommunity {
  isPublic: boolean;
  isAutoJoin: boolean;
  isDeleted: boolean;
}

/** The columns of a membership that the standing rules read, with its user. */
export interface LiveMembership {
  userId: string;
  role: string;
  status: string;
  permissions: Record<string, boolean>;
}

/** A community's flags, or undefined when it is not in the tenant. */
export async function findCommunityFlags(
  scope: TenantScope,
  communityId: string,
): Promise<LiveCommunity | undefined> {
  const [row] = await scope.db
    .select({
      isPublic: communities.isPublic,
      isAutoJoin: communities.isAutoJoin,
      isDeleted: communities.isDeleted,
    })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row;
}

/** A post's facts the visibility rule reads (`canSeePost`), or undefined when it is not in the tenant. */
export async function findPostFacts(
  scope: TenantScope,
  postId: string,
): Promise<{ status: number; isFrozen: boolean; createdByUserId: string } | undefined> {
  const [row] = await scope.db
    .select({ status: posts.status, isFrozen: posts.isFrozen, createdByUserId: posts.createdByUserId })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

/** The memberships of `userIds` in one community (users without a row are left out). */
export async function findMemberships(
  scope: TenantScope,
  communityId: string,
  userIds: string[],
): Promise<LiveMembership[]> {
  if (userIds.length === 0) return [];
  return scope.db
    .select({
      userId: communityMembers.userId,
      role: communityMembers.role,
      status: communityMembers.status,
      permissions: communityMembers.permissions,
    })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), inArray(communityMembers.userId, userIds)));
}
