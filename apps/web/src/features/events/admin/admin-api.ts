/** Event administration calls (docs/api-events.md "Event administration", /admin/events, admins only). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminEvent, TAdminEventInput, TEventSummary, TUserTicket } from '@portal/contracts';
import { generalApi } from '../../../api/general-client';

/** One row of the admin list. */
export type AdminEventRow = TEventSummary & { isPublished: boolean; registrations: number };

/** One registration row. */
export interface RegistrationRow {
  ticketId: number;
  ticketNumber: string;
  userId: string;
  userFullName: string;
  email: string;
  ticketPrice: string;
  amount: number;
  attendanceStatus: 'Active' | 'Removed';
  nominee: TUserTicket['nominee'];
  dietaryRequirements: string[] | null;
  otherDietaryRequirement: string | null;
  accessibilityRequirement: string | null;
  createdAt: string;
}

const keys = {
  all: ['admin-events'] as const,
  list: (q: object) => [...keys.all, 'list', q] as const,
  one: (id: number) => [...keys.all, 'one', id] as const,
  registrations: (id: number, page: number) => [...keys.all, 'registrations', id, page] as const,
};

/** `GET /api/admin/events?page&size&keyword&status`. */
export function useAdminEvents(query: { page: number; size: number; keyword: string; status: string }) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      generalApi.get<{ events: AdminEventRow[]; totalItems: number }>('api/admin/events', {
        signal,
        query: { ...query, keyword: query.keyword || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/events/{id}` (disabled for a new event). */
export function useAdminEvent(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: ({ signal }) =>
      generalApi.get<TAdminEvent>(`api/admin/events/${id}`, { signal, skipCamelCase: true }),
    enabled: id !== null,
  });
}

/** Create (`POST`) or update (`PUT`) an event. */
export function useSaveAdminEvent(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminEventInput) =>
      id === null
        ? generalApi.post<TAdminEvent>('api/admin/events', input, { skipCamelCase: true })
        : generalApi.put<TAdminEvent>(`api/admin/events/${id}`, input, { skipCamelCase: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `POST /api/admin/events/{id}/publish|unpublish`. */
export function usePublishEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      generalApi.post<TAdminEvent>(`api/admin/events/${id}/${publish ? 'publish' : 'unpublish'}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `GET /api/admin/events/{id}/registrations?page&size`. */
export function useRegistrations(id: number, page: number, size = 50) {
  return useQuery({
    queryKey: keys.registrations(id, page),
    queryFn: ({ signal }) =>
      generalApi.get<{ registrations: RegistrationRow[]; totalItems: number }>(
        `api/admin/events/${id}/registrations`,
        { signal, query: { page, size } },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/events/upload` (multipart `file`) → `{ url, name }`. */
export function uploadEventFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return generalApi.post<{ url: string; name: string }>('api/admin/events/upload', body);
}
