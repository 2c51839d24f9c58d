/**
 * Notifications calls (spec 000 §7 "Notifications and admin values", §9): `GET api/v1/community/notification`
 * (page, pageSize 7, isRead; notifications, totalItemCount), `PUT .../set-as-read` {ids},
 * `PUT .../all-set-as-read`; refresh every 30 s while the live stream is down, and on each live `notification`
 * event while it is up (issue 38 point 4, session/live.tsx). The per-discussion toggle path is not in the spec:
 * {@link discussionNotificationPath}. A missing server (404) reads as no notifications.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { communityApi } from '../../api/community-client';
import type { PortalNotification } from './notification-types';
import { livePollMs, useLiveEvent, useLiveStatus } from '../../session/live';

/** Page size, refresh interval, load-more distance and throttle of spec 000 §9. */
export const NOTIFICATIONS = {
  pageSize: 7,
  refreshMs: 30_000,
  loadMoreWithinPx: 50,
  throttleMs: 1000,
} as const;

/** One page of notifications. */
export interface NotificationsPage {
  notifications: PortalNotification[];
  totalItemCount: number;
}

/** The All or Unread tab. */
export type NotificationsTab = 'all' | 'unread';

/** Query key factory of the notifications centre. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (tab: NotificationsTab) => [...notificationKeys.all, 'list', tab] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** The per-discussion notification toggle of a post (path ours; the communities server implements it). */
export const discussionNotificationPath = (postId: number | string) =>
  `api/v1/community/notification/post/${postId}`;

async function fetchPage(
  page: number,
  tab: NotificationsTab,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  try {
    const answer = await communityApi.get<Partial<NotificationsPage>>('api/v1/community/notification', {
      signal,
      query: { page, pageSize: NOTIFICATIONS.pageSize, isRead: tab === 'unread' ? false : undefined },
    });
    return { notifications: answer?.notifications ?? [], totalItemCount: answer?.totalItemCount ?? 0 };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { notifications: [], totalItemCount: 0 };
    throw error;
  }
}

/**
 * The unread count of the bell badge: set by each live `notification` event (the open lists refetch), polled
 * every 30 s only while the live stream is down.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const isLive = useLiveStatus();
  useLiveEvent('notification', ({ unreadCount }) => {
    queryClient.setQueryData<number>(notificationKeys.unreadCount(), unreadCount);
    void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
  });
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => (await fetchPage(1, 'unread', signal)).totalItemCount,
    refetchInterval: livePollMs(isLive),
  });
}

/** One tab's list, paged by 7, refreshed every 30 s while shown and the live stream is down. */
export function useNotificationsList(tab: NotificationsTab, isEnabled: boolean) {
  const isLive = useLiveStatus();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, tab, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.notifications.length, 0);
      return loaded < last.totalItemCount && last.notifications.length > 0 ? pages.length + 1 : undefined;
    },
    enabled: isEnabled,
    refetchInterval: isEnabled ? livePollMs(isLive) : false,
  });
}

type ListData = InfiniteData<NotificationsPage, number>;

/** `PUT set-as-read {ids}`: marks read; on the Unread tab the items leave the list at once. */
export function useSetAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: (number | string)[]) =>
      communityApi.put<unknown>('api/v1/community/notification/set-as-read', { ids }),
    onMutate: (ids) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<ListData>(notificationKeys.list('unread'), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                notifications: p.notifications.filter((n) => !ids.includes(n.id)),
                totalItemCount: Math.max(0, p.totalItemCount - ids.length),
              })),
            }
          : data,
      );
      queryClient.setQueryData<ListData>(notificationKeys.list('all'), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                notifications: p.notifications.map((n) => (ids.includes(n.id) ? { ...n, readAt: now } : n)),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
        Math.max(0, (count ?? 0) - ids.length),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  });
}

/** `PUT all-set-as-read`. */
export function useSetAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => communityApi.put<unknown>('api/v1/community/notification/all-set-as-read'),
    onSuccess: () => {
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), 0);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

/** Turns notifications for one post's discussion on or off. */
export function useSetDiscussionNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, isOn }: { postId: number | string; isOn: boolean }) =>
      communityApi.put<unknown>(discussionNotificationPath(postId), { isEnabled: isOn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
