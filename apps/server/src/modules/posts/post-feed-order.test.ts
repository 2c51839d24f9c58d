/**
 * The feed's kept page ids (post-feed-order.ts, migration 0045; spec 001 §7 feed, issue 37): the page
 * statement uses a member's kept ids only while the feed communities' key (ids and row versions) is the one
 * they were read under. After each write that changes the feed — made in SQL, bypassing the application's
 * Published counter, so only the triggers of migration 0045 can renew the communities' versions — every page
 * answered with the kept ids equals the page merged afresh (the store cleared), on PostgreSQL and PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { communityMembers, posts } from '../../db/schema/index';
import { databaseKeyOf, tenantScope } from '../../db/tenant-scope';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { feedOrderKey, feedOrdersOf } from './post-feed-order';
import { feedShape } from './post-feed.repository';

/** Pages across both statement shapes: the LATERAL first page (reach ≤ 32) and the Merge Append (reach 64). */
const PAGES = [
  [1, 20],
  [2, 20],
  [3, 7],
  [5, 10],
] as const;

describe('feed page ids kept per member', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let userId: string;
  const communityIds: string[] = [];
  const store = () => feedOrdersOf(databaseKeyOf(tenantScope(app.database.db, 'ota')));

  beforeAll(async () => {
    app = await buildTestApp();
    const user = await buildUser(app, { email: 'feed-order@example.com' });
    userId = user.id;
    headers = (await signIn(app, 'feed-order@example.com')).headers;
    for (const alias of ['fo-a', 'fo-b', 'fo-c']) {
      const community = await buildCommunity(app, { alias, name: alias });
      communityIds.push(community.id);
      await addMember(app, community.id, userId);
    }
    // 60 Published posts over the three communities, one minute apart, plus two hidden ones.
    const start = Date.parse('2026-11-01T00:00:00Z');
    await app.database.db.insert(posts).values(
      Array.from({ length: 62 }, (_, i) => ({
        tenantId: 'ota',
        communityId: communityIds[i % 3]!,
        createdByUserId: userId,
        title: `Post ${i}`,
        body: '<p>Body</p>',
        bodyText: 'Body',
        status: i >= 60 ? 2 : 1,
        createdAt: new Date(start + i * 60_000),
      })),
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const page = async (p: number, size: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/post/feed?page=${p}&pageSize=${size}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** Every page read with the kept ids, then merged afresh: equal; returns the fresh answers' post titles. */
  const expectKeptEqualsFresh = async () => {
    const kept = [];
    for (const [p, size] of PAGES) kept.push(await page(p, size));
    store().clear();
    const fresh = [];
    for (const [p, size] of PAGES) fresh.push(await page(p, size));
    expect(kept).toEqual(fresh);
    return fresh.map((body) =>
      (JSON.parse(body) as { posts: { title: string }[] }).posts.map((x) => x.title),
    );
  };

  it('keeps each page and answers from the kept ids while the key holds (and only then)', async () => {
    const first = await expectKeptEqualsFresh();
    expect(first[0]).toEqual(Array.from({ length: 20 }, (_, i) => `Post ${59 - i}`));
    expect(store().size).toBe(PAGES.length);
    // The statement reads the kept ids under the current key: page 2 given page 1's ids answers page 1.
    const key = (p: number, size: number) =>
      feedOrderKey('ota', userId, false, feedShape({ page: p, pageSize: size }).key, (p - 1) * size, size);
    const one = store().get(key(1, 20))!;
    const two = store().get(key(2, 20))!;
    expect(two.key).toBe(one.key);
    store().set(key(2, 20), { key: one.key, ids: one.ids });
    expect(await page(2, 20)).toEqual(await page(1, 20));
    // Under a key that is not the current one the kept ids are ignored, and replaced.
    store().set(key(2, 20), { key: 'stale', ids: one.ids });
    const titles = (JSON.parse(await page(2, 20)) as { posts: { title: string }[] }).posts.map(
      (x) => x.title,
    );
    expect(titles).toEqual(first[1]);
    expect(store().get(key(2, 20))).toEqual(two);
  });

  it('reads the new order after each write to the feed, made in SQL without the counter', async () => {
    const db = app.database.db;
    await expectKeptEqualsFresh();
    // A new Published post.
    await db.insert(posts).values({
      tenantId: 'ota',
      communityId: communityIds[1]!,
      createdByUserId: userId,
      title: 'Newest',
      body: '<p>Body</p>',
      bodyText: 'Body',
      status: 1,
      createdAt: new Date('2026-11-30T00:00:00Z'),
    });
    expect((await expectKeptEqualsFresh())[0]![0]).toBe('Newest');
    // A post no longer Published, and one Published again.
    await db.update(posts).set({ status: 3 }).where(eq(posts.title, 'Post 58'));
    expect((await expectKeptEqualsFresh())[0]).not.toContain('Post 58');
    await db.update(posts).set({ status: 1 }).where(eq(posts.title, 'Post 60'));
    expect((await expectKeptEqualsFresh())[0]).toContain('Post 60');
    // A post's creation time moved to the top.
    await db
      .update(posts)
      .set({ createdAt: new Date('2026-12-01T00:00:00Z') })
      .where(eq(posts.title, 'Post 3'));
    expect((await expectKeptEqualsFresh())[0]![0]).toBe('Post 3');
    // A post deleted.
    await db.delete(posts).where(eq(posts.title, 'Newest'));
    expect((await expectKeptEqualsFresh())[0]).not.toContain('Newest');
    // A post moved to a community outside the feed, and the member leaving a community.
    const outside = await buildCommunity(app, { alias: 'fo-out', name: 'fo-out' });
    await db.update(posts).set({ communityId: outside.id }).where(eq(posts.title, 'Post 57'));
    expect((await expectKeptEqualsFresh())[0]).not.toContain('Post 57');
    await db
      .delete(communityMembers)
      .where(and(eq(communityMembers.userId, userId), eq(communityMembers.communityId, communityIds[0]!)));
    const titles = await expectKeptEqualsFresh();
    // Community 0's posts (Post 0, 3, …, 60) are gone from the feed.
    expect(titles[0]).not.toContain('Post 3');
    expect(titles[0]).not.toContain('Post 60');
    expect(titles[0]).toContain('Post 59');
  });
});
