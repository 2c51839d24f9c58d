/**
 * Membership requirements of a community (issue 14) — spec 001 §2 Membership requirements (Terms and
 * Conditions, Join questions), §3 Join question/answer and Agreement/terms, §4 Terms ("the
 * require-agreement switch saves immediately"), §5 Join questions ('Please enter a question', ≤ 150,
 * 'Community must be private and visible') and Terms ('Content cannot be empty.'), §7 questions and
 * question-answers, `getlist-with-answers`. Terms and questions are for admins (spec 001 §6 "Membership
 * requirements and Admin settings are for admins"); a member's answers for member managers.
 * Every terms save is kept as a version with its date; a joining member's membership keeps the version
 * they accepted (communities service `joinCommunity`).
 */
import { auditedWrite } from '../../db/audit';
import {
  MODERATION_MESSAGES,
  type TAdminMembersBody,
  type TAdminQuestionsResponse,
  type TAdminTerms,
  type TQuestionAnswersResponse,
  type TTermsBody,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { TenantScope } from '../../db/tenant-scope';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize';
import { fileUrl } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { loadCommunityAccess, queryMembers, type CommunityAccess } from '../communities/communities.service';
import { assertCommunitySettingsAdmin, assertMemberAdmin } from './community-requirements.policy';
import * as repo from './community-requirements.repository';
import { communityAuditRow } from '../community-admin/community-admin.service';

/** A community's join questions by id, as the audit records of their changes compare them (issue 39). */
async function questionsById(
  scope: TenantScope,
  id: string,
): Promise<Record<string, Record<string, unknown>>> {
  return Object.fromEntries((await repo.questions(scope, id)).map((q) => [q.id, q]));
}

/** @throws AppError 404 unknown community, 403 unless a global admin ({@link assertCommunitySettingsAdmin}). */
async function adminAccess(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
): Promise<CommunityAccess> {
  const access = await loadCommunityAccess(ctx, { id });
  assertCommunitySettingsAdmin(access);
  return access;
}

/** @throws AppError 404 unknown community, 403 without a member-management flag ({@link assertMemberAdmin}). */
async function memberAdminAccess(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
): Promise<CommunityAccess> {
  const access = await loadCommunityAccess(ctx, { id });
  assertMemberAdmin(access);
  return access;
}

/** `GET api/v1/admin/community/{id}/terms` — current terms, switch and every saved version (newest first). */
export async function getTerms(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
): Promise<TAdminTerms> {
  const access = await adminAccess(ctx, id);
  const versions = await repo.termsVersions(ctx.scope, id);
  return {
    agreement: access.community.agreement,
    isRequireAgreement: access.community.isRequireAgreement,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  };
}

/**
 * `PUT api/v1/admin/community/{id}/terms` `{ agreement, isRequireAgreement }` — saved at once and kept
 * as a new version. The sanitised text must not be blank ('Content cannot be empty.'), except when only
 * the switch is turned off on unchanged text.
 * @throws AppError 403 not an admin, 400 blank content.
 */
export async function saveTerms(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  body: TTermsBody,
): Promise<TAdminTerms> {
  return auditedWrite(ctx, { load: (s) => communityAuditRow(s, id) }, async (ctx) => {
    const access = await adminAccess(ctx, id);
    const text = sanitizeRichText(body.agreement);
    const switchOffOnly = !body.isRequireAgreement && text === access.community.agreement;
    if (!htmlToText(text).trim() && !switchOffOnly)
      throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.termsEmpty, {
        errors: { agreement: [MODERATION_MESSAGES.termsEmpty] },
      });
    await repo.saveTerms(ctx.scope, id, {
      text,
      isRequireAgreement: body.isRequireAgreement,
      userId: ctx.actor.id,
    });
    return getTerms(ctx, id);
  });
}

/** `GET api/v1/admin/community/{id}/question` — the join questions in order (admins). */
export async function listQuestions(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
): Promise<TAdminQuestionsResponse> {
  await adminAccess(ctx, id);
  return { communityQuestions: await repo.questions(ctx.scope, id) };
}

/** Join questions need a private, visible community (spec 001 §5). @throws AppError 400. */
function assertPrivateVisible(access: CommunityAccess) {
  if (access.community.isPublic || !access.community.isVisible)
    throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.questionNeedsPrivate);
}

/** `POST api/v1/admin/community/{id}/question` `{ communityQuestions }` — adds questions (admins). */
export async function addQuestions(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  items: { text: string; isRequiredAssets: boolean }[],
): Promise<TAdminQuestionsResponse> {
  return auditedWrite(ctx, { load: (s) => questionsById(s, id) }, async (ctx) => {
    assertPrivateVisible(await adminAccess(ctx, id));
    await repo.addQuestions(ctx.scope, id, items);
    return listQuestions(ctx, id);
  });
}

/** `PUT api/v1/admin/community/{id}/question/{qid}`. @throws 404 unknown question of this community. */
export async function updateQuestion(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  qid: string,
  input: { text: string; isRequiredAssets: boolean },
): Promise<TAdminQuestionsResponse> {
  return auditedWrite(ctx, { load: async (s) => (await questionsById(s, id))[qid] }, async (ctx) => {
    assertPrivateVisible(await adminAccess(ctx, id));
    if (!(await repo.updateQuestion(ctx.scope, id, qid, input)))
      throw new AppError('NOT_FOUND', 'Question not found');
    return listQuestions(ctx, id);
  });
}

/** `DELETE api/v1/admin/community/{id}/question/{qid}` — its answers go with it. @throws 404. */
export async function deleteQuestion(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  qid: string,
): Promise<TAdminQuestionsResponse> {
  return auditedWrite(ctx, { load: async (s) => (await questionsById(s, id))[qid] }, async (ctx) => {
    await adminAccess(ctx, id);
    if (!(await repo.deleteQuestion(ctx.scope, id, qid)))
      throw new AppError('NOT_FOUND', 'Question not found');
    return listQuestions(ctx, id);
  });
}

type AnswerRow = Awaited<ReturnType<typeof repo.answersOf>>[number];
const presentAnswer = (a: AnswerRow) => ({
  questionId: a.questionId,
  questionText: a.questionText,
  answerText: a.answerText,
  attachments: a.attachments.map((f) => ({ name: f.name, url: fileUrl(f.key)! })),
});

/**
 * `GET api/v1/admin/community/{id}/question-answers?memberId` — a member's answers (questionText,
 * answerText, attachments). Needs a member-management flag (403).
 */
export async function questionAnswers(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  memberId: string,
): Promise<TQuestionAnswersResponse> {
  await memberAdminAccess(ctx, id);
  const rows = await repo.answersOf(ctx.scope, id, [memberId]);
  return { questionAnswers: rows.map(presentAnswer) };
}

/**
 * `POST api/v1/admin/community/{id}/getlist-with-answers` — the admin members table (as `getlist`) with
 * each member's answers; three queries (page, count, answers of the page).
 */
export async function membersWithAnswers(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  body: TAdminMembersBody,
) {
  await memberAdminAccess(ctx, id);
  const page = await queryMembers(ctx, id, body);
  const answers = await repo.answersOf(
    ctx.scope,
    id,
    page.members.map((m) => m.userId),
  );
  return {
    members: page.members.map((m) => ({
      ...m,
      questionAnswers: answers.filter((a) => a.userId === m.userId).map(presentAnswer),
    })),
    totalItemCount: page.totalItemCount,
  };
}
