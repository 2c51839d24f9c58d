/**
 * Moderation rules (issue 14) — spec 001 §6: approve or decline pending posts: postApprove; decide on
 * post reports: postDelete; on comment reports: commentDelete; the admin area of a community needs a flag
 * beyond a member's (postCreate, commentCreate) — a plain member gets 403 everywhere under admin. Each rule
 * is one `assertAllowed` call; every refusal is 403 'You do not have permission for this action'.
 */
import {
  COMMUNITY_PERMISSION_FLAGS,
  effectiveCommunityPermissions,
  isCommunityAdmin,
  MODERATION_MESSAGES,
  type TCommunityPermissionFlag,
  type TMemberRole,
  type TMemberStatus,
} from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';
import type { CommunityAccess } from '../communities/communities.service';
import type { CommunityFilter } from './moderation.repository';

const MEMBER_FLAGS: readonly TCommunityPermissionFlag[] = ['postCreate', 'commentCreate'];

/** True when the caller holds any administration flag in the community (or is an admin). */
export function canEnterAdminArea(access: CommunityAccess): boolean {
  if (access.isAdmin) return true;
  return COMMUNITY_PERMISSION_FLAGS.some((f) => !MEMBER_FLAGS.includes(f) && access.permissions[f]);
}

/** @throws AppError 403 unless {@link canEnterAdminArea}. */
export function assertAdminArea(access: CommunityAccess): void {
  assertAllowed(canEnterAdminArea, access, MODERATION_MESSAGES.forbidden);
}

/** @throws AppError 403 without the given community flag (global OR community, spec 001 §6). */
export function assertFlag(access: CommunityAccess, flag: TCommunityPermissionFlag): void {
  assertAllowed((a) => a.permissions[flag], access, MODERATION_MESSAGES.forbidden);
}

/**
 * The admin posts table beyond the pending list: postApprove, postEdit or postDelete (spec 001 §6).
 * @throws AppError 403 without any of them.
 */
export function assertPostModerator(access: CommunityAccess): void {
  assertAllowed(
    ({ permissions: p }) => p.postApprove || p.postEdit || p.postDelete,
    access,
    MODERATION_MESSAGES.forbidden,
  );
}

/**
 * The cross-community moderation queue (issue 14): the caller must moderate something — `filters` are the
 * {@link communitiesWithFlag} results for postApprove, postDelete and commentDelete.
 * @throws AppError 403 when every filter is an empty list.
 */
export function assertModeratesSomething(filters: readonly CommunityFilter[]): void {
  assertAllowed((fs) => fs.some((f) => f === 'all' || f.length > 0), filters, MODERATION_MESSAGES.forbidden);
}

/**
 * The communities in which the actor holds a flag: all of them for an admin or a holder of the global
 * flag, otherwise those of their Joined memberships whose role or flags grant it.
 */
export function communitiesWithFlag(
  actor: Actor,
  memberships: { communityId: string; role: string; status: string; permissions: Record<string, boolean> }[],
  flag: 'postApprove' | 'postDelete' | 'commentDelete',
): CommunityFilter {
  if (isCommunityAdmin(actor.role) || actor.permissions[flag] === true) return 'all';
  return memberships
    .filter(
      (m) =>
        effectiveCommunityPermissions({
          role: actor.role,
          permissions: actor.permissions,
          membership: {
            role: m.role as TMemberRole,
            status: m.status as TMemberStatus,
            permissions: m.permissions,
          },
        })[flag],
    )
    .map((m) => m.communityId);
}
