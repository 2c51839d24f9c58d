/** CPD queries (spec 002 §7 CPD): the current period's hours for the dashboard's progress card. */
import { useQuery } from '@tanstack/react-query';
import { generalApi } from '../../api/general-client';

/** Query key factory of CPD. */
export const cpdKeys = {
  summary: () => ['cpd', 'summary'] as const,
};

/** CPD summary for the dashboard (spec 002 §3): minimumRequiredHours, completedTotalHours. */
export interface CpdSummary {
  minimumRequiredHours: number | null;
  completedTotalHours: number;
}

/** `GET api/user/cpd/period/current` (data.periods): the current period's hours; failures only logged. */
export function useCpdSummary(isEnabled: boolean) {
  return useQuery({
    queryKey: cpdKeys.summary(),
    enabled: isEnabled,
    retry: false,
    queryFn: async ({ signal }): Promise<CpdSummary> => {
      try {
        const answer = await generalApi.get<{ data?: { periods?: Partial<CpdSummary>[] } }>(
          'api/user/cpd/period/current',
          { signal },
        );
        const period = answer?.data?.periods?.[0];
        return {
          minimumRequiredHours: period?.minimumRequiredHours ?? null,
          completedTotalHours: period?.completedTotalHours ?? 0,
        };
      } catch (error) {
        console.error('CPD fetch failed', error);
        return { minimumRequiredHours: null, completedTotalHours: 0 };
      }
    },
  });
}
