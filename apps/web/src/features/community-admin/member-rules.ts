/**
 * Which member-row actions the caller may take (spec 001 §6): row actions need communityAddModerator, or
 * communityAddEditor when neither the member nor the new role is Moderator; approving (and returning a
 * removed member) also accepts communityAddMember. The server checks the same rules.
 */
import type { TCommunityPermissions, TMember, TMemberRole } from '@portal/contracts';

/** A member-row action. */
export type MemberAction = 'approve' | 'decline' | 'role' | 'remove' | 'return';

/** May the caller take `action` on `member`? */
export function canActOnMember(
  permissions: Partial<TCommunityPermissions> | undefined,
  member: Pick<TMember, 'role' | 'status'>,
  action: MemberAction,
): boolean {
  if (!permissions) return false;
  if (action === 'return') return member.status === 'Removed' && !!permissions.communityAddMember;
  if (action === 'approve' || action === 'decline') {
    if (member.status !== 'Awaiting') return false;
  } else if (member.status !== 'Joined') return false;
  if (permissions.communityAddModerator) return true;
  if (member.role === 'Moderator') return false;
  if (permissions.communityAddEditor) return true;
  return action === 'approve' && !!permissions.communityAddMember;
}

/** The roles the role-change modal offers: Moderator only with communityAddModerator (spec 001 §5). */
export function offeredRoles(permissions: Partial<TCommunityPermissions> | undefined): TMemberRole[] {
  return permissions?.communityAddModerator ? ['Member', 'Editor', 'Moderator'] : ['Member', 'Editor'];
}
