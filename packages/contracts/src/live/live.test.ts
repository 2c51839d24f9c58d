import { describe, expect, it } from 'vitest';
import { LIVE, ZLiveQuery, liveBackoffMs } from './live';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('live stream contract (issue 38 point 4)', () => {
  it('doubles the back-off from 1 s to at most 30 s, jittered between half and all of it', () => {
    expect([0, 1, 2, 3].map((n) => liveBackoffMs(n, 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((n) => liveBackoffMs(n, 0.999))).toEqual([1_000, 1_999, 3_998, 7_996]);
    expect(liveBackoffMs(20, 0.999)).toBeLessThanOrEqual(LIVE.backoffMaxMs);
    expect(liveBackoffMs(20, 0)).toBe(LIVE.backoffMaxMs / 2);
  });

  it('follows at most ten distinct posts named by uuid', () => {
    expect(ZLiveQuery.parse({})).toEqual({ posts: [] });
    expect(ZLiveQuery.parse({ posts: `${id(1)},${id(1)},${id(2)}` })).toEqual({ posts: [id(1), id(2)] });
    expect(ZLiveQuery.safeParse({ posts: 'abc' }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => id(i)).join(',');
    expect(ZLiveQuery.safeParse({ posts: eleven }).success).toBe(false);
    const ten = Array.from({ length: 10 }, (_, i) => id(i)).join(',');
    expect(ZLiveQuery.parse({ posts: ten }).posts).toHaveLength(10);
  });
});
