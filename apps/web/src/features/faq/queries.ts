/**
 * FAQ query (spec 001 §7 FAQ): `GET api/v1/faq`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Admin query keys of the FAQ. */
const adminFaqKey = () => [...faqKeys.faq(), 'admin'] as const;

/** `GET api/v1/admin/faq?page=1&pageSize=1000`: every item, deleted ones too (generalFaq). */
export function useAdminFaq() {
  return useQuery({
    queryKey: adminFaqKey(),
    queryFn: ({ signal }) =>
      communityApi.get<TFaqResponse>('api/v1/admin/faq', { signal, query: { page: 1, pageSize: 1000 } }),
  });
}

/** The FAQ admin calls (spec 001 §7 FAQ): create (one item in `faQs`), edit, delete, restore. */
export function useFaqMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FaqAction) => {
      switch (action.kind) {
        case 'create':
          return communityApi.post<unknown>('api/v1/admin/faq', { faQs: [action.item] });
        case 'update':
          return communityApi.put<unknown>(`api/v1/admin/faq/${encodeURIComponent(action.id)}`, action.item);
        case 'delete':
          return communityApi.delete<unknown>(`api/v1/admin/faq/${encodeURIComponent(action.id)}`);
        case 'restore':
          return communityApi.put<unknown>(`api/v1/admin/faq/${encodeURIComponent(action.id)}/restore`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqKeys.faq() }),
  });
}

/** One FAQ admin action. */
export type FaqAction =
  | { kind: 'create'; item: { name: string; description: string } }
  | { kind: 'update'; id: string; item: { name: string; description: string } }
  | { kind: 'delete'; id: string }
  | { kind: 'restore'; id: string };
