/**
 * The feed's and a community's post pages read each community's newest posts up to a literal reach (issue 37,
 * huge scale): with the reach as a parameter, PostgreSQL's generic plan guessed 10 % of a community's posts per
 * branch and the statement was planned again on every call at 1,000,000 posts.
 */
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../db/client';
import { feedPageIdsSubquery, feedPageParams, feedReach } from './post-feed.repository';

const db = drizzle.mock() as unknown as Db;

describe('feed reach', () => {
  it('is the smallest power of two at or above the page’s last row, at least 16', () => {
    expect(feedReach({ page: 1, pageSize: 10 })).toBe(16);
    expect(feedReach({ page: 1, pageSize: 20 })).toBe(32);
    expect(feedReach({ page: 2, pageSize: 20 })).toBe(64);
    expect(feedReach({ page: 50, pageSize: 20 })).toBe(1024);
  });

  it('is written into every branch as a literal; the page’s limit and offset stay parameters', () => {
    for (const count of [1, 3]) {
      const query = feedPageIdsSubquery(db, count, 64).toSQL();
      expect(query.sql.match(/limit 64\b/g)).toHaveLength(count);
      expect(query.sql).toMatch(/limit \$\d+ offset \$\d+$/);
      expect(
        query.params.some((p) => typeof p === 'object' && p !== null && 'name' in p && p.name === 'reach'),
      ).toBe(false);
    }
    expect(Object.keys(feedPageParams(['a', 'b'], { page: 2, pageSize: 20 }))).toEqual([
      'limit',
      'offset',
      'c0',
      'c1',
    ]);
  });
});
