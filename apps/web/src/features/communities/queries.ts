/**
 * Communities feature queries and calls (spec 001 §7; docs/api-communities.md) on the community API family
 * (bearer token, camelCase answers). The community of an alias and its members live in
 * `shared/community-queries.ts` (used by posts, meetings and assets too).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { communityRootKeys, useInvalidateCommunities } from '../../shared/community-queries';

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

/** `GET api/v1/community/{id}/terms`: the agreement the join flow shows (read when Join is pressed). */
export async function fetchJoinTerms(
  id: string,
): Promise<{ agreement: string; isRequireAgreement: boolean }> {
  return communityApi.get(`api/v1/community/${enc(id)}/terms`);
}

/** `GET api/v1/community/{id}/join/question`: the join questions (read when Join is pressed). */
export async function fetchJoinQuestions(id: string): Promise<{ communityQuestions: TJoinQuestion[] }> {
  return communityApi.get(`api/v1/community/${enc(id)}/join/question`);
}

/** What {@link useJoinCommunityMutation} sends: answers (with files) and the terms acceptance. */
export interface JoinInput {
  answers: { questionId: string; answer: string; file: File | null }[];
  acceptTerms?: boolean;
}

/**
 * `PUT api/v1/community/{id}/join` with the answers, then `PUT .../join/question/{qid}/send-files` for each
 * file; when a file fails the request is withdrawn (`PUT .../join/cancel`) and the error thrown. Refreshes
 * every community query.
 */
export function useJoinCommunityMutation(id: string) {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: async ({ answers, acceptTerms }: JoinInput) => {
      const result = await communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/join`, {
        answers: answers.map(({ questionId, answer }) => ({ questionId, answer })),
        acceptTerms,
      });
      try {
        for (const { questionId, file } of answers) {
          if (!file) continue;
          const form = new FormData();
          form.append('files', file);
          await communityApi.put(
            `api/v1/community/${enc(id)}/join/question/${enc(questionId)}/send-files`,
            form,
          );
        }
      } catch (error) {
        await communityApi.put(`api/v1/community/${enc(id)}/join/cancel`).catch(() => undefined);
        throw error;
      }
      return result;
    },
    onSuccess: () => invalidate(),
  });
}

/** `PUT api/v1/community/{id}/join/cancel`: withdraws a join request; refreshes every community query. */
export function useCancelJoinRequestMutation(id: string) {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: () => communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/join/cancel`),
    onSuccess: () => invalidate(),
  });
}

/** `PUT api/v1/community/{id}/unjoin`: leaves the community; refreshes every community query. */
export function useLeaveCommunityMutation(id: string) {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: () => communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/unjoin`),
    onSuccess: () => invalidate(),
  });
}

/** `POST api/v1/community/{id}/like|dislike` (sent by the delayed toggle). */
export function useLikeCommunityMutation() {
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      communityApi.post<{ isLiked: boolean; likesCount: number }>(
        `api/v1/community/${enc(id)}/${on ? 'like' : 'dislike'}`,
      ),
  });
}

/** `POST api/v1/community/{id}/add-to-favorite|delete-from-favorite`; refreshes the sidebar favourites. */
export function useFavouriteCommunityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      communityApi.post<{ isFavorite: boolean }>(
        `api/v1/community/${enc(id)}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.topFavorites() }),
  });
}

/** `POST api/v1/community/{id}/view`: counts a view; failures are ignored. */
export function useCommunityViewMutation() {
  return useMutation({
    mutationFn: (id: string) => communityApi.post<{ viewsCount: number }>(`api/v1/community/${enc(id)}/view`),
  });
}
