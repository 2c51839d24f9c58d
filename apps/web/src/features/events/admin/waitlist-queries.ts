/**
 * Staff calls of the waitlists (issue 38; docs/waitlists.md): an event's waitlists, move an entry up or down,
 * remove an entry. A change refreshes the list and the event (held seats change its prices).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminWaitlistResponse } from '@portal/contracts';
import { generalApi } from '../../../api/general-client';
import { eventKeys } from '../../../shared/event-keys';

const key = (eventId: number) => [...eventKeys.all, 'admin-waitlist', eventId] as const;

/** `GET /api/admin/events/{id}/waitlist`. */
export function useAdminWaitlist(eventId: number) {
  return useQuery({
    queryKey: key(eventId),
    queryFn: ({ signal }) =>
      generalApi.get<TAdminWaitlistResponse>(`api/admin/events/${eventId}/waitlist`, { signal }),
  });
}

/** `POST /api/admin/waitlist/{entryId}/move` and `DELETE /api/admin/waitlist/{entryId}`. */
export function useWaitlistEntryAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { entryId: number; action: 'up' | 'down' | 'remove' }) =>
      input.action === 'remove'
        ? generalApi.delete<unknown>(`api/admin/waitlist/${input.entryId}`)
        : generalApi.post<unknown>(`api/admin/waitlist/${input.entryId}/move`, { direction: input.action }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
