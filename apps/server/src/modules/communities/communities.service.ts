/**
 * Communities member side — spec 001 §7 "Communities", "Joining", "Members", "Categories": lists with
 * filters, preference, favourites, detail, about, terms, likes, views, members, recommended; the membership
 * state machine of §4 (join, cancel, leave). Lists are built in a bounded number of queries (page, count,
 * categories and tags of the page).
 *
 * The module's public face for the other community modules (posts, comments, meetings, assets,
 * community-admin): {@link loadCommunityAccess}, the access assertions, {@link queryMembers},
 * {@link joinedCount} and {@link removeMembership}.
 */
import {
  COMMUNITY_MESSAGES,
  isCommunityAdmin,
  JOIN_FILE_TYPES,
  POST_LIMITS,
  type TCommunity,
  type TCommunityListBody,
  type TJoinBody,
  type TMember,
  type TMemberStatus,
} from '@portal/contracts';
import { withTransaction, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../plugins/storage';
import type { RequestContext } from '../../plugins/auth';
import type { Actor } from '../../plugins/actor';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from '../../plugins/uploads';
import {
  accessOf,
  assertHeaderVisible,
  assertJoinable,
  assertNotBlacklisted,
  assertReadable,
  type CommunityAccess,
} from './communities.policy';
import * as repo from './communities.repository';
import * as members from './community-members.repository';
import {
  iso,
  listStatus,
  presentCategoryTree,
  presentCommunity,
  presentMember,
  presentSummary,
} from './communities.presenter';

/** The community rules other modules use (defined in `communities.policy.ts`). */
export { accessOf, assertHeaderVisible, assertNotBlacklisted, assertReadable };
/** Community access and row types for other modules. */
export type { CommunityAccess, CommunityRow, CommunityStanding, MemberRow } from './communities.policy';

/** What every communities service call needs: tenant scope, the caller, the event bus and storage. */
export type CommunityContext = Pick<RequestContext, 'scope' | 'actor' | 'bus' | 'storage'>;

/**
 * Loads a community of the tenant by id or alias with the caller's membership (one query) and computes
 * the caller's access (spec 001 §4, §6).
 * @throws AppError 404 'Community not found' (400 for an alias, spec 001 §2) when missing or deleted.
 */
export async function loadCommunityAccess(
  scope: TenantScope,
  actor: Actor,
  by: { id: string } | { alias: string },
): Promise<CommunityAccess> {
  const row = await repo.findCommunityWithMembership(scope, actor.id, by);
  if (!row) throw new AppError('id' in by ? 'NOT_FOUND' : 'BAD_REQUEST', COMMUNITY_MESSAGES.notFound);
  return accessOf(actor, row.community, row.membership);
}

/** Presents community rows with their categories and tags (two more queries). */
async function presentRows(scope: TenantScope, rows: repo.CommunityFieldsRow[]): Promise<TCommunity[]> {
  const extras = await repo.loadExtras(
    scope,
    rows.map((r) => r.community.id),
  );
  return rows.map((r) => presentCommunity(r, extras));
}

/**
 * `POST api/v1/community/getlist` (spec 001 §7): filters onlyJoined, onlyFavorite, categoryIds (a parent
 * also matches its subcategories), keyword (name, alias, short description), tagIds, communityIds; sorted
 * by name. Four queries: page, count, categories, tags.
 */
export async function listCommunities(ctx: CommunityContext, body: TCommunityListBody) {
  const isAdmin = isCommunityAdmin(ctx.actor.role);
  const { rows, total } = await repo.findCommunityPage(ctx.scope, ctx.actor.id, isAdmin, body);
  const presented = await presentRows(ctx.scope, rows);
  return {
    communities: rows.map((r, i) => ({ community: presented[i]!, status: listStatus(r, isAdmin) })),
    totalItemCount: total,
  };
}

/**
 * `POST api/v1/community/preference` (spec 001 §3 Community preference): joined (auto-join included) and
 * moderated communities by name; admins manage every community. Two queries.
 */
export async function communityPreference(ctx: CommunityContext) {
  const { joined, moderated } = await repo.findPreference(
    ctx.scope,
    ctx.actor.id,
    isCommunityAdmin(ctx.actor.role),
  );
  return {
    topJoined: joined.map(presentSummary),
    topModerated: moderated.map(presentSummary),
    joinedCount: joined.length,
  };
}

/** `POST api/v1/community/get-top-favorites`: the caller's favourite communities by name. */
export async function topFavorites(ctx: CommunityContext) {
  const rows = await repo.findFavoriteSummaries(ctx.scope, ctx.actor.id);
  return { communities: rows.map(presentSummary) };
}

/**
 * `GET api/v1/community/{id}` and `GET api/v1/community?alias=` (spec 001 §3): the community with the
 * caller's role, status, permissions. Hidden private communities: 403 for non-members.
 */
export async function communityDetail(ctx: CommunityContext, by: { id: string } | { alias: string }) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, by);
  assertHeaderVisible(access);
  const row = await repo.findCommunityFields(ctx.scope, ctx.actor.id, access.isAdmin, access.community.id);
  const [community] = await presentRows(ctx.scope, [row!]);
  return {
    community: community!,
    role: access.role,
    status: access.status,
    permissions: access.permissions,
    postCreate: access.isJoined && access.permissions.postCreate,
    joinedAt: iso(access.membership?.status === 'Joined' ? access.membership.joinedAt : null),
    isAdmin: access.isAdmin,
  };
}

