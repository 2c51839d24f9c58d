/**
 * Plan shapes of the global search (issue 37 point 3; search.plans.ts "Plan shapes", docs/api-search.md
 * "Plans"): a words-only search reads each big section either by a newest-first walk or from the GIN index,
 * chosen from PostgreSQL's estimates. The answers must never depend on the shape: every statement is run in
 * every shape (and as the per-call planned text of before) for several members and keywords, and must answer
 * the same rows, counts and order. Also: the choice itself, from the estimates.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { SEARCH_LIMITS, SEARCH_SECTIONS, TENANT_PROFILES, type TSearchSection } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildSearchFixture } from '../../../test/factories/search';
import { contentItems } from '../../db/schema/index';
import { tenantScope, type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { matchOf } from './search.query';
import * as repo from './search.repository';
import { findTags } from './search.tags';
import * as plans from './search.plans';
import type { Searcher } from './search.sections';

let app: FastifyInstance;
let f: Awaited<ReturnType<typeof buildSearchFixture>>;
let scope: TenantScope;

const sections = [...SEARCH_SECTIONS];
/**
 * The two tests that run every statement for hundreds of combinations: on PGlite (every statement planned per
 * call) beside the other search files on a loaded 2-core machine they passed 30 s.
 */
const LOOPS_TIMEOUT_MS = 120_000;
const BIG = new Set<TSearchSection>(['news', 'resources', 'events', 'posts']);

/** Every big section in `shape`, the small ones plain. */
const all = (shape: 'walk' | 'gin'): plans.Shapes =>
  new Map(sections.map((section) => [section, BIG.has(section) ? shape : 'plain']));

function searcher(userId: string, isCommunityAdmin = false): Searcher {
  return {
    tenantId: 'ota',
    userId,
    isCommunityAdmin,
    content: { tenantId: 'ota', activeKey: TENANT_PROFILES.ota.newsActiveKey, userId, bypass: false },
  };
}

/** Titles with several words of the prefixes tested below (news of the fixture, newest of all). */
const LONG_TITLES = [
  'Therapy therapists: therapeutic hand therapy',
  'Occupational therapy for occupational therapists',
  'Community therapy, communities and therapy communication',
];

/** A body whose fragment headline for `therap:*` differs with the prefix stated once (measured, see above). */
const LONG_BODY =
  '<p>A practical resource for occupational therapists, reviewed by the association’s practice standards team.</p>' +
  '<h2>How to use it</h2><ul><li>Download the PDF</li><li>Adapt it to your service</li><li>Keep a copy with your records</li></ul>';

/** Rows without the columns that only say how they were read. */
const comparable = (rows: repo.ResultRow[]) =>
  rows.map((row) => ({
    section: row.section,
    id: row.id,
    rank: Number(row.rank),
    ord: Number(row.ord),
    title_hl: row.title_hl,
    snippet_hl: row.snippet_hl,
  }));

beforeAll(async () => {
  app = await buildTestApp();
  f = await buildSearchFixture(app);
  // More news saying "therapy" than the cap, so walks stop at the cap and ranking runs over the newest only.
  await app.database.db.insert(contentItems).values(
    Array.from({ length: SEARCH_LIMITS.countCap + 20 }, (_, i) => ({
      tenantId: 'ota',
      kind: 'news' as const,
      status: 'active' as const,
      name: i % 7 === 0 ? `Therapy therapy note ${i}` : `Therapist digest ${i}`,
      shortDescription: 'Therapy news',
      dateCreated: new Date(Date.now() - (i + 30) * 3600_000),
    })),
  );
  // Titles with several words of one prefix, and a body long enough for a fragment headline to cut it: the
  // shaped statements rank and mark titles with the prefix stated once, but keep the query for body snippets
  // (a fragment headline cut this body a word shorter with the prefix stated once; issue 37, 6 Dec).
  await app.database.db.insert(contentItems).values(
    LONG_TITLES.map((name, i) => ({
      tenantId: 'ota',
      kind: 'news' as const,
      status: 'active' as const,
      name,
      shortDescription: 'A practical guide on hand therapy splint care, with a PDF to download.',
      content: LONG_BODY,
      dateCreated: new Date(Date.now() - (i + 1) * 60_000),
    })),
  );
  scope = tenantScope(app.database.db, 'ota');
}, 60_000);
afterAll(async () => app.close());

