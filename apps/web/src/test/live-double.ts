/**
 * A double of `@microsoft/fetch-event-source` for web tests of the live stream (session/live.tsx): each call is
 * a connection attempt the test drives — open it, fail it, refuse it, or emit an event on it.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { EventSourceMessage, FetchEventSourceInit } from '@microsoft/fetch-event-source';
import type { LiveConnector } from '../session/live';

/** A fetch-event-source double: each call is a connection attempt the test drives. */
export function fakeConnector() {
  const attempts: { url: string; init: FetchEventSourceInit }[] = [];
  const connect = vi.fn(((url: string, init: FetchEventSourceInit) => {
    attempts.push({ url, init });
    return new Promise<void>(() => {});
  }) as unknown as LiveConnector);
  const last = () => attempts.at(-1)!.init;
  const stream = () => new Response('', { status: 200, headers: { 'content-type': 'text/event-stream' } });
  return {
    connect,
    attempts,
    open: () => act(async () => last().onopen!(stream())),
    /** The delay the client asks for after a failure (ms), as fetch-event-source reads it. */
    fail: (error: unknown = new Error('network')) => {
      let delay: unknown;
      act(() => {
        delay = last().onerror!(error);
      });
      return delay as unknown as number;
    },
    refuse: async (status: number) => {
      let thrown: unknown = null;
      await act(async () => {
        try {
          await last().onopen!(new Response('{}', { status }));
        } catch (error) {
          thrown = error;
        }
      });
      return thrown;
    },
    emit: (event: string, data: unknown) =>
      act(() => last().onmessage!({ event, data: JSON.stringify(data), id: '' } as EventSourceMessage)),
  };
}
