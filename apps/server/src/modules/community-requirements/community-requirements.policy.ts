/**
 * Membership requirement rules (issue 14) — spec 001 §6 "Membership requirements and Admin settings are for
 * admins" (terms and join questions); a member's answers for member managers (the admin members table's
 * flags). The same rules as `community-admin.policy.ts` (`assertCommunitySettingsAdmin`,
 * `assertMemberAdmin`), answering this module's message; each is one `assertAllowed` call.
 */
import { MODERATION_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { CommunityAccess } from '../communities/communities.service';

/**
 * Terms and join questions: global admins (Admin or WorkSpaceOwner) only.
 * @throws AppError 403 'You do not have permission for this action'.
 */
export function assertCommunitySettingsAdmin(access: CommunityAccess): void {
  assertAllowed((a) => a.isAdmin, access, MODERATION_MESSAGES.forbidden);
}

/**
 * A member's join answers: holders of a member-management flag (communityAddMember, communityAddEditor,
 * communityAddModerator or communityBlacklist).
 * @throws AppError 403 'You do not have permission for this action'.
 */
export function assertMemberAdmin(access: CommunityAccess): void {
  assertAllowed(
    ({ permissions: p }) =>
      p.communityAddMember || p.communityAddEditor || p.communityAddModerator || p.communityBlacklist,
    access,
    MODERATION_MESSAGES.forbidden,
  );
}
