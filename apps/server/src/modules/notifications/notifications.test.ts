/**
 * API tests of notifications — spec 000 §4 types 1–16 created by their real causes (the posts, comments,
 * communities, meetings and assets routes; types 1, 6, 14 and 15 from the administration and share calls in
 * communities/community-admin.test.ts), and the listener rules checked on the events themselves;
 * delivered only to those concerned, never to the actor, never across tenants, not for muted discussions;
 * read/unread, paging (page size 7).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  ActivityType,
  ZNotificationsResponse,
  type TNotification,
  type TNotificationsResponse,
} from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { communities, notifications, postComments } from '../../db/schema/index';
import type { Actor } from '../../plugins/actor';
import { postNotificationStatusSql } from './notifications.repository';
import { postNotificationStatus } from './notifications.presenter';
import { listNotifications } from './notifications.service';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { mp, multipart } from '../../../test/factories/meetings';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let author: U;
let commenter: U;
let third: U;
let mod: U;
let admin: U;
let bystander: U;
let psa: U;
let community: Awaited<ReturnType<typeof buildCommunity>>;

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}
/** Waits for the listeners, then answers the user's notifications (all, newest first). */
async function inbox(u: U, query = 'pageSize=100'): Promise<TNotificationsResponse> {
  await app.communityEvents.settle();
  return (
    await app.inject({ method: 'GET', url: `/api/v1/community/notification?${query}`, headers: u.h })
  ).json();
}
const types = async (u: U) => (await inbox(u)).notifications.map((n) => n.activityType).sort((a, b) => a - b);

beforeAll(async () => {
  app = await buildTestApp();
  author = await user('n-author@example.com');
  commenter = await user('n-commenter@example.com');
  third = await user('n-third@example.com');
  mod = await user('n-mod@example.com');
  admin = await user('n-admin@example.com', { role: 1 });
  bystander = await user('n-bystander@example.com');
  psa = await user('n-psa@example.com', { tenantId: 'psa' });
  community = await buildCommunity(app, { name: 'Notified community' });
  for (const u of [author, commenter, third]) await addMember(app, community.id, u.id);
  await addMember(app, community.id, mod.id, { role: 'Moderator' });
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.communityEvents.settle();
  await app.database.db.delete(notifications);
});

