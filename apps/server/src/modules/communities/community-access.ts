/**
 * A member's standing in one community (spec 001 §4, §6): the row types it is computed from and
 * {@link accessOf}. A leaf of the communities module: the policy, presenter, repositories and service import
 * it; other modules reach it through `communities.service.ts`.
 */
import {
  effectiveCommunityPermissions,
  isCommunityAdmin,
  type TCommunityPermissions,
  type TMemberRole,
  type TMemberStatus,
} from '@portal/contracts';
import type { communities, communityMembers } from '../../db/schema/index';
import type { Actor } from '../../plugins/actor';

/** A row of `communities`. */
export type CommunityRow = typeof communities.$inferSelect;
/** A row of `community_members`. */
export type MemberRow = typeof communityMembers.$inferSelect;

/** The columns of a community that {@link accessOf} reads. */
export type AccessCommunity = Pick<CommunityRow, 'isAutoJoin' | 'isPublic'>;
/** The columns of a membership that {@link accessOf} reads. */
export type AccessMembership = Pick<MemberRow, 'role' | 'status' | 'permissions'>;

/**
 * The caller's standing in one community; `C` and `M` are the community and membership rows it was computed
 * from (whole rows by default; a post row carries fewer columns).
 */
export interface CommunityAccess<
  C extends AccessCommunity = CommunityRow,
  M extends AccessMembership = MemberRow,
> {
  community: C;
  /** The stored membership row, if any. */
  membership: M | null;
  /** Role and status as shown: admins and auto-join communities show Joined (spec 001 §4). */
  role: TMemberRole | null;
  status: TMemberStatus | null;
  isAdmin: boolean;
  /** Joined member, auto-join community, or admin. */
  isJoined: boolean;
  /** May read about, members, posts and comments: public, joined, or admin — never while blacklisted. */
  readable: boolean;
  /** Blacklisted in this community (membership status Blocked; issue 14): sees, joins and posts nothing. */
  isBlacklisted: boolean;
  permissions: TCommunityPermissions;
}

/**
 * An access computed from any community and membership rows with the columns {@link accessOf} reads: what
 * rules that need no other column of the community take (a whole-row {@link CommunityAccess} is one too).
 */
export type CommunityStanding = CommunityAccess<AccessCommunity, AccessMembership>;

/**
 * Computes the access of an actor from a community row and its membership row (null when none): a
 * Removed membership counts as none; admins and auto-join communities show Joined Member (spec 001 §4).
 */
export function accessOf<C extends AccessCommunity, M extends AccessMembership>(
  actor: Actor,
  community: C,
  membership: M | null,
): CommunityAccess<C, M> {
  const isAdmin = isCommunityAdmin(actor.role);
  const stored = membership && membership.status !== 'Removed' ? membership : null;
  let status = (stored?.status ?? null) as TMemberStatus | null;
  let role = (stored?.role ?? null) as TMemberRole | null;
  if (!status && (community.isAutoJoin || isAdmin)) {
    status = 'Joined';
    role = 'Member';
  }
  const isJoined = status === 'Joined';
  // A blacklisted user (not an admin) loses every right in this community, global flags included (issue 14).
  const isBlacklisted = !isAdmin && membership?.status === 'Blocked';
  const granted = effectiveCommunityPermissions({
    role: actor.role,
    permissions: actor.permissions,
    membership: role && status ? { role, status, permissions: stored?.permissions ?? {} } : null,
  });
  const permissions = isBlacklisted
    ? (Object.fromEntries(Object.keys(granted).map((k) => [k, false])) as TCommunityPermissions)
    : granted;
  return {
    community,
    membership,
    role,
    status,
    isAdmin,
    isJoined,
    readable: !isBlacklisted && (isAdmin || isJoined || community.isPublic),
    isBlacklisted,
    permissions,
  };
}
