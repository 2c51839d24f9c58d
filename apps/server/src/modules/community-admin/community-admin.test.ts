/**
 * API tests of community administration — spec 001 §5 Community form, §4 membership (approval, removal,
 * return, decline), §6 (create: Admin only; add members: communityAddMember; row actions:
 * communityAddModerator, or communityAddEditor for non-moderators), §7 calls — and the notifications they
 * cause (spec 000 §4 types 1, 6, 14, 15), plus the post share call.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ActivityType, COMMUNITY_ADMIN_MESSAGES } from '@portal/contracts';
import { sample } from '../../../test/file-bytes';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { communityJoinAnswers, communityMembers, notifications } from '../../db/schema/index';
import { mp, multipart } from '../../../test/factories/meetings';
import {
  addMember,
  addQuestion,
  buildCategory,
  buildCommunity,
  buildPost,
  buildTag,
} from '../../../test/factories/communities';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let admin: U;
let moderator: U;
let editorManager: U;
let member: U;
let applicant: U;
let bystander: U;
let psa: U;
let leaf: { id: string };
let parent: { id: string };
let community: Awaited<ReturnType<typeof buildCommunity>>;

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}
const types = async (u: U) => {
  await app.communityEvents.settle();
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/community/notification?pageSize=100',
    headers: u.h,
  });
  return (res.json().notifications as { activityType: number }[])
    .map((n) => n.activityType)
    .sort((a, b) => a - b);
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await user('ca-admin@example.com', { role: 1 });
  moderator = await user('ca-moderator@example.com', { firstName: 'Moira' });
  editorManager = await user('ca-editor-manager@example.com');
  member = await user('ca-member@example.com', { firstName: 'Mabel', lastName: 'Quill' });
  applicant = await user('ca-applicant@example.com', { firstName: 'Abigail', lastName: 'Applewood' });
  bystander = await user('ca-bystander@example.com', { firstName: 'Bysta', lastName: 'Quillfeather' });
  psa = await user('ca-psa@example.com', { tenantId: 'psa' });
  parent = await buildCategory(app, 'Practice areas');
  leaf = await buildCategory(app, 'Hand therapy', { parentCategoryId: parent.id });
  community = await buildCommunity(app, { name: 'Admin test', isPublic: false });
  await addMember(app, community.id, moderator.id, { role: 'Moderator' });
  await addMember(app, community.id, editorManager.id, { permissions: { communityAddEditor: true } });
  await addMember(app, community.id, member.id);
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.communityEvents.settle();
  await app.database.db.delete(notifications);
});

describe('POST api/v1/admin/community (create)', () => {
  const fields = (extra: Record<string, string | string[]> = {}) => ({
    name: 'Sensory integration',
    shortDescription: 'Sensory practice',
    alias: `sensory-${Math.random().toString(36).slice(2, 8)}`,
    'categoryIds[]': [leaf.id],
    ...extra,
  });
  const create = (
    u: U,
    f: Record<string, string | string[]>,
    files = [{ field: 'imageFile', name: 'c.png', content: sample('png') }],
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/community',
      headers: mp(u.h),
      payload: multipart(f, files),
    });

  it('is for admins only', async () => {
    const res = await create(moderator, fields());
    expect(res.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/admin/community/exists-by-alias?alias=x',
          headers: member.h,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a WorkSpaceOwner and lets an Admin create (spec 000 §6 "Creating a community: Admin only")', async () => {
    const owner = await user('ca-owner@example.com', { role: 2 });
    const refused = await create(owner, fields());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMUNITY_ADMIN_MESSAGES.onlyAdmins);
    const aliasCheck = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/community/exists-by-alias?alias=x',
      headers: owner.h,
    });
    expect(aliasCheck.statusCode).toBe(403);
    const ruleCheck = { name: 'Owner rule check', shortDescription: 'Rule check', alias: 'owner-rule-check' };
    const created = await create(admin, fields(ruleCheck));
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toEqual(expect.any(String));
  });

  it('checks every field of the form with the spec messages; nothing is created', async () => {
    const cases: [Record<string, string | string[]>, string, number?][] = [
      [fields({ name: '' }), COMMUNITY_ADMIN_MESSAGES.nameRequired],
      // Spaces only: the spec's other wording of the required name (001 §5, issue 40).
      [fields({ name: '  ' }), COMMUNITY_ADMIN_MESSAGES.nameBlank],
      [fields({ name: 'x'.repeat(151) }), COMMUNITY_ADMIN_MESSAGES.nameMax],
      [fields({ shortDescription: '' }), COMMUNITY_ADMIN_MESSAGES.shortDescriptionRequired],
      [fields({ shortDescription: 'x'.repeat(51) }), COMMUNITY_ADMIN_MESSAGES.shortDescriptionMax],
      [fields({ alias: 'has space' }), COMMUNITY_ADMIN_MESSAGES.aliasSpaces],
      [fields({ 'categoryIds[]': [] }), COMMUNITY_ADMIN_MESSAGES.categoryRequired],
      [fields({ 'categoryIds[]': [parent.id] }), 'Choose a subcategory where the category has subcategories'],
      [fields({ aliveStartDate: '2020-01-01' }), COMMUNITY_ADMIN_MESSAGES.datePast],
      [
        fields({ aliveStartDate: '2099-02-01', aliveEndDate: '2099-01-01' }),
        COMMUNITY_ADMIN_MESSAGES.startAfterEnd,
      ],
    ];
    for (const [f, message] of cases) {
      const res = await create(admin, f);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const tags = await Promise.all(Array.from({ length: 11 }, (_, i) => buildTag(app, `t${i}`)));
    expect((await create(admin, fields({ 'tagsId[]': tags.map((t) => t.id) }))).json().message).toBe(
      COMMUNITY_ADMIN_MESSAGES.tagsMax,
    );
    const noImage = await create(admin, fields(), []);
    expect(noImage.json().message).toBe(COMMUNITY_ADMIN_MESSAGES.imageRequired);
    const badImage = await create(admin, fields(), [
      { field: 'imageFile', name: 'c.txt', content: Buffer.from('text') },
    ]);
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().message).toBe('Allowed only: png, jpeg, jpg file types');
    const list = await app.inject({
      method: 'POST',
      url: '/api/v1/community/getlist',
      headers: admin.h,
      payload: { keyword: 'Sensory' },
    });
    expect(list.json().totalItemCount).toBe(0);
  });

  it('creates a public community with the defaults; every member of the tenant hears of it (type 1)', async () => {
    const tag = await buildTag(app, 'sensory');
    const f = fields({ 'tagsId[]': [tag.id], isAutoJoin: 'true' });
    const res = await create(admin, f);
    expect(res.statusCode).toBe(201);
    const { id, alias } = res.json();
    expect(alias).toBe(f.alias);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/community?alias=${alias}`, headers: member.h })
    ).json();
    expect(detail.community).toMatchObject({
      id,
      name: 'Sensory integration',
      isPublic: true,
      isVisible: true,
      isAutoJoin: true,
      isRequirePostApproval: false,
      isRequireAgreement: false,
      pushToWebSite: false,
      categoryIds: [leaf.id],
      tagsId: [tag.id],
    });
    expect(detail.community.imageUrl).toMatch(/^\/api\/v1\/community\/files\/ota\//);
    const image = await app.inject({ method: 'GET', url: detail.community.imageUrl, headers: member.h });
    expect(image.statusCode).toBe(200);

    expect(await types(bystander)).toEqual([ActivityType.NewOpenCommunity]);
    expect(await types(member)).toEqual([ActivityType.NewOpenCommunity]);
    expect(await types(admin)).toEqual([]);
    expect(await types(psa)).toEqual([]);

    const exists = (a: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/admin/community/exists-by-alias?alias=${a}`,
        headers: admin.h,
      });
    expect((await exists(alias.toUpperCase())).json()).toEqual({ exists: true });
    expect((await exists('never-used-alias')).json()).toEqual({ exists: false });
    const again = await create(admin, fields({ alias: alias.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMUNITY_ADMIN_MESSAGES.aliasExists);
  });

  it('a private community forces auto-join off and notifies nobody', async () => {
    const res = await create(admin, fields({ isPublic: 'false', isVisible: 'false', isAutoJoin: 'true' }));
    expect(res.statusCode).toBe(201);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/community/${res.json().id}`, headers: admin.h })
    ).json();
    expect(detail.community).toMatchObject({ isPublic: false, isVisible: false, isAutoJoin: false });
    expect(await types(bystander)).toEqual([]);
  });
});

describe('members administration', () => {
  const put = (u: U, userId: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/admin/community/${community.id}/member/${userId}`,
      headers: u.h,
      payload,
    });
  const del = (u: U, userId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/community/${community.id}/member/${userId}`,
      headers: u.h,
    });
  const adminList = (u: U, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/admin/community/${community.id}/getlist`,
      headers: u.h,
      payload,
    });
  const statusOf = async (userId: string) =>
    (
      await app.database.db
        .select({ status: communityMembers.status, role: communityMembers.role })
        .from(communityMembers)
        .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, userId)))
    )[0] ?? null;

  it('lists awaiting requests first, then moderators; members without a management flag get 403', async () => {
    await addMember(app, community.id, applicant.id, { status: 'Awaiting' });
    const res = await adminList(moderator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members[0]).toMatchObject({ userId: applicant.id, status: 'Awaiting' });
    expect(body.members[1]).toMatchObject({ userId: moderator.id, role: 'Moderator' });
    expect(body.totalItemCount).toBe(4);
    expect((await adminList(moderator, { keyword: 'applewood' })).json().totalItemCount).toBe(1);
    expect((await adminList(member)).statusCode).toBe(403);
    expect((await adminList(psa)).statusCode).toBe(404);
  });

  it('approving a request makes a Joined member who is told (type 14)', async () => {
    expect((await put(member, applicant.id, { status: 'Joined' })).statusCode).toBe(403);
    const res = await put(moderator, applicant.id, { status: 'Joined' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Joined', role: 'Member' });
    expect(await statusOf(applicant.id)).toEqual({ status: 'Joined', role: 'Member' });
    expect(await types(applicant)).toEqual([ActivityType.MemberAdded]);
    expect((await put(moderator, applicant.id, { status: 'Joined' })).statusCode).toBe(400);
  });

  it('role changes follow the add-moderator / add-editor rules', async () => {
    expect((await put(editorManager, member.id, { role: 'Moderator' })).json().message).toBe(
      COMMUNITY_ADMIN_MESSAGES.moderatorNeedsPermission,
    );
    expect((await put(editorManager, moderator.id, { role: 'Member' })).statusCode).toBe(403);
    expect((await put(editorManager, member.id, { role: 'Editor' })).statusCode).toBe(200);
    expect((await statusOf(member.id))!.role).toBe('Editor');
    // A Moderator has every flag but communityAddModerator (contracts ROLE_PERMISSIONS); an admin has all.
    expect((await put(moderator, member.id, { role: 'Moderator' })).statusCode).toBe(403);
    expect((await put(admin, member.id, { role: 'Moderator' })).statusCode).toBe(200);
    expect((await put(admin, member.id, { role: 'Member' })).statusCode).toBe(200);
    expect((await put(admin, member.id, { role: 'Boss' })).statusCode).toBe(400);
    expect(await types(member)).toEqual([]);
  });

  it('removing a member keeps them on the removed list and tells them (type 15); return brings them back', async () => {
    const res = await del(moderator, member.id);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(member.id)).toEqual({ status: 'Removed', role: 'Member' });
    expect(await types(member)).toEqual([ActivityType.MemberRemoved]);
    const removed = (await adminList(moderator, { statuses: ['Removed'] })).json();
    expect(removed.members.map((m: { userId: string }) => m.userId)).toEqual([member.id]);
    // A removed member no longer reads the private community.
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/community/${community.id}/posts`, headers: member.h }))
        .statusCode,
    ).toBe(403);
    expect((await del(moderator, member.id)).statusCode).toBe(404);

    await app.database.db.delete(notifications);
    expect((await put(moderator, member.id, { status: 'Joined' })).statusCode).toBe(200);
    expect(await statusOf(member.id)).toEqual({ status: 'Joined', role: 'Member' });
    expect(await types(member)).toEqual([ActivityType.MemberAdded]);
  });

  it('declining a request deletes it with its answers and their files, without a notification', async () => {
    const question = await addQuestion(app, community.id, 'Your registration?', true);
    const join = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${community.id}/join`,
      headers: bystander.h,
      payload: { answers: [] },
    });
    expect(join.json().status).toBe('Awaiting');
    const upload = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${community.id}/join/question/${question.id}/send-files`,
      headers: mp(bystander.h),
      payload: multipart({}, [{ field: 'files', name: 'registration.pdf', content: sample('pdf') }]),
    });
    expect(upload.statusCode).toBe(200);
    const [answer] = await app.database.db
      .select()
      .from(communityJoinAnswers)
      .where(eq(communityJoinAnswers.userId, bystander.id));
    const key = answer!.attachments[0]!.key;
    await expect(app.storage.read('ota', key)).resolves.toBeDefined();
    await app.database.db.delete(notifications);

    expect((await del(moderator, bystander.id)).statusCode).toBe(200);
    expect(await statusOf(bystander.id)).toBeNull();
    expect(
      await app.database.db
        .select()
        .from(communityJoinAnswers)
        .where(eq(communityJoinAnswers.userId, bystander.id)),
    ).toEqual([]);
    await expect(app.storage.read('ota', key)).rejects.toThrow();
    expect(await types(bystander)).toEqual([]);
  });

  it('a user who cancels their own request leaves no file behind', async () => {
    const other = await buildCommunity(app, { name: 'Cancel test', isPublic: false });
    const question = await addQuestion(app, other.id, 'Upload', true);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${other.id}/join`,
      headers: bystander.h,
      payload: { answers: [] },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${other.id}/join/question/${question.id}/send-files`,
      headers: mp(bystander.h),
      payload: multipart({}, [{ field: 'files', name: 'cv.pdf', content: sample('pdf') }]),
    });
    const [answer] = await app.database.db
      .select()
      .from(communityJoinAnswers)
      .where(eq(communityJoinAnswers.communityId, other.id));
    const key = answer!.attachments[0]!.key;
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${other.id}/join/cancel`,
      headers: bystander.h,
    });
    expect(cancel.statusCode).toBe(200);
    await expect(app.storage.read('ota', key)).rejects.toThrow();
  });

  it('adds members (communityAddMember): each is told (type 14); members, blacklisted and strangers are refused', async () => {
    const newcomer = await user('ca-newcomer@example.com');
    const blocked = await user('ca-blocked@example.com');
    await addMember(app, community.id, blocked.id, { status: 'Blocked' });
    const add = (u: U, userIds: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/community/${community.id}/member`,
        headers: u.h,
        payload: { userIds },
      });

    expect((await add(member, [newcomer.id])).statusCode).toBe(403);
    expect((await add(editorManager, [newcomer.id])).statusCode).toBe(403);
    expect((await add(moderator, [member.id])).json().message).toBe(
      COMMUNITY_ADMIN_MESSAGES.alreadyInCommunity,
    );
    expect((await add(moderator, [blocked.id])).json().message).toBe(COMMUNITY_ADMIN_MESSAGES.blockedUser);
    expect((await add(moderator, [psa.id])).statusCode).toBe(400);
    expect((await add(moderator, [])).statusCode).toBe(400);
    expect(await statusOf(newcomer.id)).toBeNull();

    const res = await add(moderator, [newcomer.id, bystander.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toBe(2);
    expect(await statusOf(newcomer.id)).toEqual({ status: 'Joined', role: 'Member' });
    expect(await types(newcomer)).toEqual([ActivityType.MemberAdded]);
    expect(await types(bystander)).toEqual([ActivityType.MemberAdded]);
    expect(await types(moderator)).toEqual([]);
  });
});

describe('POST api/v1/account/search', () => {
  const search = (u: U, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/account/search', headers: u.h, payload });

  it('needs 3 characters and admin-area access; flags community membership', async () => {
    expect((await search(moderator, { keyword: 'qu' })).json().message).toBe(
      COMMUNITY_ADMIN_MESSAGES.searchMin,
    );
    expect((await search(member, { keyword: 'quill' })).statusCode).toBe(403);
    const res = await search(moderator, { keyword: 'quill', communityId: community.id });
    expect(res.statusCode).toBe(200);
    const found = res.json().users as { id: string; isInCommunity: boolean; isBlocked: boolean }[];
    expect(found.map((u) => u.id).sort()).toEqual([member.id, bystander.id].sort());
    expect(found.find((u) => u.id === member.id)!.isInCommunity).toBe(true);
    expect((await search(admin, { keyword: 'ca-psa' })).json().totalItemCount).toBe(0);
  });
});

describe('POST api/v1/community/post/{id}/share', () => {
  it("tells the post's author (type 6), not when they share their own; 404 across tenants", async () => {
    const open = await buildCommunity(app, { name: 'Open for sharing' });
    const post = await buildPost(app, open.id, member.id);
    const share = (u: U) =>
      app.inject({ method: 'POST', url: `/api/v1/community/post/${post.id}/share`, headers: u.h });
    expect((await share(bystander)).json()).toEqual({ shared: true });
    expect((await share(member)).statusCode).toBe(200);
    expect(await types(member)).toEqual([ActivityType.PostShared]);
    expect((await share(psa)).statusCode).toBe(404);
    const deleted = await buildPost(app, open.id, member.id, { status: 3 });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/community/post/${deleted.id}/share`,
          headers: bystander.h,
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