/** `GET api/v1/community/{id}/about` — 403 'Community is private' for non-members. */
export async function communityAbout(ctx: CommunityContext, id: string) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  assertReadable(access);
  return { about: access.community.about };
}

/** `GET api/v1/community/{id}/terms` — the agreement the join flow shows (spec 001 §4). */
export async function communityTerms(ctx: CommunityContext, id: string) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  return { agreement: access.community.agreement, isRequireAgreement: access.community.isRequireAgreement };
}

/** Like or dislike (idempotent). Answer: `{ isLiked, likesCount }`. */
export async function setCommunityLike(ctx: CommunityContext, id: string, like: boolean) {
  await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  return { isLiked: like, likesCount: await repo.setLike(ctx.scope, id, ctx.actor.id, like) };
}

/** add-to-favorite / delete-from-favorite (idempotent). */
export async function setCommunityFavorite(ctx: CommunityContext, id: string, favorite: boolean) {
  await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  await repo.setFavorite(ctx.scope, id, ctx.actor.id, favorite);
  return { isFavorite: favorite };
}

/** Counts one view of a community (spec 001 §7 view counting). */
export async function viewCommunity(ctx: CommunityContext, id: string) {
  await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  return { viewsCount: await repo.addView(ctx.scope, id, ctx.actor.id) };
}

/** `GET api/v1/community/{id}/join/question`: the community's join questions in order. */
export async function joinQuestions(ctx: CommunityContext, id: string) {
  await loadCommunityAccess(ctx.scope, ctx.actor, { id });
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
 * The given users of the tenant with their membership status in community `id` (`null` when none), for
 * the admin actions that pick users (add members, blacklist). Users of other tenants are not found.
 */
export function usersWithStatus(scope: TenantScope, id: string, userIds: string[]) {
  return members.usersWithStatus(scope, id, userIds);
}

/** Joined members of a community (one query). */
export async function joinedCount(scope: TenantScope, id: string): Promise<number> {
  return members.countJoined(scope, id);
}

/**
 * `PUT api/v1/community/{id}/join` (spec 001 §4): none → Joined (public, auto-join, admins) or Awaiting
 * (private). Requires `acceptTerms` when the community requires an agreement; for private communities each
 * text question needs an answer ('This field is required'). 409 when already Joined/Awaiting, 403 blocked.
 */
export async function joinCommunity(ctx: CommunityContext, id: string, body: TJoinBody) {
  const { scope, actor } = ctx;
  const access = await loadCommunityAccess(scope, actor, { id });
  const c = access.community;
  assertJoinable(access);
  if (c.isArchived) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.archived);
  const current = access.membership?.status;
  if (current === 'Blocked') throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.blocked);
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
  return { status, membersCount: await joinedCount(scope, id) };
}

/**
 * `PUT api/v1/community/{id}/join/question/{qid}/send-files`: one file answering a question, uploaded after
 * the join (spec 001 §4 step 3) while the request is Awaiting (or just Joined). Types and 5 MB of §5.
 */
