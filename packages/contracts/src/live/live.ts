/**
 * Live updates over server-sent events — issue 38 point 4 (docs/live-updates.md). One stream per open tab,
 * `GET /api/live` (`text/event-stream`, bearer token): the bell's unread count, new posts for the feed's
 * "N new posts" banner, and new comments of the posts the tab has open, each within 2 s of the commit, on
 * every replica. Events carry ids only; the page fetches what it shows through the ordinary calls.
 */
import { z } from 'zod';
import { NOTIFICATION_LIMITS } from '../notifications/notifications';

/** Timings and bounds of the stream. */
export const LIVE = {
  /** The stream's path. */
  path: 'api/live',
  /** A comment line (`: ping`) this often keeps proxies from closing an idle stream (ms). */
  heartbeatMs: 25_000,
  /** The `retry:` field: how long a browser's EventSource waits before reconnecting (ms). */
  retryMs: 3_000,
  /** Open streams per member and replica; one more answers 429. */
  maxPerUser: 5,
  /** Posts one stream may follow (`posts=` query). */
  maxPosts: 10,
  /** Client back-off after a failure: first delay, ceiling (ms); each delay is doubled, then jittered. */
  backoffFirstMs: 1_000,
  backoffMaxMs: 30_000,
  /** The bell's polling while the stream is down (spec 000 §9: 30 s) and while it is up (a safety net). */
  pollOfflineMs: NOTIFICATION_LIMITS.refreshMs,
  pollLiveMs: 300_000,
} as const;

/** Event names (the SSE `event:` field). */
export const LiveEventKind = {
  notification: 'notification',
  post: 'post',
  comment: 'comment',
} as const;
/** One event name. */
export type TLiveEventKind = (typeof LiveEventKind)[keyof typeof LiveEventKind];

/** Messages of the stream's refusals. */
export const LIVE_MESSAGES = {
  tooMany: 'Too many live connections',
  notAcceptable: 'This call answers text/event-stream only',
  busy: 'The service is busy, please try again shortly',
} as const;

/**
 * `GET /api/live?posts=<uuid>,<uuid>`: the posts whose new comments the stream carries (at most
 * {@link LIVE.maxPosts}; each must be readable by the caller, else 404 like the post itself).
 */
export const ZLiveQuery = z.object({
  posts: z
    .string()
    .max(LIVE.maxPosts * 37)
    .optional()
    .transform((s) => (s ? [...new Set(s.split(','))] : []))
    .pipe(z.array(z.uuid()).max(LIVE.maxPosts)),
});
/** Parsed query of {@link ZLiveQuery}. */
export type TLiveQuery = z.output<typeof ZLiveQuery>;

/** `event: notification` — the caller's notifications changed (a new one, or some were read). */
export const ZLiveNotificationEvent = z.object({
  /** The new unread count of the bell (hidden types left out, as the list counts). */
  unreadCount: z.number().int().min(0),
});
/** `event: post` — a post was published in a community the caller may read, by someone else. */
export const ZLivePostEvent = z.object({ communityId: z.uuid(), postId: z.uuid() });
/** `event: comment` — a comment was written on a post the stream follows, by someone else. */
export const ZLiveCommentEvent = z.object({ postId: z.uuid(), commentId: z.uuid() });

export type TLiveNotificationEvent = z.infer<typeof ZLiveNotificationEvent>;
export type TLivePostEvent = z.infer<typeof ZLivePostEvent>;
export type TLiveCommentEvent = z.infer<typeof ZLiveCommentEvent>;

/** Any event of the stream, by its name. */
export interface LiveEventMap {
  notification: TLiveNotificationEvent;
  post: TLivePostEvent;
  comment: TLiveCommentEvent;
}

/**
 * Doubling back-off with "full jitter" between half and all of the delay, so that clients cut by one replica's
 * restart do not reconnect in step: attempt 0 → 0.5–1 s, 1 → 1–2 s … capped at {@link LIVE.backoffMaxMs}.
 * `random` in [0, 1). Returns ms.
 */
export function liveBackoffMs(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(LIVE.backoffMaxMs, LIVE.backoffFirstMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
