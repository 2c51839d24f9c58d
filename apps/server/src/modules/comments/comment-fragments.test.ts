/**
 * A page of comments from kept fragments (comment-fragments.ts; issue 37 point 2, spec 001 §7 comment calls):
 * two app instances on one database, each keeping its own fragments. After every kind of write on one
 * instance — a like, an edit, the author's new name, a report, a reply, a deletion with its subtree, a
 * moderation removal, the author's new name, avatar or pronoun — the other instance's next page shows it,
 * and every comment of every page is equal to the comment as PostgreSQL writes it whole (`findCommentById`,
 * no fragment), for a reader, the author and a commentDelete holder. A write to a user's other columns keeps
 * the fragments of their comments (the author-profile version, migration 0040).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ZCommentsResponse, type TComment } from '@portal/contracts';
import { buildTwinApps } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { users } from '../../db/schema/index';
import { databaseKeyOf, tenantScope } from '../../db/tenant-scope';
import { findCommentById } from './comments.repository';
import { fragmentKey, fragmentsOf } from './comment-fragments';
import { threadPagesOf } from './comment-thread-pages';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('a page of comments from kept fragments, on two instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let community: Awaited<ReturnType<typeof buildCommunity>>;
  let postId: string;
  const h: Record<'author' | 'reader' | 'moderator', Record<string, string>> = {
    author: {},
    reader: {},
    moderator: {},
  };
  const ids: Record<'author' | 'reader' | 'moderator', string> = { author: '', reader: '', moderator: '' };

  beforeAll(async () => {
    [a, b] = await buildTwinApps();
    community = await buildCommunity(a, { alias: 'frag' });
    for (const who of ['author', 'reader', 'moderator'] as const) {
      const user = await buildUser(a, { email: `frag-${who}@example.com` });
      ids[who] = user.id;
      await addMember(
        a,
        community.id,
        user.id,
        who === 'moderator' ? { permissions: { commentDelete: true } } : {},
      );
      h[who] = (await signIn(a, `frag-${who}@example.com`)).headers;
    }
    postId = (await buildPost(a, community.id, ids.author)).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const comment = async (
    app: FastifyInstance,
    who: keyof typeof h,
    body: string,
    parentCommentId?: string,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${postId}/comment`,
      headers: h[who],
      payload: { body, ...(parentCommentId ? { parentCommentId } : {}) },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as TComment;
  };

  /**
   * The page as `who` on `app`, checked against the contract and, comment by comment, against the whole
   * comment as PostgreSQL writes it for the same reader (no fragment involved).
   */
  const page = async (app: FastifyInstance, who: keyof typeof h) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/post/${postId}/comment?page=1&pageSize=1000`,
      headers: h[who],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { postComments: TComment[]; totalItemCount: number };
    expect(ZCommentsResponse.parse(body)).toEqual(body);
    const scope = tenantScope(app.database.db, 'ota');
    for (const c of body.postComments)
      expect(c).toEqual(await findCommentById(scope, ids[who], c.id, who === 'moderator'));
    return body;
  };
  const byId = (body: { postComments: TComment[] }, id: string) => body.postComments.find((c) => c.id === id);
  const everyone = async (app: FastifyInstance) => {
    for (const who of ['author', 'reader', 'moderator'] as const) await page(app, who);
    return page(app, 'reader');
  };

  it('shows every write made on the other instance in the next page, equal to the whole comment', async () => {
    const top = await comment(a, 'reader', '<p>Top</p>');
    const reply = await comment(a, 'author', '<p>Reply</p>', top.id);
    const other = await comment(a, 'author', '<p>Other</p>');
    // Both instances keep fragments of all three.
    expect((await everyone(a)).postComments.map((c) => c.id)).toEqual([other.id, reply.id, top.id]);
    expect((await everyone(b)).totalItemCount).toBe(3);

    // A like on a: the count on b, and the liker's own flag.
    const likeUrl = `/api/v1/community/post/comment/${top.id}/like`;
    expect((await a.inject({ method: 'POST', url: likeUrl, headers: h.author })).statusCode).toBe(200);
    expect(byId(await everyone(b), top.id)).toMatchObject({ likesCount: 1, isLiked: false });
    expect(byId(await page(b, 'author'), top.id)).toMatchObject({ likesCount: 1, isLiked: true });

    // An edit on a: the body and the edited time on b.
    const edited = await a.inject({
      method: 'PUT',
      url: `/api/v1/community/post/comment/${top.id}`,
      headers: h.reader,
      payload: { body: '<p>Top, edited</p>' },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = byId(await everyone(b), top.id)!;
    expect(afterEdit.body).toBe('<p>Top, edited</p>');
    expect(afterEdit.updatedAt).toBe(edited.json().updatedAt);

    // The author's new name (their users row, not the comment's): every comment of theirs on b.
    await a.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, ids.author));
    const renamed = await everyone(b);
    for (const id of [reply.id, other.id]) expect(byId(renamed, id)!.user.firstName).toBe('Renamed');
    expect(byId(renamed, top.id)!.user.firstName).not.toBe('Renamed');

    // A report: the reporter's flag, the open report for the commentDelete holder only.
    const report = await a.inject({
      method: 'POST',
      url: `/api/v1/community/post/comment/${other.id}/report`,
      headers: h.reader,
      payload: { message: 'Off topic' },
    });
    expect(report.statusCode).toBe(200);
    expect(byId(await everyone(b), other.id)).toMatchObject({ isReported: true, reports: [] });
    expect(byId(await page(b, 'moderator'), other.id)!.reports).toEqual([
      expect.objectContaining({ userId: ids.reader, reason: 'Off topic' }),
    ]);

    // A new reply on a, then the deletion of its parent with the subtree.
    const second = await comment(a, 'moderator', '<p>Second reply</p>', top.id);
    expect((await everyone(b)).postComments.map((c) => c.id)).toEqual([
      second.id,
      other.id,
      reply.id,
      top.id,
    ]);
    const deleted = await a.inject({
      method: 'DELETE',
      url: `/api/v1/community/post/comment/${top.id}`,
      headers: h.reader,
    });
    expect(deleted.json()).toEqual({ deletedCount: 3, commentsCount: 1 });
    const left = await everyone(b);
    expect(left.postComments.map((c) => c.id)).toEqual([other.id]);
    expect(left.totalItemCount).toBe(1);

    // The moderator approves the report on a: the comment is gone from b's next page.
    const approved = await a.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${community.id}/comment/${other.id}/report/approve`,
      headers: h.moderator,
    });
    expect(approved.statusCode).toBe(200);
    expect(await everyone(b)).toEqual({ postComments: [], totalItemCount: 0 });
  });

  it('serves a kept fragment while its version is current, and reads it again after a write', async () => {
    const kept = await comment(a, 'reader', '<p>Kept</p>');
    await page(b, 'reader');
    const store = fragmentsOf(databaseKeyOf(tenantScope(b.database.db, 'ota')));
    const fragment = store.get(fragmentKey('ota', kept.id));
    expect(fragment).toBeDefined();
    // Mark b's kept copy: the next page on b sends it (no new read), a's does not.
    const marked = Buffer.from(fragment!.head.toString().replace('<p>Kept</p>', '<p>Marked</p>'));
    store.set(fragmentKey('ota', kept.id), { ...fragment!, head: marked });
    // The page kept whole (comment-thread-pages.ts) holds its own fragments: drop it, so b assembles again.
    threadPagesOf(databaseKeyOf(tenantScope(b.database.db, 'ota'))).clear();
    const read = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/community/post/${postId}/comment?page=1&pageSize=1000`,
          headers: h.reader,
        })
      ).json().postComments as TComment[];
    expect((await read(b)).find((c) => c.id === kept.id)!.body).toBe('<p>Marked</p>');
    expect((await read(a)).find((c) => c.id === kept.id)!.body).toBe('<p>Kept</p>');
    // A like on a changes the comment's version: b reads the comment again.
    await a.inject({
      method: 'POST',
      url: `/api/v1/community/post/comment/${kept.id}/like`,
      headers: h.author,
    });
    expect((await read(b)).find((c) => c.id === kept.id)).toMatchObject({
      body: '<p>Kept</p>',
      likesCount: 1,
    });
  });

  it("keeps a fragment after a write to the author's other columns, and reads it again after a profile change", async () => {
    const mine = await comment(a, 'author', '<p>Mine</p>');
    await page(b, 'reader');
    const store = fragmentsOf(databaseKeyOf(tenantScope(b.database.db, 'ota')));
    const key = fragmentKey('ota', mine.id);
    const fragment = store.get(key)!;
    store.set(key, {
      ...fragment,
      head: Buffer.from(fragment.head.toString().replace('<p>Mine</p>', '<p>Marked</p>')),
    });
    threadPagesOf(databaseKeyOf(tenantScope(b.database.db, 'ota'))).clear();
    const read = async () =>
      (
        await b.inject({
          method: 'GET',
          url: `/api/v1/community/post/${postId}/comment?page=1&pageSize=1000`,
          headers: h.reader,
        })
      ).json().postComments as TComment[];
    // Not the author's profile (id, names, avatar, pronoun): b's kept copy stays current (migration 0040).
    await a.database.db.update(users).set({ mobile: '0400 000 000' }).where(eq(users.id, ids.author));
    expect((await read()).find((c) => c.id === mine.id)!.body).toBe('<p>Marked</p>');
    // The author's avatar and pronoun, then another author's last name: b reads the comment again each time.
    await a.database.db
      .update(users)
      .set({ avatarUrl: '/files/avatars/new.png', pronoun: 'they/them' })
      .where(eq(users.id, ids.author));
    expect(byId(await everyone(b), mine.id)).toMatchObject({
      body: '<p>Mine</p>',
      user: { avatarUrl: '/files/avatars/new.png', pronoun: 'they/them' },
    });
    const theirs = await comment(a, 'moderator', '<p>Theirs</p>');
    await page(b, 'reader');
    await a.database.db.update(users).set({ lastName: 'Changed' }).where(eq(users.id, ids.moderator));
    expect(byId(await everyone(b), theirs.id)!.user.lastName).toBe('Changed');
  });

  it("answers a kept page whole while its key holds, assembles it with a caller's flags, and anew after a write", async () => {
    const liked = await comment(a, 'author', '<p>Liked</p>');
    const likeUrl = `/api/v1/community/post/comment/${liked.id}/like`;
    expect((await a.inject({ method: 'POST', url: likeUrl, headers: h.reader })).statusCode).toBe(200);
    // A member with no like or report: the plain answer.
    const plainUser = await buildUser(a, { email: 'frag-plain@example.com' });
    await addMember(a, community.id, plainUser.id);
    const plainHeaders = (await signIn(a, 'frag-plain@example.com')).headers;
    const raw = async () =>
      (
        await b.inject({
          method: 'GET',
          url: `/api/v1/community/post/${postId}/comment?page=1&pageSize=1000`,
          headers: plainHeaders,
        })
      ).body;
    const first = await raw();
    expect(await raw()).toBe(first);
    // The kept answer is sent as it is: mark it, and the member gets the mark.
    const pages = threadPagesOf(databaseKeyOf(tenantScope(b.database.db, 'ota')));
    expect(pages.size).toBe(1);
    const [entry] = [...pages.values()];
    entry!.plain!.answer = Buffer.from(first.replace('<p>Liked</p>', '<p>Marked</p>'));
    expect(await raw()).toContain('<p>Marked</p>');
    // Callers with flags get the page assembled from the kept fragments, each comment equal to the whole one.
    expect(byId(await page(b, 'reader'), liked.id)).toMatchObject({ body: '<p>Liked</p>', isLiked: true });
    // A new comment on a changes the page's key: b answers anew.
    await comment(a, 'reader', '<p>New</p>');
    const fresh = await raw();
    expect(fresh).not.toContain('Marked');
    expect((JSON.parse(fresh) as { postComments: TComment[] }).postComments[0]!.body).toBe('<p>New</p>');
    // Every reader's page (kept or assembled) equals the whole comments again.
    await everyone(b);
  });
});
