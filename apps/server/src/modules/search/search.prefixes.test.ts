/**
 * The header box's prefix table of posts (issue 37 point 3, migration 0048; docs/api-search.md "Header box"):
 * `post_title_prefixes` holds each post's 4-letter lexeme starts with its visibility columns, kept by triggers in
 * the writer's transaction. The table must stay exact (its rows equal those recomputed from `posts` after every
 * kind of write) and the header box read from it (shape `prefix`) must answer what the walk answers, for every
 * member and prefix, at once after an insert, a title edit, a visibility change and a delete; tenants apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEARCH_SECTIONS, TENANT_PROFILES, type TenantId, type TSearchSection } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildItem, buildSearchFixture } from '../../../test/factories/search';
import { buildEvent } from '../../../test/factories/events';
import { buildCommunity, buildPost } from '../../../test/factories/communities';
import { contentItems, events, posts } from '../../db/schema/index';
import { executeRaw, executeTemplate, tenantScope, type TenantScope } from '../../db/tenant-scope';
import { matchOf } from './search.query';
import * as repo from './search.repository';
import * as plans from './search.plans';
import { sectionSql, type Searcher } from './search.sections';

let app: FastifyInstance;
let f: Awaited<ReturnType<typeof buildSearchFixture>>;
let scope: TenantScope;

const sections = [...SEARCH_SECTIONS];
const BIG = new Set<TSearchSection>(['news', 'resources', 'events', 'posts']);

/** Every big section walked, posts in `posts` (the shape under test). */
const shapesWith = (postsShape: plans.Shape): plans.Shapes =>
  new Map(
    sections.map((section) => [
      section,
      section === 'posts' ? postsShape : BIG.has(section) ? 'walk' : 'plain',
    ]),
  );

function searcher(userId: string, isCommunityAdmin = false, tenantId = 'ota'): Searcher {
  return {
    tenantId,
    userId,
    isCommunityAdmin,
    content: { tenantId, activeKey: TENANT_PROFILES.ota.newsActiveKey, userId, bypass: false },
  };
}

/** Rows without the columns that only say how they were read. */
const comparable = (rows: repo.ResultRow[]) =>
  rows.map((row) => ({
    section: row.section,
    id: row.id,
    rank: Number(row.rank),
    ord: Number(row.ord),
    title_hl: row.title_hl,
  }));

/** Each prefix table: its name, the item table and the copied columns (migration 0048). */
const TABLES = [
  {
    table: 'post_title_prefixes',
    items: 'posts',
    id: 'post_id',
    columns: ['status', 'community_id', 'created_at'],
  },
  {
    table: 'event_title_prefixes',
    items: 'events',
    id: 'event_id',
    columns: ['is_published', 'start_utc', 'end_utc'],
  },
  {
    table: 'content_title_prefixes',
    items: 'content_items',
    id: 'item_id',
    columns: ['kind', 'status', 'publish_start_date', 'date_created', 'segment_ids'],
  },
];

/** Every prefix table's rows equal those recomputed from its items (every tenant), as sorted text. */
async function expectExact() {
  for (const t of TABLES) {
    const text = ['tenant_id', 'item', 'prefix', ...t.columns, 'title_vector']
      .map((c) => `coalesce(p.${c}::text, '-')`)
      .join(` || ' ' || `);
    const read = async (from: string) =>
      (
        (await app.database.db.execute(
          sql.raw(`select ${text} as row from ${from} p order by 1`),
        )) as unknown as {
          rows: { row: string }[];
        }
      ).rows.map((r) => r.row);
    const table = await read(`(select *, ${t.id} as item from ${t.table})`);
    const expected = await read(`(select x.*, x.id as item, l.prefix from ${t.items} x,
      lateral (select distinct left(w, 4) as prefix from unnest(tsvector_to_array(x.title_vector)) w
        where length(w) >= 4) l)`);
    expect(table.length, t.table).toBeGreaterThan(0);
    expect(table, t.table).toEqual(expected);
  }
}

/**
 * The ids of `section` the header box answers for `keyword` read from the prefix tables; equal to the walk's.
 */
