/**
 * The tenant's member segments as staff choose them for an audience (spec 001 §3 Community segmentIds, §7
 * `GET /api/segment/all`; issue 38 point 2 event segments): shared by the community form and the event form,
 * so it lives in shared/.
 */
import { useQuery } from '@tanstack/react-query';
import type { TSegmentMap } from '@portal/contracts';
import { generalApi } from '../api/general-client';

/** Query key of the audience segment options (one cache for every staff form that offers segments). */
export const audienceSegmentsKey = () => ['admin', 'audience-segments'] as const;

/** One choice of a segment Select: the segment id and its name. */
export interface SegmentOption {
  value: number;
  label: string;
}

/**
 * `GET /api/segment/all` (general API): the segments an audience can name, as `{ value, label }` options by
 * name (the answer is id → name; ids are integers). `enabled` false skips the call (a closed modal). No retry:
 * a failed load shows the field's error with its Retry button at once.
 */
export function useSegmentOptions(enabled = true) {
  return useQuery({
    queryKey: audienceSegmentsKey(),
    queryFn: async ({ signal }): Promise<SegmentOption[]> => {
      const map = await generalApi.get<TSegmentMap>('api/segment/all', { signal, skipCamelCase: true });
      return Object.entries(map)
        .map(([id, name]) => ({ value: Number(id), label: name }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
