/**
 * Server value calls (spec 000 §7): `GET api/v1/admin/server-values?page=1&pageSize=1000&keyword`, `POST {key,
 * value}`, `PUT /{id} {value}`, `DELETE /{id}`. Mutations refresh the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TServerValue, TServerValuesResponse } from '@portal/contracts';
import { communityApi } from '../../api/community-client';

/** Query keys of server values. */
export const serverValueKeys = {
  all: ['server-values'] as const,
  list: (keyword: string) => [...serverValueKeys.all, keyword] as const,
};

/** The list (1000 per page, spec 000 §9), searched by keyword on the server. */
export function useServerValues(keyword: string) {
  return useQuery({
    queryKey: serverValueKeys.list(keyword),
    queryFn: ({ signal }) =>
      communityApi.get<TServerValuesResponse>('api/v1/admin/server-values', {
        signal,
        query: { page: 1, pageSize: 1000, ...(keyword ? { keyword } : {}) },
      }),
    placeholderData: (previous) => previous,
  });
}

/** One server value change. */
export type ServerValueAction =
  | { kind: 'create'; key: string; value: string }
  | { kind: 'update'; id: number; value: string }
  | { kind: 'delete'; id: number };

/** Create, update or delete a server value. */
export function useServerValueMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ServerValueAction) => {
      switch (action.kind) {
        case 'create':
          return communityApi.post<TServerValue>('api/v1/admin/server-values', {
            key: action.key,
            value: action.value,
          });
        case 'update':
          return communityApi.put<TServerValue>(`api/v1/admin/server-values/${action.id}`, {
            value: action.value,
          });
        case 'delete':
          return communityApi.delete<unknown>(`api/v1/admin/server-values/${action.id}`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverValueKeys.all }),
  });
}
