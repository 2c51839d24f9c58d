/**
 * API tests of the communities member side — spec 001 §4 membership, §6 permissions, §7 calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { communityJoinAnswers, communityMembers } from '../../db/schema/index';
import {
  addMember,
  addQuestion,
  buildCategory,
  buildCommunity,
  buildTag,
} from '../../../test/factories/communities';
import { communityTagLinks } from '../../db/schema/index';

let app: FastifyInstance;
let member: { id: string };
let memberHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let outsiderHeaders: Record<string, string>;
let pub: Awaited<ReturnType<typeof buildCommunity>>;
let priv: Awaited<ReturnType<typeof buildCommunity>>;
let hidden: Awaited<ReturnType<typeof buildCommunity>>;
let auto: Awaited<ReturnType<typeof buildCommunity>>;
let archived: Awaited<ReturnType<typeof buildCommunity>>;
let pyCat: { id: string };
let tagIdOf: string;

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildUser(app, {
    email: 'c-member@example.com',
    firstName: 'Mia',
    permissions: { postCreate: true },
  });
  await buildUser(app, { email: 'c-admin@example.com', role: 1 });
  await buildUser(app, { email: 'c-outsider@example.com' });
  memberHeaders = (await signIn(app, 'c-member@example.com')).headers;
  adminHeaders = (await signIn(app, 'c-admin@example.com')).headers;
  outsiderHeaders = (await signIn(app, 'c-outsider@example.com')).headers;
  pub = await buildCommunity(app, { name: 'Alpha Public', alias: 'alpha', about: '<p>We are alpha</p>' });
  priv = await buildCommunity(app, {
    name: 'Beta Private',
    alias: 'beta',
    isPublic: false,
    isRequireAgreement: true,
    agreement: '<p>Be kind</p>',
  });
  hidden = await buildCommunity(app, {
    name: 'Gamma Hidden',
    alias: 'gamma',
    isPublic: false,
    isVisible: false,
  });
  auto = await buildCommunity(app, { name: 'Delta Auto', alias: 'delta', isAutoJoin: true });
  archived = await buildCommunity(app, { name: 'Epsilon Archived', alias: 'epsilon', isArchived: true });
  await addMember(app, pub.id, member.id);
  const parent = await buildCategory(app, 'Practice');
  pyCat = await buildCategory(app, 'Paediatrics', { parentCategoryId: parent.id, communityIds: [priv.id] });
  const tag = await buildTag(app, 'research');
  tagIdOf = tag.id;
  await app.database.db
    .insert(communityTagLinks)
    .values({ tenantId: 'ota', communityId: pub.id, tagId: tag.id });
  // Another tenant's community with the same alias.
  await buildCommunity(app, { tenantId: 'psa', name: 'PSA Alpha', alias: 'alpha-psa' });
});
afterAll(async () => app.close());

const list = (headers: Record<string, string>, payload: object = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/community/getlist', headers, payload });

describe('POST api/v1/community/getlist', () => {
  it('requires authentication', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/community/getlist',
      headers: { host: hostOf('ota') },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('lists visible communities of this tenant by name with totalItemCount and the caller status', async () => {
    const body = (await list(memberHeaders)).json();
    const names = body.communities.map((c: { community: { name: string } }) => c.community.name);
    expect(names).toEqual(['Alpha Public', 'Beta Private', 'Delta Auto', 'Epsilon Archived']);
    expect(body.totalItemCount).toBe(4);
    const alpha = body.communities[0];
    expect(alpha.status).toBe('Joined');
    expect(alpha.community.membersCount).toBe(1);
    expect(alpha.community.tags.map((t: { name: string }) => t.name)).toEqual(['research']);
    expect(body.communities[2].status).toBe('Joined'); // auto-join always shows Joined
    expect(body.communities[1].status).toBeNull();
  });

  it('shows hidden communities to admins, paginates, and filters by keyword, joined, category parent, tag', async () => {
    expect((await list(adminHeaders)).json().totalItemCount).toBe(5);
    const page = (await list(memberHeaders, { page: 2, pageSize: 3 })).json();
    expect(page.communities).toHaveLength(1);
    expect(page.totalItemCount).toBe(4);
    const kw = (await list(memberHeaders, { keyword: 'bet' })).json();
    expect(kw.communities.map((c: { community: { alias: string } }) => c.community.alias)).toEqual(['beta']);
    const joined = (await list(memberHeaders, { onlyJoined: true })).json();
    expect(joined.communities.map((c: { community: { alias: string } }) => c.community.alias)).toEqual([
      'alpha',
      'delta',
    ]);
    const byParent = (await list(memberHeaders, { categoryIds: [pyCat.id] })).json();
    expect(byParent.totalItemCount).toBe(1);
    const tagged = (await list(memberHeaders, { tagIds: [tagIdOf] })).json();
    expect(tagged.communities[0].community.alias).toBe('alpha');
  });

  it('answers 400 for bad filters', async () => {
    expect((await list(memberHeaders, { categoryIds: ['nope'] })).statusCode).toBe(400);
    expect((await list(memberHeaders, { pageSize: 0 })).statusCode).toBe(400);
  });
});

describe('GET api/v1/community?alias and /{id}', () => {
  it("answers the community with the caller's role, status and permissions", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/community?alias=alpha',
      headers: memberHeaders,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ role: 'Member', status: 'Joined', postCreate: true, isAdmin: false });
    expect(body.permissions).toMatchObject({ postCreate: true, commentCreate: true, postApprove: false });
    expect(body.community.alias).toBe('alpha');
  });

  it("answers 400 'Community not found' for an unknown alias and for another tenant's alias", async () => {
    for (const alias of ['nope', 'alpha-psa']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/community?alias=${alias}`,
        headers: memberHeaders,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Community not found');
    }
  });

  it("answers 403 'Community is private' for a hidden private community to a non-member, not to an admin", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${hidden.id}`,
      headers: memberHeaders,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Community is private');
    const admin = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${hidden.id}`,
      headers: adminHeaders,
    });
    expect(admin.json()).toMatchObject({ status: 'Joined', isAdmin: true });
    expect(admin.json().permissions.postApprove).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/community/00000000-0000-4000-8000-000000000000',
      headers: memberHeaders,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('about, terms and members', () => {
  it("gives the about HTML of a public community and 403 'Community is private' for a private one", async () => {
    const ok = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${pub.id}/about`,
      headers: outsiderHeaders,
    });
    expect(ok.json().about).toBe('<p>We are alpha</p>');
    const no = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${priv.id}/about`,
      headers: outsiderHeaders,
    });
    expect(no.statusCode).toBe(403);
    expect(no.json().message).toBe('Community is private');
  });

  it('gives the terms to anyone signed in (join flow)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${priv.id}/terms`,
      headers: outsiderHeaders,
    });
    expect(res.json()).toEqual({ agreement: '<p>Be kind</p>', isRequireAgreement: true });
  });

  it('lists joined members and refuses a private community to non-members', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${pub.id}/member`,
      headers: outsiderHeaders,
    });
    expect(res.json().totalItemCount).toBe(1);
    expect(res.json().members[0]).toMatchObject({
      userId: member.id,
      firstName: 'Mia',
      role: 'Member',
      status: 'Joined',
    });
    const no = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${priv.id}/member`,
      headers: memberHeaders,
    });
    expect(no.statusCode).toBe(403);
  });
});

describe('joining (spec 001 §4)', () => {
  it('joins a public community at once and leaves it', async () => {
    const user = await buildUser(app, { email: 'c-joiner@example.com' });
    const { headers } = await signIn(app, 'c-joiner@example.com');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${pub.id}/join`,
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Joined', membersCount: 2 });
    const again = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${pub.id}/join`,
      headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const leave = await app.inject({ method: 'PUT', url: `/api/v1/community/${pub.id}/unjoin`, headers });
    expect(leave.json()).toEqual({ status: null, membersCount: 1 });
    const rows = await app.database.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, pub.id), eq(communityMembers.userId, user.id)));
    expect(rows).toHaveLength(0);
  });

  it('requires accepted terms and answers, then waits for approval; files follow; cancel removes the request', async () => {
    const user = await buildUser(app, { email: 'c-requester@example.com' });
    const { headers } = await signIn(app, 'c-requester@example.com');
    const text = await addQuestion(app, priv.id, 'Why join?');
    const file = await addQuestion(app, priv.id, 'Your CV', true);
    const questions = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${priv.id}/join/question`,
      headers,
    });
    expect(questions.json().communityQuestions).toHaveLength(2);

    const noTerms = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join`,
      headers,
      payload: { answers: [{ questionId: text.id, answer: 'Because' }] },
    });
    expect(noTerms.statusCode).toBe(400);
    const noAnswer = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join`,
      headers,
      payload: { acceptTerms: true, answers: [{ questionId: text.id, answer: '  ' }] },
    });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().message).toBe('This field is required');
    expect(noAnswer.json().errors[`answers.${text.id}`]).toEqual(['This field is required']);
    const none = await app.database.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.userId, user.id));
    expect(none).toHaveLength(0);

    const ok = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join`,
      headers,
      payload: { acceptTerms: true, answers: [{ questionId: text.id, answer: 'Because' }] },
    });
    expect(ok.json()).toEqual({ status: 'Awaiting', membersCount: 0 });
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/community/${priv.id}`, headers })).json();
    expect(detail.status).toBe('Awaiting');
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/community/${priv.id}/about`, headers })).statusCode,
    ).toBe(403);

    const boundary = 'XBOUNDARY';
    const multipart = (name: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join/question/${file.id}/send-files`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart('cv.exe', 'MZ'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Allowed only: pdf, docx/);
    const noFile = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join/question/${file.id}/send-files`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      message: 'Please upload a file.',
      errors: { files: ['Please upload a file.'] },
    });
    const upload = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join/question/${file.id}/send-files`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart('cv.pdf', '%PDF-1.4'),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().attachments[0].name).toBe('cv.pdf');
    const answers = await app.database.db
      .select()
      .from(communityJoinAnswers)
      .where(eq(communityJoinAnswers.userId, user.id));
    expect(answers).toHaveLength(2);
    const served = await app.inject({
      method: 'GET',
      url: upload.json().attachments[0].path,
      headers: { host: hostOf('ota') },
    });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('%PDF-1.4');
    const otherTenant = await app.inject({
      method: 'GET',
      url: upload.json().attachments[0].path,
      headers: { host: hostOf('psa') },
    });
    expect(otherTenant.statusCode).toBe(404);

    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join/cancel`,
      headers,
    });
    expect(cancel.json().status).toBeNull();
    const cancelAgain = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${priv.id}/join/cancel`,
      headers,
    });
    expect(cancelAgain.statusCode).toBe(400);
  });

  it('refuses to join an archived community, a blocked member, and leaving an auto-join community', async () => {
    const user = await buildUser(app, { email: 'c-blocked@example.com' });
    const { headers } = await signIn(app, 'c-blocked@example.com');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/v1/community/${archived.id}/join`,
          headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    await addMember(app, pub.id, user.id, { status: 'Blocked' });
    expect(
      (await app.inject({ method: 'PUT', url: `/api/v1/community/${pub.id}/join`, headers, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/v1/community/${auto.id}/unjoin`, headers })).statusCode,
    ).toBe(400);
  });

  it('emits member.added for a join', async () => {
    const seen: string[] = [];
    app.communityEvents.on('member.added', (e) => {
      seen.push(e.communityId);
    });
    await buildUser(app, { email: 'c-evented@example.com' });
    const { headers } = await signIn(app, 'c-evented@example.com');
    await app.inject({ method: 'PUT', url: `/api/v1/community/${pub.id}/join`, headers, payload: {} });
    await app.communityEvents.settle();
    expect(seen).toContain(pub.id);
  });
});

describe('likes, favourites, views, preference, recommended, categories', () => {
  it('likes and dislikes idempotently, favourites, and counts views', async () => {
    const like = () =>
      app.inject({ method: 'POST', url: `/api/v1/community/${pub.id}/like`, headers: outsiderHeaders });
    await like();
    expect((await like()).json()).toEqual({ isLiked: true, likesCount: 1 });
    const dis = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${pub.id}/dislike`,
      headers: outsiderHeaders,
    });
    expect(dis.json()).toEqual({ isLiked: false, likesCount: 0 });
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/${priv.id}/add-to-favorite`,
      headers: outsiderHeaders,
    });
    const favs = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/community/get-top-favorites',
        headers: outsiderHeaders,
      })
    ).json();
    expect(favs.communities.map((c: { alias: string }) => c.alias)).toEqual(['beta']);
    const onlyFav = (await list(outsiderHeaders, { onlyFavorite: true })).json();
    expect(onlyFav.communities[0].community.isFavorite).toBe(true);
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/${priv.id}/delete-from-favorite`,
      headers: outsiderHeaders,
    });
    expect((await list(outsiderHeaders, { onlyFavorite: true })).json().totalItemCount).toBe(0);
    const v1 = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${pub.id}/view`,
      headers: outsiderHeaders,
    });
    const v2 = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${pub.id}/view`,
      headers: outsiderHeaders,
    });
    expect(v2.json().viewsCount).toBe(v1.json().viewsCount + 1);
  });

  it('gives the preference: joined (with auto-join) and moderated communities', async () => {
    const mod = await buildUser(app, { email: 'c-mod@example.com' });
    await addMember(app, priv.id, mod.id, { role: 'Moderator' });
    const { headers } = await signIn(app, 'c-mod@example.com');
    const body = (await app.inject({ method: 'POST', url: '/api/v1/community/preference', headers })).json();
    expect(body.topJoined.map((c: { alias: string }) => c.alias)).toEqual(['beta', 'delta']);
    expect(body.topModerated.map((c: { alias: string }) => c.alias)).toEqual(['beta']);
    expect(body.joinedCount).toBe(2);
  });

  it('recommends visible unarchived communities the caller is not in', async () => {
    const body = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/dashboard/recommended/community',
        headers: memberHeaders,
      })
    ).json();
    expect(body.communities.map((c: { alias: string }) => c.alias)).toEqual(['beta']);
  });

  it('lists categories with subcategories', async () => {
    const body = (
      await app.inject({ method: 'GET', url: '/api/v1/community/category', headers: memberHeaders })
    ).json();
    expect(body.totalItemCount).toBe(1);
    expect(body.communityCategories[0]).toMatchObject({ name: 'Practice', subCategoriesCount: 1 });
    expect(body.communityCategories[0].subCategories[0]).toMatchObject({
      name: 'Paediatrics',
      communityCount: 1,
    });
  });
});
