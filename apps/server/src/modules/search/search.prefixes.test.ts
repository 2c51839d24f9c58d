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
import { SEARCH_SECTIONS, TENANT_PROFILES, type TSearchSection } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildSearchFixture } from '../../../test/factories/search';
import { buildCommunity, buildPost } from '../../../test/factories/communities';
import { posts } from '../../db/schema/index';
import { executeRaw, tenantScope, type TenantScope } from '../../db/tenant-scope';
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

/** The table's rows, and the rows recomputed from `posts` (every tenant), as sorted text. */
async function tableAndExpected(): Promise<{ table: string[]; expected: string[] }> {
  const text = `p.tenant_id || ' ' || p.post_id || ' ' || p.prefix || ' ' || p.status || ' ' || p.community_id
    || ' ' || p.created_at::text || ' ' || p.title_vector::text`;
  const table = (await app.database.db.execute(
    sql.raw(`select ${text} as row from post_title_prefixes p order by 1`),
  )) as unknown as { rows: { row: string }[] };
  const expected = (await app.database.db.execute(
    sql.raw(`select ${text} as row from (
      select x.tenant_id, x.id as post_id, l.prefix, x.status, x.community_id, x.created_at, x.title_vector
      from posts x, lateral (select distinct left(w, 4) as prefix from unnest(tsvector_to_array(x.title_vector)) w
        where length(w) >= 4) l) p order by 1`),
  )) as unknown as { rows: { row: string }[] };
  return { table: table.rows.map((r) => r.row), expected: expected.rows.map((r) => r.row) };
}

async function expectExact() {
  const { table, expected } = await tableAndExpected();
  expect(table.length).toBeGreaterThan(0);
  expect(table).toEqual(expected);
}

/** The posts' ids the header box answers for `keyword`, read from the prefix table; and equal to the walk's. */
async function boxPosts(keyword: string, s: Searcher = searcher(f.ids.member)): Promise<string[]> {
  const match = matchOf(keyword, 'prefix')!;
  const sc = s.tenantId === 'ota' ? scope : tenantScope(app.database.db, s.tenantId);
  const read = await repo.findSuggestions(sc, s, sections, match, 2, shapesWith('prefix'));
  const walked = await repo.findSuggestions(sc, s, sections, match, 2, shapesWith('walk'));
  expect(comparable(read.rows)).toEqual(comparable(walked.rows));
  expect(read.counts).toEqual(walked.counts);
  return read.rows.filter((row) => row.section === 'posts').map((row) => row.id);
}

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

describe('choosing the prefix table', () => {
  it('posts walked with a prefix of 4+ letters read the table; shorter prefixes, words and GIN reads do not', () => {
    const walk = shapesWith('walk');
    const chosen = plans.withPrefixTables(walk, matchOf('therap', 'prefix')!);
    expect(chosen.get('posts')).toBe('prefix');
    expect([...chosen].filter(([, shape]) => shape === 'prefix').map(([s]) => s)).toEqual(['posts']);
    expect(plans.withPrefixTables(walk, matchOf('occupational ther', 'prefix')!).get('posts')).toBe(
      'prefix',
    );
    expect(plans.withPrefixTables(walk, matchOf('the', 'prefix')!).get('posts')).toBe('walk');
    expect(plans.withPrefixTables(walk, matchOf('"therapy"', 'prefix')!).get('posts')).toBe('walk');
    expect(plans.withPrefixTables(walk, matchOf('therapy -tips', 'prefix')!).get('posts')).toBe('walk');
    expect(plans.withPrefixTables(shapesWith('gin'), matchOf('quokk', 'prefix')!).get('posts')).toBe(
      'gin',
    );
  });

  it('the sections with a prefix table are those whose SQL has one', () => {
    const s = searcher(f.ids.member);
    for (const section of sections)
      expect(plans.PREFIX_TABLE_SECTIONS.has(section), section).toBe(
        sectionSql(section, s).prefixFrom !== undefined,
      );
  });
});