describe('types from their real causes', () => {
  it('2 new post → joined members, not the author, not outsiders or other tenants', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: author.h,
      payload: { communityId: community.id, title: 'Hello', body: '<p>World</p>' },
    });
    expect(res.statusCode).toBe(201);
    expect(await types(commenter)).toEqual([ActivityType.NewPost]);
    expect(await types(mod)).toEqual([ActivityType.NewPost]);
    expect(await types(author)).toEqual([]);
    expect(await types(bystander)).toEqual([]);
    expect(await types(psa)).toEqual([]);
    const n = (await inbox(third)).notifications[0]!;
    expect(n).toMatchObject({
      initiatorUser: { id: author.id },
      community: { id: community.id, alias: community.alias },
      post: { id: res.json().id, title: 'Hello' },
      readAt: null,
      postNotificationStatus: null,
    });
  });

  it('4 post commented → author; 9 post in your group commented → other participants', async () => {
    const post = await buildPost(app, community.id, author.id);
    const url = `/api/v1/community/post/${post.id}/comment`;
    expect(
      (await app.inject({ method: 'POST', url, headers: commenter.h, payload: { body: '<p>First</p>' } }))
        .statusCode,
    ).toBe(201);
    expect(await types(author)).toEqual([ActivityType.PostCommented]);
    expect(await types(commenter)).toEqual([]);
    await app.database.db.delete(notifications);
    await app.inject({ method: 'POST', url, headers: third.h, payload: { body: '<p>Second</p>' } });
    expect(await types(author)).toEqual([ActivityType.PostCommented]);
    expect(await types(commenter)).toEqual([ActivityType.PostInYourGroupCommented]);
    expect(await types(third)).toEqual([]);
    expect(await types(mod)).toEqual([]);
    const n = (await inbox(author)).notifications[0]!;
    expect(n.comment?.body).toBe('Second');
    expect(n.postNotificationStatus).toBe(true);
  });

  it('mute stops comment notifications of that discussion only; resume restarts them', async () => {
    const post = await buildPost(app, community.id, author.id);
    const other = await buildPost(app, community.id, author.id);
    const mute = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/notification/post/${post.id}`,
      headers: author.h,
      payload: { isEnabled: false },
    });
    expect(mute.json()).toEqual({ postId: post.id, postNotificationStatus: false });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: commenter.h,
      payload: { body: 'x' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${other.id}/comment`,
      headers: commenter.h,
      payload: { body: 'y' },
    });
    const got = (await inbox(author)).notifications;
    expect(got.map((n) => n.post?.id)).toEqual([other.id]);
    const status = await app.inject({
      method: 'GET',
      url: `/api/v1/community/notification/post/${post.id}`,
      headers: author.h,
    });
    expect(status.json().postNotificationStatus).toBe(false);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/community/notification/post/${post.id}`,
      headers: author.h,
      payload: { isEnabled: true },
    });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: commenter.h,
      payload: { body: 'z' },
    });
    expect((await inbox(author)).notifications.map((n) => n.post?.id)).toContain(post.id);
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/notification/post/${crypto.randomUUID()}`,
      headers: author.h,
      payload: { isEnabled: false },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('5 post updated → commenters (not muted), not the editor', async () => {
    const post = await buildPost(app, community.id, author.id);
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: commenter.h,
      payload: { body: 'c' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: third.h,
      payload: { body: 'c' },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/v1/community/notification/post/${post.id}`,
      headers: third.h,
      payload: { isEnabled: false },
    });
    await app.communityEvents.settle();
    await app.database.db.delete(notifications);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/post/${post.id}`,
      headers: author.h,
      payload: { title: 'Edited' },
    });
    expect(res.statusCode).toBe(200);
    expect(await types(commenter)).toEqual([ActivityType.PostUpdated]);
    expect(await types(third)).toEqual([]);
    expect(await types(author)).toEqual([]);
  });

  it('7 and 8 action requests → moderators and admins, not the reporter or members', async () => {
    const post = await buildPost(app, community.id, author.id);
    const r = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/report`,
      headers: commenter.h,
      payload: { message: 'Spam' },
    });
    expect(r.statusCode).toBeLessThan(300);
    expect(await types(mod)).toEqual([ActivityType.ActionRequestToPost]);
    expect(await types(admin)).toEqual([ActivityType.ActionRequestToPost]);
    expect(await types(commenter)).toEqual([]);
    expect(await types(author)).toEqual([]);
    await app.database.db.delete(notifications);
    const c = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: author.h,
      payload: { body: 'mine' },
    });
    await app.communityEvents.settle();
    await app.database.db.delete(notifications);
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/comment/${c.json().id}/report`,
      headers: third.h,
      payload: { message: 'Rude' },
    });
    expect(await types(mod)).toEqual([ActivityType.ActionRequestToComment]);
    expect(await types(third)).toEqual([]);
  });

  it('3 post approved → author; 2 to the members', async () => {
    const approval = await buildCommunity(app, { name: 'Approval', isRequirePostApproval: true });
    await addMember(app, approval.id, author.id);
    await addMember(app, approval.id, commenter.id);
    const post = await buildPost(app, approval.id, author.id, { status: 2 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${approval.id}/post/${post.id}/set-status`,
      headers: admin.h,
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(await types(author)).toEqual([ActivityType.PostApproved]);
    expect(await types(commenter)).toEqual([ActivityType.NewPost]);
    expect(await types(admin)).toEqual([]);
  });

  it('16 awaiting approval → moderators and admins; not the requester', async () => {
    const priv = await buildCommunity(app, { name: 'Private', isPublic: false });
    await addMember(app, priv.id, mod.id, { role: 'Moderator' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join`,
      headers: bystander.h,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await types(mod)).toEqual([ActivityType.MemberAwaitingApproval]);
    expect(await types(admin)).toEqual([ActivityType.MemberAwaitingApproval]);
    expect(await types(bystander)).toEqual([]);
    expect((await inbox(mod)).notifications[0]!.member).toMatchObject({ id: bystander.id });
  });

  it('12 new asset → joined members, not the uploader', async () => {
    const folder = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/folder`,
      headers: mod.h,
      payload: { name: 'F' },
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/folder/${folder.json().id}/asset`,
      headers: mp(mod.h),
      payload: multipart({ type: 'link', name: 'Site', description: 'd', link: 'https://example.org' }),
    });
    expect(res.statusCode).toBe(201);
    expect(await types(author)).toEqual([ActivityType.NewAsset]);
    expect(await types(mod)).toEqual([]);
    expect(await types(bystander)).toEqual([]);
    expect((await inbox(author)).notifications[0]!.asset).toMatchObject({ id: res.json().id, name: 'Site' });
  });

  it('13 new meeting, only when notified, to the audience of its visibility', async () => {
    const base = {
      name: 'Meet',
      description: 'd',
      meetingLink: 'https://meet.example.com/x',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      duration: '30',
    };
    const create = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/community/${community.id}/meeting`,
        headers: mp(mod.h),
        payload: multipart(fields),
      });
    await create({ ...base, visible: '2' });
    expect(await types(author)).toEqual([]);
    await create({ ...base, visible: '2', sendNotification: 'true' });
    expect(await types(author)).toEqual([ActivityType.NewMeeting]);
    expect(await types(bystander)).toEqual([]);
    expect(await types(mod)).toEqual([]);
    await app.database.db.delete(notifications);
    await create({ ...base, visible: '1', sendNotification: 'true' });
    expect(await types(bystander)).toEqual([ActivityType.NewMeeting]);
    expect(await types(psa)).toEqual([]);
    await app.database.db.delete(notifications);
    const priv = await create({ ...base, visible: '3', userIds: bystander.id });
    expect(await types(bystander)).toEqual([]);
    const notify = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/community/${community.id}/meeting/${priv.json().id}`,
      headers: mod.h,
      payload: { sendNotification: true },
    });
    expect(notify.statusCode).toBe(200);
    expect(await types(bystander)).toEqual([ActivityType.NewMeeting]);
    expect(await types(author)).toEqual([]);
    expect((await inbox(bystander)).notifications[0]!.meet).toMatchObject({
      id: priv.json().id,
      name: 'Meet',
    });
  });
});

