/**
 * Admin calls of the tenant's dashboard announcement (/admin/announcement): `GET` and `PUT
 * api/v1/admin/announcement`, `GET api/v1/admin/announcement/segments` (our paths; the spec names the
 * screen only).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminAnnouncement, TSegmentRef, TUpdateAnnouncementBody } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { dashboardKeys } from './queries';

export const adminAnnouncementKeys = {
  all: ['admin-announcement'] as const,
  current: () => [...adminAnnouncementKeys.all, 'current'] as const,
  segments: () => [...adminAnnouncementKeys.all, 'segments'] as const,
};

/** The tenant's announcement, or null when none exists yet. */
export function useAdminAnnouncement() {
  return useQuery({
    queryKey: adminAnnouncementKeys.current(),
    queryFn: ({ signal }) =>
      communityApi.get<TAdminAnnouncement | null>('api/v1/admin/announcement', { signal }),
  });
}

/** Segments an announcement can target. */
export function useAnnouncementSegments() {
  return useQuery({
    queryKey: adminAnnouncementKeys.segments(),
    queryFn: ({ signal }) =>
      communityApi.get<TSegmentRef[]>('api/v1/admin/announcement/segments', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Saves the announcement; the dashboard's copy is refreshed. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAnnouncementBody) =>
      communityApi.put<TAdminAnnouncement>('api/v1/admin/announcement', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminAnnouncementKeys.current(), saved);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.announcements() });
    },
  });
}
