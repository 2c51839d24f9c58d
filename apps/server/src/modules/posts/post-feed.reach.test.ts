/**
 * The feed's and a community's post pages read each community's newest posts up to a literal reach (issue 37,
 * huge scale): with the reach as a parameter, PostgreSQL's generic plan guessed 10 % of a community's posts per
 * branch and the statement was planned again on every call at 1,000,000 posts.
 */
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../db/client';
import { sql } from 'drizzle-orm';
import {
  FEED_LATERAL_MAX_REACH,
  feedPageIdsLateral,
  feedPageIdsSubquery,
  feedPageParams,
  feedShape,
} from './post-feed.repository';

const db = drizzle.mock() as unknown as Db;

describe('feed shape', () => {
  it('reaches the smallest power of two at or above the page’s last row, at least 16', () => {
    expect(feedShape({ page: 1, pageSize: 10 })).toEqual({ reach: 16, limit: null, key: 'r16' });
    expect(feedShape({ page: 1, pageSize: 20 })).toEqual({ reach: 32, limit: 20, key: 'r32_l20' });
    expect(feedShape({ page: 2, pageSize: 20 }).reach).toBe(64);
    expect(feedShape({ page: 50, pageSize: 20 })).toEqual({ reach: 1024, limit: 20, key: 'r1024_l20' });
  });

  it('writes the reach into every branch and the default page size as literals; the offset stays a parameter', () => {
    const named = (params: unknown[], name: string) =>
      params.some((p) => typeof p === 'object' && p !== null && 'name' in p && p.name === name);
    for (const count of [1, 3]) {
      const query = feedPageIdsSubquery(db, count, feedShape({ page: 2, pageSize: 20 })).toSQL();
      expect(query.sql.match(/limit 64\b/g)).toHaveLength(count);
      expect(query.sql).toMatch(/limit 20 offset \$\d+$/);
      expect(named(query.params, 'reach') || named(query.params, 'limit')).toBe(false);
      // Another page size stays a parameter: the 100 allowed sizes do not multiply the statements.
      const other = feedPageIdsSubquery(db, count, feedShape({ page: 2, pageSize: 7 })).toSQL();
      expect(other.sql).toMatch(/limit 16\b/);
      expect(other.sql).toMatch(/limit \$\d+ offset \$\d+$/);
    }
    expect(Object.keys(feedPageParams(['a', 'b'], { page: 2, pageSize: 20 }))).toEqual([
      'limit',
      'offset',
      'c0',
      'c1',
    ]);
  });

  it('takes the LATERAL statement for the first page of 20 and smaller ones: reach and default size literal', () => {
    expect(feedShape({ page: 1, pageSize: 20 }).reach).toBeLessThanOrEqual(FEED_LATERAL_MAX_REACH);
    expect(feedShape({ page: 2, pageSize: 20 }).reach).toBeGreaterThan(FEED_LATERAL_MAX_REACH);
    const first = db
      .select()
      .from(sql`x`)
      .where(feedPageIdsLateral(db, sql`"fc"`, feedShape({ page: 1, pageSize: 20 })))
      .toSQL();
    expect(first.sql).toMatch(
      /cross join lateral \(.* limit 32\) l order by l\.created_at desc, l\.id desc limit 20 offset \$\d+\)$/,
    );
    const other = db
      .select()
      .from(sql`x`)
      .where(feedPageIdsLateral(db, sql`"fc"`, feedShape({ page: 2, pageSize: 7 })))
      .toSQL();
    expect(other.sql).toMatch(/limit 16\) l order by .* limit \$\d+ offset \$\d+\)$/);
  });
});
