/**
 * Digest e-mail queries (issue 38 point 2, docs/digest.md): the member's frequency (`GET|PUT
 * /api/user/digest`), the member search of the staff preview (`GET /api/v1/admin/users`), and the preview of a
 * member's next digest (`GET /api/admin/digest/preview?userId=`, global Admin).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDigestPreview, TDigestSettings } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { generalApi } from '../../api/general-client';

/** Query key factory of the digest. */
export const digestKeys = {
  all: ['digest'] as const,
  settings: () => [...digestKeys.all, 'settings'] as const,
  members: (keyword: string) => [...digestKeys.all, 'members', keyword] as const,
  preview: (userId: string) => [...digestKeys.all, 'preview', userId] as const,
};

/** `GET /api/user/digest` → `{ frequency }`. */
export function useDigestSettings() {
  return useQuery({
    queryKey: digestKeys.settings(),
    queryFn: ({ signal }) => generalApi.get<TDigestSettings>('api/user/digest', { signal }),
  });
}

/** `PUT /api/user/digest` `{ frequency }`; the answer replaces the cached setting. */
export function useSaveDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDigestSettings) => generalApi.put<TDigestSettings>('api/user/digest', body),
    onSuccess: (saved) => queryClient.setQueryData(digestKeys.settings(), saved),
  });
}

/** One member found by the preview's search. */
export interface DigestMemberOption {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** `GET /api/v1/admin/users?keyword&page=1&pageSize=10` (admin access): members for the picker. */
export function useDigestMembers(keyword: string) {
  return useQuery({
    queryKey: digestKeys.members(keyword),
    queryFn: ({ signal }) =>
      communityApi.get<{ users: DigestMemberOption[] }>('api/v1/admin/users', {
        signal,
        query: { keyword: keyword || undefined, page: 1, pageSize: 10 },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/digest/preview?userId=` (global Admin): the member's next digest; idle without a member. */
export function useDigestPreview(userId: string | null) {
  return useQuery({
    queryKey: digestKeys.preview(userId ?? ''),
    queryFn: ({ signal }) =>
      generalApi.get<TDigestPreview>('api/admin/digest/preview', { signal, query: { userId: userId! } }),
    enabled: !!userId,
  });
}
