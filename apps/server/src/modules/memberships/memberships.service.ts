/**
 * Membership rules used by onboarding — spec 000 §2 Welcome wizard "The final outcome type decides text and
 * button: Auto Rollover, Life Member, Renew Membership".
 */
import type { TFinalStepRedirectLink, TOutcomeType } from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { findCurrentMembership, type MembershipRow } from './memberships.repository';

/**
 * The outcome type of a membership: a life member → 'Life Member'; an active membership with auto-renew on →
 * 'Auto Rollover'; anything else (no membership, no auto-renew, lapsed) → 'Renew Membership'.
 */
export function outcomeTypeOf(membership: MembershipRow | null): TOutcomeType {
  if (membership?.isLifeMember) return 'Life Member';
  if (membership?.autoRenew && membership.memberStatus === 'Active') return 'Auto Rollover';
  return 'Renew Membership';
}

/**
 * `GET /api/user/form/first-time/final-step-redirect-link` (spec 000 §7): the outcome type and where its button
 * goes — the payment-details page for Auto Rollover, the renewal page for Renew Membership, none (home) for
 * Life Member. URLs are site-relative so every tenant host works.
 */
export async function finalStepRedirectLink(
  scope: TenantScope,
  userId: string,
): Promise<TFinalStepRedirectLink> {
  const type = outcomeTypeOf(await findCurrentMembership(scope, userId));
  const redirectUrl =
    type === 'Life Member'
      ? null
      : type === 'Auto Rollover'
        ? '/settings/membership-profile?action=update-payment'
        : '/settings/membership-profile?action=renew';
  return { type, redirectUrl };
}
