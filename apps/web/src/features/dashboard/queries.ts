/**
 * Dashboard calls (spec 000 §7 "the dashboard calls"; spec 001 §7 dashboard meetings; spec 002 §7 events
 * list, content service). Calls built in other areas may be missing while those land: a 404 reads as an
 * empty list, so each widget shows its empty state. Announcements and CPD have their own features.
 */
import dayjs from 'dayjs';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { communityApi } from '../../api/community-client';
import { generalApi } from '../../api/general-client';
import { emptyWhenMissing } from '../../shared/empty-when-missing';
import { preloadAssetImage } from '../../shared/asset-url';
import { LATEST_NEWS_QUERY, NEWS_IMAGE_WIDTH, newsImageId, type DashboardNewsItem } from './latest-news';

export { LATEST_NEWS_QUERY, NEWS_IMAGE_WIDTH, newsImageId, type DashboardNewsItem } from './latest-news';

/** Query key factory of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  news: () => [...dashboardKeys.all, 'news'] as const,
  meetings: () => [...dashboardKeys.all, 'meetings'] as const,
  events: () => [...dashboardKeys.all, 'events'] as const,
};

/** A dashboard meeting entry (spec 001 §3 "Meeting entry in lists": meet, status, isFavorite). */
export interface DashboardMeeting {
  meet: {
    id: number | string;
    communityId?: number | string;
    name: string;
    startDate?: string | null;
    meetingLink?: string | null;
    community?: { name?: string; alias?: string; imageUrl?: string | null } | null;
  };
  status?: string | number | null;
  isFavorite?: boolean;
}

/** An event of the dashboard list (spec 002 §3 Event, fields used here). */
export interface DashboardEvent {
  id: number | string;
  name?: string;
  title?: string;
  eventStart?: string | null;
  startDate?: string | null;
  location?: string | null;
}

/** Events on the dashboard (spec 000 §7: size default 3, sortField eventStart asc, from today). */
export const DASHBOARD_EVENTS_SIZE = 3;

/** Latest news from the content service `/api/content/items/news` (data). Segment filtering is the service's. */
export const latestNewsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.news(),
    queryFn: async ({ signal }) => {
      const answer = await emptyWhenMissing(
        generalApi.get<{ data?: DashboardNewsItem[] }>('api/content/items/news', {
          signal,
          query: { ...LATEST_NEWS_QUERY },
        }),
        { data: [] },
      );
      return (answer?.data ?? []).slice(0, LATEST_NEWS_QUERY.limit);
    },
  });

/**
 * For the dashboard's prefetch: the latest news, then the large item's image (its signed URL, then the image
 * itself), so the dashboard's largest image is on its way before the page renders (issue 17, LCP).
 */
export async function prefetchLatestNews(queryClient: QueryClient): Promise<void> {
  const items = await queryClient.fetchQuery(latestNewsQuery()).catch(() => []);
  const imageId = items[0] && newsImageId(items[0]);
  if (imageId) await preloadAssetImage(queryClient, imageId, { width: NEWS_IMAGE_WIDTH.large });
}

/** The latest news ({@link latestNewsQuery}). */
export function useLatestNews() {
  return useQuery(latestNewsQuery());
}

/** `GET api/v1/dashboard/meetings?page&pageSize&viewMeetsWithAllAnswers`: upcoming meetings. */
export const dashboardMeetingsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.meetings(),
    queryFn: async ({ signal }) => {
      const answer = await emptyWhenMissing(
        communityApi.get<{ meets?: DashboardMeeting[]; items?: DashboardMeeting[] } | DashboardMeeting[]>(
          'api/v1/dashboard/meetings',
          { signal, query: { page: 1, pageSize: 100, viewMeetsWithAllAnswers: false } },
        ),
        [],
      );
      return Array.isArray(answer) ? answer : (answer?.meets ?? answer?.items ?? []);
    },
  });

/** The upcoming meetings ({@link dashboardMeetingsQuery}). */
export function useDashboardMeetings() {
  return useQuery(dashboardMeetingsQuery());
}

/** `POST /api/event/list` {page 1, size 3, sortField eventStart, sortOrder asc, from today}: data.events. */
export const dashboardEventsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.events(),
    queryFn: async ({ signal }) => {
      const answer = await emptyWhenMissing(
        generalApi.post<{ data?: { events?: DashboardEvent[] }; events?: DashboardEvent[] }>(
          'api/event/list',
          {
            page: 1,
            size: DASHBOARD_EVENTS_SIZE,
            sortField: 'eventStart',
            sortOrder: 'asc',
            startDateFrom: dayjs().startOf('day').toISOString(),
          },
          { signal },
        ),
        {},
      );
      return (answer?.data?.events ?? answer?.events ?? []).slice(0, DASHBOARD_EVENTS_SIZE);
    },
  });

/** The next events ({@link dashboardEventsQuery}). */
export function useDashboardEvents() {
  return useQuery(dashboardEventsQuery());
}
