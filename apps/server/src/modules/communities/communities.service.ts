/**
 * Communities member side — spec 001 §7 "Communities", "Members", "Categories": lists with filters,
 * preference, favourites, detail, about, terms, likes, views, members, recommended (the join flow of §4 is
 * in `community-join.service.ts`). Lists are built in a bounded number of queries (page, count, categories
 * and tags of the page).
 *
 * The module's public face for the other community modules (posts, comments, meetings, assets,
 * community-admin): the access types and {@link accessOf}, {@link loadCommunityAccess}, the readable rule
 * (`assertReadable` of `communities.policy.ts`), {@link queryMembers}, {@link joinedCount} and
 * {@link removeMembership}.
 */
import {
  isCommunityAdmin,
  COMMUNITY_MESSAGES,
  type TCommunity,
  type TCommunityListBody,
  type TMember,
  type TMemberStatus,
} from '@portal/contracts';
import { withTransaction, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import type { RequestContext } from '../../plugins/auth';
import { discardFiles } from '../../plugins/uploads';
import * as access from './community-access';
import * as policy from './communities.policy';
import { assertHeaderVisible } from './communities.policy';
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

/**
 * Reading a community's content, for posts and assets (spec 001 §6; the rule is `communities.policy.ts`).
 * @throws AppError 403 'Community is private' unless the caller may read the community's content.
 */
export function assertReadable(access: CommunityStanding): void {
  policy.assertReadable(access);
}

/** A row of `communities` (`community-access.ts`). */
export type CommunityRow = access.CommunityRow;
/** A row of `community_members`. */
export type MemberRow = access.MemberRow;
/** The columns of a community that {@link accessOf} reads. */
export type AccessCommunity = access.AccessCommunity;
/** The columns of a membership that {@link accessOf} reads. */
export type AccessMembership = access.AccessMembership;
/** The caller's standing in one community, computed from rows `C` and `M` (`community-access.ts`). */
export type CommunityAccess<
  C extends AccessCommunity = CommunityRow,
  M extends AccessMembership = MemberRow,
> = access.CommunityAccess<C, M>;
/** An access computed from any rows with the columns {@link accessOf} reads. */
export type CommunityStanding = access.CommunityStanding;

/**
 * The access of an actor from a community row and its membership row (null when none), for other modules
 * (spec 001 §4, §6; computed in `community-access.ts`).
 */
export function accessOf<C extends AccessCommunity, M extends AccessMembership>(
  actor: Actor,
  community: C,
  membership: M | null,
): CommunityAccess<C, M> {
  return access.accessOf(actor, community, membership);
}

/**
 * Loads a community of the tenant by id or alias with the caller's membership (one query) and computes
 * the caller's access (spec 001 §4, §6).
 * @throws AppError 404 'Community not found' (400 for an alias, spec 001 §2) when missing or deleted.
 */
export async function loadCommunityAccess(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  by: { id: string } | { alias: string },
): Promise<CommunityAccess> {
  const { scope, actor } = ctx;
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
export async function listCommunities(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TCommunityListBody,
) {
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
export async function communityPreference(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
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
export async function topFavorites(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
  const rows = await repo.findFavoriteSummaries(ctx.scope, ctx.actor.id);
  return { communities: rows.map(presentSummary) };
}

/**
 * `GET api/v1/community/{id}` and `GET api/v1/community?alias=` (spec 001 §3): the community with the
 * caller's role, status, permissions. Hidden private communities: 403 for non-members.
 */
export async function communityDetail(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  by: { id: string } | { alias: string },
) {
  const access = await loadCommunityAccess(ctx, by);
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
export async function communityAbout(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  const access = await loadCommunityAccess(ctx, { id });
  assertReadable(access);
  return { about: access.community.about };
}

/** `GET api/v1/community/{id}/terms` — the agreement the join flow shows (spec 001 §4). */
export async function communityTerms(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  const access = await loadCommunityAccess(ctx, { id });
  return { agreement: access.community.agreement, isRequireAgreement: access.community.isRequireAgreement };
}

/** Like or dislike (idempotent). Answer: `{ isLiked, likesCount }`. */
export async function setCommunityLike(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  like: boolean,
) {
  await loadCommunityAccess(ctx, { id });
  return { isLiked: like, likesCount: await repo.setLike(ctx.scope, id, ctx.actor.id, like) };
}

/** add-to-favorite / delete-from-favorite (idempotent). */
export async function setCommunityFavorite(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  favorite: boolean,
) {
  await loadCommunityAccess(ctx, { id });
  await repo.setFavorite(ctx.scope, id, ctx.actor.id, favorite);
  return { isFavorite: favorite };
}

/** Counts one view of a community (spec 001 §7 view counting). */
export async function viewCommunity(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  await loadCommunityAccess(ctx, { id });
  return { viewsCount: await repo.addView(ctx.scope, id, ctx.actor.id) };
}

/**
 * The given users of the tenant with their membership status in community `id` (`null` when none), for
 * the admin actions that pick users (add members, blacklist). Users of other tenants are not found.
 */
export function usersWithStatus(ctx: Pick<RequestContext, 'scope'>, id: string, userIds: string[]) {
  return members.usersWithStatus(ctx.scope, id, userIds);
}

/** Joined members of a community (one query). */
export async function joinedCount(ctx: Pick<RequestContext, 'scope'>, id: string): Promise<number> {
  return members.countJoined(ctx.scope, id);
}

/**
 * Deletes a user's membership row and join answers, then the files of those answers from storage (best
 * effort, after the commit) — nothing of a cancelled or declined request stays on disk. `alsoInTransaction`
 * runs in the deletion's transaction (to record its side effects, e.g. `member.removed`).
 */
export async function removeMembership(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  communityId: string,
  userId: string,
  alsoInTransaction?: (tx: TenantScope) => Promise<void>,
): Promise<void> {
  const keys = await withTransaction(ctx.scope, async (tx) => {
    const deleted = await members.deleteMembership(tx, communityId, userId);
    await alsoInTransaction?.(tx);
    return deleted;
  });
  if (keys.length) await discardFiles(ctx.storage, ctx.scope.tenantId, keys);
}

/**
 * `GET api/v1/community/{id}/member?page&pageSize&keyword`: Joined members, moderators then editors then
 * by name. 403 'Community is private' for non-members. Two queries.
 */
export async function listMembers(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  query: { page: number; pageSize: number; keyword?: string | undefined },
): Promise<{ members: TMember[]; totalItemCount: number }> {
  assertReadable(await loadCommunityAccess(ctx, { id }));
  return queryMembers(ctx, id, { ...query, statuses: ['Joined'] });
}

/**
 * One page of a community's members with the given statuses, matched on name or e-mail by `keyword`:
 * Awaiting first, then moderators, editors, members, each by name. Two queries (page and count).
 */
export async function queryMembers(
  ctx: Pick<RequestContext, 'scope'>,
  communityId: string,
  query: { page: number; pageSize: number; keyword?: string | undefined; statuses: readonly TMemberStatus[] },
): Promise<{ members: TMember[]; totalItemCount: number }> {
  const { rows, total } = await members.findMemberPage(ctx.scope, communityId, query);
  return { members: rows.map(presentMember), totalItemCount: total };
}

/**
 * `GET api/v1/dashboard/recommended/community`: up to 10 visible, unarchived communities the caller has no
 * membership in (auto-join excluded), most members first.
 */
export async function recommendedCommunities(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
  const rows = await repo.findRecommended(ctx.scope, ctx.actor.id, isCommunityAdmin(ctx.actor.role));
  return { communities: await presentRows(ctx.scope, rows) };
}

/**
 * `GET api/v1/community/category?page&pageSize`: top-level categories by name with their subCategories
 * and community counts. One query for all categories of the tenant, the tree built in memory.
 */
export async function listCategories(
  ctx: Pick<RequestContext, 'scope'>,
  query: { page: number; pageSize: number },
) {
  const tree = presentCategoryTree(await repo.findCategories(ctx.scope));
  const start = (query.page - 1) * query.pageSize;
  return { communityCategories: tree.slice(start, start + query.pageSize), totalItemCount: tree.length };
}
