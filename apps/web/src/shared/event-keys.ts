/**
 * Query keys of the events area (spec 002 §2), shared by the events and tickets features: a ticket change
 * (register, cancel, nominate, dietary) refreshes the event, its lists and the member's registered events,
 * and every key lives under `['events']` so a favourite toggle refreshes them all.
 */
import type { TEventListBody } from '@portal/contracts';

/** Query key factory of the events area. */
export const eventKeys = {
  all: ['events'] as const,
  list: (body: TEventListBody) => [...eventKeys.all, 'list', body] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  prices: (id: number) => [...eventKeys.all, 'prices', id] as const,
  userTickets: (id: number) => [...eventKeys.all, 'userTickets', id] as const,
  attachments: (id: number, kind: 'docs' | 'links') => [...eventKeys.all, 'attachments', id, kind] as const,
  filters: (name: string) => [...eventKeys.all, 'filters', name] as const,
  registered: (kind: 'upcoming' | 'past') => [...eventKeys.all, 'registered', kind] as const,
  favourites: (page: number) => [...eventKeys.all, 'favourites', page] as const,
  dietaryOptions: () => [...eventKeys.all, 'dietaryOptions'] as const,
};
