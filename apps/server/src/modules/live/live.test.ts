/**
 * GET /api/live — live updates over server-sent events (issue 38 point 4, docs/live-updates.md). On two
 * replicas of one PostgreSQL database: a comment written through one reaches a member streaming from the other
 * within 2 s, with the recipient's new unread count; members of another tenant, outside a private community, or
 * removed from it since they opened the post receive nothing. On any engine: the refusals (401, 406, 404/403
 * for a post the caller may not see, 429 past five streams) and the in-process delivery of one app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LIVE, LIVE_MESSAGES } from '@portal/contracts';
import { buildTestApp, buildTwinApps, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { openLive, portOf, type OpenStream } from '../../../test/sse';
import { communityMembers, posts } from '../../db/schema/index';

const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const comment = (app: FastifyInstance, headers: Record<string, string>, postId: string, body: string) =>
  app.inject({ method: 'POST', url: `/api/v1/community/post/${postId}/comment`, headers, payload: { body } });

describe.skipIf(!onPostgres)('live updates on two replicas of one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const streams: OpenStream[] = [];
  const open = async (...args: Parameters<typeof openLive>) => {
    const s = await openLive(...args);
    streams.push(s);
    return s;
  };
  let reader: { id: string };
  let writer: { id: string };
  let former: { id: string };
  let privateCommunity: { id: string };
  let readersPost: { id: string };
  let h: Record<'reader' | 'writer' | 'former' | 'outsider' | 'stranger', Record<string, string>>;

  beforeAll(async () => {
    [a, b] = await buildTwinApps();
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    reader = await buildUser(a, { email: 'live-reader@example.com' });
    writer = await buildUser(a, { email: 'live-writer@example.com' });
    former = await buildUser(a, { email: 'live-former@example.com' });
    await buildUser(a, { email: 'live-outsider@example.com' });
    // Same e-mail in another tenant: a member of psa never hears of ota's posts.
    await buildUser(a, { email: 'live-reader@example.com', tenantId: 'psa' });
    privateCommunity = await buildCommunity(a, { isPublic: false });
    for (const u of [reader, writer, former]) await addMember(a, privateCommunity.id, u.id);
    readersPost = await buildPost(a, privateCommunity.id, reader.id);
    h = {
      reader: (await signIn(b, 'live-reader@example.com')).headers,
      writer: (await signIn(a, 'live-writer@example.com')).headers,
      former: (await signIn(b, 'live-former@example.com')).headers,
      outsider: (await signIn(b, 'live-outsider@example.com')).headers,
      stranger: (await signIn(b, 'live-reader@example.com', 'psa')).headers,
    };
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await b?.close();
    await a?.close();
  });

  it('refuses to let a member outside a private community follow its post', async () => {
    const refused = await open(portOf(b), h.outsider, [readersPost.id]);
    expect(refused.status).toBe(403);
    const other = await open(portOf(b), h.stranger, [readersPost.id]);
    expect(other.status).toBe(404);
  });

  it('delivers a comment written on A to the follower on B within 2 s, and its notification to the recipient only', async () => {
    // As a browser asks: answers may come compressed, but the stream never does (live.routes.ts), or its events
    // would sit in the compressor's buffer.
    const onB = await open(portOf(b), { ...h.reader, 'accept-encoding': 'gzip, deflate, br' }, [
      readersPost.id,
    ]);
    const formerOnB = await open(portOf(b), h.former, [readersPost.id]);
    const outsider = await open(portOf(b), h.outsider);
    const stranger = await open(portOf(b), h.stranger);
    const writerOnA = await open(portOf(a), h.writer, [readersPost.id]);
    for (const s of [onB, formerOnB, outsider, stranger, writerOnA]) expect(s.status).toBe(200);
    // Removed since opening the post: the rule is applied to every event, not only at opening.
    await a.database.db
      .update(communityMembers)
      .set({ status: 'Removed' })
      .where(eq(communityMembers.userId, former.id));

    const started = performance.now();
    const res = await comment(a, h.writer, readersPost.id, 'Seen live?');
    expect(res.statusCode).toBe(201);
    const commentEvent = await onB.next('comment', 2_000);
    expect(commentEvent.data).toEqual({ postId: readersPost.id, commentId: expect.any(String) });
    expect(commentEvent.at - started).toBeLessThan(2_000);
    // The post's author is told by a notification: the bell's count comes with it.
    const bell = await onB.next('notification', 2_000);
    expect(bell.data).toEqual({ unreadCount: 1 });
    // Within the same window, nothing for anyone else (the writer hears nothing of their own comment).
    await sleep(Math.max(0, 2_000 - (performance.now() - started)));
    expect(formerOnB.events).toEqual([]);
    expect(outsider.events).toEqual([]);
    expect(stranger.events).toEqual([]);
    expect(writerOnA.events).toEqual([]);

    // Read on A: the count on B follows.
    await a.inject({
      method: 'PUT',
      url: '/api/v1/community/notification/all-set-as-read',
      headers: { ...h.reader, host: hostOf('ota') },
    });
    await onB.next('notification', 2_000, (d) => (d as { unreadCount: number }).unreadCount === 0);
  });

  it('announces a new post to the feeds of joined members only, never to its author', async () => {
    const readerOnB = await open(portOf(b), h.reader);
    const writerOnA = await open(portOf(a), h.writer);
    const outsider = await open(portOf(b), h.outsider);
    const publicCommunity = await buildCommunity(a);
    await addMember(a, publicCommunity.id, reader.id);
    const started = performance.now();
    const post = await buildPost(a, privateCommunity.id, writer.id);
    const pending = await buildPost(a, publicCommunity.id, writer.id, { status: 2 });
    const seen = await readerOnB.next('post', 2_000);
    expect(seen.data).toEqual({ communityId: privateCommunity.id, postId: post.id });
    await sleep(Math.max(0, 1_000 - (performance.now() - started)));
    expect(writerOnA.events).toEqual([]);
    expect(outsider.events).toEqual([]);
    // The pending post, once approved (status → Published), is announced then.
    await a.database.db.update(posts).set({ status: 1 }).where(eq(posts.id, pending.id));
    await readerOnB.next('post', 2_000, (d) => (d as { postId: string }).postId === pending.id);
    expect(outsider.events).toEqual([]);
  });
});

describe('GET /api/live on one app', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let author: Record<string, string>;
  let post: { id: string };
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const member = await buildUser(app, { email: 'live-one@example.com' });
    const writer = await buildUser(app, { email: 'live-one-writer@example.com' });
    const community = await buildCommunity(app);
    await addMember(app, community.id, member.id);
    await addMember(app, community.id, writer.id);
    post = await buildPost(app, community.id, member.id);
    headers = (await signIn(app, 'live-one@example.com')).headers;
    author = (await signIn(app, 'live-one-writer@example.com')).headers;
  });
  afterAll(async () => app.close());

  it('answers 401 without a token, 406 without text/event-stream, 400 for a bad post id, 404 for an unknown post', async () => {
    expect((await app.inject({ url: '/api/live', headers: { host: hostOf('ota') } })).statusCode).toBe(401);
    const plain = await app.inject({ url: '/api/live', headers });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().message).toBe(LIVE_MESSAGES.notAcceptable);
    const accept = 'text/event-stream';
    const bad = await app.inject({ url: '/api/live?posts=abc', headers: { ...headers, accept } });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      url: '/api/live?posts=00000000-0000-4000-8000-000000000000',
      headers: { ...headers, accept },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('delivers a comment in the same process and refuses a sixth stream of one member', async () => {
    const opened = [];
    for (let i = 0; i < LIVE.maxPerUser; i++) opened.push(await openLive(portOf(app), headers, [post.id]));
    try {
      expect(opened.map((s) => s.status)).toEqual(Array(LIVE.maxPerUser).fill(200));
      const sixth = await openLive(portOf(app), headers);
      expect(sixth.status).toBe(429);
      expect(JSON.parse(sixth.body).message).toBe(LIVE_MESSAGES.tooMany);
      expect((await comment(app, author, post.id, 'Hello')).statusCode).toBe(201);
      for (const s of opened) await s.next('comment', 5_000);
    } finally {
      for (const s of opened) s.close();
    }
    // Closed streams are forgotten: the member may open again (once the server has seen the sockets close).
    let again = await openLive(portOf(app), headers);
    for (let i = 0; again.status === 429 && i < 40; i++) {
      await sleep(50);
      again = await openLive(portOf(app), headers);
    }
    expect(again.status).toBe(200);
    again.close();
  });
});
