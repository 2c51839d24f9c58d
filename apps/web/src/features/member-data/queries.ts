/**
 * Members' own data queries (issue 39 point 5, docs/members-data.md): the member's ZIP download (`GET
 * /api/v1/account/data-export`), their closure request (`GET|POST /api/v1/account/closure`), and the
 * administrators' pending requests (`GET /api/v1/admin/account-closures`, `POST …/{id}/approve|decline`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountClosure, TAccountClosureResponse, TAdminAccountClosureList } from '@portal/contracts';
import { communityApi } from '../../api/community-client';

/** Query key factory of the members' own data. */
export const memberDataKeys = {
  all: ['member-data'] as const,
  closure: () => [...memberDataKeys.all, 'closure'] as const,
  adminClosures: () => [...memberDataKeys.all, 'admin-closures'] as const,
};

/** `GET /api/v1/account/data-export` → the ZIP as a blob (429 within 10 minutes of the previous one). */
export function downloadMyData(): Promise<Blob> {
  return communityApi.get<Blob>('api/v1/account/data-export', { responseType: 'blob' });
}

/** `GET /api/v1/account/closure` → the member's latest closure request, or null. */
export function useMyClosure() {
  return useQuery({
    queryKey: memberDataKeys.closure(),
    queryFn: ({ signal }) => communityApi.get<TAccountClosureResponse>('api/v1/account/closure', { signal }),
  });
}

/** `POST /api/v1/account/closure`: asks staff to close the account; the answer replaces the cached request. */
export function useRequestClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => communityApi.post<TAccountClosure>('api/v1/account/closure'),
    onSuccess: (request) =>
      queryClient.setQueryData<TAccountClosureResponse>(memberDataKeys.closure(), { request }),
  });
}

/** `GET /api/v1/admin/account-closures` → the pending requests (tenant administrators). */
export function useAdminClosures() {
  return useQuery({
    queryKey: memberDataKeys.adminClosures(),
    queryFn: ({ signal }) =>
      communityApi.get<TAdminAccountClosureList>('api/v1/admin/account-closures', { signal }),
  });
}

/** `POST /api/v1/admin/account-closures/{id}/approve|decline`; refreshes the pending list. */
export function useDecideClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      communityApi.post<TAccountClosure>(`api/v1/admin/account-closures/${id}/${decision}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberDataKeys.adminClosures() }),
  });
}
