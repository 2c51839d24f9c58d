/**
 * Announcement calls: the member's active announcement and its dismissal (spec 000 §7 "Engagement and
 * announcements"), and the admin calls of the tenant's announcement (/admin/announcement): `GET` and `PUT
 * api/v1/admin/announcement`, `GET api/v1/admin/announcement/segments` (our paths; the spec names the
 * screen only).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminAnnouncement,
  TAnnouncement,
  TSegmentRef,
  TUpdateAnnouncementBody,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { emptyWhenMissing } from '../../shared/empty-when-missing';

/** Query key factory of announcements: the member's active ones and the admin's copy. */
export const announcementKeys = {
  active: () => ['announcements', 'active'] as const,
  admin: () => ['announcements', 'admin', 'current'] as const,
  segments: () => ['announcements', 'admin', 'segments'] as const,
};

/** The tenant's announcement, or null when none exists yet. */
export function useAdminAnnouncement() {
  return useQuery({
    queryKey: announcementKeys.admin(),
    queryFn: ({ signal }) =>
      communityApi.get<TAdminAnnouncement | null>('api/v1/admin/announcement', { signal }),
  });
}

/** Segments an announcement can target. */
export function useAnnouncementSegments() {
  return useQuery({
    queryKey: announcementKeys.segments(),
    queryFn: ({ signal }) =>
      communityApi.get<TSegmentRef[]>('api/v1/admin/announcement/segments', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Saves the announcement; the member's active announcement (dashboard banner) is refreshed. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAnnouncementBody) =>
      communityApi.put<TAdminAnnouncement>('api/v1/admin/announcement', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(announcementKeys.admin(), saved);
      return queryClient.invalidateQueries({ queryKey: announcementKeys.active() });
    },
  });
}

/** `GET api/v1/announcements`: the member's active announcement (0 or 1). */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.active(),
    queryFn: ({ signal }) =>
      emptyWhenMissing(communityApi.get<TAnnouncement[]>('api/v1/announcements', { signal }), []),
  });
}

/** `PUT api/v1/announcements/{id}/cancelled`: dismisses at once (optimistic), restores on failure. */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => communityApi.put<unknown>(`api/v1/announcements/${id}/cancelled`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: announcementKeys.active() });
      const previous = queryClient.getQueryData<TAnnouncement[]>(announcementKeys.active());
      queryClient.setQueryData<TAnnouncement[]>(announcementKeys.active(), (list) =>
        (list ?? []).filter((a) => a.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(announcementKeys.active(), context?.previous),
  });
}
