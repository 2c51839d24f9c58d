/**
 * Who may use the membership features (spec 000 §6, §7; issue 13): each member feature must be on for the tenant
 * and permitted for the member (`membershipAccess` of contracts); the administrators' tables and refunds are for
 * tenant administrators (`canAdministerMemberships`); a signed link (certificate preview, pay link, brand asset)
 * must name its member. Every rule is applied through `assertAllowed` (lib/policy.ts); messages as the API
 * always answered.
 */
import {
  MEMBERSHIP_MESSAGES,
  canAdministerMemberships,
  membershipAccess,
  type TenantProfile,
} from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** A member feature of `membershipAccess` (membershipProfile, brandAssets, findAnOt, cancelMembership, …). */
type MembershipFeature = keyof ReturnType<typeof membershipAccess>;

/** `feature` must be on for the tenant and permitted for `actor`. @throws AppError FORBIDDEN with `message`. */
function requireFeature(
  tenant: TenantProfile,
  actor: Actor,
  feature: MembershipFeature,
  message: string,
): void {
  assertAllowed((a: Actor) => membershipAccess(tenant, a)[feature], actor, message);
}

/** Joining needs the membership profile (000 §6). @throws AppError FORBIDDEN ('Forbidden'). */
export function requireMembershipProfile(tenant: TenantProfile, actor: Actor): void {
  requireFeature(tenant, actor, 'membershipProfile', 'Forbidden');
}

/** Brand assets: members only, with the feature on (000 §6). @throws AppError FORBIDDEN (`notMember`). */
export function requireBrandAssets(tenant: TenantProfile, actor: Actor): void {
  requireFeature(tenant, actor, 'brandAssets', MEMBERSHIP_MESSAGES.notMember);
}

/** Find an OT: members only, with the feature on (000 §6). @throws AppError FORBIDDEN (`notMember`). */
export function requireFindAnOt(tenant: TenantProfile, actor: Actor): void {
  requireFeature(tenant, actor, 'findAnOt', MEMBERSHIP_MESSAGES.notMember);
}

/** Cancelling needs `settings.cancel_membership` (000 §4). @throws AppError FORBIDDEN (`cannotCancel`). */
export function requireCancelMembership(tenant: TenantProfile, actor: Actor): void {
  requireFeature(tenant, actor, 'cancelMembership', MEMBERSHIP_MESSAGES.cannotCancel);
}

/** The administrators' membership and invoice tables and refunds. @throws AppError FORBIDDEN ('Forbidden'). */
export function requireMembershipAdmin(actor: Pick<Actor, 'role'>): void {
  assertAllowed(canAdministerMemberships, actor, 'Forbidden');
}
