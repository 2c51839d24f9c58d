/**
 * The communities the signed-in moderator administers — `GET api/v1/admin/community?page=1&pageSize=100` (spec 001
 * §7 "list or single": a moderator's own communities; Admin and WorkSpaceOwner get every community, so the
 * admin shell asks only for moderators without a global role, issue 40 "My {words}"). Session state read by the admin shell's menu and the admin home, so it lives in
 * app/ (no feature imports another).
 */
import { useQuery } from '@tanstack/react-query';
import type { TCommunityListResponse } from '@portal/contracts';
import { communityApi } from '../api/community-client';
import { accountKeys } from './session-queries';

/** How many moderated communities one call fetches (the admin lists' page size, spec 001 §9). */
export const MODERATED_PAGE_SIZE = 100;

/** The moderated communities by name; `enabled` false (nothing moderated) skips the call. */
export function useModeratedCommunities(enabled: boolean) {
  return useQuery({
    queryKey: [...accountKeys.all, 'moderated'] as const,
    queryFn: ({ signal }) =>
      communityApi.get<TCommunityListResponse>('api/v1/admin/community', {
        query: { page: 1, pageSize: MODERATED_PAGE_SIZE },
        signal,
      }),
    select: (page) => ({
      communities: page.communities.map((item) => item.community),
      totalItemCount: page.totalItemCount,
    }),
    enabled,
    staleTime: 60_000,
  });
}
