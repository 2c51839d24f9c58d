/**
 * Post lists from kept fragments (post-fragments.ts; issue 37 point 2, spec 001 §7 feed, a community's posts,
 * saved posts): two app instances on one database, each keeping its own fragments. After every kind of write
 * on one instance — a like, an edit, the author's new name, the community's new name, tags set and a tag
 * renamed, an attachment added and removed, a report, a deletion — the other instance's next page shows it,
 * and every post of every list equals, parsed, the post as the detail call answers it (`presentPost`, no
 * fragment) and as PostgreSQL writes it whole (`findPostJsonByIds`, the lists' previous path) for the same
 * reader: a member, the author and a moderator (postDelete, postEdit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { UserRole, ZPostsResponse, type TPost } from '@portal/contracts';
import { buildTwinApps } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost, buildTag } from '../../../test/factories/communities';
import { communities, postAttachments, postTags, users } from '../../db/schema/index';
import { databaseKeyOf, tenantScope } from '../../db/tenant-scope';
import { findPostJsonByIds } from './post-json.repository';
import { postFragmentKey, postFragmentsOf } from './post-fragments';

const onPostgres = Boolean(process.env.DATABASE_URL);
type Who = 'author' | 'reader' | 'moderator';
const WHO: Who[] = ['author', 'reader', 'moderator'];

describe.skipIf(!onPostgres)('post lists from kept fragments, on two instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let community: Awaited<ReturnType<typeof buildCommunity>>;
  let first: string;
  let second: string;
  const h = {} as Record<Who, Record<string, string>>;
  const ids = {} as Record<Who, string>;

  beforeAll(async () => {
    [a, b] = await buildTwinApps();
    community = await buildCommunity(a, { alias: 'pfrag', name: 'Fragments' });
    for (const who of WHO) {
      const user = await buildUser(a, { email: `pfrag-${who}@example.com` });
      ids[who] = user.id;
      await addMember(
        a,
        community.id,
        user.id,
        who === 'moderator' ? { permissions: { postDelete: true, postEdit: true } } : {},
      );
      h[who] = (await signIn(a, `pfrag-${who}@example.com`)).headers;
    }
    first = (await buildPost(a, community.id, ids.author, { title: 'First' })).id;
    second = (await buildPost(a, community.id, ids.author, { title: 'Second' })).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = async (app: FastifyInstance, who: Who, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: h[who] });
    expect(res.statusCode).toBe(200);
    return res;
  };

  /**
   * One list as `who` on `app`, checked against the contract and, post by post, against the detail's answer
   * and the whole post PostgreSQL writes for the same reader (no fragment involved).
   */
  const list = async (app: FastifyInstance, who: Who, url: string) => {
    const body = (await get(app, who, url)).json() as { posts: TPost[]; totalItemCount: number };
    expect(ZPostsResponse.parse(body)).toEqual(body);
    const actor = { id: ids[who], role: UserRole.Standard, permissions: {} };
    const scope = tenantScope(app.database.db, 'ota');
    const whole = await findPostJsonByIds(
      scope,
      actor,
      body.posts.map((p) => p.id),
    );
    body.posts.forEach((p, i) => expect(p).toEqual(JSON.parse(whole[i]!)));
    for (const p of body.posts)
      expect(p).toEqual((await get(app, who, `/api/v1/community/post/${p.id}`)).json());
    return body;
  };
  const feed = (app: FastifyInstance, who: Who) =>
    list(app, who, '/api/v1/community/post/feed?page=1&pageSize=20');
  const communityPage = (app: FastifyInstance, who: Who) =>
    list(app, who, `/api/v1/community/${community.id}/posts?page=1&pageSize=20`);
  const saved = (app: FastifyInstance, who: Who) =>
    list(app, who, '/api/v1/community/post/feed?page=1&pageSize=20&includeOnlySaved=true');
  const byId = (body: { posts: TPost[] }, id: string) => body.posts.find((p) => p.id === id);

  /** Every list for every reader on `app`; returns the reader's community page. */
  const everyone = async (app: FastifyInstance) => {
    for (const who of WHO) {
      await feed(app, who);
      await saved(app, who);
      await communityPage(app, who);
    }
    return communityPage(app, 'reader');
  };

  it('shows every write made on the other instance in the next page, equal to the whole post', async () => {
    // Both instances keep fragments of both posts.
    expect((await everyone(a)).posts.map((p) => p.id)).toEqual([second, first]);
    expect((await everyone(b)).totalItemCount).toBe(2);

    // A like and a save on a: the count on b for everyone, the flags for the reader only.
    for (const action of ['like', 'save'])
      expect(
        (
          await a.inject({
            method: 'POST',
            url: `/api/v1/community/post/${first}/${action}`,
            headers: h.reader,
          })
        ).statusCode,
      ).toBe(200);
    expect(byId(await feed(b, 'reader'), first)).toMatchObject({
      likesCount: 1,
      isLiked: true,
      isSaved: true,
    });
    expect(byId(await feed(b, 'author'), first)).toMatchObject({ likesCount: 1, isLiked: false });
    expect((await saved(b, 'reader')).posts.map((p) => p.id)).toEqual([first]);

    // An edit on a: the title and the edited time on b.
    const edited = await a.inject({
      method: 'PUT',
      url: `/api/v1/community/post/${first}`,
      headers: h.author,
      payload: { title: 'First, edited' },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = byId(await everyone(b), first)!;
    expect(afterEdit.title).toBe('First, edited');
    expect(afterEdit.updatedAt).toBe(edited.json().updatedAt);

    // The author's new name (their users row, not the post's).
    await a.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, ids.author));
    for (const p of (await everyone(b)).posts) expect(p.user.firstName).toBe('Renamed');

    // The community's new name (its row, not the post's).
    await a.database.db
      .update(communities)
      .set({ name: 'Renamed community' })
      .where(eq(communities.id, community.id));
    for (const p of (await everyone(b)).posts) expect(p.community.name).toBe('Renamed community');

    // Tags set on a (links only: the post row is not written), then a tag renamed (its row only).
    const tag = await buildTag(a, 'gamma');
    const tagged = await a.inject({
      method: 'PUT',
      url: `/api/v1/community/post/${second}/set-tags`,
      headers: h.author,
      payload: { tagIds: [tag.id] },
    });
    expect(tagged.statusCode).toBe(200);
    expect(byId(await everyone(b), second)!.tags).toEqual([{ id: tag.id, name: 'gamma' }]);
    await a.database.db.update(postTags).set({ name: 'delta' }).where(eq(postTags.id, tag.id));
    expect(byId(await everyone(b), second)!.tags).toEqual([{ id: tag.id, name: 'delta' }]);
    expect(
      (
        await a.inject({
          method: 'PUT',
          url: `/api/v1/community/post/${second}/set-tags`,
          headers: h.author,
          payload: { tagIds: [] },
        })
      ).statusCode,
    ).toBe(200);
    expect(byId(await everyone(b), second)!.tags).toEqual([]);

    // An attachment added and removed (its rows only).
    const [file] = await a.database.db
      .insert(postAttachments)
      .values({ tenantId: 'ota', postId: second, name: 'notes.pdf', key: 'ota/notes.pdf', size: 10 })
      .returning();
    expect(byId(await everyone(b), second)!.attachments).toEqual([
      { id: file!.id, name: 'notes.pdf', path: expect.stringMatching(/ota\/notes\.pdf$/) },
    ]);
    await a.database.db.delete(postAttachments).where(eq(postAttachments.id, file!.id));
    expect(byId(await everyone(b), second)!.attachments).toEqual([]);

    // A report on a: the reporter's flags, the open report for the postDelete holder only.
    const report = await a.inject({
      method: 'POST',
      url: `/api/v1/community/post/${second}/report`,
      headers: h.reader,
      payload: { message: 'Off topic' },
    });
    expect(report.statusCode).toBe(200);
    expect(byId(await everyone(b), second)).toMatchObject({
      isReported: true,
      canReport: false,
      reports: [],
    });
    expect(byId(await feed(b, 'moderator'), second)!.reports).toEqual([
      expect.objectContaining({ userId: ids.reader, reason: 'Off topic' }),
    ]);
    expect(byId(await feed(b, 'author'), second)!.reports).toEqual([]);

    // The author deletes the post on a: gone from b's lists.
    const deleted = await a.inject({
      method: 'DELETE',
      url: `/api/v1/community/post/${second}`,
      headers: h.author,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await everyone(b);
    expect(left.posts.map((p) => p.id)).toEqual([first]);
    expect(left.totalItemCount).toBe(1);
  });

  it('serves a kept fragment while its version is current, and reads it again after a write', async () => {
    const kept = (await buildPost(a, community.id, ids.author, { title: 'Kept' })).id;
    await feed(b, 'reader');
    const store = postFragmentsOf(databaseKeyOf(tenantScope(b.database.db, 'ota')));
    const fragment = store.get(postFragmentKey('ota', kept));
    expect(fragment).toBeDefined();
    // Mark b's kept copy: the next page on b sends it (no new read), a's does not.
    const marked = Buffer.from(fragment!.head.toString().replace('"Kept"', '"Marked"'));
    store.set(postFragmentKey('ota', kept), { ...fragment!, head: marked });
    const read = async (app: FastifyInstance) =>
      (
        (await get(app, 'reader', '/api/v1/community/post/feed?page=1&pageSize=20')).json().posts as TPost[]
      ).find((p) => p.id === kept);
    expect((await read(b))!.title).toBe('Marked');
    expect((await read(a))!.title).toBe('Kept');
    // A write to the author's row outside their profile keeps the version (migration 0040): still marked.
    await a.database.db.update(users).set({ mobile: '0400 000 000' }).where(eq(users.id, ids.author));
    expect((await read(b))!.title).toBe('Marked');
    // A like on a changes the post's version: b reads the post again.
    await a.inject({ method: 'POST', url: `/api/v1/community/post/${kept}/like`, headers: h.author });
    expect(await read(b)).toMatchObject({ title: 'Kept', likesCount: 1 });
    // So does the author's new avatar (their profile), equal to the whole post.
    store.set(postFragmentKey('ota', kept), { ...store.get(postFragmentKey('ota', kept))!, head: marked });
    await a.database.db
      .update(users)
      .set({ avatarUrl: '/files/avatars/kept.png' })
      .where(eq(users.id, ids.author));
    expect(byId(await everyone(b), kept)).toMatchObject({
      title: 'Kept',
      user: { avatarUrl: '/files/avatars/kept.png' },
    });
  });
});
