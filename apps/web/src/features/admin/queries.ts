/**
 * Admin area queries (docs/api-foundation.md "Administration"): the user list, impersonation, "sign out
 * everywhere", sent mail and failed deliveries.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TContactType,
  TEndSessionsResponse,
  TFailedDeliveries,
  TRequeuedDeliveries,
  TSentMailList,
  TSentMailMessage,
  TUserRole,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { generalApi } from '../../api/general-client';

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

/** Query parameters of the sent-mail list (`to`: part of the recipient address, '' for all). */
export interface SentMailQuery {
  to: string;
  page: number;
  pageSize: number;
}

/** Query keys of sent mail. */
export const sentMailKeys = {
  all: [...adminKeys.all, 'sent-mail'] as const,
  list: (query: SentMailQuery) => [...sentMailKeys.all, 'list', query] as const,
  message: (id: string) => [...sentMailKeys.all, 'message', id] as const,
  failed: () => [...sentMailKeys.all, 'failed-deliveries'] as const,
};

/**
 * `GET /api/admin/deliveries` (global Admin; issue 35) → `{ failed }`: e-mails and notifications of this
 * tenant that failed every attempt. Idle unless `enabled` (only global Admins may ask).
 */
export function useFailedDeliveries(enabled: boolean) {
  return useQuery({
    queryKey: sentMailKeys.failed(),
    queryFn: ({ signal }) => generalApi.get<TFailedDeliveries>('api/admin/deliveries', { signal }),
    enabled,
  });
}

/** `POST /api/admin/deliveries/retry` → `{ requeued }`; refreshes the count and the sent-mail list. */
export function useRetryDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generalApi.post<TRequeuedDeliveries>('api/admin/deliveries/retry'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentMailKeys.all }),
  });
}

/**
 * `GET /api/admin/mail?to&page&pageSize` (global Admin; issue 10 §2): the tenant's sent mail, newest first;
 * keeps the previous page while loading.
 */
export function useSentMail(query: SentMailQuery) {
  return useQuery({
    queryKey: sentMailKeys.list(query),
    queryFn: ({ signal }) =>
      generalApi.get<TSentMailList>('api/admin/mail', {
        signal,
        query: { to: query.to || undefined, page: query.page, pageSize: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/mail/{id}` (global Admin): one message with its text and HTML bodies; idle when id is null. */
export function useSentMailMessage(id: string | null) {
  return useQuery({
    queryKey: sentMailKeys.message(id ?? ''),
    queryFn: ({ signal }) =>
      generalApi.get<TSentMailMessage>(`api/admin/mail/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
}
