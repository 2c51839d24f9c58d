/**
 * Community administration rules — spec 000 §6 "Creating a community: Admin only" and spec 001 §6 (add
 * members: communityAddMember; member-row actions: communityAddModerator, or communityAddEditor for
 * non-moderators; the member picker needs admin-area access; admin settings for admins; the about text for
 * admins or commentEdit), built on the contracts' rule functions. Each rule is one `assertAllowed` call.
 */
import {
  canCreateCommunity,
  COMMUNITY_ADMIN_MESSAGES,
  hasAdminAccess,
  MODERATION_MESSAGES,
  type TMemberRole,
} from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';
import type { CommunityAccess } from '../communities/communities.service';

/**
 * Creating a community and its alias check: global Admin only (spec 000 §6, `canCreateCommunity`).
 * @throws AppError 403 'Only admins …' for anyone else (WorkSpaceOwner included).
 */
export function assertCreator(actor: Actor): void {
  assertAllowed(canCreateCommunity, actor, COMMUNITY_ADMIN_MESSAGES.onlyAdmins);
}

/**
 * Editing or archiving a community (spec 001 §6 "Admin settings … are for admins").
 * @throws AppError 403 'You do not have permission for this action' unless a global admin (Admin or
 * WorkSpaceOwner).
 */
export function assertCommunitySettingsAdmin(access: CommunityAccess): void {
  assertAllowed((a) => a.isAdmin, access, MODERATION_MESSAGES.forbidden);
}

/**
 * The 'Who are we?' text: admins, or holders of commentEdit in the community (spec 001 §6 "as built").
 * @throws AppError 403 'You do not have permission for this action'.
 */
export function assertAboutEditor(access: CommunityAccess): void {
  assertAllowed((a) => a.isAdmin || a.permissions.commentEdit, access, MODERATION_MESSAGES.forbidden);
}

/** True when the caller holds a member-management flag in this community (the admin members table's rule). */
function canManageMembers(access: CommunityAccess): boolean {
  const p = access.permissions;
  return p.communityAddMember || p.communityAddEditor || p.communityAddModerator || p.communityBlacklist;
}

/**
 * The admin members table (spec 001 §6).
 * @throws AppError 403 'You do not have permission to manage members …' unless {@link canManageMembers}.
 */
export function assertMemberAdmin(access: CommunityAccess): void {
  assertAllowed(canManageMembers, access, COMMUNITY_ADMIN_MESSAGES.forbidden);
}

/** @throws AppError 403 'You do not have permission to manage members …' without communityAddMember (spec 001 §5 Add members). */
export function assertAddMember(access: CommunityAccess): void {
  assertAllowed((a) => a.permissions.communityAddMember, access, COMMUNITY_ADMIN_MESSAGES.forbidden);
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
  if (access.permissions.communityAddModerator) return;
  const touchesModerator = target.role === 'Moderator' || newRole === 'Moderator';
  assertAllowed(() => !touchesModerator, access, COMMUNITY_ADMIN_MESSAGES.moderatorNeedsPermission);
  assertAllowed(
    (a) => a.permissions.communityAddEditor || (action === 'approve' && a.permissions.communityAddMember),
    access,
    COMMUNITY_ADMIN_MESSAGES.forbidden,
  );
}

/**
 * The member picker's user search needs admin-area access (spec 000 §6 `hasAdminAccess`).
 * @throws AppError 403 'You do not have permission to manage members …'.
 */
export function assertAccountSearch(actor: Actor): void {
  assertAllowed(hasAdminAccess, actor, COMMUNITY_ADMIN_MESSAGES.forbidden);
}
