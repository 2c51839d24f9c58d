/**
 * Who may do what in a community — spec 001 §6 on top of the shared rules of contracts and the membership
 * states of §4. The caller's {@link CommunityAccess} is computed by the service (`accessOf`,
 * `loadCommunityAccess`); each rule here is one `assertAllowed` call (lib/policy.ts).
 */
import { COMMUNITY_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { CommunityAccess, CommunityStanding } from './community-access';

/** True when the caller may read the community's content (public, joined or admin; never blacklisted). */
const isReadable = (access: CommunityStanding): boolean => access.readable;

/**
 * Reading a community's about, members, posts, assets (spec 001 §6).
 * @throws AppError 403 'Community is private' unless the caller may read the community's content.
 */
export function assertReadable(access: CommunityStanding): void {
  assertAllowed(isReadable, access, COMMUNITY_MESSAGES.isPrivate);
}

/**
 * The community header (by id or alias) is shown to anyone signed in when the community is visible or
 * public, so that non-members can request to join; a hidden private community only to members and admins
 * (spec 001 §3).
 * @throws AppError 403 'You are blocked in this community' (blacklisted), 'Community is private' (hidden).
 */
export function assertHeaderVisible(access: CommunityAccess): void {
  assertNotBlacklisted(access);
  assertAllowed(
    (a) => a.community.isVisible || a.community.isPublic || a.isAdmin || Boolean(a.status),
    access,
    COMMUNITY_MESSAGES.isPrivate,
  );
}

/**
 * The community must be visible or public to be joined (spec 001 §4 Join flow).
 * @throws AppError 403 'Community is private' for a hidden private community.
 */
export function assertJoinable(access: CommunityAccess): void {
  assertAllowed((a) => a.community.isVisible || a.community.isPublic, access, COMMUNITY_MESSAGES.isPrivate);
}

/**
 * A blacklisted user can't see, join or post in the community until unblocked (issue 14, spec 001 §4
 * "block with a reason, unblock").
 * @throws AppError 403 'You are blocked in this community'.
 */
export function assertNotBlacklisted(access: CommunityStanding): void {
  assertAllowed((a) => !a.isBlacklisted, access, COMMUNITY_MESSAGES.blocked);
}

/**
 * Joining: a Blocked membership row refuses the join whoever holds it — unlike {@link assertNotBlacklisted},
 * which spares admins (spec 001 §4 Join flow, issue 14).
 * @throws AppError 403 'You are blocked in this community'.
 */
export function assertNoBlockedMembership(access: CommunityAccess): void {
  assertAllowed((a) => a.membership?.status !== 'Blocked', access, COMMUNITY_MESSAGES.blocked);
}
