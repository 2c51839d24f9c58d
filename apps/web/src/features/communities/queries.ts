/**
 * Communities feature queries and calls (spec 001 §7; docs/api-communities.md) on the community API family
 * (bearer token, camelCase answers). The community of an alias and its members live in
 * `shared/community-queries.ts` (used by posts, meetings and assets too).
 */
import { useQuery } from '@tanstack/react-query';
import type {
  TCommunityCategory,
  TCommunityListBody,
  TCommunityListResponse,
  TCommunityPreference,
  TJoinQuestion,
  TMembershipStateResponse,
  TTopFavoritesResponse,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys } from '../../shared/community-queries';

/** Query keys of the communities feature (under {@link communityRootKeys}). */
export const communityKeys = {
  all: communityRootKeys.all,
  list: (body: Partial<TCommunityListBody>) => [...communityRootKeys.all, 'list', body] as const,
  preference: () => [...communityRootKeys.all, 'preference'] as const,
  topFavorites: () => [...communityRootKeys.all, 'top-favorites'] as const,
  categories: () => [...communityRootKeys.all, 'categories'] as const,
  about: (id: string) => [...communityRootKeys.all, 'about', id] as const,
};

const enc = encodeURIComponent;

/** `POST api/v1/community/getlist` (all filters of spec 001 §7). */
export function useCommunityList(body: Partial<TCommunityListBody>) {
  return useQuery({
    queryKey: communityKeys.list(body),
    queryFn: ({ signal }) =>
      communityApi.post<TCommunityListResponse>(
        'api/v1/community/getlist',
        { page: 1, pageSize: 1000, ...body },
        { signal },
      ),
  });
}

/** `POST api/v1/community/preference`: joined and moderated communities of the sidebar. */
export function useCommunityPreference() {
  return useQuery({
    queryKey: communityKeys.preference(),
    queryFn: ({ signal }) =>
      communityApi.post<TCommunityPreference>('api/v1/community/preference', undefined, { signal }),
  });
}

/** `POST api/v1/community/get-top-favorites`: the sidebar favourites. */
export function useTopFavorites() {
  return useQuery({
    queryKey: communityKeys.topFavorites(),
    queryFn: ({ signal }) =>
      communityApi.post<TTopFavoritesResponse>('api/v1/community/get-top-favorites', undefined, { signal }),
  });
}

/** `GET api/v1/community/category?page=1&pageSize=100`: parents with subCategories. */
export function useCategories() {
  return useQuery({
    queryKey: communityKeys.categories(),
    queryFn: ({ signal }) =>
      communityApi.get<{ communityCategories: TCommunityCategory[] }>('api/v1/community/category', {
        signal,
        query: { page: 1, pageSize: 100 },
      }),
    staleTime: 5 * 60_000,
  });
}

/** `GET api/v1/community/{id}/about` → HTML. */
export function useCommunityAbout(id: string, enabled = true) {
  return useQuery({
    queryKey: communityKeys.about(id),
    queryFn: ({ signal }) =>
      communityApi.get<{ about: string }>(`api/v1/community/${enc(id)}/about`, { signal }),
    enabled,
  });
}

/** `GET api/v1/community/{id}/terms` and `GET .../join/question` for the join flow. */
export const joinCalls = {
  terms: (id: string) =>
    communityApi.get<{ agreement: string; isRequireAgreement: boolean }>(`api/v1/community/${enc(id)}/terms`),
  questions: (id: string) =>
    communityApi.get<{ communityQuestions: TJoinQuestion[] }>(`api/v1/community/${enc(id)}/join/question`),
  join: (id: string, body: { answers: { questionId: string; answer: string }[]; acceptTerms?: boolean }) =>
    communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/join`, body),
  sendFile: (id: string, questionId: string, file: File) => {
    const form = new FormData();
    form.append('files', file);
    return communityApi.put(`api/v1/community/${enc(id)}/join/question/${enc(questionId)}/send-files`, form);
  },
  cancel: (id: string) =>
    communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/join/cancel`),
  leave: (id: string) => communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/unjoin`),
};

/** Community toggles: like/dislike, favourite, view (spec 001 §7). */
export const communityToggles = {
  like: (id: string, on: boolean) =>
    communityApi.post<{ isLiked: boolean; likesCount: number }>(
      `api/v1/community/${enc(id)}/${on ? 'like' : 'dislike'}`,
    ),
  favourite: (id: string, on: boolean) =>
    communityApi.post<{ isFavorite: boolean }>(
      `api/v1/community/${enc(id)}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
    ),
  view: (id: string) => communityApi.post<{ viewsCount: number }>(`api/v1/community/${enc(id)}/view`),
};