describe('plan shapes answer alike', () => {
  const keywords = ['therapy', 'therapy -annual', '"annual report"', 'community', 'quokka', 'meeting'];

  it(
    'counts and every section page are the same walked, from the GIN index and planned per call',
    async () => {
      const members = [
        searcher(f.ids.member),
        searcher(f.ids.outsider),
        searcher(f.ids.blocked),
        searcher(f.ids.admin, true),
      ];
      for (const s of members) {
        for (const keyword of keywords) {
          const criteria = { match: matchOf(keyword, 'words'), tag: null };
          const each = await repo.countSections(scope, s, sections, criteria);
          expect(await repo.countSections(scope, s, sections, criteria, all('walk'))).toEqual(each);
          expect(await repo.countSections(scope, s, sections, criteria, all('gin'))).toEqual(each);
          for (const section of sections) {
            for (const paging of [
              { limit: 15, offset: 0 },
              { limit: 15, offset: 90 },
            ]) {
              const base = comparable(await repo.findPage(scope, s, section, criteria, paging));
              for (const shape of BIG.has(section) ? (['walk', 'gin'] as const) : (['plain'] as const))
                expect(comparable(await repo.findPage(scope, s, section, criteria, paging, shape))).toEqual(
                  base,
                );
            }
          }
        }
      }
      // The data do reach the cap, so the walks stop early somewhere.
      const criteria = { match: matchOf('therapy', 'words'), tag: null };
      const counts = await repo.countSections(scope, searcher(f.ids.member), sections, criteria, all('walk'));
      expect(counts.get('news')).toBe(SEARCH_LIMITS.countCap + 1);
    },
    LOOPS_TIMEOUT_MS,
  );

  it('the header box is the same walked, from the GIN index and planned per call', async () => {
    // Ranks and title headlines of the shaped statements take the prefix stated once (search.statements.ts
    // `tsqueryOf`), the statement planned per call the query as written; body snippets the query in both.
    for (const s of [searcher(f.ids.member), searcher(f.ids.blocked), searcher(f.ids.admin, true)]) {
      for (const keyword of [
        'therap',
        'therapy',
        'occupational thera',
        'comm',
        'community',
        'quokk',
        'annual rep',
      ]) {
        const match = matchOf(keyword, 'prefix')!;
        const each = await repo.findSuggestions(scope, s, sections, match, 2);
        for (const shapes of [all('walk'), all('gin')]) {
          const shaped = await repo.findSuggestions(scope, s, sections, match, 2, shapes);
          expect(comparable(shaped.rows)).toEqual(comparable(each.rows));
          expect(shaped.counts).toEqual(each.counts);
        }
      }
    }
  });
});

describe("a prefix stated once (the match's filter) ranks and marks titles alike", () => {
  it('ts_rank_cd and the title headline equal those of the query as written, over a table of cases', async () => {
    const titles = [
      ...LONG_TITLES,
      'Therapy',
      'therapy therapy therapy',
      'Hand therapy splint care',
      'A therapist’s notes on therapeutic play, therapy dogs and more therapy',
      'Communities of practice: community therapy',
      'Workshops and work: a working group',
      'Nothing to see here',
      'Café résumé über naïve',
      'Running runners run',
    ];
    const keywords = [
      'therap',
      'therapy',
      'therapist',
      'ther',
      'comm',
      'community',
      'work',
      'running',
      'run',
    ];
    const stated = ['therap occupational', 'hand thera', 'community thera', 'café'];
    let compared = 0;
    for (const keyword of [...keywords, ...stated]) {
      const match = matchOf(keyword, 'prefix')!;
      const result = (await app.database.db.execute(
        sql`select t,
          ts_rank_cd(to_tsvector('english'::regconfig, t), ${match.tsquery}) as rank_as_written,
          ts_rank_cd(to_tsvector('english'::regconfig, t), ${match.filter}) as rank_once,
          ts_headline('english'::regconfig, t, ${match.tsquery}, 'HighlightAll=true') as title_as_written,
          ts_headline('english'::regconfig, t, ${match.filter}, 'HighlightAll=true') as title_once,
          to_tsvector('english'::regconfig, t) @@ ${match.tsquery} as matches
          from jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb) t`,
      )) as unknown as {
        rows: {
          t: string;
          rank_as_written: number;
          rank_once: number;
          title_as_written: string;
          title_once: string;
          matches: boolean;
        }[];
      };
      for (const row of result.rows) {
        expect({ t: row.t, keyword, rank: Number(row.rank_once), title: row.title_once }).toEqual({
          t: row.t,
          keyword,
          rank: Number(row.rank_as_written),
          title: row.title_as_written,
        });
        if (row.matches) compared++;
      }
    }
    // The cases do match (ranks above 0, titles marked), prefixes stated once among them.
    expect(compared).toBeGreaterThan(20);
  });
});

