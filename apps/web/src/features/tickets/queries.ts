/**
 * Ticket queries (spec 002 §3 tickets, §7 "Events"; docs/api-events.md): an event's ticket prices, the member's
 * tickets, register (free), cancel or refund, nominate a substitute and change dietary requirements. General API
 * family (`/api/...`); money is AUD dollars. A ticket change refreshes the event's views ({@link eventKeys}).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDietary,
  TDietaryOptions,
  TMyWaitlistResponse,
  TNomineeForm,
  TTicketPrice,
  TUserTicket,
} from '@portal/contracts';
import { generalApi } from '../../api/general-client';
import { eventKeys } from '../../shared/event-keys';

/** `GET /api/event/{id}/tickets`: the event's ticket prices with sold out. */
export function useTicketPrices(id: number) {
  return useQuery(ticketPricesQuery(id));
}

/** The options of {@link useTicketPrices} (shared with the event page's route prefetch). */
export const ticketPricesQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.prices(id),
    queryFn: ({ signal }) => generalApi.get<TTicketPrice[]>(`api/event/${id}/tickets`, { signal }),
  });

/** `GET /api/user/event/{id}/tickets`: the member's tickets for the event. */
export function useUserTickets(id: number) {
  return useQuery(userTicketsQuery(id));
}

/** The options of {@link useUserTickets} (shared with the event page's route prefetch). */
export const userTicketsQuery = (id: number) =>
  queryOptions({
    queryKey: eventKeys.userTickets(id),
    queryFn: ({ signal }) => generalApi.get<TUserTicket[]>(`api/user/event/${id}/tickets`, { signal }),
  });

/** Invalidates everything that shows tickets of an event after register/cancel/nominate/update. */
function useInvalidateTickets() {
  const client = useQueryClient();
  return (eventId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: eventKeys.userTickets(eventId) }),
      client.invalidateQueries({ queryKey: eventKeys.prices(eventId) }),
      client.invalidateQueries({ queryKey: [...eventKeys.all, 'waitlist', eventId] }),
      client.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
      client.invalidateQueries({ queryKey: [...eventKeys.all, 'registered'] }),
      client.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] }),
    ]);
}

/** `POST /api/event/register` (free tickets). */
export function useRegister(eventId: number) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: { ticketPriceId: number; quantity: number; userId?: string }) =>
      generalApi.post<{ tickets: TUserTicket[] }>('api/event/register', body),
    onSuccess: () => invalidate(eventId),
  });
}

/** `POST /api/ticket/cancel` → the cancelled ticket and the refund (paid tickets). */
export function useCancelTicket(eventId: number) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (ticketId: number) =>
      generalApi.post<{ ticket: TUserTicket; refundAmount: number | null }>('api/ticket/cancel', {
        ticketId,
      }),
    onSuccess: () => invalidate(eventId),
  });
}

/** `POST /api/ticket/nominatesubstitute`. */
export function useNominate(eventId: number) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: TNomineeForm & { ticketId: number }) =>
      generalApi.post<TUserTicket>('api/ticket/nominatesubstitute', body),
    onSuccess: () => invalidate(eventId),
  });
}

/** `POST /api/ticket/update` (dietary change, first tenant only). */
export function useUpdateTicket(eventId: number) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: TDietary & { ticketId: number }) =>
      generalApi.post<TUserTicket>('api/ticket/update', body),
    onSuccess: () => invalidate(eventId),
  });
}

/** `GET /api/value/dietaryrequirements` (only where dietary is enabled). */
export function useDietaryOptions(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.dietaryOptions(),
    queryFn: ({ signal }) => generalApi.get<TDietaryOptions>('api/value/dietaryrequirements', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The member's waitlist places of an event (issue 38), under the event's keys so ticket changes refresh them. */
const waitlistKey = (eventId: number) => [...eventKeys.all, 'waitlist', eventId] as const;

/** `GET /api/event/{id}/waitlist`: the member's active waitlist entries on the event's prices. */
export function useMyWaitlist(eventId: number) {
  return useQuery({
    queryKey: waitlistKey(eventId),
    queryFn: ({ signal }) => generalApi.get<TMyWaitlistResponse>(`api/event/${eventId}/waitlist`, { signal }),
  });
}

/** `POST /api/waitlist/join|leave|decline` for one ticket price; refreshes the places and the prices. */
export function useWaitlistAction(eventId: number, action: 'join' | 'leave' | 'decline') {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (ticketPriceId: number) =>
      generalApi.post<unknown>(`api/waitlist/${action}`, { ticketPriceId }),
    onSuccess: () => invalidate(eventId),
  });
}
