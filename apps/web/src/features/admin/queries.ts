/**
 * Admin area queries (docs/api-foundation.md "Administration"): the user list, impersonation and "sign out
 * everywhere".
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TContactType, TEndSessionsResponse, TUserRole } from '@portal/contracts';
import { communityApi } from '../../api/community-client';

/** One row of `GET /api/v1/admin/users`. */
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TUserRole;
  contactTypes: TContactType[];
  memberNum: string | null;
}

/** `GET /api/v1/admin/users` answer. */
export interface AdminUsersAnswer {
  users: AdminUser[];
  totalItemCount: number;
}

/** Query parameters of the user list. */
export interface AdminUsersQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

/** Query key factory of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: AdminUsersQuery) => [...adminKeys.all, 'users', query] as const,
};

/** `GET /api/v1/admin/users?keyword&page&pageSize` (admin access); keeps the previous page while loading. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      communityApi.get<AdminUsersAnswer>('api/v1/admin/users', {
        signal,
        query: { keyword: query.keyword || undefined, page: query.page, pageSize: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/v1/admin/users/{id}/impersonation` (global Admin) → `{ url }` of the auto-login page. */
export function useImpersonateUser() {
  return useMutation({
    mutationFn: (userId: string) =>
      communityApi.post<{ url: string }>(`api/v1/admin/users/${encodeURIComponent(userId)}/impersonation`),
  });
}

/**
 * `POST /api/v1/admin/users/{id}/sign-out-everywhere` (global Admin, issue 10 §7) → `{ signedOut: true }`:
 * every token issued to the user before now stops working. 403 while impersonating, 404 for an unknown id.
 */
export function useEndSessions() {
  return useMutation({
    mutationFn: (userId: string) =>
      communityApi.post<TEndSessionsResponse>(
        `api/v1/admin/users/${encodeURIComponent(userId)}/sign-out-everywhere`,
      ),
  });
}