describe('choosing a shape', () => {
  it('walks for a common word, reads the GIN index for a rare one, plain for the small sections', () => {
    const n = SEARCH_LIMITS.countCap + 1;
    const estimates = new Map<TSearchSection, plans.SectionEstimate>([
      // "therapy" in a fifth of 50,000 news: the walk meets 101 matches in ~500 rows.
      ['news', { matches: 9_000, rowMatches: 10_000, rows: 50_000, tableMatches: 10_100 }],
      // "quokka": 5 of 100,000 posts — a walk would visit them all.
      ['posts', { matches: 4, rowMatches: 5, rows: 100_000, tableMatches: 5 }],
      // 320 resources, 14 matching, but 3,000 news share the table's GIN entries: the short walk wins.
      ['resources', { matches: 14, rowMatches: 14, rows: 320, tableMatches: 3_000 }],
      // A middling word in 20,000 events: 300 matches, a walk of ~6,700 rows against 300 heap reads.
      ['events', { matches: 300, rowMatches: 300, rows: 20_000, tableMatches: 300 }],
    ]);
    const shapes = plans.shapesOf(sections, estimates, 'search_vector', n);
    expect(Object.fromEntries(shapes)).toEqual({
      news: 'walk',
      posts: 'gin',
      resources: 'walk',
      events: 'gin',
      communities: 'plain',
      meetings: 'plain',
    });
    // The title walk is index-only (4× cheaper a row): 6,700 / 4 is still more than 300 heap reads; 5,000 / 4 is not.
    expect(plans.shapesOf(['events'], estimates, 'title_vector', n).get('events')).toBe('gin');
    const titled = new Map([
      ['events', { matches: 400, rowMatches: 400, rows: 20_000, tableMatches: 1_500 }],
    ]) as Map<TSearchSection, plans.SectionEstimate>;
    expect(plans.shapesOf(['events'], titled, 'title_vector', n).get('events')).toBe('walk');
  });

  it("reads PostgreSQL's estimates of the big sections in one planning-only statement", async () => {
    const s = searcher(f.ids.member);
    const estimates = await plans.planSections(
      scope,
      s,
      sections,
      matchOf('therapy', 'words')!,
      'search_vector',
      true,
    );
    expect([...estimates.keys()].sort()).toEqual(['events', 'news', 'posts', 'resources']);
    const news = estimates.get('news')!;
    expect(news.rows).toBeGreaterThan(0);
    expect(news.rowMatches).toBeGreaterThan(0);
    expect(news.tableMatches).toBeGreaterThanOrEqual(news.rowMatches);
  });
});

describe('one statement per answer (issue 37 point 3)', () => {
  const members = () => [searcher(f.ids.member), searcher(f.ids.blocked), searcher(f.ids.admin, true)];

  it(
    'the counts and the page in one statement answer as the two statements did',
    async () => {
      for (const s of members()) {
        for (const keyword of ['therapy', 'quokka', 'community']) {
          const criteria = { match: matchOf(keyword, 'words'), tag: null };
          for (const shapes of [undefined, all('walk'), all('gin')]) {
            const counts = await repo.countSections(scope, s, sections, criteria, shapes);
            expect((await repo.findCountsAndPage(scope, s, sections, criteria, null, shapes)).counts).toEqual(
              counts,
            );
            for (const section of sections) {
              for (const paging of [
                { limit: 15, offset: 0 },
                { limit: 15, offset: 90 },
              ]) {
                const page = { section, ...paging };
                const one = await repo.findCountsAndPage(scope, s, sections, criteria, page, shapes);
                expect(one.counts).toEqual(counts);
                const two = await repo.findPage(scope, s, section, criteria, paging, shapes?.get(section));
                expect(comparable(one.rows)).toEqual(comparable(two));
              }
            }
          }
        }
      }
      // With a tag (planned per call), too.
      const s = searcher(f.ids.member);
      const criteria = { match: null, tag: 'aged care' };
      const one = await repo.findCountsAndPage(scope, s, sections, criteria, {
        section: 'news',
        limit: 15,
        offset: 0,
      });
      expect(one.counts).toEqual(await repo.countSections(scope, s, sections, criteria));
      expect(one.rows.length).toBeGreaterThan(0);
      expect(comparable(one.rows)).toEqual(
        comparable(await repo.findPage(scope, s, 'news', criteria, { limit: 15, offset: 0 })),
      );
    },
    LOOPS_TIMEOUT_MS,
  );

  it("the header box's tags come in the suggestions statement, as the tags statement answers them", async () => {
    const kinds = { content: true, events: true, community: true };
    for (const s of members()) {
      for (const keyword of ['aged', 'age', 'therap', 'quokk', 'a']) {
        const match = matchOf(keyword, 'prefix')!;
        const pattern = containsPattern(keyword);
        const alone = await repo.findSuggestions(scope, s, sections, match, 2, all('walk'));
        const together = await repo.findSuggestions(scope, s, sections, match, 2, all('walk'), {
          kinds,
          pattern,
          limit: 5,
        });
        expect(comparable(together.rows)).toEqual(comparable(alone.rows));
        expect(together.counts).toEqual(alone.counts);
        expect(together.tags).toEqual((await findTags(scope, s, kinds, pattern, 5)).tags);
      }
    }
    // Tags without any suggestion (the suggestions' columns are null on the one row), and the reverse.
    const s = searcher(f.ids.member);
    const none = await repo.findSuggestions(scope, s, sections, matchOf('aged', 'prefix')!, 2, all('gin'), {
      kinds,
      pattern: containsPattern('aged'),
      limit: 5,
    });
    expect(none.tags).toEqual([{ id: 'aged care', label: expect.stringMatching(/^aged care$/i) }]);
    const noTags = await repo.findSuggestions(
      scope,
      s,
      sections,
      matchOf('therap', 'prefix')!,
      2,
      all('gin'),
      {
        kinds: { content: false, events: false, community: false },
        pattern: containsPattern('therap'),
        limit: 5,
      },
    );
    expect(noTags.tags).toEqual([]);
    expect(noTags.rows.length).toBeGreaterThan(0);
  });
});

