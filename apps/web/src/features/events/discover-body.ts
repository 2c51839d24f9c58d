/**
 * The Discover events list's request body (spec 002 §7 `POST api/event/list`, §2 filter sidebar): the filter
 * values, their body fields and the body of a filter type. Pure, so that the page, its route prefetch and the
 * first page's early requests (app/first-requests.ts) send exactly the same body.
 */
import type { LISTINGS, TEventListBody } from '@portal/contracts';
import { EVENT_LIMITS } from '@portal/contracts/events/event-texts';

/** A listing option (002 §7 listing events|cpd). */
export type TListing = (typeof LISTINGS)[number];

/** The filter values of the discover page. */
export interface EventFilterValue {
  keyword: string;
  typeId: number | null;
  categoryId: number[];
  locationId: number[];
  tagId: number[];
  listing: TListing[];
  startDateFrom: string | null;
  startDateTo: string | null;
}

/** No filter chosen. */
export const EMPTY_FILTERS: EventFilterValue = {
  keyword: '',
  typeId: null,
  categoryId: [],
  locationId: [],
  tagId: [],
  listing: [],
  startDateFrom: null,
  startDateTo: null,
};

/** The list body fields of a filter value (empty ones left out). */
export function filterBody(value: EventFilterValue) {
  return {
    keyword: value.keyword || undefined,
    typeId: value.typeId ?? undefined,
    categoryId: value.categoryId.length ? value.categoryId : undefined,
    locationId: value.locationId.length ? value.locationId : undefined,
    tagId: value.tagId.length ? value.tagId : undefined,
    listing: value.listing.length ? value.listing : undefined,
    startDateFrom: value.startDateFrom ?? undefined,
    startDateTo: value.startDateTo ?? undefined,
  };
}

/** The list body of a filter type and filter values. */
export function discoverBody(
  filterType: string,
  filters: EventFilterValue,
): Omit<TEventListBody, 'page' | 'size'> {
  const body = filterBody(filters);
  return {
    ...body,
    sortField: 'eventStart',
    sortOrder: filterType === 'past' ? 'desc' : 'asc',
    isActiveEvent: filterType === 'past' ? false : filterType === 'any' ? null : true,
    listing: filterType === 'cpd' ? 'cpd' : body.listing,
  };
}

/**
 * The first page's list body of `/events/discover/{filterType}` (default `all`) entered with `params`: no filter
 * but the `keyword` parameter, page 1 of 20 — what the page asks for on entry.
 */
export function discoverListBody(filterType: string | undefined, params: URLSearchParams): TEventListBody {
  const body = discoverBody(filterType ?? 'all', { ...EMPTY_FILTERS, keyword: params.get('keyword') ?? '' });
  return { ...body, page: 1, size: EVENT_LIMITS.pageSize };
}
