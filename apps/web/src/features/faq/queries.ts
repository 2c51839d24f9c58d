/**
 * FAQ query (spec 001 §7 FAQ): `GET api/v1/faq`.
 */
import { useQuery } from '@tanstack/react-query';
import type { TFaqResponse } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys } from '../../shared/community-queries';

/** Query keys of the FAQ (under {@link communityRootKeys}). */
export const faqKeys = {
  faq: () => [...communityRootKeys.all, 'faq'] as const,
};

/** `GET api/v1/faq?page=1&pageSize=1000`. */
export function useFaq() {
  return useQuery({
    queryKey: faqKeys.faq(),
    queryFn: ({ signal }) =>
      communityApi.get<TFaqResponse>('api/v1/faq', { signal, query: { page: 1, pageSize: 1000 } }),
  });
}
