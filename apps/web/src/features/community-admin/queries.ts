/**
 * Community administration calls and queries (spec 001 §7 "Communities", "Members, blocks, questions",
 * "Global admin" → Users) on the community API client (bearer token, camelCase answers). Query keys live
 * in {@link communityAdminKeys}; every mutation invalidates what it changes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountSearchResponse,
  TCommunityCategory,
  TCommunityDetail,
  TCommunityListResponse,
  TCreateCommunityResponse,
  TMember,
  TMemberRole,
  TMemberStatus,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';

/** Admin tables show 10 rows per page (spec 001 §9). */
export const ADMIN_PAGE_SIZE = 10;
/** Page size of the member picker's user search (spec 001 §7 Users). */
export const PICKER_PAGE_SIZE = 50;
/** Search debounce of the admin tables and the member picker (spec 001 §9: admin search 400–600 ms). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;

/** Query keys of community administration. The member-side `communities` keys are refreshed too. */
export const communityAdminKeys = {
  all: ['community-admin'] as const,
  communities: (page: number, keyword: string) =>
    [...communityAdminKeys.all, 'communities', page, keyword] as const,
  community: (id: string) => [...communityAdminKeys.all, 'community', id] as const,
  members: (id: string) => [...communityAdminKeys.all, 'members', id] as const,
  memberPage: (id: string, statuses: readonly TMemberStatus[], page: number, keyword: string) =>
    [...communityAdminKeys.members(id), statuses.join(','), page, keyword] as const,
  categories: () => [...communityAdminKeys.all, 'categories'] as const,
  tags: () => [...communityAdminKeys.all, 'tags'] as const,
  userSearch: (communityId: string, keyword: string) =>
    [...communityAdminKeys.all, 'user-search', communityId, keyword] as const,
};

const enc = encodeURIComponent;

/** `POST api/v1/community/getlist` for the admin table: every community (admins see all), 10 per page. */
export function useAdminCommunities(page: number, keyword: string) {
  return useQuery({
    queryKey: communityAdminKeys.communities(page, keyword),
    queryFn: ({ signal }) =>
      communityApi.post<TCommunityListResponse>(
        'api/v1/community/getlist',
        { page, pageSize: ADMIN_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `GET api/v1/community/{id}`: the community with the caller's permissions (header of the admin pages). */
export function useAdminCommunity(id: string) {
  return useQuery({
    queryKey: communityAdminKeys.community(id),
    queryFn: ({ signal }) => communityApi.get<TCommunityDetail>(`api/v1/community/${enc(id)}`, { signal }),
  });
}

/** `GET api/v1/community/category?page=1&pageSize=100`: parents with their subCategories (form tree). */
export function useCategoryTree(enabled = true) {
  return useQuery({
    queryKey: communityAdminKeys.categories(),
    queryFn: ({ signal }) =>
      communityApi.get<{ communityCategories: TCommunityCategory[] }>('api/v1/community/category', {
        signal,
        query: { page: 1, pageSize: 100 },
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** `GET api/v1/community/post/tag?page=1&pageSize=100`: the tags a community can carry. */
export function useTagOptions(enabled = true) {
  return useQuery({
    queryKey: communityAdminKeys.tags(),
    queryFn: ({ signal }) =>
      communityApi.get<{ tags: { id: string; name: string }[] }>('api/v1/community/post/tag', {
        signal,
        query: { page: 1, pageSize: 100 },
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** `GET api/v1/admin/community/exists-by-alias?alias=` (case-insensitive). */
export function aliasExists(alias: string): Promise<{ exists: boolean }> {
  return communityApi.get<{ exists: boolean }>('api/v1/admin/community/exists-by-alias', {
    query: { alias },
  });
}

/** `POST api/v1/admin/community` (multipart, spec 001 §5 Community form) → 201 `{ id, alias }`. */
export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      communityApi.post<TCreateCommunityResponse>('api/v1/admin/community', form),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['communities'] }),
      ]),
  });
}

/** The admin members table's answer. */
export interface AdminMembersPage {
  members: TMember[];
  totalItemCount: number;
}

/**
 * `POST api/v1/admin/community/{id}/getlist`: Awaiting and Joined members (Awaiting first), or Removed
 * ones for the removed members view; 10 per page, searched by name or e-mail.
 */
export function useAdminMembers(
  id: string,
  statuses: readonly TMemberStatus[],
  page: number,
  keyword: string,
) {
  return useQuery({
    queryKey: communityAdminKeys.memberPage(id, statuses, page, keyword),
    queryFn: ({ signal }) =>
      communityApi.post<AdminMembersPage>(
        `api/v1/admin/community/${enc(id)}/getlist`,
        { page, pageSize: ADMIN_PAGE_SIZE, statuses, ...(keyword ? { keyword } : {}) },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** One change of a member row: a new role, approval / return (`status: 'Joined'`) or removal. */
export type MemberChange =
  | { kind: 'role'; userId: string; role: TMemberRole }
  | { kind: 'join'; userId: string }
  | { kind: 'remove'; userId: string };

/**
 * The member-row calls: `PUT api/v1/admin/community/{id}/member/{userId}` with `{ role }` or
 * `{ status: 'Joined' }`, and `DELETE` of the same path (remove a Joined member, decline an Awaiting one).
 * Refreshes the tables and the community header (member count).
 */
export function useMemberChange(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberChange) => {
      const path = `api/v1/admin/community/${enc(communityId)}/member/${enc(change.userId)}`;
      if (change.kind === 'remove') return communityApi.delete<unknown>(path);
      return communityApi.put<unknown>(
        path,
        change.kind === 'role' ? { role: change.role } : { status: 'Joined' },
      );
    },
    onSuccess: () => invalidateCommunity(queryClient, communityId),
  });
}

/** `POST api/v1/admin/community/{id}/member` with `{ userIds }`: adds Joined members. */
export function useAddMembers(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      communityApi.post<{ added: number; membersCount: number }>(
        `api/v1/admin/community/${enc(communityId)}/member`,
        { userIds },
      ),
    onSuccess: () => invalidateCommunity(queryClient, communityId),
  });
}

/**
 * `POST api/v1/account/search` for the member picker: `keyword` (at least 3 characters, else nothing is
 * asked), the community for `isInCommunity` / `isBlocked`, 50 per page sorted by first name.
 */
export function useUserSearch(communityId: string, keyword: string) {
  return useQuery({
    queryKey: communityAdminKeys.userSearch(communityId, keyword),
    queryFn: ({ signal }) =>
      communityApi.post<TAccountSearchResponse>(
        'api/v1/account/search',
        { keyword, communityId, page: 1, pageSize: PICKER_PAGE_SIZE, sortBy: 'firstName' },
        { signal },
      ),
    enabled: keyword.length >= 3,
  });
}

function invalidateCommunity(queryClient: ReturnType<typeof useQueryClient>, communityId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: communityAdminKeys.members(communityId) }),
    queryClient.invalidateQueries({ queryKey: communityAdminKeys.community(communityId) }),
    queryClient.invalidateQueries({ queryKey: [...communityAdminKeys.all, 'user-search', communityId] }),
    queryClient.invalidateQueries({ queryKey: [...communityAdminKeys.all, 'communities'] }),
  ]);
}
