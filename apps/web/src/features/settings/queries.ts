/**
 * Settings area queries needed by the shell before the settings pages exist (spec 000 §7 Membership).
 */
import { useQuery } from '@tanstack/react-query';
import { generalApi } from '../../api/general-client';

/** `GET api/user/CanCancelMembership` answer (spec 000 §7). */
export interface CanCancelMembershipAnswer {
  canCancelMembership: boolean;
  cancelMembershipReasons?: Array<{ id: string | number; name: string }>;
}

/** Query key factory of the settings area. */
export const settingsKeys = {
  all: ['settings'] as const,
  canCancelMembership: () => [...settingsKeys.all, 'can-cancel-membership'] as const,
};

/**
 * Whether the server lets the user cancel their membership (spec 000 §6). Asked only when `enabled`
 * (the cancel_membership sub-module is on); failures are treated as "no" by callers.
 */
export function useCanCancelMembership(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.canCancelMembership(),
    queryFn: ({ signal }) =>
      generalApi.get<CanCancelMembershipAnswer>('api/user/CanCancelMembership', { signal }),
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
}
