/**
 * Queries of the signed-in account (spec 000 §7 "Account and profile", "Auth"): `GET api/v1/account` and
 * `GET /api/v1/permission`, plus the access subject the rule functions of `@portal/contracts` take.
 * Session state shared by the shell and every feature (app/ holds it so no feature imports another), and the
 * first-login flag mutation of the guided tour (spec 000 §2).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccessSubject, TAccount, TPermissionResponse } from '@portal/contracts';
import { hasAdminAccess, isAdminLike } from '@portal/contracts/users/access';
import { communityApi } from '../api/community-client';

/** Query key factory of the account area. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  permissions: () => [...accountKeys.all, 'permissions'] as const,
};

/** `GET api/v1/account`: the signed-in user (TAccount). A 401 clears the token and reloads (client rule). */
export function useAccount() {
  return useQuery(accountQuery());
}

/** The options of the account query (shared by {@link useAccount} and the start-up prefetch in App). */
export function accountQuery() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => communityApi.get<TAccount>('api/v1/account', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/v1/permission`: the global permission flags plus role, hasAdminAccess and isAdminLike. */
export function usePermissions() {
  return useQuery(permissionsQuery());
}

/** The options of the permission query (shared by {@link usePermissions} and the start-up prefetch in App). */
export function permissionsQuery() {
  return queryOptions({
    queryKey: accountKeys.permissions(),
    queryFn: ({ signal }) => communityApi.get<TPermissionResponse>('api/v1/permission', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Start-up prefetch (issue 18, first meaningful paint): the account request leaves at once; for a user with
 * admin access (or a Manager) the permission flags follow as soon as the account answers, so admin screens (which decide
 * with them) do not wait for the shell to render before asking. Never throws.
 */
export async function prefetchSession(client: QueryClient): Promise<void> {
  await client.prefetchQuery(accountQuery());
  const account = client.getQueryData<TAccount>(accountKeys.me());
  if (account && (hasAdminAccess(toAccessSubject(account)) || isAdminLike(toAccessSubject(account))))
    await client.prefetchQuery(permissionsQuery());
}

/** The facts the access rules look at (spec 000 §6), from an account. */
export function toAccessSubject(account: TAccount): AccessSubject {
  return {
    contactTypes: account.contactTypes,
    role: account.role,
    moderatedCommunityCount: account.moderatedCommunityCount,
  };
}

/**
 * `POST /api/v1/community/users/set-first-login`: clears the first-login flag (spec 000 §2 Guided tour). The
 * cached account drops the flag at once, before the call.
 */
export function useSetFirstLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () =>
      queryClient.setQueryData<TAccount>(accountKeys.me(), (a) => (a ? { ...a, isFirstLogin: false } : a)),
    mutationFn: () => communityApi.post<{ isFirstLogin: boolean }>('api/v1/community/users/set-first-login'),
  });
}
