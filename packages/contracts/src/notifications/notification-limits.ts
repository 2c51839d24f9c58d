/**
 * The notification centre's limits (spec 000 §3, §9), without zod, so the live stream's timings (`live/live-timings.ts`)
 * and the signed-in pages that read them do not build the notification schemas at load (issue 37 point 5).
 * Re-exported by `notifications.ts`.
 */

/** Notification centre limits: page size, refresh interval (ms), load-more distance (px) and throttle (ms). */
export const NOTIFICATION_LIMITS = {
  pageSize: 7,
  refreshMs: 30_000,
  loadMoreWithinPx: 50,
  loadMoreThrottleMs: 1000,
} as const;