async function box(
  keyword: string,
  section: TSearchSection,
  s: Searcher = searcher(f.ids.member),
): Promise<string[]> {
  const match = matchOf(keyword, 'prefix')!;
  const sc = s.tenantId === 'ota' ? scope : tenantScope(app.database.db, s.tenantId as TenantId);
  const read = await repo.findSuggestions(sc, s, sections, match, 2, shapesWith('prefix'));
  const walked = await repo.findSuggestions(sc, s, sections, match, 2, shapesWith('walk'));
  expect(comparable(read.rows)).toEqual(comparable(walked.rows));
  expect(read.counts).toEqual(walked.counts);
  return read.rows.filter((row) => row.section === section).map((row) => row.id);
}

const boxPosts = (keyword: string, s?: Searcher) => box(keyword, 'posts', s);

beforeAll(async () => {
  app = await buildTestApp();
  f = await buildSearchFixture(app);
  scope = tenantScope(app.database.db, 'ota');
  // Titles for the stemming cases: stemmings that share 4 first letters ('communiti', 'community'), that do
  // not ('hope', 'hoping'), a stem shorter than 4 letters ('run' of 'runs'), a 'y' made 'i' ('tidi', 'tidy').
  for (const title of [
    'Hoping for hope: hopeful hopping',
    'Runs and running clubs',
    'Tidy notes, tidying up',
    'Community communication',
    'Occupational therapy for therapists',
  ])
    await buildPost(app, f.open.id, f.ids.admin, { title });
}, 60_000);
afterAll(async () => app.close());