export async function sendJoinFiles(ctx: CommunityContext, id: string, qid: string, files: IncomingFile[]) {
  const { scope, actor, storage } = ctx;
  const access = await loadCommunityAccess(scope, actor, { id });
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
export async function cancelJoin(ctx: CommunityContext, id: string) {
  const { scope, actor } = ctx;
  const access = await loadCommunityAccess(scope, actor, { id });
  if (access.membership?.status !== 'Awaiting')
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.noPendingRequest);
  await removeMembership(scope, ctx.storage, id, actor.id);
  return { status: null, membersCount: await joinedCount(scope, id) };
}

/** `PUT api/v1/community/{id}/unjoin`: Joined → none ('Leave community'); not for auto-join communities. */
export async function leaveCommunity(ctx: CommunityContext, id: string) {
  const { scope, actor } = ctx;
  const access = await loadCommunityAccess(scope, actor, { id });
  if (access.community.isAutoJoin) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.adminCannotLeave);
  if (access.membership?.status !== 'Joined')
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.notAMember);
  await removeMembership(scope, ctx.storage, id, actor.id, (tx) =>
    ctx.bus.emit(tx, 'member.removed', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: id,
      userId: actor.id,
    }),
  );
  return { status: null, membersCount: await joinedCount(scope, id) };
}

/**
 * Deletes a user's membership row and join answers, then the files of those answers from storage (best
 * effort, after the commit) — nothing of a cancelled or declined request stays on disk. `alsoInTransaction`
 * runs in the deletion's transaction (to record its side effects, e.g. `member.removed`).
 */
export async function removeMembership(
  scope: TenantScope,
  storage: FileStorage,
  communityId: string,
  userId: string,
  alsoInTransaction?: (tx: TenantScope) => Promise<void>,
): Promise<void> {
  const keys = await withTransaction(scope, async (tx) => {
    const deleted = await members.deleteMembership(tx, communityId, userId);
    await alsoInTransaction?.(tx);
    return deleted;
  });
  if (keys.length) await discardFiles(storage, scope.tenantId, keys);
}

/**
 * `GET api/v1/community/{id}/member?page&pageSize&keyword`: Joined members, moderators then editors then
 * by name. 403 'Community is private' for non-members. Two queries.
 */
export async function listMembers(
  ctx: CommunityContext,
  id: string,
  query: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ members: TMember[]; totalItemCount: number }> {
  assertReadable(await loadCommunityAccess(ctx.scope, ctx.actor, { id }));
  return queryMembers(ctx.scope, id, { ...query, statuses: ['Joined'] });
}

/**
 * One page of a community's members with the given statuses, matched on name or e-mail by `keyword`:
 * Awaiting first, then moderators, editors, members, each by name. Two queries (page and count).
 */
export async function queryMembers(
  scope: TenantScope,
  communityId: string,
  query: { page: number; pageSize: number; keyword?: string | undefined; statuses: readonly TMemberStatus[] },
): Promise<{ members: TMember[]; totalItemCount: number }> {
  const { rows, total } = await members.findMemberPage(scope, communityId, query);
  return { members: rows.map(presentMember), totalItemCount: total };
}

/**
 * `GET api/v1/dashboard/recommended/community`: up to 10 visible, unarchived communities the caller has no
 * membership in (auto-join excluded), most members first.
 */
export async function recommendedCommunities(ctx: CommunityContext) {
  const rows = await repo.findRecommended(ctx.scope, ctx.actor.id, isCommunityAdmin(ctx.actor.role));
  return { communities: await presentRows(ctx.scope, rows) };
}

/**
 * `GET api/v1/community/category?page&pageSize`: top-level categories by name with their subCategories
 * and community counts. One query for all categories of the tenant, the tree built in memory.
 */
export async function listCategories(ctx: CommunityContext, query: { page: number; pageSize: number }) {
  const tree = presentCategoryTree(await repo.findCategories(ctx.scope));
  const start = (query.page - 1) * query.pageSize;
  return { communityCategories: tree.slice(start, start + query.pageSize), totalItemCount: tree.length };
}
