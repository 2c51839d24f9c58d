/**
 * Meetings queries and calls (spec 001 §7 Meetings; docs/api-meetings.md) on the community API.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TExploreMeetingsBody,
  TMeeting,
  TMeetingPreference,
  TMeetingsResponse,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { saveBlob } from '../../shared/file-actions';
import { communityRootKeys, useInvalidateCommunities } from '../../shared/community-queries';

/** Query keys of meetings (under {@link communityRootKeys}). */
export const meetingKeys = {
  meetings: (communityId: string) => [...communityRootKeys.all, 'meetings', communityId] as const,
  exploreMeetings: (body: Partial<TExploreMeetingsBody>) =>
    [...communityRootKeys.all, 'explore-meetings', body] as const,
  meetingPreference: () => [...communityRootKeys.all, 'meeting-preference'] as const,
};

const enc = encodeURIComponent;

/** `GET api/v1/community/{id}/meeting?page=1&pageSize=100`. */
export function useCommunityMeetings(communityId: string) {
  return useQuery({
    queryKey: meetingKeys.meetings(communityId),
    queryFn: ({ signal }) =>
      communityApi.get<TMeetingsResponse>(`api/v1/community/${enc(communityId)}/meeting`, {
        signal,
        query: { page: 1, pageSize: 100 },
      }),
  });
}

/** `POST api/v1/community/meeting` (explore; page size 1000 from the API, shown 10 at a time). */
export function useExploreMeetings(body: Partial<TExploreMeetingsBody>) {
  return useQuery({
    queryKey: meetingKeys.exploreMeetings(body),
    queryFn: ({ signal }) =>
      communityApi.post<TMeetingsResponse>(
        'api/v1/community/meeting',
        { page: 1, pageSize: 1000, ...body },
        { signal },
      ),
  });
}

/** `GET api/v1/community/meeting/preference`. */
export function useMeetingPreference() {
  return useQuery({
    queryKey: meetingKeys.meetingPreference(),
    queryFn: ({ signal }) =>
      communityApi.get<TMeetingPreference>('api/v1/community/meeting/preference', { signal }),
  });
}

/** Identifies one meeting of a community. */
export interface MeetingRef {
  communityId: string;
  meetingId: string;
}

/** `POST api/v1/community/{id}/meeting/{mid}` `{ status }` (RSVP 0/1/2); refreshes community queries in the background. */
export function useRsvpMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: ({ communityId, meetingId, status }: MeetingRef & { status: 0 | 1 | 2 }) =>
      communityApi.post<{ status: number; goingCount: number }>(
        `api/v1/community/${enc(communityId)}/meeting/${enc(meetingId)}`,
        { status },
      ),
    onSuccess: () => void invalidate(),
  });
}

/** `POST .../meeting/{mid}/add-to-favorite|delete-from-favorite` (sent by the delayed toggle). */
export function useFavouriteMeetingMutation() {
  return useMutation({
    mutationFn: ({ communityId, meetingId, on }: MeetingRef & { on: boolean }) =>
      communityApi.post<{ isFavorite: boolean }>(
        `api/v1/community/${enc(communityId)}/meeting/${enc(meetingId)}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
      ),
  });
}

/**
 * `POST api/v1/admin/community/{id}/meeting` (new, multipart) or `PUT .../meeting/{mid}` (edit: multipart
 * form or a JSON patch such as `{ visible }`); refreshes every community query.
 */
export function useSaveMeetingMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: ({
      communityId,
      meetingId,
      body,
    }: {
      communityId: string;
      meetingId?: string;
      body: FormData | Record<string, unknown>;
    }) =>
      meetingId
        ? communityApi.put<TMeeting>(
            `api/v1/admin/community/${enc(communityId)}/meeting/${enc(meetingId)}`,
            body,
          )
        : communityApi.post<TMeeting>(`api/v1/admin/community/${enc(communityId)}/meeting`, body),
    onSuccess: () => invalidate(),
  });
}

/** `DELETE api/v1/admin/community/{id}/meeting/{mid}`; refreshes every community query. */
export function useDeleteMeetingMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: ({ communityId, meetingId }: MeetingRef) =>
      communityApi.delete(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(meetingId)}`),
    onSuccess: () => invalidate(),
  });
}

/** `PUT api/v1/admin/community/{id}/meeting/{mid}/add-members` `{ userIds }`; refreshes in the background. */
export function useInviteMeetingMembersMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: ({ communityId, meetingId, userIds }: MeetingRef & { userIds: string[] }) =>
      communityApi.put(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(meetingId)}/add-members`, {
        userIds,
      }),
    onSuccess: () => void invalidate(),
  });
}

/**
 * `GET api/v1/community/{id}/meeting/{mid}/calendar.ics` (issue 38): the meeting's iCalendar file from the
 * server, saved as a download.
 */
export async function downloadMeetingCalendar(communityId: string, meetingId: string): Promise<void> {
  const blob = await communityApi.get<Blob>(
    `api/v1/community/${enc(communityId)}/meeting/${enc(meetingId)}/calendar.ics`,
    { responseType: 'blob' },
  );
  saveBlob(blob, `meeting-${meetingId}.ics`);
}
