/**
 * The insights answer, computed once per tenant and Sydney day and shared for a short while (issue 39 point 4,
 * docs/insights.md "Cache"): at the bench's large scale one answer costs 0.6–1.0 s of database time, and every
 * staff member opening the page would otherwise pay it again.
 *
 * - **Per app instance**: the routes plugin owns one {@link InsightsCache} (no module-level state: the server
 *   tests run many apps, each with its own database and the same tenant ids, in one module graph).
 * - **Keyed** by tenant id and as-of date (`<tenant>:<YYYY-MM-DD>`): another tenant's answer is never a
 *   candidate, and a new Sydney day starts a new answer.
 * - **Single-flight**: concurrent requests for one key await the same computation (lru-cache `fetch`); a
 *   failed computation rejects for everyone waiting on it and is not kept, so the next request tries again.
 * - **Fresh for `ttlMs`** after the computation finished (`INSIGHTS_CACHE_MS`, default 60 s; 0 = no cache,
 *   every request computes); at most {@link INSIGHTS_CACHE_MAX} answers are kept (least recently used go).
 * - The permission check happens before the cache is asked (insights.service.ts).
 */
import { LRUCache } from 'lru-cache';

/** At most this many answers per app instance (tenants × as-of dates; one answer is ~20 kB of JSON). */
export const INSIGHTS_CACHE_MAX = 100;

/** The clock the freshness is measured with: milliseconds, only differences matter. */
export interface InsightsClock {
  now(): number;
}

/** Wall-clock milliseconds, read on each call (so a test's faked `Date` is seen). */
const wallClock: InsightsClock = { now: () => Date.now() };

type Compute<T> = () => Promise<T>;

/** Answers of type `T` by key, each computed at most once at a time and kept for `ttlMs`. */
export class InsightsCache<T extends object> {
  private readonly entries: LRUCache<string, T, Compute<T>> | null;

  /**
   * @param ttlMs how long an answer is reused, in ms (0 disables the cache: {@link get} always computes).
   * @param clock the clock of the freshness (tests inject one; default `Date.now()`).
   */
  constructor(
    readonly ttlMs: number,
    clock: InsightsClock = wallClock,
  ) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, T, Compute<T>>({
            max: INSIGHTS_CACHE_MAX,
            ttl: ttlMs,
            ttlResolution: 0,
            perf: clock,
            // An answer evicted while computing still reaches the requests that wait for it.
            ignoreFetchAbort: true,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  /**
   * The answer of `key`: a fresh remembered one, the one being computed, or `compute()`'s (remembered when it
   * resolves). @throws whatever `compute` throws (then nothing is remembered).
   */
  async get(key: string, compute: Compute<T>): Promise<T> {
    if (!this.entries) return compute();
    const value = await this.entries.fetch(key, { context: compute });
    // fetchMethod never resolves undefined (compute returns T), so this is unreachable; kept for the types.
    if (value === undefined) throw new Error(`insights cache: no answer for ${key}`);
    return value;
  }

  /** How many answers are remembered or being computed (tests, metrics). */
  get size(): number {
    return this.entries?.size ?? 0;
  }
}
