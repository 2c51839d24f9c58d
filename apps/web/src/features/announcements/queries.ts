/**
 * Announcement calls: the member's active announcement and its dismissal (spec 000 §7 "Engagement and
 * announcements"), and the admin calls of spec 001 §7 "Global admin" (/admin/announcement): `GET` and `POST
 * api/v1/admin/announcements`, `PUT` and `DELETE …/{id}`, and `GET api/v1/admin/announcements/segments`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminAnnouncementsResponse,
  TAnnouncement,
  TAnnouncementBody,
  TSegmentRef,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { emptyWhenMissing } from '../../shared/empty-when-missing';

/** Query key factory of announcements: the member's active ones and the admin's copy. */
export const announcementKeys = {
  active: () => ['announcements', 'active'] as const,
  admin: () => ['announcements', 'admin', 'list'] as const,
  segments: () => ['announcements', 'admin', 'segments'] as const,
};

/** `GET api/v1/admin/announcements?page=1&pageSize=1000`: every announcement, newest first. */
export function useAdminAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.admin(),
    queryFn: ({ signal }) =>
      communityApi.get<TAdminAnnouncementsResponse>('api/v1/admin/announcements', {
        signal,
        query: { page: 1, pageSize: 1000 },
      }),
  });
}

/** Segments an announcement can target. */
export function useAnnouncementSegments() {
  return useQuery({
    queryKey: announcementKeys.segments(),
    queryFn: ({ signal }) =>
      communityApi.get<TSegmentRef[]>('api/v1/admin/announcements/segments', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One admin change of an announcement. */
export type AnnouncementAction =
  | { kind: 'create'; body: TAnnouncementBody }
  | { kind: 'update'; id: number; body: TAnnouncementBody }
  | { kind: 'delete'; id: number };

/** Create, update (activate included) or delete; the admin table and the dashboard banner are refreshed. */
export function useAnnouncementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AnnouncementAction) => {
      switch (action.kind) {
        case 'create':
          return communityApi.post<unknown>('api/v1/admin/announcements', action.body);
        case 'update':
          return communityApi.put<unknown>(`api/v1/admin/announcements/${action.id}`, action.body);
        case 'delete':
          return communityApi.delete<unknown>(`api/v1/admin/announcements/${action.id}`);
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.active() }),
      ]),
  });
}

/** `GET api/v1/announcements`: the member's active announcement (0 or 1). */
export const activeAnnouncementsQuery = () =>
  queryOptions({
    queryKey: announcementKeys.active(),
    queryFn: ({ signal }) =>
      emptyWhenMissing(communityApi.get<TAnnouncement[]>('api/v1/announcements', { signal }), []),
  });

/** The active announcements ({@link activeAnnouncementsQuery}). */
export function useAnnouncements() {
  return useQuery(activeAnnouncementsQuery());
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
