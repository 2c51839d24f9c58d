/**
 * Community administration rules — spec 000 §6 "Creating a community: Admin only" and spec 001 §6 (add
 * members: communityAddMember; member-row actions: communityAddModerator, or communityAddEditor for
 * non-moderators; the member picker needs admin-area access), built on the contracts' rule functions.
 */
import {
  canCreateCommunity,
  COMMUNITY_ADMIN_MESSAGES,
  hasAdminAccess,
  type TMemberRole,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import type { CommunityAccess } from '../communities/communities.service';

/**
 * Creating a community and its alias check: global Admin only (spec 000 §6, `canCreateCommunity`).
 * @throws AppError 403 'Only admins …' for anyone else (WorkSpaceOwner included).
 */
export function assertCreator(actor: Actor): void {
  if (!canCreateCommunity(actor)) throw new AppError('FORBIDDEN', COMMUNITY_ADMIN_MESSAGES.onlyAdmins);
}

/** @throws AppError 403 unless the caller holds a member-management flag in this community (admin members table). */
export function assertMemberAdmin(access: CommunityAccess): void {
  const p = access.permissions;
  if (!(p.communityAddMember || p.communityAddEditor || p.communityAddModerator || p.communityBlacklist))
    throw new AppError('FORBIDDEN', COMMUNITY_ADMIN_MESSAGES.forbidden);
}

/** @throws AppError 403 without communityAddMember (spec 001 §5 Add members). */
export function assertAddMember(access: CommunityAccess): void {
  if (!access.permissions.communityAddMember)
    throw new AppError('FORBIDDEN', COMMUNITY_ADMIN_MESSAGES.forbidden);
}

/**
 * Member-row actions (spec 001 §6): communityAddModerator, or communityAddEditor when neither the member
 * nor the new role is Moderator. Approving a request or returning a removed member also accepts
 * communityAddMember ('needs the add-member permission', §2 Removed members).
 * @throws AppError 403 (a moderator row without communityAddModerator has its own message).
 */
export function assertRowAction(
  access: CommunityAccess,
  target: { role: string },
  action: 'role' | 'approve' | 'remove',
  newRole?: TMemberRole,
): void {
  const p = access.permissions;
  if (p.communityAddModerator) return;
  const touchesModerator = target.role === 'Moderator' || newRole === 'Moderator';
  if (touchesModerator) throw new AppError('FORBIDDEN', COMMUNITY_ADMIN_MESSAGES.moderatorNeedsPermission);
  if (p.communityAddEditor) return;
  if (action === 'approve' && p.communityAddMember) return;
  throw new AppError('FORBIDDEN', COMMUNITY_ADMIN_MESSAGES.forbidden);
}

/** The member picker's user search needs admin-area access (spec 000 §6 `hasAdminAccess`). @throws AppError 403. */
export function assertAccountSearch(actor: Actor): void {
  if (!hasAdminAccess(actor)) throw new AppError('FORBIDDEN', COMMUNITY_ADMIN_MESSAGES.forbidden);
}
