/**
 * The insights answer cache (issue 39 point 4, insights.cache.ts): single-flight, a failure not kept, reuse
 * within the TTL and a new computation after it (injected clock, then a faked `Date` through the route), TTL 0
 * computing every time, the size bound; and through `GET /api/admin/insights`: 10 concurrent calls compute
 * once, another tenant never gets the first tenant's answer, a member's 403 comes before any cache read.
 * Computations are counted by wrapping the compute function `InsightsCache.get` receives.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TInsightsResponse } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { memberships } from '../../db/schema/index';
import { INSIGHTS_CACHE_MAX, InsightsCache } from './insights.cache';
import { sydneyDateOf } from './insights.service';

/** A clock the test moves by hand. */
const manualClock = () => {
  let ms = 1_000_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
};

/** A computation that resolves when `release` is called, counting its calls. */
function gatedCompute() {
  let calls = 0;
  let release: (value: { n: number }) => void = () => {};
  const compute = () => {
    calls++;
    return new Promise<{ n: number }>((resolve) => (release = resolve));
  };
  return { compute, release: (n: number) => release({ n }), calls: () => calls };
}

describe('InsightsCache', () => {
  it('runs one computation for concurrent requests of a key and shares its answer', async () => {
    const cache = new InsightsCache<{ n: number }>(60_000, manualClock());
    const gate = gatedCompute();
    const waiting = Array.from({ length: 10 }, () => cache.get('ota:2026-12-05', gate.compute));
    gate.release(7);
    const answers = await Promise.all(waiting);
    expect(gate.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ n: 7 });
  });

  it('rejects every waiter of a failed computation and keeps nothing, so the next request computes', async () => {
    const cache = new InsightsCache<{ n: number }>(60_000, manualClock());
    let calls = 0;
    const failing = async () => {
      calls++;
      await Promise.resolve();
      throw new Error('database down');
    };
    const results = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(cache.size).toBe(0);
    await expect(cache.get('k', async () => ({ n: 2 }))).resolves.toEqual({ n: 2 });
  });

  it('reuses an answer within the TTL and computes again after it', async () => {
    const clock = manualClock();
    const cache = new InsightsCache<{ n: number }>(60_000, clock);
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    clock.advance(59_000);
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    clock.advance(1_001);
    expect(await cache.get('k', compute)).toEqual({ n: 2 });
    expect(calls).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = new InsightsCache<{ n: number }>(60_000, manualClock());
    expect(await cache.get('ota:2026-12-05', async () => ({ n: 1 }))).toEqual({ n: 1 });
    expect(await cache.get('psa:2026-12-05', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(await cache.get('ota:2026-12-06', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('computes on every request with TTL 0', async () => {
    const cache = new InsightsCache<{ n: number }>(0, manualClock());
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    await cache.get('k', compute);
    expect(calls).toBe(3);
    expect(cache.size).toBe(0);
  });

  it(`keeps at most ${INSIGHTS_CACHE_MAX} answers`, async () => {
    const cache = new InsightsCache<{ n: number }>(60_000, manualClock());
    for (let n = 0; n < INSIGHTS_CACHE_MAX + 5; n++) await cache.get(`t:${n}`, async () => ({ n }));
    expect(cache.size).toBe(INSIGHTS_CACHE_MAX);
    let recomputed = false;
    await cache.get('t:0', async () => ((recomputed = true), { n: 0 }));
    expect(recomputed).toBe(true);
  });
});

describe('GET /api/admin/insights with the cache', () => {
  let app: FastifyInstance;
  let uncached: FastifyInstance;
  const headers: Record<'admin' | 'member' | 'psaAdmin' | 'uncachedAdmin', Record<string, string>> = {
    admin: {},
    member: {},
    psaAdmin: {},
    uncachedAdmin: {},
  };
  /** Computations started through any app's cache since the last reset, by key. */
  let computed: string[] = [];
  /** When set, the next computation fails with this error instead of running (once 2 requests asked). */
  let failNext: Error | null = null;
  /** Requests that asked the cache since the last reset. */
  let asked = 0;
  const realGet = InsightsCache.prototype.get;
  let spy: { mockRestore(): void } | null = null;

  beforeAll(async () => {
    spy = vi.spyOn(InsightsCache.prototype, 'get').mockImplementation(function (
      this: InsightsCache<object>,
      key: string,
      compute: () => Promise<object>,
    ) {
      asked++;
      return realGet.call(this, key, async () => {
        computed.push(key);
        if (failNext) {
          const error = failNext;
          failNext = null;
          // Fail only once both concurrent requests wait on this computation (else the race decides).
          await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(2));
          throw error;
        }
        return compute();
      });
    });
    app = await buildTestApp();
    uncached = await buildTestApp({ INSIGHTS_CACHE_MS: '0' });
    await buildUser(app, { email: 'cache-admin@example.com', role: 1 });
    await buildUser(app, { email: 'cache-member@example.com' });
    await buildUser(app, { email: 'cache-admin@example.com', role: 1, tenantId: 'psa' });
    await buildUser(uncached, { email: 'cache-admin@example.com', role: 1 });
    const person = await buildUser(app, { email: 'cache-person@example.com' });
    await app.database.db.insert(memberships).values({
      tenantId: 'ota',
      userId: person.id,
      membershipName: 'Full member',
      memberStatus: 'Life',
      isLifeMember: true,
      joinDate: '2020-01-01',
    });
    headers.admin = (await signIn(app, 'cache-admin@example.com')).headers;
    headers.member = (await signIn(app, 'cache-member@example.com')).headers;
    headers.psaAdmin = (await signIn(app, 'cache-admin@example.com', 'psa')).headers;
    headers.uncachedAdmin = (await signIn(uncached, 'cache-admin@example.com')).headers;
  });
  afterEach(() => {
    vi.useRealTimers();
    computed = [];
    failNext = null;
    asked = 0;
  });
  afterAll(async () => {
    spy?.mockRestore(); // the other files of this worker's module graph get the real method back
    await app?.close();
    await uncached?.close();
  });

  const call = (on: FastifyInstance, as: Record<string, string>) =>
    on.inject({ method: 'GET', url: '/api/admin/insights', headers: as });
  const answer = async (on: FastifyInstance, as: Record<string, string>) => {
    const res = await call(on, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TInsightsResponse;
  };
  const lifeNow = (body: TInsightsResponse) =>
    body.membersByStatus.filter((r) => r.status === 'Life' && r.month === body.asOf.slice(0, 7));

  // One test: the steps share the app's cache (fresh answer, reuse, expiry), so they must run in this order.
  it('computes once for 10 concurrent calls, reuses within the TTL, recomputes after it, per tenant', async () => {
    const today = sydneyDateOf(new Date());
    // A member is refused before any cache read: nothing is computed, and no answer is handed out.
    expect((await call(app, headers.member)).statusCode).toBe(403);
    expect(computed).toEqual([]);

    const first = await Promise.all(Array.from({ length: 10 }, () => answer(app, headers.admin)));
    expect(computed).toEqual([`ota:${today}`]);
    expect(new Set(first.map((b) => b.computedAt)).size).toBe(1);
    expect(lifeNow(first[0]!)).toEqual([expect.objectContaining({ members: 1 })]);
    expect(Date.parse(first[0]!.computedAt!)).toBeLessThanOrEqual(Date.now());

    // Within the TTL: the same answer, no computation; a member is still refused with the answer cached.
    const again = await answer(app, headers.admin);
    expect(again.computedAt).toBe(first[0]!.computedAt);
    expect((await call(app, headers.member)).statusCode).toBe(403);
    expect(computed).toHaveLength(1);

    // Another tenant computes its own answer and never sees ota's member.
    const psa = await answer(app, headers.psaAdmin);
    expect(computed).toEqual([`ota:${today}`, `psa:${today}`]);
    expect(lifeNow(psa)).toEqual([]);

    // After the TTL (60 s by default): computed again, with a later computedAt.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_001);
    const later = await answer(app, headers.admin);
    expect(computed).toHaveLength(3);
    expect(computed[2]).toBe(`ota:${sydneyDateOf(new Date())}`);
    expect(Date.parse(later.computedAt!)).toBeGreaterThan(Date.parse(first[0]!.computedAt!));
  });

  it('answers 500 to the calls sharing a failed computation and computes again on the next call', async () => {
    failNext = new Error('statement timeout');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000); // past any answer the previous test left
    asked = 0;
    const failed = await Promise.all([call(app, headers.psaAdmin), call(app, headers.psaAdmin)]);
    expect(failed.map((r) => r.statusCode)).toEqual([500, 500]);
    expect(computed).toHaveLength(1);
    await answer(app, headers.psaAdmin);
    expect(computed).toHaveLength(2);
  });

  it('computes on every call with INSIGHTS_CACHE_MS=0', async () => {
    const answers = await Promise.all([
      answer(uncached, headers.uncachedAdmin),
      answer(uncached, headers.uncachedAdmin),
    ]);
    await answer(uncached, headers.uncachedAdmin);
    expect(computed).toHaveLength(3);
    expect(answers[0]!.computedAt).toBeDefined();
  });
});
