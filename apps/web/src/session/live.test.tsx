/**
 * The tab's live stream (session/live.tsx, issue 38 point 4) with a double of fetch-event-source: the status
 * follows the stream, failures reconnect after a doubling, jittered delay that resets once open, a refusal
 * stops reconnecting, events reach their listeners, following a post reopens the stream with it, and the bell
 * polls only while the stream is down.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { fakeConnector } from '../test/live-double';
import { LIVE } from '@portal/contracts';
import {
  LiveProvider,
  livePollMs,
  useLiveEvent,
  useLiveFollow,
  useLiveStatus,
  type LiveConnector,
} from './live';
import { storeTestToken, mockApi, callsTo } from '../test/mock-api';
import { clearStoredToken } from '../api/token-storage';
import { jsonResponse, renderRoute } from '../test-utils';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell';

describe('LiveProvider', () => {
  beforeEach(() => storeTestToken());
  afterEach(() => {
    clearStoredToken();
    vi.unstubAllGlobals();
  });

  const wrapperOf =
    (connect: LiveConnector) =>
    ({ children }: { children: ReactNode }) => <LiveProvider connect={connect}>{children}</LiveProvider>;

  it('is live once the stream opens and reconnects with doubling, jittered delays that reset on success', async () => {
    const fake = fakeConnector();
    const { result } = renderHook(() => useLiveStatus(), { wrapper: wrapperOf(fake.connect) });
    expect(fake.attempts[0]!.url).toBe('/api/live');
    expect(fake.attempts[0]!.init.headers).toEqual({ Authorization: expect.stringMatching(/^Bearer /) });
    expect(result.current).toBe(false);
    await fake.open();
    expect(result.current).toBe(true);
    const delays = [fake.fail(), fake.fail(), fake.fail(), fake.fail()];
    expect(result.current).toBe(false);
    delays.forEach((delay, i) => {
      const ceiling = LIVE.backoffFirstMs * 2 ** i;
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    });
    await fake.open();
    expect(result.current).toBe(true);
    expect(fake.fail()).toBeLessThanOrEqual(LIVE.backoffFirstMs);
  });

  it('stops reconnecting when the server refuses (signed out), and stays offline', async () => {
    const fake = fakeConnector();
    const { result } = renderHook(() => useLiveStatus(), { wrapper: wrapperOf(fake.connect) });
    const refusal = await fake.refuse(401);
    expect(() => fake.fail(refusal)).toThrow();
    expect(result.current).toBe(false);
  });

  it('hands events to their listeners and reopens the stream with the posts followed', async () => {
    const fake = fakeConnector();
    const comments: unknown[] = [];
    const { rerender } = renderHook(
      ({ postId }: { postId?: string }) => {
        useLiveFollow(postId);
        useLiveEvent('comment', (data) => comments.push(data));
      },
      { wrapper: wrapperOf(fake.connect), initialProps: {} },
    );
    rerender({ postId: '11111111-1111-4111-8111-111111111111' });
    await waitFor(() =>
      expect(fake.attempts.at(-1)!.url).toBe('/api/live?posts=11111111-1111-4111-8111-111111111111'),
    );
    // The stream it replaced was aborted.
    expect(fake.attempts.at(-2)!.init.signal!.aborted).toBe(true);
    fake.emit('comment', { postId: 'p', commentId: 'c' });
    fake.emit('post', { communityId: 'x', postId: 'y' });
    expect(comments).toEqual([{ postId: 'p', commentId: 'c' }]);
  });

  it('the bell polls every 30 s while the stream is down, and stops polling while it is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockApi({
        'GET /api/v1/community/notification': () =>
          jsonResponse(200, { notifications: [], totalItemCount: 1 }),
      });
      const asked = () => callsTo(fetchMock, 'GET', '/api/v1/community/notification').length;
      const fake = fakeConnector();
      renderRoute(
        <LiveProvider connect={fake.connect}>
          <NotificationsBell isNarrow={false} />
        </LiveProvider>,
        { path: '/' },
      );
      await waitFor(() => expect(asked()).toBe(1));
      await act(() => vi.advanceTimersByTimeAsync(LIVE.pollOfflineMs + 100));
      expect(asked()).toBe(2);
      await fake.open();
      await act(() => vi.advanceTimersByTimeAsync(3 * LIVE.pollOfflineMs));
      expect(asked()).toBe(2);
      // The stream fails: polling resumes at once.
      fake.fail();
      await act(() => vi.advanceTimersByTimeAsync(LIVE.pollOfflineMs + 100));
      expect(asked()).toBeGreaterThanOrEqual(3);
      expect(livePollMs(true)).toBeGreaterThanOrEqual(10 * livePollMs(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it("sets the bell's count from a notification event, without asking the server", async () => {
    const fetchMock = mockApi({
      'GET /api/v1/community/notification': () => jsonResponse(200, { notifications: [], totalItemCount: 2 }),
    });
    const fake = fakeConnector();
    renderRoute(
      <LiveProvider connect={fake.connect}>
        <NotificationsBell isNarrow={false} />
      </LiveProvider>,
      { path: '/' },
    );
    expect(await screen.findByText('2')).toBeInTheDocument();
    await fake.open();
    const calls = callsTo(fetchMock, 'GET', '/api/v1/community/notification').length;
    fake.emit('notification', { unreadCount: 7 });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/v1/community/notification').length).toBe(calls);
  });
});
