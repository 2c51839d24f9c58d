/**
 * The live stream's timings and bounds and the client's back-off (issue 38 point 4, docs/live-updates.md),
 * without zod, so every signed-in page (which opens the stream) does not build the stream's query schema and the
 * notification schemas at load (issue 37 point 5). Re-exported by `live.ts`.
 */
import { NOTIFICATION_LIMITS } from '../notifications/notification-limits';

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

/**
 * Doubling back-off with "full jitter" between half and all of the delay, so that clients cut by one replica's
 * restart do not reconnect in step: attempt 0 → 0.5–1 s, 1 → 1–2 s … capped at {@link LIVE.backoffMaxMs}.
 * `random` in [0, 1). Returns ms.
 */
export function liveBackoffMs(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(LIVE.backoffMaxMs, LIVE.backoffFirstMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
