/**
 * The member's calendar subscription feed (issue 38 point 1): `GET api/calendar/feed` (created on the first
 * call) and `POST api/calendar/feed/regenerate`. Shown on the settings page and on My events, so it lives in
 * shared/.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@portal/contracts';
import { generalApi } from '../api/general-client';

/** Query key of the feed links. */
export const calendarFeedKey = () => ['calendar', 'feed'] as const;

/** `GET api/calendar/feed`: the `webcal://` and `https://` links of the member's feed. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey(),
    queryFn: ({ signal }) => generalApi.get<TCalendarFeed>('api/calendar/feed', { signal }),
  });
}

/** `POST api/calendar/feed/regenerate`: a new link (the old one stops working); the answer replaces the cached one. */
export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generalApi.post<TCalendarFeed>('api/calendar/feed/regenerate'),
    onSuccess: (feed) => client.setQueryData(calendarFeedKey(), feed),
  });
}
