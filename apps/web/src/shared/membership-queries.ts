/**
 * The member's membership as several features read it (spec 000 §7 "Membership", 002 §7 "Membership and
 * invoices"): the shell and the settings menu ask whether the member can cancel (spec 000 §6), the
 * membership feature and the welcome wizard read the membership itself. Kept in shared/ so no feature
 * imports another.
 */
import { useQuery } from '@tanstack/react-query';
import type { TCanCancelMembershipResponse, TMembershipResponse } from '@portal/contracts';
import { generalApi } from '../api/general-client';

/** Query key factory of the membership calls. */
export const membershipKeys = {
  all: ['membership'] as const,
  membership: () => [...membershipKeys.all, 'current'] as const,
  canCancel: () => [...membershipKeys.all, 'can-cancel'] as const,
};

/**
 * `GET api/user/CanCancelMembership` → canCancelMembership and cancelMembershipReasons (spec 000 §6, §7).
 * Asked only when `enabled` (the cancel_membership sub-module is on); failures are treated as "no" by callers.
 */
export function useCanCancelMembership(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.canCancel(),
    queryFn: ({ signal }) =>
      generalApi.get<TCanCancelMembershipResponse>('api/user/CanCancelMembership', { signal }),
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/**
 * `GET /api/user/membership`: the member's current membership (memberNum, membershipName, memberStatus,
 * joinDate, renewedToDate, terminationDate, plus canRenew, autoRenew, nextPeriod, pendingInvoiceId), or null
 * when the user has none. Failures are logged only
 * (spec 000 §8 "Logged only"); the profile page shows 'Error getting membership details. Try again later.'.
 */
export function useMembership(enabled = true) {
  return useQuery({
    queryKey: membershipKeys.membership(),
    queryFn: async ({ signal }) =>
      (await generalApi.get<TMembershipResponse>('api/user/membership', { signal })).data,
    enabled,
    retry: false,
  });
}
