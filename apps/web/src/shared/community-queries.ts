/**
 * Community data shared by the community-scoped features (communities, posts, meetings, assets; spec 001 §7):
 * the community of an alias with the caller's role and permissions, its members, and the root query key.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCommunityDetail, TMembersResponse } from '@portal/contracts';
import { communityApi } from '../api/community-client';

/** Query keys shared by every community-scoped feature: all of them live under `['communities']`, so a join, leave or create (which invalidates the root) refreshes posts, meetings, assets and FAQ too. */
export const communityRootKeys = {
  all: ['communities'] as const,
  byAlias: (alias: string) => [...communityRootKeys.all, 'alias', alias] as const,
  members: (id: string) => [...communityRootKeys.all, 'members', id] as const,
  /** One post (shared: a comment changes its comment count). */
  post: (id: string) => [...communityRootKeys.all, 'post', id] as const,
};

const enc = encodeURIComponent;

/** `GET api/v1/community?alias=`: the community with the caller's role, status and permissions. */
export function useCommunityByAlias(alias: string) {
  return useQuery({
    queryKey: communityRootKeys.byAlias(alias),
    queryFn: ({ signal }) =>
      communityApi.get<TCommunityDetail>('api/v1/community', { signal, query: { alias } }),
  });
}

/** `GET api/v1/community/{id}/member?page=1&pageSize=100`. */
export function useMembers(id: string, keyword = '') {
  return useQuery({
    queryKey: [...communityRootKeys.members(id), keyword],
    queryFn: ({ signal }) =>
      communityApi.get<TMembersResponse>(`api/v1/community/${enc(id)}/member`, {
        signal,
        query: { page: 1, pageSize: 100, keyword: keyword || undefined },
      }),
  });
}

/** Invalidates every communities query (after joins, leaves, creates). */
export function useInvalidateCommunities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communityRootKeys.all });
}
