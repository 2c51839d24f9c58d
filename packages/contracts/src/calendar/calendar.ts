/**
 * Calendars (issue 38 point 1, RFC 5545): the member's private subscription feed and the `.ics` files of an
 * event and a community meeting. The feed's link carries an unguessable token (43 base64url characters, 256
 * bits) that the member can regenerate; the old link then answers 404 at once.
 */
import { z } from 'zod';

/** The media type every served calendar answers with. */
export const CALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

/** Messages of the calendar screens (issue 38; no spec text). */
export const CALENDAR_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
  copied: 'Calendar link copied',
  regenerated: 'A new calendar link was made. The old link no longer works.',
  loadError: 'Could not load your calendar link.',
  downloadError: 'Could not download the calendar file.',
} as const;

/**
 * Path of the public feed: `{token}.ics`, the token 32 bytes in base64url without padding (43 characters).
 * Anything else is a 400 (never a lookup).
 */
export const ZCalendarFeedFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a calendar feed'),
});
export type TCalendarFeedFileParams = z.infer<typeof ZCalendarFeedFileParams>;

/**
 * `GET /api/calendar/feed` and `POST /api/calendar/feed/regenerate`: the member's feed link, as `webcal://`
 * (opens the calendar app) and `feedUrl`, the same feed on the tenant's configured origin (`https://` in
 * production; for web calendars such as Google Calendar's "From URL"). Never built from a request header.
 * `createdAt`, `rotatedAt`: ISO instants (`rotatedAt` null until the first regeneration).
 */
export const ZCalendarFeed = z.object({
  webcalUrl: z.string(),
  feedUrl: z.string(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
