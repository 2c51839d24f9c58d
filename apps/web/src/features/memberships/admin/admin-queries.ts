/**
 * The administrators' membership and invoice tables (issue 13; docs/api-membership.md "Administration"):
 * `GET /api/admin/memberships`, `GET /api/admin/invoices` (filters + paging) and
 * `POST /api/admin/invoices/{id}/refund`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminInvoicesQuery,
  TAdminInvoicesResponse,
  TAdminMembershipsQuery,
  TAdminMembershipsResponse,
} from '@portal/contracts';
import { generalApi } from '../../../api/general-client';

/** The table filters as query parameters (numbers for page and size). */
type Paged<T> = Omit<T, 'page' | 'size'> & { page: number; size: number };

const adminKeys = {
  memberships: (query: Paged<TAdminMembershipsQuery>) => ['admin-memberships', query] as const,
  invoices: (query: Paged<TAdminInvoicesQuery>) => ['admin-invoices', query] as const,
};

/** The tenant's memberships, one page. */
export function useAdminMemberships(query: Paged<TAdminMembershipsQuery>) {
  return useQuery({
    queryKey: adminKeys.memberships(query),
    queryFn: ({ signal }) =>
      generalApi.get<TAdminMembershipsResponse>('api/admin/memberships', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** The tenant's invoices, one page. */
export function useAdminInvoices(query: Paged<TAdminInvoicesQuery>) {
  return useQuery({
    queryKey: adminKeys.invoices(query),
    queryFn: ({ signal }) =>
      generalApi.get<TAdminInvoicesResponse>('api/admin/invoices', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a paid invoice refunded, then reloads the invoice table. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => generalApi.post<unknown>(`api/admin/invoices/${id}/refund`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-invoices'] }),
  });
}
