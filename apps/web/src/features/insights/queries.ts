/** The insights call (issue 39 point 4; docs/insights.md): `GET api/admin/insights`, every chart at once. */
import { useQuery } from '@tanstack/react-query';
import type { TInsightsResponse } from '@portal/contracts';
import { generalApi } from '../../api/general-client';

/** The tenant's figures for /admin/insights (kept fresh for five minutes: they change slowly). */
export function useInsights() {
  return useQuery({
    queryKey: ['admin-insights'] as const,
    queryFn: ({ signal }) => generalApi.get<TInsightsResponse>('api/admin/insights', { signal }),
    staleTime: 5 * 60_000,
  });
}
