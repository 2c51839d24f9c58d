/**
 * Joining a community — spec 001 §4 "Join flow" and the membership state machine (none → Joined or
 * Awaiting, Awaiting → none on cancel, Joined → none on leave), §7 "Joining": join questions, join (with
 * terms and answers), the file answers sent after the join, cancel and leave.
 */
import { COMMUNITY_MESSAGES, JOIN_FILE_TYPES, POST_LIMITS, type TJoinBody } from '@portal/contracts';
import { withTransaction } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { assertJoinable, assertNoBlockedMembership } from './communities.policy';
import { joinedCount, loadCommunityAccess, removeMembership } from './communities.service';
import * as members from './community-members.repository';

/** `GET api/v1/community/{id}/join/question`: the community's join questions in order. */
export async function joinQuestions(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  await loadCommunityAccess(ctx, { id });
  const rows = await members.findJoinQuestions(ctx.scope, id);
  return {
    communityQuestions: rows.map((q) => ({
      id: q.id,
      text: q.text,
      isRequiredAssets: q.isRequiredAssets,
      communityId: q.communityId,
    })),
  };
}

/**
 * `PUT api/v1/community/{id}/join` (spec 001 §4): none → Joined (public, auto-join, admins) or Awaiting
 * (private). Requires `acceptTerms` when the community requires an agreement; for private communities each
 * text question needs an answer ('This field is required'). 409 when already Joined/Awaiting, 403 blocked
 * or hidden ({@link assertNoBlockedMembership}, {@link assertJoinable}).
 */
export async function joinCommunity(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus'>,
  id: string,
  body: TJoinBody,
) {
  const { scope, actor } = ctx;
  const access = await loadCommunityAccess(ctx, { id });
  const c = access.community;
  assertJoinable(access);
  if (c.isArchived) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.archived);
  assertNoBlockedMembership(access);
  const current = access.membership?.status;
  if (current === 'Joined' || current === 'Awaiting')
    throw new AppError('CONFLICT', COMMUNITY_MESSAGES.alreadyMember);
  if (c.isRequireAgreement && body.acceptTerms !== true)
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.answerRequired, {
      errors: { acceptTerms: [COMMUNITY_MESSAGES.answerRequired] },
    });
  const status: 'Joined' | 'Awaiting' = c.isPublic || c.isAutoJoin || access.isAdmin ? 'Joined' : 'Awaiting';

  // Join questions apply to non-public communities (spec 001 §4 Join flow step 2).
  const questions = c.isPublic ? [] : await members.findJoinQuestions(scope, id);
  const answers = new Map(body.answers.map((a) => [a.questionId, a.answer]));
  const errors: Record<string, string[]> = {};
  for (const questionId of answers.keys())
    if (!questions.some((q) => q.id === questionId)) errors[`answers.${questionId}`] = ['Unknown question'];
  for (const q of questions)
    if (!q.isRequiredAssets && !(answers.get(q.id) ?? '').trim())
      errors[`answers.${q.id}`] = [COMMUNITY_MESSAGES.answerRequired];
  const firstError = Object.values(errors)[0]?.[0];
  if (firstError) throw new AppError('BAD_REQUEST', firstError, { errors });

  await withTransaction(scope, async (tx) => {
    await members.saveJoin(tx, {
      communityId: id,
      userId: actor.id,
      status,
      answers: questions.map((q) => ({ questionId: q.id, answer: (answers.get(q.id) ?? '').trim() })),
      acceptedTerms: c.isRequireAgreement,
    });
    await ctx.bus.emit(tx, status === 'Joined' ? 'member.added' : 'member.awaiting', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: id,
      userId: actor.id,
    });
  });
  return { status, membersCount: await joinedCount(ctx, id) };
}

/**
 * `PUT api/v1/community/{id}/join/question/{qid}/send-files`: one file answering a question, uploaded after
 * the join (spec 001 §4 step 3) while the request is Awaiting (or just Joined). Types and 5 MB of §5.
 */
export async function sendJoinFiles(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  id: string,
  qid: string,
  files: IncomingFile[],
) {
  const { scope, actor, storage } = ctx;
  const access = await loadCommunityAccess(ctx, { id });
  const status = access.membership?.status;
  if (status !== 'Awaiting' && status !== 'Joined')
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.notAMember);
  const question = await members.findJoinQuestion(scope, id, qid);
  if (!question) throw new AppError('NOT_FOUND', 'Question not found');
  await checkFiles(files, {
    types: JOIN_FILE_TYPES,
    maxBytes: POST_LIMITS.fileMaxBytes,
    maxFiles: 1,
    field: 'files',
    required: COMMUNITY_MESSAGES.fileRequired,
  });
  const stored = await storeFiles(storage, scope.tenantId, files);
  try {
    await members.saveJoinFiles(scope, {
      communityId: id,
      userId: actor.id,
      questionId: qid,
      attachments: stored,
    });
  } catch (error) {
    await discardFiles(
      storage,
      scope.tenantId,
      stored.map((s) => s.key),
    );
    throw error;
  }
  return { attachments: stored.map((s) => ({ id: s.id, name: s.name, path: fileUrl(s.key)! })) };
}

/** `PUT api/v1/community/{id}/join/cancel`: Awaiting → none; answers removed. 400 when nothing pending. */
export async function cancelJoin(ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>, id: string) {
  const { actor } = ctx;
  const access = await loadCommunityAccess(ctx, { id });
  if (access.membership?.status !== 'Awaiting')
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.noPendingRequest);
  await removeMembership(ctx, id, actor.id);
  return { status: null, membersCount: await joinedCount(ctx, id) };
}

/** `PUT api/v1/community/{id}/unjoin`: Joined → none ('Leave community'); not for auto-join communities. */
export async function leaveCommunity(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus'>,
  id: string,
) {
  const { scope, actor } = ctx;
  const access = await loadCommunityAccess(ctx, { id });
  if (access.community.isAutoJoin) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.adminCannotLeave);
  if (access.membership?.status !== 'Joined')
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.notAMember);
  await removeMembership(ctx, id, actor.id, (tx) =>
    ctx.bus.emit(tx, 'member.removed', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: id,
      userId: actor.id,
    }),
  );
  return { status: null, membersCount: await joinedCount(ctx, id) };
}
