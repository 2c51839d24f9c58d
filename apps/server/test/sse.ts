/**
 * A server-sent events client over real HTTP for tests and the live bench (issue 38 point 4): opens
 * `GET /api/live` on a listening app and collects the events as they arrive.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One received event: its name, its parsed data and when it arrived (`performance.now()`, ms). */
export interface ReceivedEvent {
  event: string;
  data: unknown;
  at: number;
}

/** An open (or refused) stream. */
export interface OpenStream {
  status: number;
  /** Events received so far (comments and the `retry:` field left out). */
  events: ReceivedEvent[];
  /** The body of a refused stream (JSON text), empty for an open one. */
  body: string;
  /** Resolves with the first event named `event` that satisfies `match`, or rejects after `limitMs`. */
  next(event: string, limitMs: number, match?: (data: unknown) => boolean): Promise<ReceivedEvent>;
  /** True once the server ended the stream. */
  readonly ended: boolean;
  close(): void;
}

/** The port of a listening app. */
export const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/**
 * Opens the live stream of the member whose request `headers` (host, authorization) are given, following
 * `posts`; resolves once the answer's head has arrived (for a refusal, once its body has).
 */
export function openLive(
  port: number,
  headers: Record<string, string>,
  posts: string[] = [],
  accept = 'text/event-stream',
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const path = `/api/live${posts.length ? `?posts=${posts.join(',')}` : ''}`;
    const req = http.request({ host: '127.0.0.1', port, path, headers: { ...headers, accept } }, (res) => {
      const events: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let ended = false;
      const stream: OpenStream = {
        status: res.statusCode ?? 0,
        events,
        body: '',
        get ended() {
          return ended;
        },
        next: (event, limitMs, match = () => true) =>
          new Promise((done, fail) => {
            const check = () => {
              const found = events.find((e) => e.event === event && match(e.data));
              if (!found) return false;
              waiters.delete(check as () => void);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check as () => void);
              fail(new Error(`no '${event}' event within ${limitMs} ms`));
            }, limitMs);
            if (!check()) waiters.add(check as () => void);
          }),
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      // Closing our side aborts the answer: expected, not an error.
      res.on('error', () => undefined);
      if (stream.status !== 200) {
        res.on('data', (chunk: string) => (stream.body += chunk));
        res.on('end', () => resolve(stream));
        return;
      }
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (event) events.push({ event, data: JSON.parse(data), at: performance.now() });
        }
        for (const waiter of [...waiters]) waiter();
      });
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}
