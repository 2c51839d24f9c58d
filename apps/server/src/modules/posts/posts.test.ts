/**
 * API tests of posts — spec 001 §4 post states, §5 validation, §6 permissions, §7 post calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sample } from '../../../test/file-bytes';
import { mp, multipart } from '../../../test/multipart';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { ZPostsResponse } from '@portal/contracts';
import { posts } from '../../db/schema/index';
import { addMember, buildCommunity, buildPost, buildTag } from '../../../test/factories/communities';

let app: FastifyInstance;
let author: { id: string };
let other: { id: string };
let mod: { id: string };
let authorH: Record<string, string>;
let otherH: Record<string, string>;
let modH: Record<string, string>;
let outsiderH: Record<string, string>;
let open: Awaited<ReturnType<typeof buildCommunity>>;
let approval: Awaited<ReturnType<typeof buildCommunity>>;
let priv: Awaited<ReturnType<typeof buildCommunity>>;
let tagA: { id: string };
let tagB: { id: string };

beforeAll(async () => {
  app = await buildTestApp();
  author = await buildUser(app, { email: 'p-author@example.com' });
  other = await buildUser(app, { email: 'p-other@example.com' });
  mod = await buildUser(app, { email: 'p-mod@example.com' });
  await buildUser(app, { email: 'p-outsider@example.com' });
  authorH = (await signIn(app, 'p-author@example.com')).headers;
  otherH = (await signIn(app, 'p-other@example.com')).headers;
  modH = (await signIn(app, 'p-mod@example.com')).headers;
  outsiderH = (await signIn(app, 'p-outsider@example.com')).headers;
  open = await buildCommunity(app, { name: 'Open', alias: 'open' });
  approval = await buildCommunity(app, { name: 'Approval', alias: 'approval', isRequirePostApproval: true });
  priv = await buildCommunity(app, { name: 'Private', alias: 'private', isPublic: false });
  for (const c of [open, approval, priv]) {
    await addMember(app, c.id, author.id);
    await addMember(app, c.id, other.id);
    await addMember(app, c.id, mod.id, { role: 'Moderator' });
  }
  tagA = await buildTag(app, 'alpha');
  tagB = await buildTag(app, 'beta');
});
afterAll(async () => app.close());

const create = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/community/post', headers, payload });

describe('POST api/v1/community/post', () => {
  it('requires authentication', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: { host: hostOf('ota') },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates a published post from multipart with an image, files and tags; HTML is sanitised', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: mp(authorH),
      payload: multipart(
        {
          communityId: open.id,
          title: '  Hello world ',
          body: '<p>Hi <a href="https://x.example">link</a><script>alert(1)</script></p>',
          type: 'Knowledge',
          tagIds: [tagA.id, tagB.id],
        },
        [
          { field: 'imageFile', name: 'cover.png', content: sample('png') },
          { field: 'files', name: 'notes.pdf', content: sample('pdf') },
          { field: 'files', name: 'sheet.xlsx', content: sample('xlsx') },
        ],
      ),
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ title: 'Hello world', status: 1, type: 'Knowledge', isFrozen: false });
    expect(post.body).not.toContain('script');
    expect(post.body).toContain('rel="noopener noreferrer"');
    expect(post.imageUrl).toMatch(/^\/api\/v1\/community\/files\/ota\//);
    expect(post.attachments.map((a: { name: string }) => a.name).sort()).toEqual(['notes.pdf', 'sheet.xlsx']);
    expect(post.tags.map((t: { name: string }) => t.name)).toEqual(['alpha', 'beta']);
    expect(post.community.alias).toBe('open');
    expect(post).toMatchObject({ canEdit: true, canDelete: true, canComment: true, canReport: false });
  });

  it('answers 400 with the spec messages and stores nothing for bad input', async () => {
    const before = (await app.database.db.select().from(posts)).length;
    const blank = await create(authorH, { communityId: open.id, title: '   ', body: '<p>x</p>' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a post title');
    const long = await create(authorH, { communityId: open.id, title: 'x'.repeat(151), body: '<p>x</p>' });
    expect(long.json().message).toBe('Max length is 150 symbols');
    const noBody = await create(authorH, { communityId: open.id, title: 'T', body: '<p> </p>' });
    expect(noBody.json().message).toBe('Please enter a post content');
    const badType = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: mp(authorH),
      payload: multipart({ communityId: open.id, title: 'T', body: 'b' }, [
        { field: 'files', name: 'virus.exe', content: 'MZ' },
      ]),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe(
      'Allowed only: pdf, docx, xlsx, ppt, pptx, txt, png, jpeg, jpg file types',
    );
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: mp(authorH),
      payload: multipart({ communityId: open.id, title: 'T', body: 'b' }, [
        { field: 'files', name: 'big.pdf', content: Buffer.alloc(5 * 1024 * 1024 + 1) },
      ]),
    });
    expect(tooBig.json().message).toBe('Maximum allowed file size is 5Mb');
    const tooMany = await create(authorH, {
      communityId: open.id,
      title: 'T',
      body: 'b',
      tagIds: Array(11).fill(tagA.id),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await app.database.db.select().from(posts)).length).toBe(before);
  });

  it('refuses non-members and private communities', async () => {
    const res = await create(outsiderH, { communityId: open.id, title: 'T', body: 'b' });
    expect(res.statusCode).toBe(403);
    const p = await create(outsiderH, { communityId: priv.id, title: 'T', body: 'b' });
    expect(p.statusCode).toBe(403);
    expect(p.json().message).toBe('Community is private');
  });
});

describe('approval and the post state machine (spec 001 §4)', () => {
  it('waits for approval; a plain member cannot approve; a moderator approves, which emits post.approved', async () => {
    const created = await create(authorH, { communityId: approval.id, title: 'Needs approval', body: 'b' });
    expect(created.json().status).toBe(2);
    const id = created.json().id;
    // Invisible to other members while pending.
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/community/post/${id}`, headers: otherH })).statusCode,
    ).toBe(404);
    const url = `/api/v1/admin/community/${approval.id}/post/${id}/set-status`;
    const denied = await app.inject({ method: 'POST', url, headers: otherH, payload: { status: 1 } });
    expect(denied.statusCode).toBe(403);
    const [row] = await app.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row!.status).toBe(2);
    const seen: string[] = [];
    app.communityEvents.on('post.approved', (e) => {
      seen.push(e.postId);
    });
    const ok = await app.inject({ method: 'POST', url, headers: modH, payload: { status: 1 } });
    expect(ok.json().status).toBe(1);
    await app.communityEvents.settle();
    expect(seen).toEqual([id]);
    const illegal = await app.inject({ method: 'POST', url, headers: modH, payload: { status: 2 } });
    expect(illegal.statusCode).toBe(400);
  });

  it('declines to Archived, publishes back, deletes and restores; the community post count follows', async () => {
    const postsCount = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/community/${approval.id}`, headers: otherH })).json()
        .community.postsCount as number;
    const start = await postsCount();
    const id = (await create(authorH, { communityId: approval.id, title: 'Decline me', body: 'b' })).json()
      .id;
    expect(await postsCount()).toBe(start);
    const url = `/api/v1/admin/community/${approval.id}/post/${id}/set-status`;
    expect(
      (await app.inject({ method: 'POST', url, headers: modH, payload: { status: 99 } })).json().status,
    ).toBe(99);
    expect(
      (await app.inject({ method: 'POST', url, headers: modH, payload: { status: 1 } })).json().status,
    ).toBe(1);
    expect(await postsCount()).toBe(start + 1);
    const del = await app.inject({ method: 'DELETE', url: `/api/v1/community/post/${id}`, headers: authorH });
    expect(del.json()).toEqual({ id, status: 3 });
    expect(await postsCount()).toBe(start);
    expect(
      (await app.inject({ method: 'POST', url, headers: otherH, payload: { status: 1 } })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url, headers: modH, payload: { status: 1 } })).json().status,
    ).toBe(1);
  });

  it('lets only the author or an editor edit; closed posts refuse edits until opened', async () => {
    const id = (await create(authorH, { communityId: open.id, title: 'Editable', body: 'b' })).json().id;
    const url = `/api/v1/community/post/${id}`;
    const other = await app.inject({ method: 'PUT', url, headers: otherH, payload: { title: 'Hijack' } });
    expect(other.statusCode).toBe(403);
    const otherDelete = await app.inject({ method: 'DELETE', url, headers: otherH });
    expect(otherDelete.statusCode).toBe(403);
    const mine = await app.inject({
      method: 'PUT',
      url,
      headers: authorH,
      payload: { title: 'Edited', body: '<p>new</p>' },
    });
    expect(mine.json()).toMatchObject({ title: 'Edited', body: '<p>new</p>' });
    const closeByMember = await app.inject({
      method: 'PUT',
      url,
      headers: otherH,
      payload: { isFrozen: true },
    });
    expect(closeByMember.statusCode).toBe(403);
    const close = await app.inject({ method: 'PUT', url, headers: modH, payload: { isFrozen: true } });
    expect(close.json()).toMatchObject({ isFrozen: true, canEdit: false });
    const editClosed = await app.inject({
      method: 'PUT',
      url,
      headers: authorH,
      payload: { title: 'Again' },
    });
    expect(editClosed.statusCode).toBe(400);
    expect(editClosed.json().message).toBe('The post is closed');
    const like = await app.inject({ method: 'POST', url: `${url}/like`, headers: otherH });
    expect(like.statusCode).toBe(400);
    const reopenByAuthor = await app.inject({
      method: 'PUT',
      url,
      headers: authorH,
      payload: { isFrozen: false },
    });
    expect(reopenByAuthor.statusCode).toBe(403);
    const reopen = await app.inject({ method: 'PUT', url, headers: modH, payload: { isFrozen: false } });
    expect(reopen.json().isFrozen).toBe(false);
    const bad = await app.inject({ method: 'PUT', url, headers: authorH, payload: { title: '' } });
    expect(bad.statusCode).toBe(400);
    const [row] = await app.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row!.title).toBe('Edited');
  });

  it('edits attachments: removes one and adds another in multipart', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: mp(authorH),
      payload: multipart({ communityId: open.id, title: 'Files', body: 'b' }, [
        { field: 'files', name: 'a.txt', content: sample('txt') },
      ]),
    });
    const post = created.json();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/post/${post.id}`,
      headers: mp(authorH),
      payload: multipart({ deletedAttachmentIds: post.attachments[0].id }, [
        { field: 'files', name: 'b.txt', content: sample('txt') },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attachments.map((a: { name: string }) => a.name)).toEqual(['b.txt']);
  });
});

describe('reading: feed, community posts, search, detail', () => {
  it('shows a private community’s posts only to members', async () => {
    const p = await buildPost(app, priv.id, author.id, { title: 'Secret' });
    const no = await app.inject({ method: 'GET', url: `/api/v1/community/post/${p.id}`, headers: outsiderH });
    expect(no.statusCode).toBe(403);
    expect(no.json().message).toBe('Community is private');
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${priv.id}/posts`,
      headers: outsiderH,
    });
    expect(list.statusCode).toBe(403);
    const yes = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${priv.id}/posts`,
      headers: otherH,
    });
    expect(yes.json().posts.map((x: { title: string }) => x.title)).toContain('Secret');
  });

  it('gives the feed of joined communities, newest first, paged by 20 with totalItemCount', async () => {
    for (let i = 0; i < 22; i++)
      await buildPost(app, open.id, author.id, {
        title: `Feed ${i}`,
        createdAt: new Date(Date.now() + i * 1000),
      });
    const res = await app.inject({ method: 'GET', url: '/api/v1/community/post/feed', headers: otherH });
    const body = res.json();
    expect(body.posts).toHaveLength(20);
    expect(body.posts[0].title).toBe('Feed 21');
    expect(body.totalItemCount).toBeGreaterThanOrEqual(22);
    const outsider = await app.inject({
      method: 'GET',
      url: '/api/v1/community/post/feed',
      headers: outsiderH,
    });
    expect(outsider.json().totalItemCount).toBe(0);
    const titles = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1/community/post/feed?${query}`, headers: otherH }))
        .json()
        .posts.map((x: { title: string }) => x.title);
    const firstTen = await titles('page=1&pageSize=10');
    expect(await titles('page=2&pageSize=5')).toEqual(firstTen.slice(5, 10));
  });

  it('merges the feed of several communities newest first across pages (one order, no repeats, no gaps)', async () => {
    // Interleaved in time between two joined communities, newer than every other post of the suite.
    const base = Date.now() + 3_600_000;
    for (let i = 0; i < 9; i++)
      await buildPost(app, i % 3 === 0 ? priv.id : open.id, author.id, {
        title: `Merged ${i}`,
        createdAt: new Date(base + i * 1000),
      });
    const titles = async (page: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/community/post/feed?page=${page}&pageSize=4`,
          headers: otherH,
        })
      )
        .json()
        .posts.map((x: { title: string }) => x.title);
    const pages = [...(await titles(1)), ...(await titles(2)), ...(await titles(3))].slice(0, 9);
    expect(pages).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Merged ${i}`));
  });

  it('pages the feed alike through its two statements: the LATERAL one (reach ≤ 32) and the Merge Append', async () => {
    // Newer than every other post of the suite, in two joined communities, interleaved in time.
    const base = Date.now() + 5_400_000;
    for (let i = 0; i < 36; i++)
      await buildPost(app, i % 4 === 0 ? priv.id : open.id, author.id, {
        title: `Paged ${i}`,
        createdAt: new Date(base + i * 1000),
      });
    const ids = async (page: number, pageSize: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/community/post/feed?page=${page}&pageSize=${pageSize}`,
          headers: otherH,
        })
      )
        .json()
        .posts.map((x: { id: string }) => x.id);
    const whole = await ids(1, 36); // reach 64: the Merge Append
    expect(whole).toHaveLength(36);
    expect(await ids(1, 30)).toEqual(whole.slice(0, 30)); // reach 32: the LATERAL
    expect(await ids(1, 20)).toEqual(whole.slice(0, 20)); // the default page size, written as a literal
    const sevens: string[] = [];
    for (let page = 1; page <= 5; page++) sevens.push(...(await ids(page, 7))); // reach 16, 16, 32, 32, 64
    expect(sevens).toEqual(whole.slice(0, 35));
  });

  it("gives each member the feed of their own communities, one joined or several, and an admin every community's", async () => {
    // The feed's queries are prepared once per number of communities and shared by every member: a member of
    // one community, then one of two, then an admin (every community, joined or not) read in turn.
    const base = Date.now() + 7_200_000;
    const solo = await buildUser(app, { email: 'p-solo@example.com' });
    const duo = await buildUser(app, { email: 'p-duo@example.com' });
    await buildUser(app, { email: 'p-admin@example.com', role: 1 });
    await addMember(app, approval.id, solo.id);
    await addMember(app, approval.id, duo.id);
    await addMember(app, priv.id, duo.id);
    const hidden = await buildCommunity(app, { name: 'Hidden', alias: 'hidden', isPublic: false });
    for (const [i, community] of [approval, priv, hidden, approval].entries())
      await buildPost(app, community.id, author.id, {
        title: `Own ${i}`,
        createdAt: new Date(base + i * 1000),
      });
    const newest = async (email: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/community/post/feed?page=1&pageSize=3',
          headers: (await signIn(app, email)).headers,
        })
      )
        .json()
        .posts.map((x: { title: string }) => x.title);
    expect((await newest('p-solo@example.com')).slice(0, 2)).toEqual(['Own 3', 'Own 0']);
    expect((await newest('p-duo@example.com')).slice(0, 3)).toEqual(['Own 3', 'Own 1', 'Own 0']);
    expect(await newest('p-admin@example.com')).toEqual(['Own 3', 'Own 2', 'Own 1']);
    expect((await newest('p-solo@example.com')).slice(0, 2)).toEqual(['Own 3', 'Own 0']);
  });

  it('searches by title and body', async () => {
    await buildPost(app, open.id, author.id, { title: 'Kangaroo care', bodyText: 'joeys' });
    await buildPost(app, open.id, author.id, {
      title: 'Other',
      body: '<p>about wombats</p>',
      bodyText: 'about wombats',
    });
    const q = (k: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/community/post/search-by-body?keyword=${k}`,
        headers: otherH,
      });
    expect((await q('kangaroo')).json().posts.map((p: { title: string }) => p.title)).toEqual([
      'Kangaroo care',
    ]);
    expect((await q('WOMBAT')).json().posts.map((p: { title: string }) => p.title)).toEqual(['Other']);
    expect((await q('')).statusCode).toBe(400);
  });

  it("hides another tenant's post as missing", async () => {
    const p = await buildPost(app, open.id, author.id);
    await buildUser(app, { email: 'p-psa@example.com', tenantId: 'psa', role: 1 });
    const { headers } = await signIn(app, 'p-psa@example.com', 'psa');
    const res = await app.inject({ method: 'GET', url: `/api/v1/community/post/${p.id}`, headers });
    expect(res.statusCode).toBe(404);
    const like = await app.inject({ method: 'POST', url: `/api/v1/community/post/${p.id}/like`, headers });
    expect(like.statusCode).toBe(404);
  });
});

describe('like, save, view, report, tags, counter', () => {
  it('likes idempotently, saves into the saved feed, counts views', async () => {
    const p = await buildPost(app, open.id, author.id, { title: 'Likeable' });
    const url = `/api/v1/community/post/${p.id}`;
    await app.inject({ method: 'POST', url: `${url}/like`, headers: otherH });
    expect((await app.inject({ method: 'POST', url: `${url}/like`, headers: otherH })).json()).toEqual({
      isLiked: true,
      likesCount: 1,
    });
    expect((await app.inject({ method: 'POST', url: `${url}/dislike`, headers: otherH })).json()).toEqual({
      isLiked: false,
      likesCount: 0,
    });
    expect((await app.inject({ method: 'POST', url: `${url}/save`, headers: otherH })).json()).toEqual({
      isSaved: true,
    });
    const saved = await app.inject({
      method: 'GET',
      url: '/api/v1/community/post/feed?includeOnlySaved=true',
      headers: otherH,
    });
    expect(saved.json().posts.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect(saved.json().posts[0].isSaved).toBe(true);
    await app.inject({ method: 'POST', url: `${url}/unsave`, headers: otherH });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/community/post/feed?includeOnlySaved=true',
          headers: otherH,
        })
      ).json().totalItemCount,
    ).toBe(0);
    const v = await app.inject({ method: 'POST', url: `${url}/view`, headers: otherH });
    expect(v.json().viewsCount).toBe(1);
  });

  it('lists saved posts most recently saved first, whatever their age or id', async () => {
    const created = [];
    for (let i = 0; i < 4; i++)
      created.push(await buildPost(app, open.id, author.id, { title: `Saved order ${i}` }));
    // Saved in ascending id order: neither the creation order nor an index order on the id is the answer.
    const saveOrder = [...created].sort((a, b) => a.id.localeCompare(b.id));
    const saver = await buildUser(app);
    const { headers } = await signIn(app, saver.email);
    for (const p of saveOrder) {
      await app.inject({ method: 'POST', url: `/api/v1/community/post/${p.id}/save`, headers });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const expected = saveOrder.map((p) => p.id).reverse();
    const saved = await app.inject({
      method: 'GET',
      url: '/api/v1/community/post/feed?includeOnlySaved=true&page=1&pageSize=10',
      headers,
    });
    expect(saved.json().posts.map((x: { id: string }) => x.id)).toEqual(expected);
    const second = await app.inject({
      method: 'GET',
      url: '/api/v1/community/post/feed?includeOnlySaved=true&page=2&pageSize=2',
      headers,
    });
    expect(second.json().posts.map((x: { id: string }) => x.id)).toEqual(expected.slice(2));
    expect(second.json().totalItemCount).toBe(4);
  });

  it('reports once per user, never by the author; reports show to postDelete holders only', async () => {
    const p = await buildPost(app, open.id, author.id, { title: 'Reportable' });
    const url = `/api/v1/community/post/${p.id}/report`;
    expect(
      (await app.inject({ method: 'POST', url, headers: authorH, payload: { message: 'mine' } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url, headers: otherH, payload: { message: '  ' } })).statusCode,
    ).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url,
      headers: otherH,
      payload: { message: 'Spam', reason: 'InappropriateContent' },
    });
    expect(ok.json()).toEqual({ reported: true });
    const twice = await app.inject({
      method: 'POST',
      url,
      headers: otherH,
      payload: { message: 'Spam again' },
    });
    expect(twice.statusCode).toBe(409);
    const asOther = (
      await app.inject({ method: 'GET', url: `/api/v1/community/post/${p.id}`, headers: otherH })
    ).json();
    expect(asOther).toMatchObject({ isReported: true, canReport: false, reports: [] });
    const asMod = (
      await app.inject({ method: 'GET', url: `/api/v1/community/post/${p.id}`, headers: modH })
    ).json();
    expect(asMod.reports).toHaveLength(1);
    expect(asMod.reports[0].reason).toBe('Spam');
    const archive = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${open.id}/post/${p.id}/set-status`,
      headers: modH,
      payload: { status: 4 },
    });
    expect(archive.json().status).toBe(4);
  });

  it('sets tags (author only, ≤ 10) and lists tags with counts', async () => {
    const p = await buildPost(app, open.id, author.id);
    const url = `/api/v1/community/post/${p.id}/set-tags`;
    expect(
      (await app.inject({ method: 'PUT', url, headers: otherH, payload: { tagIds: [tagA.id] } })).statusCode,
    ).toBe(403);
    const ok = await app.inject({ method: 'PUT', url, headers: authorH, payload: { tagIds: [tagB.id] } });
    expect(ok.json().tags.map((t: { name: string }) => t.name)).toEqual(['beta']);
    const bad = await app.inject({ method: 'PUT', url, headers: authorH, payload: { tagIds: ['x'] } });
    expect(bad.statusCode).toBe(400);
    const tags = (
      await app.inject({ method: 'GET', url: '/api/v1/community/post/tag', headers: otherH })
    ).json();
    expect(tags.tags.find((t: { name: string }) => t.name === 'beta').countOfPosts).toBeGreaterThanOrEqual(1);
  });

  it('counts a user’s published posts', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/users/${author.id}/post-counter`,
      headers: otherH,
    });
    expect(res.json().postsCount).toBeGreaterThan(5);
  });
});

describe('post lists as JSON from PostgreSQL (issue 37)', () => {
  it("answers every list with the post detail's answer for each post, field for field, for each kind of reader", async () => {
    const parity = await buildCommunity(app, {
      name: 'Parity',
      alias: 'parity',
      imageUrl: 'parity/logo.png',
    });
    const editor = await buildUser(app, { email: 'p-editor@example.com' });
    const globalEditor = await buildUser(app, {
      email: 'p-global@example.com',
      permissions: { postEdit: true },
    });
    await buildUser(app, { email: 'p-parity-admin@example.com', role: 1 });
    const flagged = await buildUser(app, { email: 'p-flagged@example.com' });
    await addMember(app, parity.id, author.id);
    await addMember(app, parity.id, other.id);
    await addMember(app, parity.id, mod.id, { role: 'Moderator' });
    await addMember(app, parity.id, editor.id, { role: 'Editor' });
    await addMember(app, parity.id, globalEditor.id);
    await addMember(app, parity.id, flagged.id, { permissions: { postDelete: true, commentCreate: false } });
    // A post with an image, tags, files, a like, a save and an open report; a closed one; an older plain one.
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: mp(authorH),
      payload: multipart(
        {
          communityId: parity.id,
          title: 'Parity rich',
          body: '<p>Parity “rich” — Zoë</p>',
          tagIds: [tagA.id, tagB.id],
        },
        [
          { field: 'imageFile', name: 'cover.png', content: sample('png') },
          { field: 'files', name: 'notes.pdf', content: sample('pdf') },
          { field: 'files', name: 'sheet.xlsx', content: sample('xlsx') },
        ],
      ),
    });
    expect(created.statusCode).toBe(201);
    const rich = created.json().id as string;
    await app.inject({ method: 'POST', url: `/api/v1/community/post/${rich}/like`, headers: otherH });
    await app.inject({ method: 'POST', url: `/api/v1/community/post/${rich}/save`, headers: otherH });
    await app.inject({ method: 'POST', url: `/api/v1/community/post/${rich}/save`, headers: modH });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${rich}/report`,
      headers: otherH,
      payload: { message: 'Spam', reason: 'InappropriateContent' },
    });
    const closed = await buildPost(app, parity.id, other.id, {
      title: 'Parity closed',
      isFrozen: true,
      type: 'Knowledge',
    });
    await app.inject({ method: 'POST', url: `/api/v1/community/post/${closed.id}/save`, headers: authorH });
    await buildPost(app, parity.id, mod.id, {
      title: 'Parity old',
      createdAt: new Date(Date.now() - 86_400_000),
      imageKey: 'https://cdn.example/x.png',
    });

    const readers = [
      'p-author',
      'p-other',
      'p-mod',
      'p-editor',
      'p-global',
      'p-parity-admin',
      'p-flagged',
      'p-outsider',
    ];
    let compared = 0;
    for (const email of readers) {
      const { headers } = await signIn(app, `${email}@example.com`);
      const lists = [
        '/api/v1/community/post/feed?page=1&pageSize=100',
        '/api/v1/community/post/feed?page=2&pageSize=3',
        '/api/v1/community/post/feed?includeOnlySaved=true',
        `/api/v1/community/${parity.id}/posts?page=1&pageSize=100`,
        `/api/v1/community/${parity.id}/posts?keyword=parity`,
        '/api/v1/community/post/search-by-body?keyword=parity',
      ];
      for (const url of lists) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const raw = res.json();
        expect(ZPostsResponse.parse(raw), url).toEqual(raw);
        for (const post of raw.posts as { id: string }[]) {
          const detail = await app.inject({
            method: 'GET',
            url: `/api/v1/community/post/${post.id}`,
            headers,
          });
          expect(post, `${email} ${url}`).toEqual(detail.json());
          compared++;
        }
      }
      const community = (
        await app.inject({ method: 'GET', url: `/api/v1/community/${parity.id}/posts`, headers })
      ).json();
      expect(community.totalItemCount).toBe(3);
      expect(community.posts.map((p: { title: string }) => p.title)).toEqual([
        'Parity closed',
        'Parity rich',
        'Parity old',
      ]);
    }
    expect(compared).toBeGreaterThan(100);
    // The one-statement community page still answers 404 for a missing community and 403 to a blacklisted one.
    const blocked = await buildUser(app, { email: 'p-blocked@example.com' });
    await addMember(app, parity.id, blocked.id, { status: 'Blocked' });
    const asBlocked = (await signIn(app, 'p-blocked@example.com')).headers;
    const denied = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${parity.id}/posts`,
      headers: asBlocked,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Community is private');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/community/00000000-0000-4000-8000-000000000000/posts',
      headers: otherH,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Community not found');
    // The flags the lists carry, as the rules say (spec 001 §6).
    const asMod = (
      await app.inject({ method: 'GET', url: `/api/v1/community/${parity.id}/posts`, headers: modH })
    ).json();
    const richAsMod = asMod.posts.find((p: { id: string }) => p.id === rich);
    expect(richAsMod).toMatchObject({ isSaved: true, canEdit: true, canReport: true });
    expect(richAsMod.reports).toHaveLength(1);
    expect(richAsMod.tags.map((t: { name: string }) => t.name)).toEqual(['alpha', 'beta']);
    expect(richAsMod.attachments).toHaveLength(2);
    const asOther = (
      await app.inject({ method: 'GET', url: `/api/v1/community/${parity.id}/posts`, headers: otherH })
    ).json();
    expect(asOther.posts.find((p: { id: string }) => p.id === rich)).toMatchObject({
      isLiked: true,
      isReported: true,
      canReport: false,
      canEdit: false,
      reports: [],
    });
    expect(asOther.posts.find((p: { id: string }) => p.id === closed.id)).toMatchObject({
      isFrozen: true,
      canEdit: false,
      canComment: false,
    });
  });

  it('gives a feed of more communities than one statement reads (9) in order across pages, as a feed of two', async () => {
    const many = await buildUser(app, { email: 'p-many@example.com' });
    const { headers } = await signIn(app, 'p-many@example.com');
    const base = Date.now() + 3_600_000;
    const titles: string[] = [];
    for (let i = 0; i < 9; i++) {
      const c = await buildCommunity(app, { name: `Many ${i}`, alias: `many-${i}` });
      await addMember(app, c.id, many.id);
      await buildPost(app, c.id, author.id, { title: `Many ${i}`, createdAt: new Date(base + i * 1000) });
      titles.unshift(`Many ${i}`);
    }
    const feed = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1/community/post/feed?${query}`, headers })).json();
    const first = await feed('page=1&pageSize=5');
    const second = await feed('page=2&pageSize=5');
    expect([...first.posts, ...second.posts].map((p: { title: string }) => p.title)).toEqual(titles);
    expect(first.totalItemCount).toBe(9);
    expect(ZPostsResponse.parse(first)).toEqual(first);
  });
});
