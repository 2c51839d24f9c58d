/**
 * Communities member side — spec 001 §7 "Communities", "Joining", "Members", "Categories": lists with
 * filters, preference, favourites, detail, about, terms, likes, views, members, recommended; the membership
 * state machine of §4 (join, cancel, leave). Lists are built in a bounded number of queries (page, count,
 * categories and tags of the page).
 */
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_MESSAGES,
  isCommunityAdmin,
  JOIN_FILE_TYPES,
  POST_LIMITS,
  type TCommunity,
  type TCommunityCategory,
  type TCommunityListBody,
  type TJoinBody,
  type TMember,
  type TMemberStatus,
} from '@portal/contracts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityFavorites,
  communityJoinAnswers,
  communityJoinQuestions,
  communityLikes,
  communityMembers,
  communityTagLinks,
  communityViews,
  postTags,
  users,
} from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../plugins/storage';
import type { Actor } from '../../plugins/actor';
import type { CommunityEvents } from '../../lib/event-bus';
import { assertReadable, loadCommunityAccess, type CommunityAccess } from './communities.policy';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from './uploads';

/** What every communities service call needs: tenant scope, the caller, the event bus and storage. */
export interface CommunityContext {
  scope: TenantScope;
  actor: Actor;
  events: CommunityEvents;
  storage: FileStorage;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Counts and caller flags of a community row, as correlated subqueries on `communities` (one query per page). */
function communityFields(actorId: string, isAdmin: boolean) {
  return {
    community: communities,
    membersCount: sql<number>`(select count(*)::int from community_members m where m.community_id = "communities"."id" and m.status = 'Joined')`,
    pendingMembersCount: sql<number>`(select count(*)::int from community_members m where m.community_id = "communities"."id" and m.status = 'Awaiting')`,
    postsCount: communities.postsCount,
    likesCount: sql<number>`(select count(*)::int from community_likes l where l.community_id = "communities"."id")`,
    isLiked: sql<boolean>`exists(select 1 from community_likes l where l.community_id = "communities"."id" and l.user_id = ${actorId})`,
    isFavorite: sql<boolean>`exists(select 1 from community_favorites f where f.community_id = "communities"."id" and f.user_id = ${actorId})`,
    hasJoinQuestions: sql<boolean>`exists(select 1 from community_join_questions q where q.community_id = "communities"."id")`,
    myStatus: sql<
      string | null
    >`(select m.status from community_members m where m.community_id = "communities"."id" and m.user_id = ${actorId} and m.status in ('Awaiting', 'Joined'))`,
    isAdmin: sql<boolean>`${isAdmin}::boolean`,
  };
}
type CommunityFieldsRow = {
  community: typeof communities.$inferSelect;
  membersCount: number;
  pendingMembersCount: number;
  postsCount: number;
  likesCount: number;
  isLiked: boolean;
  isFavorite: boolean;
  hasJoinQuestions: boolean;
  myStatus: string | null;
};

interface Extras {
  categories: Map<string, { id: string; name: string; parentCategoryId: string | null }[]>;
  tags: Map<string, { id: string; name: string }[]>;
}

/** Categories and tags of some communities: two queries. */
async function loadExtras(scope: TenantScope, ids: string[]): Promise<Extras> {
  const categories = new Map<string, { id: string; name: string; parentCategoryId: string | null }[]>();
  const tags = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return { categories, tags };
  const [catRows, tagRows] = await Promise.all([
    scope.db
      .select({
        communityId: communityCategoryLinks.communityId,
        id: communityCategories.id,
        name: communityCategories.name,
        parentCategoryId: communityCategories.parentCategoryId,
      })
      .from(communityCategoryLinks)
      .innerJoin(communityCategories, eq(communityCategories.id, communityCategoryLinks.categoryId))
      .where(inTenant(scope, communityCategoryLinks, inArray(communityCategoryLinks.communityId, ids)))
      .orderBy(asc(communityCategories.name)),
    scope.db
      .select({ communityId: communityTagLinks.communityId, id: postTags.id, name: postTags.name })
      .from(communityTagLinks)
      .innerJoin(postTags, eq(postTags.id, communityTagLinks.tagId))
      .where(inTenant(scope, communityTagLinks, inArray(communityTagLinks.communityId, ids)))
      .orderBy(asc(postTags.name)),
  ]);
  for (const { communityId, ...c } of catRows)
    categories.set(communityId, [...(categories.get(communityId) ?? []), c]);
  for (const { communityId, ...t } of tagRows) tags.set(communityId, [...(tags.get(communityId) ?? []), t]);
  return { categories, tags };
}

/** Maps a row with its counts to the contract's Community (spec 001 §3). */
export function presentCommunity(row: CommunityFieldsRow, extras: Extras): TCommunity {
  const c = row.community;
  const categories = extras.categories.get(c.id) ?? [];
  const tags = extras.tags.get(c.id) ?? [];
  return {
    id: c.id,
    alias: c.alias,
    name: c.name,
    shortDescription: c.shortDescription,
    title: c.title,
    imageUrl: fileUrl(c.imageUrl),
    categories,
    categoryIds: categories.map((x) => x.id),
    segmentIds: c.segmentIds,
    tagsId: tags.map((t) => t.id),
    tags,
    isPublic: c.isPublic,
    isVisible: c.isVisible,
    isArchived: c.isArchived,
    archivedDate: iso(c.archivedDate),
    isDeleted: c.isDeleted,
    aliveStartDate: iso(c.aliveStartDate),
    aliveEndDate: iso(c.aliveEndDate),
    isAutoJoin: c.isAutoJoin,
    isRequirePostApproval: c.isRequirePostApproval,
    isRequireAgreement: c.isRequireAgreement,
    pushToWebSite: c.pushToWebSite,
    hasJoinQuestions: Boolean(row.hasJoinQuestions),
    isFavorite: Boolean(row.isFavorite),
    isLiked: Boolean(row.isLiked),
    likesCount: Number(row.likesCount),
    viewsCount: c.viewsCount,
    membersCount: Number(row.membersCount),
    pendingMembersCount: Number(row.pendingMembersCount),
    postsCount: Number(row.postsCount),
    createdAt: c.createdAt.toISOString(),
    latestActivity: iso(c.latestActivity),
  };
}

/** Communities the caller may see in lists: visible ones, or hidden ones they belong to; admins all. */
function listableCondition(actor: Actor, isAdmin: boolean): SQL | undefined {
  if (isAdmin) return undefined;
  return sql`(${communities.isVisible} or exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actor.id} and m.status in ('Awaiting', 'Joined')))`;
}

/** `status` of a list entry: Awaiting/Joined from the membership; admins and auto-join show Joined. */
function listStatus(row: CommunityFieldsRow, isAdmin: boolean): 'Awaiting' | 'Joined' | null {
  if (row.myStatus === 'Joined' || row.myStatus === 'Awaiting') return row.myStatus;
  return isAdmin || row.community.isAutoJoin ? 'Joined' : null;
}

const joinedCondition = (actorId: string) =>
  sql`(${communities.isAutoJoin} or exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actorId} and m.status = 'Joined'))`;

/**
 * `POST api/v1/community/getlist` (spec 001 §7): filters onlyJoined, onlyFavorite, categoryIds (a parent
 * also matches its subcategories), keyword (name, alias, short description), tagIds, communityIds; sorted
 * by name. Four queries: page, count, categories, tags.
 */
export async function listCommunities(ctx: CommunityContext, body: TCommunityListBody) {
  const { scope, actor } = ctx;
  const isAdmin = isCommunityAdmin(actor.role);
  const conditions: (SQL | undefined)[] = [
    eq(communities.isDeleted, false),
    listableCondition(actor, isAdmin),
  ];
  if (body.onlyJoined) conditions.push(joinedCondition(actor.id));
  if (body.onlyFavorite)
    conditions.push(
      sql`exists(select 1 from community_favorites f where f.community_id = "communities"."id" and f.user_id = ${actor.id})`,
    );
  if (body.categoryIds?.length)
    conditions.push(
      sql`exists(select 1 from community_category_links l join community_categories c on c.id = l.category_id where l.community_id = "communities"."id" and (c.id in ${body.categoryIds} or c.parent_category_id in ${body.categoryIds}))`,
    );
  if (body.tagIds?.length)
    conditions.push(
      sql`exists(select 1 from community_tag_links t where t.community_id = "communities"."id" and t.tag_id in ${body.tagIds})`,
    );
  if (body.communityIds?.length) conditions.push(inArray(communities.id, body.communityIds));
  if (body.keyword) {
    const like = `%${body.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      sql`(${communities.name} ilike ${like} or ${communities.alias} ilike ${like} or ${communities.shortDescription} ilike ${like})`,
    );
  }
  const where = inTenant(scope, communities, ...conditions);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select(communityFields(actor.id, isAdmin))
      .from(communities)
      .where(where)
      .orderBy(asc(communities.name), asc(communities.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(communities)
      .where(where),
  ]);
  const extras = await loadExtras(
    scope,
    rows.map((r) => r.community.id),
  );
  return {
    communities: rows.map((r) => ({
      community: presentCommunity(r, extras),
      status: listStatus(r, isAdmin),
    })),
    totalItemCount: Number(total?.n ?? 0),
  };
}

const summaryFields = {
  id: communities.id,
  alias: communities.alias,
  name: communities.name,
  imageUrl: communities.imageUrl,
  isAutoJoin: communities.isAutoJoin,
  isPublic: communities.isPublic,
};
const presentSummary = (r: {
  id: string;
  alias: string;
  name: string;
  imageUrl: string | null;
  isAutoJoin: boolean;
  isPublic: boolean;
}) => ({ ...r, imageUrl: fileUrl(r.imageUrl) });

/**
 * `POST api/v1/community/preference` (spec 001 §3 Community preference): joined (auto-join included) and
 * moderated communities by name; admins manage every community. Two queries.
 */
export async function communityPreference(ctx: CommunityContext) {
  const { scope, actor } = ctx;
  const isAdmin = isCommunityAdmin(actor.role);
  const [joined, moderated] = await Promise.all([
    scope.db
      .select(summaryFields)
      .from(communities)
      .where(inTenant(scope, communities, eq(communities.isDeleted, false), joinedCondition(actor.id)))
      .orderBy(asc(communities.name))
      .limit(1000),
    scope.db
      .select(summaryFields)
      .from(communities)
      .where(
        inTenant(
          scope,
          communities,
          eq(communities.isDeleted, false),
          isAdmin
            ? undefined
            : sql`exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actor.id} and m.status = 'Joined' and m.role = 'Moderator')`,
        ),
      )
      .orderBy(asc(communities.name))
      .limit(1000),
  ]);
  return {
    topJoined: joined.map(presentSummary),
    topModerated: moderated.map(presentSummary),
    joinedCount: joined.length,
  };
}

/** `POST api/v1/community/get-top-favorites`: the caller's favourite communities by name. */
export async function topFavorites(ctx: CommunityContext) {
  const { scope, actor } = ctx;
  const rows = await scope.db
    .select(summaryFields)
    .from(communityFavorites)
    .innerJoin(communities, eq(communities.id, communityFavorites.communityId))
    .where(
      inTenant(
        scope,
        communityFavorites,
        eq(communityFavorites.userId, actor.id),
        eq(communities.isDeleted, false),
      ),
    )
    .orderBy(asc(communities.name))
    .limit(1000);
  return { communities: rows.map(presentSummary) };
}

/** One community with counts, presented (three queries). */
async function presentOne(ctx: CommunityContext, access: CommunityAccess): Promise<TCommunity> {
  const [row] = await ctx.scope.db
    .select(communityFields(ctx.actor.id, access.isAdmin))
    .from(communities)
    .where(inTenant(ctx.scope, communities, eq(communities.id, access.community.id)))
    .limit(1);
  const extras = await loadExtras(ctx.scope, [access.community.id]);
  return presentCommunity(row!, extras);
}

/**
 * `GET api/v1/community/{id}` and `GET api/v1/community?alias=` (spec 001 §3): the community with the
 * caller's role, status, permissions. Hidden private communities: 403 for non-members.
 */
export async function communityDetail(ctx: CommunityContext, by: { id: string } | { alias: string }) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, by);
  const c = access.community;
  if (!(c.isVisible || c.isPublic || access.isAdmin || access.status))
    throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
  return {
    community: await presentOne(ctx, access),
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
  const { scope, actor } = ctx;
  await loadCommunityAccess(scope, actor, { id });
  if (like)
    await scope.db
      .insert(communityLikes)
      .values({ tenantId: scope.tenantId, communityId: id, userId: actor.id })
      .onConflictDoNothing();
  else
    await scope.db
      .delete(communityLikes)
      .where(
        inTenant(
          scope,
          communityLikes,
          eq(communityLikes.communityId, id),
          eq(communityLikes.userId, actor.id),
        ),
      );
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityLikes)
    .where(inTenant(scope, communityLikes, eq(communityLikes.communityId, id)));
  return { isLiked: like, likesCount: Number(row?.n ?? 0) };
}

/** add-to-favorite / delete-from-favorite (idempotent). */
export async function setCommunityFavorite(ctx: CommunityContext, id: string, favorite: boolean) {
  const { scope, actor } = ctx;
  await loadCommunityAccess(scope, actor, { id });
  if (favorite)
    await scope.db
      .insert(communityFavorites)
      .values({ tenantId: scope.tenantId, communityId: id, userId: actor.id })
      .onConflictDoNothing();
  else
    await scope.db
      .delete(communityFavorites)
      .where(
        inTenant(
          scope,
          communityFavorites,
          eq(communityFavorites.communityId, id),
          eq(communityFavorites.userId, actor.id),
        ),
      );
  return { isFavorite: favorite };
}

/** Counts one view of a community (spec 001 §7 view counting). */
export async function viewCommunity(ctx: CommunityContext, id: string) {
  const { scope, actor } = ctx;
  await loadCommunityAccess(scope, actor, { id });
  const viewsCount = await scope.db.transaction(async (tx) => {
    await tx.insert(communityViews).values({ tenantId: scope.tenantId, communityId: id, userId: actor.id });
    const [row] = await tx
      .update(communities)
      .set({ viewsCount: sql`${communities.viewsCount} + 1` })
      .where(inTenant(scope, communities, eq(communities.id, id)))
      .returning({ viewsCount: communities.viewsCount });
    return row!.viewsCount;
  });
  return { viewsCount };
}

/** `GET api/v1/community/{id}/join/question`: the community's join questions in order. */
export async function joinQuestions(ctx: CommunityContext, id: string) {
  await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  const rows = await ctx.scope.db
    .select()
    .from(communityJoinQuestions)
    .where(inTenant(ctx.scope, communityJoinQuestions, eq(communityJoinQuestions.communityId, id)))
    .orderBy(asc(communityJoinQuestions.order), asc(communityJoinQuestions.createdAt));
  return {
    communityQuestions: rows.map((q) => ({
      id: q.id,
      text: q.text,
      isRequiredAssets: q.isRequiredAssets,
      communityId: q.communityId,
    })),
  };
}

/** Joined members of a community (one query). */
export async function joinedCount(scope: TenantScope, id: string): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMembers)
    .where(
      inTenant(
        scope,
        communityMembers,
        eq(communityMembers.communityId, id),
        eq(communityMembers.status, 'Joined'),
      ),
    );
  return Number(row?.n ?? 0);
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
  if (!(c.isVisible || c.isPublic)) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
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
  const questions = c.isPublic
    ? []
    : await scope.db
        .select()
        .from(communityJoinQuestions)
        .where(inTenant(scope, communityJoinQuestions, eq(communityJoinQuestions.communityId, id)));
  const answers = new Map(body.answers.map((a) => [a.questionId, a.answer]));
  const errors: Record<string, string[]> = {};
  for (const questionId of answers.keys())
    if (!questions.some((q) => q.id === questionId)) errors[`answers.${questionId}`] = ['Unknown question'];
  for (const q of questions)
    if (!q.isRequiredAssets && !(answers.get(q.id) ?? '').trim())
      errors[`answers.${q.id}`] = [COMMUNITY_MESSAGES.answerRequired];
  const firstError = Object.values(errors)[0]?.[0];
  if (firstError) throw new AppError('BAD_REQUEST', firstError, { errors });

  await scope.db.transaction(async (tx) => {
    await tx
      .insert(communityMembers)
      .values({ tenantId: scope.tenantId, communityId: id, userId: actor.id, role: 'Member', status })
      .onConflictDoUpdate({
        target: [communityMembers.communityId, communityMembers.userId],
        set: { status, role: 'Member', joinedAt: new Date(), updatedAt: new Date(), reason: null },
      });
    await tx
      .delete(communityJoinAnswers)
      .where(
        inTenant(
          scope,
          communityJoinAnswers,
          eq(communityJoinAnswers.communityId, id),
          eq(communityJoinAnswers.userId, actor.id),
        ),
      );
    const rows = questions.map((q) => ({
      tenantId: scope.tenantId,
      communityId: id,
      userId: actor.id,
      questionId: q.id,
      answer: (answers.get(q.id) ?? '').trim(),
    }));
    if (rows.length) await tx.insert(communityJoinAnswers).values(rows);
    await tx
      .update(communities)
      .set({ latestActivity: new Date() })
      .where(inTenant(scope, communities, eq(communities.id, id)));
  });
  ctx.events.emit(status === 'Joined' ? 'member.added' : 'member.awaiting', {
    tenantId: scope.tenantId,
    actorId: actor.id,
    communityId: id,
    userId: actor.id,
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
  const [question] = await scope.db
    .select()
    .from(communityJoinQuestions)
    .where(
      inTenant(
        scope,
        communityJoinQuestions,
        eq(communityJoinQuestions.id, qid),
        eq(communityJoinQuestions.communityId, id),
      ),
    )
    .limit(1);
  if (!question) throw new AppError('NOT_FOUND', 'Question not found');
  if (files.length === 0)
    throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.fileRequired, {
      errors: { files: [COMMUNITY_MESSAGES.fileRequired] },
    });
  await checkFiles(files, {
    types: JOIN_FILE_TYPES,
    maxBytes: POST_LIMITS.fileMaxBytes,
    maxFiles: 1,
    field: 'files',
  });
  const stored = await storeFiles(storage, scope.tenantId, files);
  try {
    await scope.db
      .insert(communityJoinAnswers)
      .values({
        tenantId: scope.tenantId,
        communityId: id,
        userId: actor.id,
        questionId: qid,
        answer: '',
        attachments: stored,
      })
      .onConflictDoUpdate({
        target: [communityJoinAnswers.questionId, communityJoinAnswers.userId],
        set: { attachments: stored },
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
  await removeMembership(scope, ctx.storage, id, actor.id);
  ctx.events.emit('member.removed', {
    tenantId: scope.tenantId,
    actorId: actor.id,
    communityId: id,
    userId: actor.id,
  });
  return { status: null, membersCount: await joinedCount(scope, id) };
}

/**
 * Deletes a user's membership row and join answers, then the files of those answers from storage (best
 * effort, after the commit) — nothing of a cancelled or declined request stays on disk.
 */
export async function removeMembership(
  scope: TenantScope,
  storage: FileStorage,
  communityId: string,
  userId: string,
): Promise<void> {
  const answers = await scope.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(communityJoinAnswers)
      .where(
        inTenant(
          scope,
          communityJoinAnswers,
          eq(communityJoinAnswers.communityId, communityId),
          eq(communityJoinAnswers.userId, userId),
        ),
      )
      .returning({ attachments: communityJoinAnswers.attachments });
    await tx
      .delete(communityMembers)
      .where(
        inTenant(
          scope,
          communityMembers,
          eq(communityMembers.communityId, communityId),
          eq(communityMembers.userId, userId),
        ),
      );
    return deleted;
  });
  const keys = answers.flatMap((a) => (a.attachments ?? []).map((f) => f.key));
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
  const { scope, actor } = ctx;
  assertReadable(await loadCommunityAccess(scope, actor, { id }));
  return queryMembers(scope, id, { ...query, statuses: ['Joined'] });
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
  const like = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = inTenant(
    scope,
    communityMembers,
    eq(communityMembers.communityId, communityId),
    inArray(communityMembers.status, [...query.statuses]),
    like
      ? sql`((${users.firstName} || ' ' || ${users.lastName}) ilike ${like} or ${users.email} ilike ${like})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({
        member: communityMembers,
        user: {
          firstName: users.firstName,
          lastName: users.lastName,
          pronoun: users.pronoun,
          email: users.email,
          avatarUrl: users.avatarUrl,
          state: users.state,
        },
        isHaveAnswers: sql<boolean>`exists(select 1 from community_join_answers a where a.community_id = ${communityMembers.communityId} and a.user_id = ${communityMembers.userId})`,
      })
      .from(communityMembers)
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(where)
      .orderBy(
        sql`case ${communityMembers.status} when 'Awaiting' then 0 else 1 end`,
        sql`case ${communityMembers.role} when 'Moderator' then 0 when 'Editor' then 1 else 2 end`,
        asc(users.firstName),
        asc(users.lastName),
        asc(users.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityMembers)
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(where),
  ]);
  return {
    members: rows.map(({ member, user, isHaveAnswers }) => ({
      id: member.id,
      userId: member.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      pronoun: user.pronoun,
      email: user.email,
      avatarUrl: user.avatarUrl,
      organisationName: null,
      homeState: user.state,
      role: member.role as TMember['role'],
      status: member.status as TMember['status'],
      joinedAt: member.joinedAt.toISOString(),
      isHaveAnswers: Boolean(isHaveAnswers),
      reason: member.reason,
      updatedAt: member.updatedAt.toISOString(),
    })),
    totalItemCount: Number(total?.n ?? 0),
  };
}

