/**
 * API tests of community moderation (issue 14) — spec 001 §3 Community statistics, §4 Post transitions and
 * Reports, §6 (postApprove, postDelete, commentDelete; a plain member gets 403 under admin), §7 Posts admin
 * calls — with the notifications each decision causes (spec 000 §4 types 3, 10, 11) and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ActivityType, PostStatus } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { commentReports, notifications, postComments, postReports, posts } from '../../db/schema/index';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let admin: U;
let moderator: U;
let approver: U;
let member: U;
let reporter: U;
let psaAdmin: U;
let community: Awaited<ReturnType<typeof buildCommunity>>;
let other: Awaited<ReturnType<typeof buildCommunity>>;

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}
const get = (u: U, url: string) => app.inject({ method: 'GET', url, headers: u.h });
const notified = async (userId: string, type: number) => {
  await app.communityEvents.settle();
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.activityType, type)));
};
async function comment(postId: string, authorId: string, body = '<p>Rude</p>') {
  const [row] = await app.database.db
    .insert(postComments)
    .values({ tenantId: 'ota', postId, body, createdByUserId: authorId })
    .returning();
  await app.database.db.update(posts).set({ commentsCount: 1 }).where(eq(posts.id, postId));
  return row!;
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await user('mod-admin@example.com', { role: 1 });
  moderator = await user('mod-moderator@example.com');
  approver = await user('mod-approver@example.com');
  member = await user('mod-member@example.com', { firstName: 'Mona' });
  reporter = await user('mod-reporter@example.com');
  psaAdmin = await user('mod-psa@example.com', { role: 1, tenantId: 'psa' });
  community = await buildCommunity(app, { name: 'Moderated', isRequirePostApproval: true });
  other = await buildCommunity(app, { name: 'Elsewhere' });
  await addMember(app, community.id, moderator.id, { role: 'Moderator' });
  await addMember(app, community.id, approver.id, { permissions: { postApprove: true } });
  await addMember(app, community.id, member.id);
  await addMember(app, community.id, reporter.id);
  await addMember(app, other.id, reporter.id);
});
afterAll(async () => app.close());

describe('permissions under admin', () => {
  it('answers 403 to a plain member everywhere and 401 anonymously', async () => {
    for (const url of [
      `/api/v1/admin/community/${community.id}/post/statistics`,
      `/api/v1/admin/community/${community.id}/post?status=2`,
      `/api/v1/admin/community/${community.id}/post`,
      `/api/v1/admin/community/${community.id}/post/report`,
      `/api/v1/admin/community/${community.id}/comment/report`,
      '/api/v1/admin/community/moderation',
    ])
      expect((await get(member, url)).statusCode, url).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/community/moderation' })).statusCode).toBe(
      401,
    );
  });

  it('a moderator without postDelete sees no reported posts; with only postApprove, no reported comments', async () => {
    expect((await get(approver, `/api/v1/admin/community/${community.id}/post/report`)).statusCode).toBe(403);
    expect((await get(approver, `/api/v1/admin/community/${community.id}/comment/report`)).statusCode).toBe(
      403,
    );
    expect((await get(approver, `/api/v1/admin/community/${community.id}/post?status=2`)).statusCode).toBe(
      200,
    );
  });

  it('another tenant gets 404 for the community', async () => {
    expect((await get(psaAdmin, `/api/v1/admin/community/${community.id}/post/statistics`)).statusCode).toBe(
      404,
    );
  });
});

describe('pending posts', () => {
  it('approve publishes, tells the author (type 3) and updates the counts; decline archives (type 10)', async () => {
    const pending = await buildPost(app, community.id, member.id, {
      title: 'Wait for me',
      status: PostStatus.WaitForApproval,
    });
    const declined = await buildPost(app, community.id, member.id, {
      title: 'Decline me',
      status: PostStatus.WaitForApproval,
    });
    const stats = await get(moderator, `/api/v1/admin/community/${community.id}/post/statistics`);
    expect(stats.json()).toMatchObject({ pendingPostsCount: 2, allPostsCount: 2 });
    const list = await get(approver, `/api/v1/admin/community/${community.id}/post?status=2`);
    expect(
      list
        .json()
        .posts.map((p: { title: string }) => p.title)
        .sort(),
    ).toEqual(['Decline me', 'Wait for me']);

    const set = (u: U, id: string, status: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/community/${community.id}/post/${id}/set-status`,
        headers: u.h,
        payload: { status },
      });
    expect((await set(member, pending.id, PostStatus.Published)).statusCode).toBe(403);
    expect((await set(approver, pending.id, PostStatus.Published)).statusCode).toBe(200);
    expect(await notified(member.id, ActivityType.PostApproved)).toHaveLength(1);
    expect((await set(approver, declined.id, PostStatus.Archived)).statusCode).toBe(200);
    expect(await notified(member.id, ActivityType.ActionResolutionToPost)).toHaveLength(1);
    // Archived → Published needs postEdit (the approver has only postApprove).
    expect((await set(approver, declined.id, PostStatus.Published)).statusCode).toBe(403);
    expect((await set(moderator, declined.id, PostStatus.Published)).statusCode).toBe(200);

    const after = (await get(moderator, `/api/v1/admin/community/${community.id}/post/statistics`)).json();
    expect(after).toMatchObject({ pendingPostsCount: 0, archivedPostsCount: 0 });
    const published = await get(moderator, `/api/v1/admin/community/${community.id}/post?status=1`);
    expect(published.json().totalItemCount).toBe(2);
  });
});

describe('reports', () => {
  it('lists reported posts with their reports, declines each report once and tells the reporter', async () => {
    const post = await buildPost(app, community.id, member.id, { title: 'Reported once' });
    const rep = await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/report`,
      headers: reporter.h,
      payload: { message: 'Spam' },
    });
    expect(rep.statusCode).toBe(200);
    const list = await get(moderator, `/api/v1/admin/community/${community.id}/post/report`);
    expect(list.statusCode).toBe(200);
    const entry = list.json().posts.find((p: { id: string }) => p.id === post.id);
    expect(entry.reports).toHaveLength(1);
    const reportId = entry.reports[0].id as string;
    const decline = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/community/${community.id}/post/report?ids=${reportId}`,
        headers: moderator.h,
      });
    expect((await decline()).json()).toEqual({ resolved: 1 });
    expect((await decline()).json()).toEqual({ resolved: 0 });
    expect(await notified(reporter.id, ActivityType.ActionResolutionToPost)).toHaveLength(1);
    const [row] = await app.database.db.select().from(postReports).where(eq(postReports.id, reportId));
    expect(row!.resolvedAt).not.toBeNull();
    // A report id of another community is refused.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/community/${other.id}/post/report?ids=${reportId}`,
          headers: admin.h,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('approving a post report archives it (ArchivedDueToReported) and resolves the reports', async () => {
    const post = await buildPost(app, community.id, member.id, { title: 'Archive me' });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/report`,
      headers: reporter.h,
      payload: { message: 'Off topic' },
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${community.id}/post/${post.id}/set-status`,
      headers: moderator.h,
      payload: { status: PostStatus.ArchivedDueToReported },
    });
    expect(res.statusCode).toBe(200);
    const open = await app.database.db.select().from(postReports).where(eq(postReports.postId, post.id));
    expect(open.every((r) => r.resolvedAt)).toBe(true);
    const list = (await get(moderator, `/api/v1/admin/community/${community.id}/post/report`)).json();
    expect(list.posts.some((p: { id: string }) => p.id === post.id)).toBe(false);
  });

  it('approving a comment report deletes the comment; declining resolves it', async () => {
    const post = await buildPost(app, community.id, member.id, { title: 'Discussion' });
    const bad = await comment(post.id, member.id);
    const fine = await comment(post.id, member.id, '<p>Fine</p>');
    for (const c of [bad, fine])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/v1/community/post/comment/${c.id}/report`,
            headers: reporter.h,
            payload: { message: 'Rude' },
          })
        ).statusCode,
      ).toBe(200);
    const list = await get(moderator, `/api/v1/admin/community/${community.id}/comment/report`);
    expect(list.json().comments).toHaveLength(2);
    expect(
      (await get(moderator, `/api/v1/admin/community/${community.id}/post/statistics`)).json()
        .reportedPostCommentsCount,
    ).toBe(2);

    const approve = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${community.id}/comment/${bad.id}/report/approve`,
      headers: moderator.h,
    });
    expect(approve.statusCode).toBe(200);
    expect(await app.database.db.select().from(postComments).where(eq(postComments.id, bad.id))).toHaveLength(
      0,
    );
    expect(await notified(reporter.id, ActivityType.ActionResolutionToPost)).not.toHaveLength(0);

    const [fineReport] = await app.database.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, fine.id));
    const decline = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/community/${community.id}/comment/report?ids=${fineReport!.id}`,
      headers: moderator.h,
    });
    expect(decline.json()).toEqual({ resolved: 1 });
    expect(await notified(reporter.id, ActivityType.ActionResolutionToComment)).toHaveLength(1);
    expect(
      (await get(moderator, `/api/v1/admin/community/${community.id}/comment/report`)).json().comments,
    ).toHaveLength(0);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/admin/community/${community.id}/comment/${fine.id}/report/approve`,
          headers: moderator.h,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET api/v1/admin/community/moderation (cross-community queue)', () => {
  it('gives an admin every community, a community moderator only theirs', async () => {
    await buildPost(app, other.id, reporter.id, {
      title: 'Pending elsewhere',
      status: PostStatus.WaitForApproval,
    });
    await buildPost(app, community.id, member.id, {
      title: 'Pending here',
      status: PostStatus.WaitForApproval,
    });
    const all = (await get(admin, '/api/v1/admin/community/moderation')).json();
    const titles = all.pendingPosts.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Pending elsewhere', 'Pending here']));
    const mine = (await get(moderator, '/api/v1/admin/community/moderation')).json();
    expect(mine.pendingPosts.map((p: { title: string }) => p.title)).toEqual(['Pending here']);
    expect(mine.totals.pendingPosts).toBe(1);
    const approverQueue = (await get(approver, '/api/v1/admin/community/moderation')).json();
    expect(approverQueue.reportedPosts).toEqual([]);
    const psa = (await get(psaAdmin, '/api/v1/admin/community/moderation')).json();
    expect(psa.pendingPosts).toEqual([]);
  });
});
