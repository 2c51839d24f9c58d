/**
 * Global community administration calls (spec 001 §7 "Categories", "Global admin"): categories
 * (`api/v1/admin/community/category`), post tags (`api/v1/community/post/tag` list, `api/v1/admin/community/
 * post/tag` writes), managers (`api/v1/admin/account/admin`, `api/v1/admin/community/members_and_blocked`) and
 * the global terms (`api/v1/admin/community/global-tc`). Each mutation invalidates what it changes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountSearchResponse,
  TAddManagerBody,
  TAdminTag,
  TCategoryInput,
  TCommunityCategory,
  TGlobalTerms,
  TManager,
  TManagersResponse,
  TUserRelationsResponse,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { ADMIN_PAGE_SIZE, communityAdminKeys } from './queries';

/** Query keys of the global tabs (under {@link communityAdminKeys}, so the form pickers refresh too). */
export const globalAdminKeys = {
  categoryPage: (page: number) => [...communityAdminKeys.categories(), 'admin', page] as const,
  tags: () => communityAdminKeys.tags(),
  managers: () => [...communityAdminKeys.all, 'managers'] as const,
  managerPage: (role: number, page: number) => [...globalAdminKeys.managers(), role, page] as const,
  relations: (userId: string) => [...communityAdminKeys.all, 'relations', userId] as const,
  terms: () => [...communityAdminKeys.all, 'global-tc'] as const,
};

const enc = encodeURIComponent;

/** `GET api/v1/admin/community/category?page&pageSize=10`: top-level categories with subcategories. */
export function useAdminCategories(page: number) {
  return useQuery({
    queryKey: globalAdminKeys.categoryPage(page),
    queryFn: ({ signal }) =>
      communityApi.get<{ communityCategories: TCommunityCategory[]; totalItemCount: number }>(
        'api/v1/admin/community/category',
        { signal, query: { page, pageSize: ADMIN_PAGE_SIZE } },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `GET api/v1/admin/community/category?page=1&pageSize=100&onlyParents=true`: parents for the form. */
export function useParentCategories(enabled: boolean) {
  return useQuery({
    queryKey: [...communityAdminKeys.categories(), 'parents'],
    queryFn: ({ signal }) =>
      communityApi.get<{ communityCategories: TCommunityCategory[] }>('api/v1/admin/community/category', {
        signal,
        query: { page: 1, pageSize: 100, onlyParents: 'true' },
      }),
    enabled,
  });
}

/** Create (`id` absent) or edit a category. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TCategoryInput }) =>
      id
        ? communityApi.put<TCommunityCategory>(`api/v1/admin/community/category/${enc(id)}`, body)
        : communityApi.post<TCommunityCategory>('api/v1/admin/community/category', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityAdminKeys.categories() }),
  });
}

/** Delete a category, moving its communities to `moveToCategoryId` when it is in use. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveToCategoryId }: { id: string; moveToCategoryId?: string }) =>
      communityApi.delete<{ id: string; movedCommunities: number }>(
        `api/v1/admin/community/category/${enc(id)}`,
        moveToCategoryId ? { query: { moveToCategoryId } } : {},
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityAdminKeys.categories() }),
        queryClient.invalidateQueries({ queryKey: ['communities'] }),
      ]),
  });
}

/** `GET api/v1/community/post/tag?page=1&pageSize=1000`: every tag (searched on the client, spec 001 §5). */
export function useAllTags() {
  return useQuery({
    queryKey: globalAdminKeys.tags(),
    queryFn: ({ signal }) =>
      communityApi.get<{ tags: TAdminTag[]; totalItemCount: number }>('api/v1/community/post/tag', {
        signal,
        query: { page: 1, pageSize: 1000 },
      }),
  });
}

/** Create (`id` absent) or rename a tag. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id?: string; name: string }) =>
      id
        ? communityApi.put<TAdminTag>(`api/v1/admin/community/post/tag/${enc(id)}`, { name })
        : communityApi.post<TAdminTag>('api/v1/admin/community/post/tag', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalAdminKeys.tags() }),
  });
}

/** Delete a tag. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      communityApi.delete<{ id: string }>(`api/v1/admin/community/post/tag/${enc(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalAdminKeys.tags() }),
  });
}

/** `GET api/v1/admin/account/admin?page&pageSize=10&role`. */
export function useManagers(role: number, page: number) {
  return useQuery({
    queryKey: globalAdminKeys.managerPage(role, page),
    queryFn: ({ signal }) =>
      communityApi.get<TManagersResponse>('api/v1/admin/account/admin', {
        signal,
        query: { page, pageSize: ADMIN_PAGE_SIZE, role },
      }),
    placeholderData: (previous) => previous,
  });
}

/** `GET api/v1/admin/community/members_and_blocked?userId`: the user's community roles (warning before adding). */
export function fetchUserRelations(userId: string) {
  return communityApi.get<TUserRelationsResponse>('api/v1/admin/community/members_and_blocked', {
    query: { userId, page: 1, pageSize: 100 },
  });
}

/** `POST api/v1/admin/account/admin` with userEmail and role. */
export function useAddManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddManagerBody) => communityApi.post<TManager>('api/v1/admin/account/admin', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalAdminKeys.managers() }),
  });
}

/** `DELETE api/v1/admin/account/admin?userEmail`. */
export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userEmail: string) =>
      communityApi.delete<TManager>('api/v1/admin/account/admin', { query: { userEmail } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalAdminKeys.managers() }),
  });
}

/** `GET api/v1/admin/community/global-tc`. */
export function useGlobalTerms() {
  return useQuery({
    queryKey: globalAdminKeys.terms(),
    queryFn: ({ signal }) => communityApi.get<TGlobalTerms>('api/v1/admin/community/global-tc', { signal }),
  });
}

/** `PUT api/v1/admin/community/global-tc` with the HTML content. */
export function useSaveGlobalTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      communityApi.put<TGlobalTerms>('api/v1/admin/community/global-tc', { content }),
    onSuccess: (saved) => queryClient.setQueryData(globalAdminKeys.terms(), saved),
  });
}

/** `POST api/v1/account/search` without a community: the manager picker (keyword ≥ 3 characters, 50 results). */
export function useManagerCandidates(keyword: string) {
  return useQuery({
    queryKey: [...communityAdminKeys.all, 'manager-search', keyword],
    queryFn: ({ signal }) =>
      communityApi.post<TAccountSearchResponse>(
        'api/v1/account/search',
        { keyword, page: 1, pageSize: 50, sortBy: 'firstName', includeAdminUsers: true },
        { signal },
      ),
    enabled: keyword.length >= 3,
  });
}
