/**
 * API tests of membership requirements (issue 14) — spec 001 §4 Terms (text and switch saved at once, each
 * save a version; the accepted version stored with the membership), §5 Join questions and Terms messages,
 * §6 (admins only), §7 question, question-answers, getlist-with-answers; and the community edit calls
 * (update, archive, delete, about) of the community-admin module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { sample } from '../../../test/file-bytes';
import { mp, multipart } from '../../../test/factories/meetings';
import { addMember, buildCategory, buildCommunity } from '../../../test/factories/communities';
import { communities, communityMembers } from '../../db/schema/index';

let app: FastifyInstance;
type U = { id: string; h: Record<string, string> };
let admin: U;
let moderator: U;
let member: U;
let joiner: U;
let psaAdmin: U;
let community: Awaited<ReturnType<typeof buildCommunity>>;

async function user(email: string, extra: Parameters<typeof buildUser>[1] = {}): Promise<U> {
  const row = await buildUser(app, { email, ...extra });
  return { id: row.id, h: (await signIn(app, email, extra.tenantId ?? 'ota')).headers };
}
const call = (u: U, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: u.h, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await user('rq-admin@example.com', { role: 1 });
  moderator = await user('rq-moderator@example.com');
  member = await user('rq-member@example.com');
  joiner = await user('rq-joiner@example.com');
  psaAdmin = await user('rq-psa@example.com', { role: 1, tenantId: 'psa' });
  community = await buildCommunity(app, { name: 'Private club', isPublic: false, isVisible: true });
  await addMember(app, community.id, moderator.id, { role: 'Moderator' });
  await addMember(app, community.id, member.id);
});
afterAll(async () => app.close());

const base = () => `/api/v1/admin/community/${community.id}`;

describe('terms', () => {
  it('is for admins; content cannot be empty; each save is a version; joining stores the accepted one', async () => {
    expect((await call(moderator, 'GET', `${base()}/terms`)).statusCode).toBe(403);
    expect(
      (await call(member, 'PUT', `${base()}/terms`, { agreement: '<p>x</p>', isRequireAgreement: true }))
        .statusCode,
    ).toBe(403);
    expect((await call(psaAdmin, 'GET', `${base()}/terms`)).statusCode).toBe(404);
    const empty = await call(admin, 'PUT', `${base()}/terms`, {
      agreement: '<p> </p>',
      isRequireAgreement: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MODERATION_MESSAGES.termsEmpty);

    const v1 = await call(admin, 'PUT', `${base()}/terms`, {
      agreement: '<p>Be kind</p><script>x</script>',
      isRequireAgreement: true,
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().agreement).toBe('<p>Be kind</p>');
    const v2 = await call(admin, 'PUT', `${base()}/terms`, {
      agreement: '<p>Be very kind</p>',
      isRequireAgreement: true,
    });
    expect(v2.json().versions).toHaveLength(2);
    expect(v2.json().versions[0].text).toBe('<p>Be very kind</p>');

    const join = await call(joiner, 'PUT', `/api/v1/community/${community.id}/join`, {
      answers: [],
      acceptTerms: true,
    });
    expect(join.statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.userId, joiner.id)));
    expect(row!.acceptedTermsVersionId).toBe(v2.json().versions[0].id);
    const after = (await call(admin, 'GET', `${base()}/terms`)).json();
    expect(after.versions[0].acceptedCount).toBe(1);
    expect(after.versions[1].acceptedCount).toBe(0);

    // The switch alone can be turned off on the unchanged text.
    const off = await call(admin, 'PUT', `${base()}/terms`, {
      agreement: '<p>Be very kind</p>',
      isRequireAgreement: false,
    });
    expect(off.json().isRequireAgreement).toBe(false);
  });
});

describe('join questions and answers', () => {
  it('CRUD with the §5 rules; answers shown to member managers', async () => {
    const tooLong = await call(admin, 'POST', `${base()}/question`, {
      communityQuestions: [{ text: 'x'.repeat(151) }],
    });
    expect(tooLong.statusCode).toBe(400);
    const blank = await call(admin, 'POST', `${base()}/question`, { communityQuestions: [{ text: ' ' }] });
    expect(blank.json().message).toBe(MODERATION_MESSAGES.questionRequired);
    expect(
      (await call(moderator, 'POST', `${base()}/question`, { communityQuestions: [{ text: 'Why?' }] }))
        .statusCode,
    ).toBe(403);
    const added = await call(admin, 'POST', `${base()}/question`, {
      communityQuestions: [{ text: 'Why join?' }, { text: 'Your CV', isRequiredAssets: true }],
    });
    expect(added.statusCode).toBe(200);
    const qs = added.json().communityQuestions as { id: string; text: string }[];
    expect(qs.map((q) => q.text)).toEqual(['Why join?', 'Your CV']);
    const edited = await call(admin, 'PUT', `${base()}/question/${qs[0]!.id}`, { text: 'Why do you join?' });
    expect(edited.json().communityQuestions[0].text).toBe('Why do you join?');

    const applicant = await user('rq-applicant@example.com');
    expect(
      (
        await call(applicant, 'PUT', `/api/v1/community/${community.id}/join`, {
          answers: [{ questionId: qs[0]!.id, answer: 'To learn' }],
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(200);
    const answers = await call(moderator, 'GET', `${base()}/question-answers?memberId=${applicant.id}`);
    expect(answers.json().questionAnswers[0]).toMatchObject({
      questionText: 'Why do you join?',
      answerText: 'To learn',
    });
    expect(
      (await call(member, 'GET', `${base()}/question-answers?memberId=${applicant.id}`)).statusCode,
    ).toBe(403);
    const withAnswers = await call(moderator, 'POST', `${base()}/getlist-with-answers`, {
      statuses: ['Awaiting'],
    });
    const entry = withAnswers.json().members.find((m: { userId: string }) => m.userId === applicant.id);
    expect(entry.questionAnswers[0].answerText).toBe('To learn');

    expect(
      (await call(admin, 'DELETE', `${base()}/question/${qs[1]!.id}`)).json().communityQuestions,
    ).toHaveLength(1);
    expect((await call(admin, 'DELETE', `${base()}/question/${qs[1]!.id}`)).statusCode).toBe(404);

    const open = await buildCommunity(app, { isPublic: true });
    const refused = await call(admin, 'POST', `/api/v1/admin/community/${open.id}/question`, {
      communityQuestions: [{ text: 'Why?' }],
    });
    expect(refused.json().message).toBe(MODERATION_MESSAGES.questionNeedsPrivate);
  });
});

describe('community edit, archive, delete, about', () => {
  it('saves the sanitised about text (admins; 403 for members)', async () => {
    expect((await call(member, 'PUT', `${base()}/about`, { about: '<p>x</p>' })).statusCode).toBe(403);
    const res = await call(admin, 'PUT', `${base()}/about`, {
      about: '<p>We are <b>kind</b></p><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().about).not.toContain('onerror');
    expect((await call(member, 'GET', `/api/v1/community/${community.id}/about`)).json().about).toBe(
      res.json().about,
    );
  });

  it('edits with the Community form rules, archives and unarchives, deletes (Admin only)', async () => {
    const leaf = await buildCategory(app, 'Leaf');
    const put = (
      u: U,
      fields: Record<string, string | string[]>,
      files: { field: string; name: string; content: Buffer }[] = [],
    ) => app.inject({ method: 'PUT', url: base(), headers: mp(u.h), payload: multipart(fields, files) });
    expect((await put(moderator, { isArchived: 'true' })).statusCode).toBe(403);
    const bad = await put(admin, { name: '', shortDescription: 'x', 'categoryIds[]': [leaf.id] });
    expect(bad.statusCode).toBe(400);
    await app.database.db
      .update(communities)
      .set({ imageUrl: 'https://example.com/c.png' })
      .where(eq(communities.id, community.id));
    const ok = await put(
      admin,
      {
        name: 'Renamed club',
        shortDescription: 'Short',
        'categoryIds[]': [leaf.id],
        isPublic: 'false',
        isVisible: 'true',
      },
      [{ field: 'imageFile', name: 'c.png', content: sample('png') }],
    );
    expect(ok.statusCode).toBe(200);
    const detail = (await call(admin, 'GET', `/api/v1/community/${community.id}`)).json();
    expect(detail.community).toMatchObject({ name: 'Renamed club', shortDescription: 'Short' });

    const archived = await put(admin, { isArchived: 'true' });
    expect(archived.json()).toMatchObject({ isArchived: true });
    expect(archived.json().archivedDate).not.toBeNull();
    const past = await put(admin, { isArchived: 'true', archivedDate: '2000-01-01' });
    expect(past.statusCode).toBe(400);
    expect((await put(admin, { isArchived: 'false' })).json()).toMatchObject({
      isArchived: false,
      archivedDate: null,
    });

    const doomed = await buildCommunity(app, { name: 'Doomed' });
    const ws = await user('rq-wso@example.com', { role: 2 });
    expect((await call(ws, 'DELETE', `/api/v1/admin/community/${doomed.id}`)).statusCode).toBe(403);
    expect((await call(psaAdmin, 'DELETE', `/api/v1/admin/community/${doomed.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/v1/admin/community/${doomed.id}`)).json().isDeleted).toBe(true);
    expect((await call(admin, 'GET', `/api/v1/community/${doomed.id}`)).statusCode).toBe(404);
  });
});
