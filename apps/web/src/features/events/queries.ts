/**
 * Events and favourites queries (spec 002 §7 "Events"; docs/api-events.md),
 * and event administration (/admin/events, admins only).
 * Every call uses the general API family (`/api/...`). Money is AUD dollars.
 */
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TAdminEvent,
  TAdminEventInput,
  TAttachment,
  TEvent,
  TEventListBody,
  TEventListResponse,
  TIdLabelMap,
  TRegisteredTicketsResponse,
  TTag,
  TWhenFilter,
  TEventSummary,
} from '@portal/contracts';
import { EVENT_LIMITS } from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { saveBlob } from '../../shared/file-actions';
import { eventKeys } from '../../shared/event-keys';

export { eventKeys };
import type { AdminEventRow, RegistrationRow } from './admin/admin-types';

/** `POST /api/event/list` (002 §7): events with filters; keeps the previous answer while loading. */
export function useEventList(body: TEventListBody, enabled = true) {
  return useQuery({ ...eventListQuery(body), placeholderData: keepPreviousData, enabled });
}

/** The options of {@link useEventList} (shared with the discover page's route prefetch). */
export function eventListQuery(body: TEventListBody) {
  return queryOptions({
    queryKey: eventKeys.list(body),
    queryFn: ({ signal }) => generalApi.post<TEventListResponse>('api/event/list', body, { signal }),
  });
}

/** `GET /api/Event/{id}`: one event with every 002 §3 field. */
export function useEvent(id: number) {
  return useQuery(eventQuery(id));
}

/** The options of {@link useEvent} (shared with the event page's route prefetch). */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => generalApi.get<TEvent>(`api/Event/${id}`, { signal, skipCamelCase: true }),
    retry: false,
  });
}

/**
 * `GET api/event/{id}/calendar.ics` (issue 38): the event's iCalendar file from the server (its zone, every
 * session, the member's ticket noted), saved as a download.
 */
export async function downloadEventCalendar(id: number, title: string): Promise<void> {
  const blob = await generalApi.get<Blob>(`api/event/${id}/calendar.ics`, { responseType: 'blob' });
  saveBlob(
    blob,
    `${
      title
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'event'
    }.ics`,
  );
}

/** `GET /api/event/{id}/{docs|links}` → attachments (only with the attachments sub-module). */
export function useAttachments(id: number, kind: 'docs' | 'links', enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.attachments(id, kind),
    queryFn: ({ signal }) =>
      generalApi.get<{ attachments: TAttachment[] }>(`api/event/${id}/${kind}`, { signal }),
    enabled,
  });
}

/** The filter lists of the sidebar: types, categories, locations (id → label maps), tags and the date ranges. */
export function eventFilterQueries() {
  const map = (name: 'types' | 'categories' | 'locations') =>
    queryOptions({
      queryKey: eventKeys.filters(name),
      queryFn: ({ signal }) =>
        generalApi.get<TIdLabelMap>(`api/event/${name}`, { signal, skipCamelCase: true }),
      staleTime: 10 * 60_000,
    });
  return {
    types: map('types'),
    categories: map('categories'),
    locations: map('locations'),
    tags: queryOptions({
      queryKey: eventKeys.filters('tags'),
      queryFn: ({ signal }) => generalApi.get<TTag[]>('api/tag/tags', { signal }),
      staleTime: 10 * 60_000,
    }),
    when: queryOptions({
      queryKey: eventKeys.filters('when'),
      queryFn: ({ signal }) => generalApi.get<TWhenFilter>('api/event/whenfilter', { signal }),
      staleTime: 10 * 60_000,
    }),
  };
}

/** The filter lists of the sidebar ({@link eventFilterQueries}), each its own query. */
export function useEventFilters() {
  const queries = eventFilterQueries();
  const types = useQuery(queries.types);
  const categories = useQuery(queries.categories);
  const locations = useQuery(queries.locations);
  const tags = useQuery(queries.tags);
  const when = useQuery(queries.when);
  return { types, categories, locations, tags, when };
}

/** `POST /api/user/{upcoming|past}events` as an infinite list of pages of 20 (002 §2, §9). */
export function useRegisteredEvents(kind: 'upcoming' | 'past', size: number = EVENT_LIMITS.ticketsPageSize) {
  return useInfiniteQuery({
    queryKey: [...eventKeys.registered(kind), size],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      generalApi.post<TRegisteredTicketsResponse>(
        `api/user/${kind}events`,
        { page: pageParam, size },
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.registeredTickets.length, 0);
      return loaded < last.totalItems && last.registeredTickets.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** `GET /api/favourite/events?page&size` (pages of 8). */
export function useFavouriteEvents(page: number, size = 8) {
  return useQuery({
    queryKey: eventKeys.favourites(page),
    queryFn: ({ signal }) =>
      generalApi.get<{ events: TEventSummary[]; totalItems: number }>('api/favourite/events', {
        signal,
        query: { page, size },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST` / `DELETE /api/favourite/event/{id}`. */
export function useToggleFavouriteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, favourite }: { eventId: number; favourite: boolean }) =>
      favourite
        ? generalApi.post<{ eventId: number; isFavourite: boolean }>(`api/favourite/event/${eventId}`)
        : generalApi.delete<{ eventId: number; isFavourite: boolean }>(`api/favourite/event/${eventId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

// Event administration (docs/api-events.md "Event administration", /admin/events, admins only).

/** Query keys of event administration. */
const adminKeys = {
  all: ['admin-events'] as const,
  list: (q: object) => [...adminKeys.all, 'list', q] as const,
  one: (id: number) => [...adminKeys.all, 'one', id] as const,
  registrations: (id: number, page: number) => [...adminKeys.all, 'registrations', id, page] as const,
};

/** `GET /api/admin/events?page&size&keyword&status`. */
export function useAdminEvents(query: { page: number; size: number; keyword: string; status: string }) {
  return useQuery({
    queryKey: adminKeys.list(query),
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
    queryKey: adminKeys.one(id ?? 0),
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
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** `POST /api/admin/events/{id}/publish|unpublish`. */
export function usePublishEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      generalApi.post<TAdminEvent>(`api/admin/events/${id}/${publish ? 'publish' : 'unpublish'}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** `GET /api/admin/events/{id}/registrations?page&size`. */
export function useRegistrations(id: number, page: number, size = 50) {
  return useQuery({
    queryKey: adminKeys.registrations(id, page),
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
