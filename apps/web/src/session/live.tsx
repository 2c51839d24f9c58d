/**
 * The one live connection of a signed-in tab (issue 38 point 4, docs/live-updates.md): `GET /api/live` as
 * server-sent events, read with `@microsoft/fetch-event-source` so the bearer token goes in the Authorization
 * header (EventSource cannot send headers, and a token in the URL would end up in logs). Reconnects after a
 * failure or a server close with a doubling, jittered back-off ({@link liveBackoffMs}); stops on 400/401/403/404
 * (the bell keeps polling). Features read {@link useLiveStatus} (the bell polls while not live), listen with
 * {@link useLiveEvent} and follow an open post's comments with {@link useLiveFollow}.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { LIVE, liveBackoffMs, type LiveEventMap, type TLiveEventKind } from '@portal/contracts';
import { buildUrl } from '../api/http';
import { getStoredToken } from '../api/token-storage';

/** Base URL of the API (the app's own origin unless configured, as the community client). */
const BASE_URL: string = import.meta.env.VITE_COMMUNITY_API_URL ?? '';

type Listener<K extends TLiveEventKind> = (data: LiveEventMap[K]) => void;

interface LiveContextValue {
  isLive: boolean;
  subscribe<K extends TLiveEventKind>(kind: K, listener: Listener<K>): () => void;
  follow(postId: string): () => void;
}

const OFFLINE: LiveContextValue = { isLive: false, subscribe: () => () => {}, follow: () => () => {} };
const LiveContext = createContext<LiveContextValue>(OFFLINE);

/** An answer that retrying cannot fix (bad input, signed out, a post not readable). */
class FatalLiveError extends Error {}
const FATAL_STATUSES = new Set([400, 401, 403, 404]);

/** The stream reader; tests pass a double of `fetchEventSource`. */
export type LiveConnector = typeof fetchEventSource;

/** Props: the app below; `connect` for tests. */
export interface LiveProviderProps {
  children: ReactNode;
  connect?: LiveConnector;
}

/** Opens the tab's live stream while mounted (inside the signed-in layout) and shares it. */
export function LiveProvider({ children, connect = fetchEventSource }: LiveProviderProps) {
  const [isLive, setLive] = useState(false);
  const listeners = useRef(new Map<TLiveEventKind, Set<(data: unknown) => void>>());
  const followed = useRef(new Map<string, number>());
  // The followed posts as a stable key: the stream reopens when it changes.
  const [postsKey, setPostsKey] = useState('');
  const refreshPosts = useCallback(() => setPostsKey([...followed.current.keys()].sort().join(',')), []);

  useEffect(() => {
    const token = getStoredToken();
    if (!token) return;
    const controller = new AbortController();
    let attempt = 0;
    const url = buildUrl(BASE_URL, LIVE.path, { posts: postsKey || undefined });
    connect(url, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
      // One stream per tab, hidden or not: the bell of a background tab stays right without polling.
      openWhenHidden: true,
      onopen: async (response) => {
        if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
          attempt = 0;
          setLive(true);
          return;
        }
        throw FATAL_STATUSES.has(response.status) ? new FatalLiveError(String(response.status)) : new Error();
      },
      onmessage: (message) => {
        const kind = message.event as TLiveEventKind;
        const registered = listeners.current.get(kind);
        if (!registered?.size || !message.data) return;
        const data: unknown = JSON.parse(message.data);
        for (const listener of registered) listener(data);
      },
      // The server ended the stream (a restart, sign-out elsewhere): reconnect with back-off.
      onclose: () => {
        setLive(false);
        throw new Error('closed');
      },
      onerror: (error: unknown) => {
        setLive(false);
        if (error instanceof FatalLiveError) throw error;
        return liveBackoffMs(attempt++);
      },
    }).catch(() => setLive(false));
    return () => {
      controller.abort();
      setLive(false);
    };
  }, [connect, postsKey]);

  const subscribe = useCallback<LiveContextValue['subscribe']>((kind, listener) => {
    const set = listeners.current.get(kind) ?? new Set();
    set.add(listener as (data: unknown) => void);
    listeners.current.set(kind, set);
    return () => void set.delete(listener as (data: unknown) => void);
  }, []);
  const follow = useCallback(
    (postId: string) => {
      followed.current.set(postId, (followed.current.get(postId) ?? 0) + 1);
      refreshPosts();
      return () => {
        const n = (followed.current.get(postId) ?? 1) - 1;
        if (n > 0) followed.current.set(postId, n);
        else followed.current.delete(postId);
        refreshPosts();
      };
    },
    [refreshPosts],
  );
  const value = useMemo(() => ({ isLive, subscribe, follow }), [isLive, subscribe, follow]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** Whether the tab's live stream is open now (false outside a {@link LiveProvider}). */
export function useLiveStatus(): boolean {
  return useContext(LiveContext).isLive;
}

/**
 * How often a query that live events keep fresh should still poll (ms): spec 000 §9's 30 s while the stream
 * is down, a slow safety net while it is up.
 */
export function livePollMs(isLive: boolean): number {
  return isLive ? LIVE.pollLiveMs : LIVE.pollOfflineMs;
}

/** Calls `listener` with each `kind` event while mounted (the latest `listener`, no resubscription). */
export function useLiveEvent<K extends TLiveEventKind>(kind: K, listener: Listener<K>): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe(kind, (data) => latest.current(data)), [subscribe, kind]);
}

/** Follows `postId`'s new comments while mounted (the stream reopens with the post in its `posts` query). */
export function useLiveFollow(postId: string | undefined): void {
  const { follow } = useContext(LiveContext);
  useEffect(() => (postId ? follow(postId) : undefined), [follow, postId]);
}
