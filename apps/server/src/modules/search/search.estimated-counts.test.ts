/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk JSON answers */
/**
 * The results page's counts by estimate alone (issue 37 point 3; search.plans.ts `countedByEstimate`,
 * docs/api-search.md "Large results"): a section other than the page's whose estimate reaches
 * `COUNT_BY_ESTIMATE_FROM` is not counted — its badge is the estimate, flagged; the page's own section and posts
 * (whose visibility the planner cannot estimate) are always counted. PostgreSQL's estimates are made large here
 * (the fixture is small), so an estimated count differs from the exact one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEARCH_LIMITS, type TSearchSection } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildSearchFixture } from '../../../test/factories/search';
import * as plans from './search.plans';

/** Every big section's estimate of visible matches, as PostgreSQL would give it for a very common word. */
const INFLATED = 5_000;

vi.mock('./search.plans', async (importOriginal) => {
  const original = await importOriginal<typeof import('./search.plans')>();
  return {
    ...original,
    planSections: async (...args: Parameters<typeof original.planSections>) => {
      const estimates = await original.planSections(...args);
      // Only the results page's estimates (with the member's visibility), so the header box is untouched.
      if (!args[5]) return estimates;
      return new Map(
        [...estimates].map(([section, e]): [TSearchSection, plans.SectionEstimate] => [
          section,
          { ...e, matches: INFLATED },
        ]),
      );
    },
  };
});

let app: FastifyInstance;
let f: Awaited<ReturnType<typeof buildSearchFixture>>;

async function search(section: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/search?keyword=therapy&section=${section}&page=1&size=15`,
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

describe('GET /api/v1/search with estimates far above the cap', () => {
  it('answers the estimate for the other sections, flagged, and counts the page and posts exactly', async () => {
    const onNews = await search('news');
    // The page's own section: counted (its few matches), its items listed.
    expect(onNews.counts.news).toBeLessThanOrEqual(SEARCH_LIMITS.countCap);
    expect(onNews.totalItems).toBe(onNews.counts.news);
    expect(onNews.items.length).toBe(onNews.counts.news);
    // Resources and events: not counted, the estimate instead, listed as such.
    expect(onNews.counts.resources).toBe(INFLATED);
    expect(onNews.counts.events).toBe(INFLATED);
    expect(onNews.estimatedCounts).toEqual(['resources', 'events']);
    // Posts: counted whatever the estimate (the member's communities), as are the small sections.
    expect(onNews.counts.posts).toBeLessThanOrEqual(SEARCH_LIMITS.countCap);
    expect(onNews.counts.posts).toBeGreaterThan(0);
    expect(onNews.counts.communities).toBeGreaterThan(0);

    const onEvents = await search('events');
    expect(onEvents.counts.events).toBeLessThanOrEqual(SEARCH_LIMITS.countCap);
    expect(onEvents.totalItems).toBe(onEvents.counts.events);
    expect(onEvents.items.length).toBe(onEvents.counts.events);
    expect(onEvents.counts.news).toBe(INFLATED);
    expect(onEvents.counts.resources).toBe(INFLATED);
    expect(onEvents.estimatedCounts).toEqual(['news', 'resources']);
    expect(onEvents.counts.posts).toBe(onNews.counts.posts);

    const onPosts = await search('posts');
    expect(onPosts.estimatedCounts).toEqual(['news', 'resources', 'events']);
    expect(onPosts.counts.posts).toBe(onNews.counts.posts);
    expect(onPosts.items.length).toBe(onPosts.counts.posts);
  });
});
