/** Invoice calls (spec 002 §7 "Membership and invoices"; docs/api-events.md "Invoices"). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TInvoice, TInvoicesBody, TInvoicesResponse } from '@portal/contracts';
import { generalApi } from '../../api/general-client';

/** `POST /api/user/invoices?page&pageSize` with the body of 002 §7. */
export function useInvoices(body: TInvoicesBody & { page: number; size: number }) {
  return useQuery({
    queryKey: ['invoices', body],
    queryFn: ({ signal }) =>
      generalApi.post<TInvoicesResponse>('api/user/invoices', body, {
        signal,
        query: { page: body.page, pageSize: body.size },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/invoice/{id}` → `{ data }`. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: ['invoice', id],
    queryFn: async ({ signal }) =>
      (await generalApi.get<{ data: TInvoice }>(`api/invoice/${id}`, { signal })).data,
    retry: false,
  });
}

/** `GET /api/invoice/{id}/printview` → signed URL of the inline PDF. */
export const invoiceApi = {
  printview: (id: string) => generalApi.get<{ previewUrl: string }>(`api/invoice/${id}/printview`),
  download: (id: string) => generalApi.get<Blob>(`api/invoice/${id}/download`, { responseType: 'blob' }),
};

/** Tag colour of an invoice status (002 §4: Paid, Cancelled, Refunded, Pending; others default). */
export function statusColor(status: string): string | undefined {
  switch (status) {
    case 'Paid':
      return 'green';
    case 'Cancelled':
      return 'red';
    case 'Refunded':
      return 'purple';
    case 'Pending':
      return 'gold';
    default:
      return undefined;
  }
}
