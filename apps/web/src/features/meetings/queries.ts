/**
 * Meetings queries and calls (spec 001 §7 Meetings; docs/api-meetings.md) on the community API.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  TExploreMeetingsBody,
  TMeeting,
  TMeetingPreference,
  TMeetingsResponse,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys } from '../../shared/community-queries';

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

/** Meeting calls (spec 001 §7 Meetings). */
export const meetingCalls = {
  rsvp: (communityId: string, mid: string, status: 0 | 1 | 2) =>
    communityApi.post<{ status: number; goingCount: number }>(
      `api/v1/community/${enc(communityId)}/meeting/${enc(mid)}`,
      { status },
    ),
  favourite: (communityId: string, mid: string, on: boolean) =>
    communityApi.post<{ isFavorite: boolean }>(
      `api/v1/community/${enc(communityId)}/meeting/${enc(mid)}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
    ),
  create: (communityId: string, form: FormData) =>
    communityApi.post<TMeeting>(`api/v1/admin/community/${enc(communityId)}/meeting`, form),
  update: (communityId: string, mid: string, body: FormData | Record<string, unknown>) =>
    communityApi.put<TMeeting>(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(mid)}`, body),
  remove: (communityId: string, mid: string) =>
    communityApi.delete(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(mid)}`),
  addMembers: (communityId: string, mid: string, userIds: string[]) =>
    communityApi.put(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(mid)}/add-members`, {
      userIds,
    }),
};
