/**
 * Blacklist rules (issue 14) — spec 001 §6: blacklist actions need communityBlacklist in the community
 * (global flag OR community flag) plus admin-area access (`hasAdminAccess` of contracts).
 */
import { hasAdminAccess, MODERATION_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';
import type { CommunityAccess } from '../communities/communities.service';

/**
 * Listing, blocking, unblocking and changing a block's reason (spec 001 §6).
 * @throws AppError 403 'You do not have permission for this action' without communityBlacklist in the
 * community or without admin-area access.
 */
export function assertBlacklister(access: CommunityAccess, actor: Actor): void {
  assertAllowed(
    (a) => a.permissions.communityBlacklist && hasAdminAccess(actor),
    access,
    MODERATION_MESSAGES.forbidden,
  );
}
