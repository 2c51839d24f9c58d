/**
 * Data hooks of the interest and preference screens (spec 000 §7 "Account and profile"; 002 §2 Interests and
 * preferences): the full lists (id → name maps), the member's own segments of each kind, adding and removing
 * one (`api/user/segment/{id}` serves every kind); the external communication preferences link is in
 * shared/comm-prefs-queries.ts. After each
 * toggle the member's list reloads, and so do news and resources, which are filtered by segments.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSegmentList, TSegmentMap } from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { accountKeys } from '../../session/session-queries';

/** The kinds of segment a member picks, with the calls of each (spec 000 §7). */
export const SEGMENT_KINDS = {
  interests: { all: 'api/segment/interests', allQuery: {}, mine: 'api/user/segment/interests' },
  practiceAreas: {
    all: 'api/segment/all',
    allQuery: { type: 'areaofpractices' },
    mine: 'api/user/segment/areaofpractices',
  },
  commPrefs: { all: 'api/segment/all', allQuery: { type: 'commpref' }, mine: 'api/user/segment/commprefs' },
} as const;
export type SegmentKind = keyof typeof SEGMENT_KINDS;

/** Query key factory of the segments area. */
export const segmentKeys = {
  all: ['segments'] as const,
  options: (kind: SegmentKind) => [...segmentKeys.all, 'options', kind] as const,
  mine: (kind: SegmentKind) => [...segmentKeys.all, 'mine', kind] as const,
};

/** The full list of a kind: id → name (keys kept as sent). */
export function useSegmentOptions(kind: SegmentKind) {
  const { all, allQuery } = SEGMENT_KINDS[kind];
  return useQuery({
    queryKey: segmentKeys.options(kind),
    queryFn: ({ signal }) =>
      generalApi.get<TSegmentMap>(all, { signal, query: allQuery, skipCamelCase: true }),
    staleTime: 10 * 60_000,
  });
}

/** The member's segments of a kind: `{ segmentId, segmentName }[]`. */
export function useMySegments(kind: SegmentKind) {
  return useQuery({
    queryKey: segmentKeys.mine(kind),
    queryFn: ({ signal }) => generalApi.get<TSegmentList>(SEGMENT_KINDS[kind].mine, { signal }),
  });
}

/** A toggle: add (`POST api/user/segment/{id}`) or remove (`DELETE api/user/segment/{id}`). */
export interface SegmentToggle {
  segmentId: number;
  add: boolean;
}

/**
 * Adds or removes one segment of `kind`. When it settles the member's list reloads, and with it the account
 * (segments) and the news and resources lists, which the content service filters by segments.
 */
export function useToggleSegment(kind: SegmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segmentId, add }: SegmentToggle) =>
      add
        ? generalApi.post<TSegmentList>(`api/user/segment/${segmentId}`)
        : generalApi.delete<TSegmentList>(`api/user/segment/${segmentId}`),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: segmentKeys.mine(kind) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
      for (const area of ['content', 'dashboard']) void queryClient.invalidateQueries({ queryKey: [area] });
    },
  });
}
