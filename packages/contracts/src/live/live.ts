/**
 * Live updates over server-sent events — issue 38 point 4 (docs/live-updates.md). One stream per open tab,
 * `GET /api/live` (`text/event-stream`, bearer token): the bell's unread count, new posts for the feed's
 * "N new posts" banner, and new comments of the posts the tab has open, each within 2 s of the commit, on
 * every replica. Events carry ids only; the page fetches what it shows through the ordinary calls.
 */
import { z } from 'zod';
import { LIVE } from './live-timings';

export { LIVE, liveBackoffMs } from './live-timings';

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