describe('estimates reused (issue 37 point 3)', () => {
  afterEach(() => {
    plans.clearEstimates();
    vi.restoreAllMocks();
  });
  const text = (statement: ReturnType<typeof plans.estimatesStatement>) =>
    new PgDialect().sqlToQuery(statement);

  it("the header box's estimates statement names no member, the results page's does", () => {
    const match = matchOf('therap', 'prefix')!;
    const big: TSearchSection[] = ['news', 'resources', 'events', 'posts'];
    const [a, b, admin] = [searcher(f.ids.member), searcher(f.ids.outsider), searcher(f.ids.admin, true)];
    const box = text(plans.estimatesStatement(a, big, match, 'title_vector', false));
    expect(text(plans.estimatesStatement(b, big, match, 'title_vector', false))).toEqual(box);
    expect(text(plans.estimatesStatement(admin, big, match, 'title_vector', false))).toEqual(box);
    expect(JSON.stringify(box.params)).not.toContain(f.ids.member);
    const page = text(plans.estimatesStatement(a, big, match, 'search_vector', true));
    expect(JSON.stringify(page.params)).toContain(f.ids.member);
  });

  it('a repeated search reuses its estimates for a minute: the header box per tenant, the results page per member', async () => {
    const [a, b] = [searcher(f.ids.member), searcher(f.ids.outsider)];
    const prefix = matchOf('therap', 'prefix')!;
    const words = matchOf('therapy', 'words')!;
    const box = await plans.planSections(scope, a, sections, prefix, 'title_vector', false);
    expect(box.get('news')!.rows).toBeGreaterThan(0);
    // The same object: no second statement.
    expect(await plans.planSections(scope, a, sections, prefix, 'title_vector', false)).toBe(box);
    expect(await plans.planSections(scope, b, sections, prefix, 'title_vector', false)).toBe(box);
    // Other words, another field or other sections: their own statement.
    expect(
      await plans.planSections(scope, a, sections, matchOf('therapi', 'prefix')!, 'title_vector', false),
    ).not.toBe(box);
    expect(await plans.planSections(scope, a, ['news'], prefix, 'title_vector', false)).not.toBe(box);
    const page = await plans.planSections(scope, a, sections, words, 'search_vector', true);
    expect(await plans.planSections(scope, a, sections, words, 'search_vector', true)).toBe(page);
    const other = await plans.planSections(scope, b, sections, words, 'search_vector', true);
    expect(other).not.toBe(page);
    expect(other).toEqual(page);
    // Another tenant never shares them.
    const psa = tenantScope(app.database.db, 'psa');
    const psaSearcher = { ...a, tenantId: 'psa', content: { ...a.content, tenantId: 'psa' } };
    expect(await plans.planSections(psa, psaSearcher, sections, prefix, 'title_vector', false)).not.toBe(box);
    // After the minute: asked again.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + plans.ESTIMATES_TTL_MS + 1);
    const later = await plans.planSections(scope, a, sections, prefix, 'title_vector', false);
    expect(later).not.toBe(box);
    expect(later).toEqual(box);
  });
});