describe('listener rules, checked on the events themselves', () => {
  const base = () => ({ tenantId: 'ota', actorId: admin.id, communityId: community.id });

  it('1 new open community → every user of the tenant but the actor; a private one → nobody', async () => {
    await app.communityEvents.emit(app.scopeOf('ota'), 'community.created', { ...base(), isPublic: true });
    expect(await types(bystander)).toEqual([ActivityType.NewOpenCommunity]);
    expect(await types(admin)).toEqual([]);
    expect(await types(psa)).toEqual([]);
    await app.database.db.delete(notifications);
    await app.communityEvents.emit(app.scopeOf('ota'), 'community.created', { ...base(), isPublic: false });
    expect(await types(bystander)).toEqual([]);
  });

  it('6 post shared → the author; 14/15 member added/removed → the member, unless self-made', async () => {
    const post = await buildPost(app, community.id, author.id);
    await app.communityEvents.emit(app.scopeOf('ota'), 'post.shared', {
      ...base(),
      postId: post.id,
      authorId: author.id,
    });
    await app.communityEvents.emit(app.scopeOf('ota'), 'member.added', { ...base(), userId: third.id });
    await app.communityEvents.emit(app.scopeOf('ota'), 'member.removed', { ...base(), userId: commenter.id });
    await app.communityEvents.emit(app.scopeOf('ota'), 'member.added', {
      ...base(),
      actorId: bystander.id,
      userId: bystander.id,
    });
    expect(await types(author)).toEqual([ActivityType.PostShared]);
    expect(await types(third)).toEqual([ActivityType.MemberAdded]);
    expect(await types(commenter)).toEqual([ActivityType.MemberRemoved]);
    expect(await types(bystander)).toEqual([]);
  });

  it('an event of another tenant reaches nobody in this one', async () => {
    await app.communityEvents.emit(app.scopeOf('psa'), 'member.added', {
      tenantId: 'psa',
      actorId: admin.id,
      communityId: community.id,
      userId: third.id,
    });
    expect(await types(third)).toEqual([]);
  });

  it('a failing listener never breaks the action (the outbox retries it later)', async () => {
    await app.communityEvents.emit(app.scopeOf('ota'), 'meeting.created', {
      ...base(),
      meetingId: 'not-a-uuid',
    });
    await app.communityEvents.settle();
    const res = await app.inject({ method: 'GET', url: '/api/v1/community/notification', headers: author.h });
    expect(res.statusCode).toBe(200);
  });
});

