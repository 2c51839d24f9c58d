/**
 * API tests of comments — spec 001 §4 "Comments" (depth 3, subtree deletion counts), §6 (author or
 * commentEdit, report rules), §7 comment calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ZCommentsResponse } from '@portal/contracts';
import { sample } from '../../../test/file-bytes';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { postAttachments, postComments, posts, users } from '../../db/schema/index';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';

let app: FastifyInstance;
let author: { id: string };
let authorH: Record<string, string>;
let otherH: Record<string, string>;
let editorH: Record<string, string>;
let outsiderH: Record<string, string>;
let community: Awaited<ReturnType<typeof buildCommunity>>;
let priv: Awaited<ReturnType<typeof buildCommunity>>;

beforeAll(async () => {
  app = await buildTestApp();
  author = await buildUser(app, { email: 'k-author@example.com' });
  const other = await buildUser(app, { email: 'k-other@example.com' });
  const editor = await buildUser(app, { email: 'k-editor@example.com' });
  await buildUser(app, { email: 'k-outsider@example.com' });
  authorH = (await signIn(app, 'k-author@example.com')).headers;
  otherH = (await signIn(app, 'k-other@example.com')).headers;
  editorH = (await signIn(app, 'k-editor@example.com')).headers;
  outsiderH = (await signIn(app, 'k-outsider@example.com')).headers;
  community = await buildCommunity(app, { alias: 'talk' });
  priv = await buildCommunity(app, { alias: 'quiet', isPublic: false });
  for (const c of [community, priv]) {
    await addMember(app, c.id, author.id);
    await addMember(app, c.id, other.id);
    await addMember(app, c.id, editor.id, { role: 'Editor' });
  }
});
afterAll(async () => app.close());

const comment = (headers: Record<string, string>, postId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/community/post/${postId}/comment`, headers, payload });
const countOf = async (postId: string) =>
  (await app.database.db.select().from(posts).where(eq(posts.id, postId)))[0]!.commentsCount;

describe('POST api/v1/community/post/{id}/comment', () => {
  it('requires authentication', async () => {
    const p = await buildPost(app, community.id, author.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${p.id}/comment`,
      headers: { host: hostOf('ota') },
      payload: { body: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('replies three levels deep and refuses a fourth level', async () => {
    const p = await buildPost(app, community.id, author.id);
    const l1 = await comment(otherH, p.id, { body: '<p>Level 1</p>' });
    expect(l1.statusCode).toBe(201);
    expect(l1.json()).toMatchObject({ depth: 1, parentCommentId: null, body: '<p>Level 1</p>' });
    const l2 = await comment(authorH, p.id, { body: 'Level 2', parentCommentId: l1.json().id });
    const l3 = await comment(otherH, p.id, { body: 'Level 3', parentCommentId: l2.json().id });
    expect(l3.json().depth).toBe(3);
    const l4 = await comment(authorH, p.id, { body: 'Level 4', parentCommentId: l3.json().id });
    expect(l4.statusCode).toBe(400);
    expect(l4.json().message).toBe('Replies are allowed up to 3 levels');
    expect(await countOf(p.id)).toBe(3);
    const list = (
      await app.inject({ method: 'GET', url: `/api/v1/community/post/${p.id}/comment`, headers: otherH })
    ).json();
    expect(list.totalItemCount).toBe(3);
    expect(list.postComments[0].body).toBe('Level 3');
  });

  it('refuses blank bodies, parents of another post, non-members, private and closed posts', async () => {
    const p = await buildPost(app, community.id, author.id);
    expect((await comment(otherH, p.id, { body: '<p>  </p>' })).json().message).toBe(
      'Please enter a comment',
    );
    const q = await buildPost(app, community.id, author.id);
    const foreign = (await comment(otherH, q.id, { body: 'x' })).json().id;
    expect((await comment(otherH, p.id, { body: 'x', parentCommentId: foreign })).statusCode).toBe(400);
    expect((await comment(outsiderH, p.id, { body: 'x' })).statusCode).toBe(403);
    const sp = await buildPost(app, priv.id, author.id);
    const res = await comment(outsiderH, sp.id, { body: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Community is private');
    const closed = await buildPost(app, community.id, author.id, { isFrozen: true });
    const c = await comment(otherH, closed.id, { body: 'x' });
    expect(c.statusCode).toBe(400);
    expect(c.json().message).toBe('The post is closed');
    expect(await countOf(p.id)).toBe(0);
  });

  it('attaches files in multipart (types and 5 MB of spec 001 §5) and allows an empty body with files', async () => {
    const p = await buildPost(app, community.id, author.id);
    const boundary = 'CMTBOUNDARY';
    const body = (name: string, content: string | Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { ...otherH, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const url = `/api/v1/community/post/${p.id}/comment`;
    const bad = await app.inject({ method: 'POST', url, headers, payload: body('run.sh', 'echo') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Allowed only: /);
    expect(await countOf(p.id)).toBe(0);
    // The content must be what the extension says: an HTML page named .pdf is refused.
    const disguised = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: body('report.pdf', '<html><script>alert(1)</script></html>'),
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/^Allowed only: /);
    expect(await countOf(p.id)).toBe(0);
    const ok = await app.inject({ method: 'POST', url, headers, payload: body('photo.png', sample('png')) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().body).toBe('');
    expect(ok.json().attachments[0].name).toBe('photo.png');
  });

  it('sanitises comment HTML', async () => {
    const p = await buildPost(app, community.id, author.id);
    const res = await comment(otherH, p.id, { body: '<p onclick="x()">Hi<script>bad()</script></p>' });
    expect(res.json().body).toBe('<p>Hi</p>');
  });
});

describe('editing and deleting comments', () => {
  it('lets the author or a commentEdit holder edit; others get 403', async () => {
    const p = await buildPost(app, community.id, author.id);
    const id = (await comment(otherH, p.id, { body: 'Original' })).json().id;
    const url = `/api/v1/community/post/comment/${id}`;
    expect(
      (await app.inject({ method: 'PUT', url, headers: authorH, payload: { body: 'Hijack' } })).statusCode,
    ).toBe(403);
    const own = await app.inject({ method: 'PUT', url, headers: otherH, payload: { body: 'Mine edited' } });
    expect(own.json().body).toBe('Mine edited');
    expect(new Date(own.json().updatedAt).getTime()).toBeGreaterThan(
      new Date(own.json().createdAt).getTime(),
    );
    const byEditor = await app.inject({
      method: 'PUT',
      url,
      headers: editorH,
      payload: { body: 'Edited by editor' },
    });
    expect(byEditor.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(postComments).where(eq(postComments.id, id));
    expect(row!.body).toBe('Edited by editor');
  });

  it('deletes the whole subtree and lowers the count by its size', async () => {
    const p = await buildPost(app, community.id, author.id);
    const a = (await comment(otherH, p.id, { body: 'A' })).json().id;
    const b = (await comment(authorH, p.id, { body: 'B', parentCommentId: a })).json().id;
    await comment(otherH, p.id, { body: 'C', parentCommentId: b });
    await comment(authorH, p.id, { body: 'D', parentCommentId: a });
    await comment(authorH, p.id, { body: 'E' });
    expect(await countOf(p.id)).toBe(5);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/community/post/comment/${a}`, headers: authorH }))
        .statusCode,
    ).toBe(403);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/community/post/comment/${a}`,
      headers: otherH,
    });
    expect(res.json()).toEqual({ deletedCount: 4, commentsCount: 1 });
    const left = await app.database.db.select().from(postComments).where(eq(postComments.postId, p.id));
    expect(left.map((c) => c.body)).toEqual(['E']);
  });
});

describe('comment likes and reports', () => {
  it('likes idempotently and reports once, never one’s own', async () => {
    const p = await buildPost(app, community.id, author.id);
    const id = (await comment(otherH, p.id, { body: 'Like me' })).json().id;
    const url = `/api/v1/community/post/comment/${id}`;
    await app.inject({ method: 'POST', url: `${url}/like`, headers: authorH });
    expect((await app.inject({ method: 'POST', url: `${url}/like`, headers: authorH })).json()).toEqual({
      isLiked: true,
      likesCount: 1,
    });
    expect(
      (await app.inject({ method: 'POST', url: `${url}/dislike`, headers: authorH })).json().likesCount,
    ).toBe(0);
    expect(
      (await app.inject({ method: 'POST', url: `${url}/report`, headers: otherH, payload: { message: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${url}/report`,
          headers: authorH,
          payload: { message: 'Rude' },
        })
      ).json(),
    ).toEqual({ reported: true });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${url}/report`,
          headers: authorH,
          payload: { message: 'Rude' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('GET api/v1/community/post/{id}/comment', () => {
  it("answers the contract's CommentsResponse as PostgreSQL builds it: times to the millisecond, file paths, the caller's flags, open reports for commentDelete only", async () => {
    const p = await buildPost(app, community.id, author.id);
    const moderator = await buildUser(app, { email: 'k-moderator@example.com' });
    await addMember(app, community.id, moderator.id, { permissions: { commentDelete: true } });
    const moderatorH = (await signIn(app, 'k-moderator@example.com')).headers;
    const first = (await comment(otherH, p.id, { body: '<p>First</p>' })).json();
    const reply = (await comment(authorH, p.id, { body: 'Reply', parentCommentId: first.id })).json();
    await app.database.db
      .update(postComments)
      .set({
        createdAt: sql`'2026-01-02T03:04:05.678912Z'::timestamptz`,
        updatedAt: sql`'2026-01-03T03:04:05.999999Z'::timestamptz`,
      })
      .where(eq(postComments.id, first.id));
    await app.database.db.insert(postAttachments).values([
      { tenantId: 'ota', commentId: first.id, name: 'a-photo.png', key: 'ota/k/photo.png', size: 10 },
      {
        tenantId: 'ota',
        commentId: first.id,
        name: 'b-link.pdf',
        key: 'https://cdn.example/b.pdf',
        size: 20,
      },
    ]);
    const url = `/api/v1/community/post/comment/${first.id}`;
    await app.inject({ method: 'POST', url: `${url}/like`, headers: authorH });
    await app.inject({
      method: 'POST',
      url: `${url}/report`,
      headers: authorH,
      payload: { message: 'Rude' },
    });
    const list = (headers: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/community/post/${p.id}/comment?page=1&pageSize=1000`,
        headers,
      });

    const asOther = await list(otherH);
    expect(asOther.statusCode).toBe(200);
    expect(asOther.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = asOther.json();
    // Every field has the contract's type and no field lies outside it (parse drops unknown keys).
    expect(ZCommentsResponse.parse(body)).toEqual(body);
    expect(body.totalItemCount).toBe(2);
    expect(body.postComments.map((c: { id: string }) => c.id)).toEqual([reply.id, first.id]);
    const [other] = await app.database.db.select().from(users).where(eq(users.id, first.createdByUserId));
    expect(body.postComments[1]).toEqual({
      id: first.id,
      postId: p.id,
      parentCommentId: null,
      depth: 1,
      body: '<p>First</p>',
      attachments: [
        { id: expect.any(String), name: 'a-photo.png', path: '/api/v1/community/files/ota/k/photo.png' },
        { id: expect.any(String), name: 'b-link.pdf', path: 'https://cdn.example/b.pdf' },
      ],
      createdByUserId: other!.id,
      createdAt: '2026-01-02T03:04:05.678Z',
      updatedAt: '2026-01-03T03:04:05.999Z',
      likesCount: 1,
      isLiked: false,
      isReported: false,
      reports: [],
      user: {
        id: other!.id,
        firstName: other!.firstName,
        lastName: other!.lastName,
        avatarUrl: other!.avatarUrl,
        pronoun: other!.pronoun,
      },
    });
    expect(body.postComments[0]).toMatchObject({ parentCommentId: first.id, depth: 2, attachments: [] });

    const asAuthor = (await list(authorH)).json().postComments[1];
    expect(asAuthor).toMatchObject({ isLiked: true, isReported: true, reports: [] });
    const asModerator = (await list(moderatorH)).json();
    expect(ZCommentsResponse.parse(asModerator)).toEqual(asModerator);
    expect(asModerator.postComments[1].reports).toEqual([
      {
        id: expect.any(String),
        userId: author.id,
        reason: 'Rude',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    expect(asModerator.postComments[0].reports).toEqual([]);
  });
});

describe('community events', () => {
  it('emits comment.created with the parent and content.reported after commit', async () => {
    const p = await buildPost(app, community.id, author.id);
    const created: { commentId: string; parentCommentId: string | null; postAuthorId: string }[] = [];
    const reported: { postId: string; commentId: string | null }[] = [];
    app.communityEvents.on('comment.created', (e) => {
      if (e.postId === p.id) created.push(e);
    });
    app.communityEvents.on('content.reported', (e) => {
      if (e.postId === p.id) reported.push(e);
    });
    const top = (await comment(otherH, p.id, { body: 'Top' })).json().id;
    const reply = (await comment(authorH, p.id, { body: 'Reply', parentCommentId: top })).json().id;
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/comment/${reply}/report`,
      headers: otherH,
      payload: { message: 'Rude' },
    });
    await app.communityEvents.settle();
    expect(created).toEqual([
      expect.objectContaining({ commentId: top, parentCommentId: null, postAuthorId: author.id }),
      expect.objectContaining({ commentId: reply, parentCommentId: top }),
    ]);
    expect(reported).toEqual([expect.objectContaining({ commentId: reply })]);
  });
});