/**
 * `GET api/v1/dashboard/recommended/community`: up to 10 visible, unarchived communities the caller has no
 * membership in (auto-join excluded), most members first.
 */
export async function recommendedCommunities(ctx: CommunityContext) {
  const { scope, actor } = ctx;
  const isAdmin = isCommunityAdmin(actor.role);
  const rows = await scope.db
    .select(communityFields(actor.id, isAdmin))
    .from(communities)
    .where(
      inTenant(
        scope,
        communities,
        eq(communities.isDeleted, false),
        eq(communities.isVisible, true),
        eq(communities.isArchived, false),
        eq(communities.isAutoJoin, false),
        sql`not exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actor.id})`,
      ),
    )
    .orderBy(
      desc(
        sql`(select count(*) from community_members m where m.community_id = "communities"."id" and m.status = 'Joined')`,
      ),
      asc(communities.name),
    )
    .limit(10);
  const extras = await loadExtras(
    scope,
    rows.map((r) => r.community.id),
  );
  return { communities: rows.map((r) => presentCommunity(r, extras)) };
}

/**
 * `GET api/v1/community/category?page&pageSize`: top-level categories by name with their subCategories
 * and community counts. One query for all categories of the tenant, the tree built in memory.
 */
export async function listCategories(ctx: CommunityContext, query: { page: number; pageSize: number }) {
  const { scope } = ctx;
  const rows = await scope.db
    .select({
      category: communityCategories,
      communityCount: sql<number>`(select count(*)::int from community_category_links l join communities c on c.id = l.community_id where l.category_id = "community_categories"."id" and not c.is_deleted)`,
    })
    .from(communityCategories)
    .where(inTenant(scope, communityCategories))
    .orderBy(asc(communityCategories.name));
  const present = (r: (typeof rows)[number], subCategories: TCommunityCategory[]): TCommunityCategory => ({
    id: r.category.id,
    name: r.category.name,
    description: r.category.description,
    color: r.category.color,
    parentCategoryId: r.category.parentCategoryId,
    communityCount: Number(r.communityCount),
    createdAt: r.category.createdAt.toISOString(),
    createdByUserId: r.category.createdByUserId,
    subCategoriesCount: subCategories.length,
    subCategories,
  });
  const parents = rows.filter((r) => !r.category.parentCategoryId);
  const tree = parents.map((p) =>
    present(
      p,
      rows.filter((r) => r.category.parentCategoryId === p.category.id).map((r) => present(r, [])),
    ),
  );
  const start = (query.page - 1) * query.pageSize;
  return { communityCategories: tree.slice(start, start + query.pageSize), totalItemCount: tree.length };
}