describe('reading', () => {
  beforeEach(async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      tenantId: 'ota',
      recipientId: author.id,
      activityType: ActivityType.MemberAdded,
      initiatorUserId: admin.id,
      communityId: community.id,
      memberUserId: author.id,
      createdAt: new Date(Date.now() - i * 1000),
    }));
    await app.database.db
      .insert(notifications)
      .values([
        ...rows,
        { tenantId: 'ota', recipientId: author.id, activityType: ActivityType.ActionResolutionToPost },
        { tenantId: 'ota', recipientId: third.id, activityType: ActivityType.MemberAdded },
      ]);
  });

  it('pages of 7 by default, newest first; hidden types left out', async () => {
    const first = await inbox(author, '');
    expect(first.notifications).toHaveLength(7);
    expect(first.totalItemCount).toBe(10);
    expect(first.unreadCount).toBe(10);
    const second = await inbox(author, 'page=2');
    expect(second.notifications).toHaveLength(3);
    const times = [...first.notifications, ...second.notifications].map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      new Set([...first.notifications, ...second.notifications].map((n: TNotification) => n.id)).size,
    ).toBe(10);
  });

  it("set-as-read only touches the caller's ids; isRead filters; all-set-as-read", async () => {
    const [a, b] = (await inbox(author)).notifications;
    const others = (await inbox(third)).notifications;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/community/notification/set-as-read',
      headers: author.h,
      payload: { ids: [a!.id, b!.id, others[0]!.id] },
    });
    expect(res.json()).toEqual({ updated: 2, unreadCount: 8 });
    expect((await inbox(third)).unreadCount).toBe(1);
    expect((await inbox(author, 'isRead=true')).notifications.map((n) => n.id).sort()).toEqual(
      [a!.id, b!.id].sort(),
    );
    expect((await inbox(author, 'isRead=false&pageSize=100')).totalItemCount).toBe(8);
    const all = await app.inject({
      method: 'PUT',
      url: '/api/v1/community/notification/all-set-as-read',
      headers: author.h,
    });
    expect(all.json()).toEqual({ updated: 8, unreadCount: 0 });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/community/notification/set-as-read',
      headers: author.h,
      payload: { ids: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('other tenants and signed-out callers see none', async () => {
    expect((await inbox(psa)).totalItemCount).toBe(0);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/community/notification',
      headers: { host: author.h.host! },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the JSON answer from PostgreSQL (issue 37 point 2)', () => {
  it('postNotificationStatusSql gives what the presenter gives, for every type muted or not', async () => {
    const cases = Array.from({ length: 16 }, (_, i) => i + 1).flatMap((t) => [
      { t, muted: true },
      { t, muted: false },
    ]);
    for (const c of cases) {
      const { rows } = (await app.database.db.execute(
        sql`select ${postNotificationStatusSql(sql`${c.t}::smallint`, c.muted ? sql`true` : sql`false`)} as v`,
      )) as unknown as { rows: { v: boolean | null }[] };
      expect([c, rows[0]!.v]).toEqual([c, postNotificationStatus(c.t, c.muted)]);
    }
  });

  it('answers, field for field, what the presenter answers: every target, gone targets, muted, read, pages', async () => {
    const db = app.database.db;
    const post = await buildPost(app, community.id, author.id, { title: 'Títle "q"' });
    await db.update(communities).set({ imageUrl: 'covers/x.png' }).where(eq(communities.id, community.id));
    const long = `<p>Caf&eacute; &amp; <b>bold</b> &lt;tag&gt; ${'word '.repeat(60)}</p><script>x()</script>`;
    const [comment] = await db
      .insert(postComments)
      .values({ tenantId: 'ota', postId: post.id, body: long, createdByUserId: commenter.id })
      .returning();
    await app.inject({
      method: 'PUT',
      url: `/api/v1/community/notification/post/${post.id}`,
      headers: author.h,
      payload: { isEnabled: false },
    });
    const folder = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/folder`,
      headers: mod.h,
      payload: { name: 'F' },
    });
    const asset = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/folder/${folder.json().id}/asset`,
      headers: mp(mod.h),
      payload: multipart({ type: 'link', name: 'Site', description: 'd', link: 'https://example.org' }),
    });
    const meeting = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${community.id}/meeting`,
      headers: mp(mod.h),
      payload: multipart({
        name: 'Meet',
        description: 'd',
        meetingLink: 'https://meet.example.com/x',
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        duration: '30',
        visible: '2',
      }),
    });
    await app.communityEvents.settle();
    await db.delete(notifications);
    const gone = '00000000-0000-4000-8000-000000000000';
    const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 8, 0, s, 123));
    const all = {
      initiatorUserId: commenter.id,
      communityId: community.id,
      postId: post.id,
      commentId: comment!.id,
      assetId: asset.json().id as string,
      meetingId: meeting.json().id as string,
      memberUserId: third.id,
    };
    const none = Object.fromEntries(Object.keys(all).map((k) => [k, gone]));
    const rows = Array.from({ length: 16 }, (_, i) => ({
      tenantId: 'ota',
      recipientId: author.id,
      activityType: i + 1,
      createdAt: at(i % 5),
      readAt: i % 3 === 0 ? at(30 + i) : null,
      ...(i % 4 === 3 ? none : all),
    }));
    await db.insert(notifications).values([...rows, { ...rows[3]!, recipientId: third.id }]);
    const ctx = { scope: app.scopeOf('ota'), actor: { id: author.id } as Actor };
    for (const query of [
      { page: 1, pageSize: 7 },
      { page: 2, pageSize: 7 },
      { page: 3, pageSize: 7 },
      { page: 9, pageSize: 7 },
      { page: 1, pageSize: 100, isRead: true },
      { page: 1, pageSize: 100, isRead: false },
    ]) {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await app.inject({ url: `/api/v1/community/notification?${qs}`, headers: author.h });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const before = ZNotificationsResponse.parse(await listNotifications(ctx, query));
      expect(ZNotificationsResponse.parse(res.json())).toEqual(before);
      expect(res.json()).toEqual(before);
    }
    const page = ZNotificationsResponse.parse(
      (await app.inject({ url: '/api/v1/community/notification?pageSize=100', headers: author.h })).json(),
    );
    expect(page.totalItemCount).toBe(14);
    expect(page.notifications.find((n) => n.comment)!.comment!.body).toMatch(
      /^Café &amp; bold &lt;tag&gt; word/,
    );
    expect(page.notifications.filter((n) => n.postNotificationStatus === false)).toHaveLength(1);
  });
});