describe('post_title_prefixes', () => {
  it("holds exactly each post's 4-letter lexeme starts with its visibility columns (backfill and inserts)", async () => {
    await expectExact();
    // Lexemes of 4+ letters only, one row per distinct start ('therapy', 'therapists' → one 'ther').
    const { rows } = await executeRaw<{ prefix: string }>(
      scope,
      sql`select t.prefix from post_title_prefixes t join posts p on p.id = t.post_id
        where p.title = 'Occupational therapy for therapists' and t.tenant_id = 'ota' order by 1`,
    );
    expect(rows.map((r) => r.prefix)).toEqual(['occu', 'ther']);
  });

  it('the header box reads posts from it and answers as the walk, for every member and prefix', async () => {
    const members = [
      searcher(f.ids.member),
      searcher(f.ids.outsider),
      searcher(f.ids.blocked),
      searcher(f.ids.admin, true),
    ];
    const keywords = [
      'therap',
      'therapy',
      'thera',
      'ther',
      'occupational thera',
      'therapy -tips',
      'priv',
      'private therap',
      'hoping',
      'hope',
      'runs',
      'running',
      'tidy',
      'tidying',
      'communit',
      'community',
      'quokk',
      'awaiting',
      'thé',
    ];
    for (const s of members)
      for (const keyword of keywords) {
        const match = matchOf(keyword, 'prefix')!;
        const each = await repo.findSuggestions(scope, s, sections, match, 2);
        // The service's choice: posts from the prefix table for a prefix of 4+ letters ('therapy -tips' has none).
        const shapes = plans.withPrefixTables(shapesWith('walk'), match);
        expect(shapes.get('posts'), keyword).toBe(
          match.prefix && keyword.split(' ').pop()!.length >= 4 ? 'prefix' : 'walk',
        );
        const read = await repo.findSuggestions(scope, s, sections, match, 2, shapes);
        expect(comparable(read.rows), `${keyword}`).toEqual(comparable(each.rows));
        expect(read.counts, keyword).toEqual(each.counts);
      }
    expect(await boxPosts('therap')).toHaveLength(2);
    expect(await boxPosts('tips')).toEqual([f.posts.openPost.id]);
    expect(await boxPosts('hoping')).toHaveLength(1);
    expect(await boxPosts('runs')).toHaveLength(1);
    expect(await boxPosts('tidy')).toHaveLength(1);
  });

  it('follows a post inserted, its title edited, its visibility changed and its deletion at once', async () => {
    const member = searcher(f.ids.member);
    const outsider = searcher(f.ids.outsider);
    // Inserted (two in one statement: the statement-level trigger writes both).
    const [post, other] = await app.database.db
      .insert(posts)
      .values(
        ['Zygomatic splints', 'Zygote basics'].map((title) => ({
          tenantId: 'ota',
          communityId: f.open.id,
          createdByUserId: f.ids.admin,
          title,
          body: '<p>Body</p>',
        })),
      )
      .returning();
    expect((await boxPosts('zygom')).sort()).toEqual([post!.id]);
    expect((await boxPosts('zygo')).sort()).toEqual([post!.id, other!.id].sort());
    await expectExact();
    // Title edited: the old prefix no longer finds it, the new one does.
    await app.database.db.update(posts).set({ title: 'Ulnar splints' }).where(eq(posts.id, post!.id));
    expect(await boxPosts('zygom')).toEqual([]);
    expect(await boxPosts('ulnar')).toEqual([post!.id]);
    await expectExact();
    // A counter's update changes nothing in the table.
    await app.database.db.update(posts).set({ likesCount: 3 }).where(eq(posts.id, post!.id));
    await expectExact();
    // Awaiting approval: gone; published again: back.
    await app.database.db.update(posts).set({ status: 2 }).where(eq(posts.id, post!.id));
    expect(await boxPosts('ulnar')).toEqual([]);
    await expectExact();
    await app.database.db.update(posts).set({ status: 1 }).where(eq(posts.id, post!.id));
    expect(await boxPosts('ulnar')).toEqual([post!.id]);
    // Moved to the private community: its member sees it, an outsider no longer does.
    await app.database.db.update(posts).set({ communityId: f.closed.id }).where(eq(posts.id, post!.id));
    expect(await boxPosts('ulnar', member)).toEqual([post!.id]);
    expect(await boxPosts('ulnar', outsider)).toEqual([]);
    await expectExact();
    // Deleted: gone, with its rows.
    await app.database.db.delete(posts).where(eq(posts.id, post!.id));
    expect(await boxPosts('ulnar', member)).toEqual([]);
    await expectExact();
    const { rows } = await executeRaw<{ n: number }>(
      scope,
      sql`select count(*)::int as n from post_title_prefixes where post_id = ${post!.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('follows events and news inserted, edited, hidden and deleted at once', async () => {
    const { event } = await buildEvent(app, { title: 'Xerophyte garden walk' });
    const news = await buildItem(app, { name: 'Xerophyte garden news' });
    const resource = await buildItem(app, { kind: 'resource', name: 'Xerophyte garden guide' });
    expect(await box('xerop', 'events')).toEqual([String(event.id)]);
    expect(await box('xerop', 'news')).toEqual([String(news.id)]);
    expect(await box('xerop', 'resources')).toEqual([String(resource.id)]);
    await expectExact();
    await app.database.db.update(events).set({ title: 'Yarrow walk' }).where(eq(events.id, event.id));
    await app.database.db
      .update(contentItems)
      .set({ name: 'Yarrow news' })
      .where(eq(contentItems.id, news.id));
    expect(await box('xerop', 'events')).toEqual([]);
    expect(await box('xerop', 'news')).toEqual([]);
    expect(await box('yarro', 'events')).toEqual([String(event.id)]);
    expect(await box('yarro', 'news')).toEqual([String(news.id)]);
    await expectExact();
    // Hidden: an unpublished event, a draft, a scheduled item, a segment the member is not in.
    await app.database.db.update(events).set({ isPublished: false }).where(eq(events.id, event.id));
    await app.database.db.update(contentItems).set({ status: 'draft' }).where(eq(contentItems.id, news.id));
    await app.database.db
      .update(contentItems)
      .set({ publishStartDate: new Date(Date.now() + 3600_000) })
      .where(eq(contentItems.id, resource.id));
    expect(await box('yarro', 'events')).toEqual([]);
    expect(await box('yarro', 'news')).toEqual([]);
    expect(await box('xerop', 'resources')).toEqual([]);
    await expectExact();
    await app.database.db
      .update(contentItems)
      .set({ status: 'active', segmentIds: f.news.segBNews.segmentIds })
      .where(eq(contentItems.id, news.id));
    expect(await box('yarro', 'news')).toEqual([]);
    await app.database.db.update(contentItems).set({ segmentIds: [] }).where(eq(contentItems.id, news.id));
    expect(await box('yarro', 'news')).toEqual([String(news.id)]);
    await expectExact();
    await app.database.db.delete(events).where(eq(events.id, event.id));
    await app.database.db.delete(contentItems).where(eq(contentItems.id, news.id));
    expect(await box('yarro', 'news')).toEqual([]);
    await expectExact();
  });

  it("keeps tenants apart: another tenant's post of the same title is never read", async () => {
    const psaCommunity = await buildCommunity(app, { tenantId: 'psa', name: 'PSA network' });
    const { rows: users } = (await app.database.db.execute(
      sql`select id from users where tenant_id = 'psa' limit 1`,
    )) as unknown as { rows: { id: string }[] };
    const psaPost = await buildPost(app, psaCommunity.id, users[0]!.id, {
      tenantId: 'psa',
      title: 'Quixotic psa splints',
    });
    const otaPost = await buildPost(app, f.open.id, f.ids.admin, { title: 'Quixotic ota splints' });
    expect(await boxPosts('quixo', searcher(f.ids.admin, true))).toEqual([otaPost.id]);
    expect(await boxPosts('quixo', searcher(users[0]!.id, true, 'psa'))).toEqual([psaPost.id]);
    const { rows } = await executeRaw<{ tenant_id: string }>(
      scope,
      sql`select distinct tenant_id from post_title_prefixes where post_id = ${psaPost.id}`,
    );
    expect(rows.map((r) => r.tenant_id)).toEqual(['psa']);
    await expectExact();
  });
});

describe('a prefix with no prefix-table key', () => {
  it('reads nothing from the prefix tables, says so, and is answered by the walks', async () => {
    // Issue 37, 6 Dec, stop 59: the prefix shape's statement holds no walk branch; its `prefix_keyless` column
    // tells findSuggestions to ask again with the walks ('hoping' is 'hope' and 'hoping', 'runs' is 'run',
    // 'tidy' is 'tidi' and 'tidy'; 'therap' and 'community' keep 'ther' and 'comm').
    const s = searcher(f.ids.member);
    const cases = [
      ['hoping', true],
      ['runs', true],
      ['tidy', true],
      ['therap', false],
      ['community', false],
    ] as const;
    for (const [keyword, keyless] of cases) {
      const match = matchOf(keyword, 'prefix')!;
      const shapes = plans.withPrefixTables(shapesWith('walk'), match);
      expect(shapes.get('posts'), keyword).toBe('prefix');
      const call = repo.suggestionsTemplate(scope, s, sections, match, 2, shapes, undefined);
      const { rows } = await executeTemplate<{ section?: string; prefix_keyless: boolean }>(
        scope,
        call.template,
        call.values,
      );
      expect(rows[0]?.prefix_keyless, keyword).toBe(keyless);
      const posts = rows.filter((row) => row.section === 'posts');
      if (keyless) expect(posts, keyword).toEqual([]);
      else expect(posts.length, keyword).toBeGreaterThan(0);
      // The answer: the walks' (shape `walk` everywhere), keyless or not; a keyless token is remembered, so its
      // next keystroke walks at once (one statement), and answers the same.
      repo.forgetKeylessTokens();
      expect(await box(keyword, 'posts', s), keyword).toHaveLength(keyword === 'therap' ? 2 : 1);
      expect(repo.isKnownKeyless(match.values.matchToken!), keyword).toBe(keyless);
      expect(await box(keyword, 'posts', s), keyword).toHaveLength(keyword === 'therap' ? 2 : 1);
    }
  });
});

describe('choosing the prefix table', () => {
  it('big sections walked with a prefix of 4+ letters read their tables; shorter prefixes, words and GIN reads do not', () => {
    const walk = shapesWith('walk');
    const chosen = plans.withPrefixTables(walk, matchOf('therap', 'prefix')!);
    expect(chosen.get('posts')).toBe('prefix');
    expect([...chosen].filter(([, shape]) => shape === 'prefix').map(([s]) => s)).toEqual([
      'news',
      'resources',
      'events',
      'posts',
    ]);
    expect(plans.withPrefixTables(walk, matchOf('occupational ther', 'prefix')!).get('posts')).toBe('prefix');
    expect(plans.withPrefixTables(walk, matchOf('the', 'prefix')!).get('posts')).toBe('walk');
    expect(plans.withPrefixTables(walk, matchOf('"therapy"', 'prefix')!).get('posts')).toBe('walk');
    expect(plans.withPrefixTables(walk, matchOf('therapy -tips', 'prefix')!).get('posts')).toBe('walk');
    expect(plans.withPrefixTables(shapesWith('gin'), matchOf('quokk', 'prefix')!).get('posts')).toBe('gin');
  });

  it('the sections with a prefix table are those whose SQL has one', () => {
    const s = searcher(f.ids.member);
    for (const section of sections)
      expect(plans.PREFIX_TABLE_SECTIONS.has(section), section).toBe(
        sectionSql(section, s).prefixFrom !== undefined,
      );
  });
});
