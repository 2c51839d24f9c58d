/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk JSON answers */
/**
 * The results page's counts by estimate alone (issue 37 point 3; search.plans.ts `countedByEstimate`,
 * docs/api-search.md "Large results"): a section other than the page's whose estimate reaches
 * `COUNT_BY_ESTIMATE_FROM` is not counted — its badge is the estimate, flagged; the page's own section and posts
 * (whose visibility the planner cannot estimate) are always counted. PostgreSQL's statistics are taken while
 * 2,000 news say "numbat", then all but 3 are deleted: the estimate stays high, the exact count is 3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEARCH_LIMITS, type TSearchSection } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildSearchFixture } from '../../../test/factories/search';
import { contentItems } from '../../db/schema/index';
import * as plans from './search.plans';

let app: FastifyInstance;
let f: Awaited<ReturnType<typeof buildSearchFixture>>;

async function search(keyword: string, section: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/search?keyword=${keyword}&section=${section}&page=1&size=15`,
    headers: f.users.member,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as any;
}

beforeAll(async () => {
  app = await buildTestApp();
  f = await buildSearchFixture(app);
}, 60_000);
afterAll(async () => app.close());

describe('countedByEstimate', () => {
  const sections: TSearchSection[] = ['news', 'resources', 'events', 'posts', 'communities', 'meetings'];
  const at = (matches: number): plans.SectionEstimate => ({
    matches,
    rowMatches: matches,
    rows: 50_000,
    tableMatches: matches,
  });

  it('takes the estimate of sections far above the cap, never the page, posts or an unplanned section', () => {
    const from = plans.COUNT_BY_ESTIMATE_FROM;
    expect(from).toBeGreaterThan(SEARCH_LIMITS.countCap);
    const estimates = new Map<TSearchSection, plans.SectionEstimate>([
      ['news', at(from)],
      ['resources', at(from - 1)],
      ['events', at(20_000)],
      ['posts', at(20_000)],
    ]);
    expect(plans.countedByEstimate(sections, 'news', estimates)).toEqual(['events']);
    expect(plans.countedByEstimate(sections, 'posts', estimates)).toEqual(['news', 'events']);
    expect(plans.countedByEstimate(sections, 'communities', new Map())).toEqual([]);
  });
});

describe('GET /api/v1/search with an estimate far above the cap', () => {
  it('answers the estimate for another section, flagged, and counts the page exactly', async () => {
    const hour = 3600_000;
    await app.database.db.insert(contentItems).values(
      Array.from({ length: 2_000 }, (_, i) => ({
        tenantId: 'ota',
        kind: 'news' as const,
        status: 'active' as const,
        name: `Numbat sighting ${i}`,
        dateCreated: new Date(Date.now() - (i + 10) * hour),
      })),
    );
    await app.database.db.execute(sql`analyze content_items`);
    // Statistics say 2,000; 3 are left.
    await app.database.db.execute(
      sql`delete from content_items where tenant_id = 'ota' and name like 'Numbat sighting %'
        and name not in ('Numbat sighting 0', 'Numbat sighting 1', 'Numbat sighting 2')`,
    );
    const onEvents = await search('numbat', 'events');
    // News is not the page: its estimate (stale, far above 3), flagged.
    expect(onEvents.counts.news).toBeGreaterThanOrEqual(plans.COUNT_BY_ESTIMATE_FROM);
    expect(onEvents.estimatedCounts).toEqual(['news']);
    expect(onEvents.counts.events).toBe(0);
    // On its own tab news is counted: 3, exact, not flagged, all listed.
    const onNews = await search('numbat', 'news');
    expect(onNews.counts.news).toBe(3);
    expect(onNews.totalItems).toBe(3);
    expect(onNews.items).toHaveLength(3);
    expect(onNews.estimatedCounts).toEqual([]);
  });
});
