/**
 * The join calls behind the register routes (spec 000 §2; docs/api-membership.md "Join"): the tenant's
 * membership types, the e-mailed verification code and the join itself (account, Pending membership, first
 * invoice → its hosted checkout). All public (no bearer).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TMembershipJoinBody,
  TMembershipJoinCodeBody,
  TMembershipJoinCodeResponse,
  TMembershipJoinResponse,
  TMembershipTypesResponse,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';

/** `GET /api/membership/types` → the joinable membership types of the tenant (asked only when `enabled`). */
export function useMembershipTypes(enabled = true) {
  return useQuery({
    queryKey: ['membership', 'types'],
    queryFn: async ({ signal }) =>
      (await generalApi.get<TMembershipTypesResponse>('api/membership/types', { signal, skipAuth: true }))
        .data,
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** `POST /api/membership/join/code` {email} → { tokenSent, requestId } (the code is e-mailed). */
export function useJoinCode() {
  return useMutation({
    mutationFn: (body: TMembershipJoinCodeBody) =>
      generalApi.post<TMembershipJoinCodeResponse>('api/membership/join/code', body, { skipAuth: true }),
  });
}

/** `POST /api/membership/join` {details, requestId, code} → { membershipId, invoiceId, paymentUrl }. */
export function useJoin() {
  return useMutation({
    mutationFn: (body: TMembershipJoinBody) =>
      generalApi.post<TMembershipJoinResponse>('api/membership/join', body, { skipAuth: true }),
  });
}
