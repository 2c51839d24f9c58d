/**
 * Communities data access — every query of the member side (spec 001 §7 "Communities", "Joining",
 * "Members", "Categories"). Functions take the tenant scope first; column selections and conditions shared
 * by several queries are named here (`communityFields`, `summaryFields`, `listableCondition`, …).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TCommunityListBody } from '@portal/contracts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityFavorites,
  communityLikes,
  communityMembers,
  communityTagLinks,
  communityViews,
  postTags,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageAndTotal } from '../../lib/paging';
import { toggleReaction } from '../../lib/reactions';
import type { CommunityRow, MemberRow } from './community-access';

/** Counts and caller flags of a community row, as correlated subqueries on `communities` (one query per page). */
export function communityFields(actorId: string, isAdmin: boolean) {
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

/** A row selected with {@link communityFields}. */
export type CommunityFieldsRow = {
  community: CommunityRow;
  membersCount: number;
  pendingMembersCount: number;
  postsCount: number;
  likesCount: number;
  isLiked: boolean;
  isFavorite: boolean;
  hasJoinQuestions: boolean;
  myStatus: string | null;
};

/** Categories and tags of some communities, by community id. */
export interface CommunityExtras {
  categories: Map<string, { id: string; name: string; parentCategoryId: string | null }[]>;
  tags: Map<string, { id: string; name: string }[]>;
}

/** The short form of a community (preference, favourites). */
export const summaryFields = {
  id: communities.id,
  alias: communities.alias,
  name: communities.name,
  imageUrl: communities.imageUrl,
  isAutoJoin: communities.isAutoJoin,
  isPublic: communities.isPublic,
};

/** Communities the caller may see in lists: visible ones, or hidden ones they belong to; admins all. */
function listableCondition(actorId: string, isAdmin: boolean): SQL | undefined {
  if (isAdmin) return undefined;
  return sql`(${communities.isVisible} or exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actorId} and m.status in ('Awaiting', 'Joined')))`;
}

/** Auto-join communities and those the user has Joined. */
export const joinedCondition = (actorId: string) =>
  sql`(${communities.isAutoJoin} or exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actorId} and m.status = 'Joined'))`;

/**
 * A community of the tenant (not deleted) by id or alias (case-insensitive) with the user's membership
 * row: one query. Undefined when missing.
 */
export async function findCommunityWithMembership(
  scope: TenantScope,
  userId: string,
  by: { id: string } | { alias: string },
): Promise<{ community: CommunityRow; membership: MemberRow | null } | undefined> {
  const where =
    'id' in by ? eq(communities.id, by.id) : sql`lower(${communities.alias}) = ${by.alias.toLowerCase()}`;
  const [row] = await scope.db
    .select({ community: communities, membership: communityMembers })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, userId)),
    )
    .where(and(where, eq(communities.isDeleted, false)))
    .limit(1);
  return row;
}

/** Categories and tags of some communities: two queries (none for an empty list). */
export async function loadExtras(scope: TenantScope, ids: string[]): Promise<CommunityExtras> {
  const categories: CommunityExtras['categories'] = new Map();
  const tags: CommunityExtras['tags'] = new Map();
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
      .where(inArray(communityCategoryLinks.communityId, ids))
      .orderBy(asc(communityCategories.name)),
    scope.db
      .select({ communityId: communityTagLinks.communityId, id: postTags.id, name: postTags.name })
      .from(communityTagLinks)
      .innerJoin(postTags, eq(postTags.id, communityTagLinks.tagId))
      .where(inArray(communityTagLinks.communityId, ids))
      .orderBy(asc(postTags.name)),
  ]);
  for (const { communityId, ...c } of catRows)
    categories.set(communityId, [...(categories.get(communityId) ?? []), c]);
  for (const { communityId, ...t } of tagRows) tags.set(communityId, [...(tags.get(communityId) ?? []), t]);
  return { categories, tags };
}

/**
 * One page of the community list with the filters of `body` (spec 001 §7 getlist), sorted by name, and
 * the total: two queries.
 */
export async function findCommunityPage(
  scope: TenantScope,
  actorId: string,
  isAdmin: boolean,
  body: TCommunityListBody,
): Promise<{ rows: CommunityFieldsRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(communities.isDeleted, false),
    listableCondition(actorId, isAdmin),
  ];
  if (body.onlyJoined) conditions.push(joinedCondition(actorId));
  if (body.onlyFavorite)
    conditions.push(
      sql`exists(select 1 from community_favorites f where f.community_id = "communities"."id" and f.user_id = ${actorId})`,
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
    const like = containsPattern(body.keyword);
    conditions.push(
      sql`(${communities.name} ilike ${like} or ${communities.alias} ilike ${like} or ${communities.shortDescription} ilike ${like})`,
    );
  }
  const where = and(...conditions);
  return pageAndTotal(
    scope.db
      .select(communityFields(actorId, isAdmin))
      .from(communities)
      .where(where)
      .orderBy(asc(communities.name), asc(communities.id)),
    scope.db.$count(communities, where),
    body.page,
    body.pageSize,
  );
}

/** Joined (auto-join included) and moderated communities of a user, by name (admins: every community). */
export async function findPreference(scope: TenantScope, actorId: string, isAdmin: boolean) {
  const moderated = isAdmin
    ? undefined
    : sql`exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actorId} and m.status = 'Joined' and m.role = 'Moderator')`;
  const summaries = (condition: SQL | undefined) =>
    scope.db
      .select(summaryFields)
      .from(communities)
      .where(and(eq(communities.isDeleted, false), condition))
      .orderBy(asc(communities.name))
      .limit(1000);
  const [joined, moderatedRows] = await Promise.all([
    summaries(joinedCondition(actorId)),
    summaries(moderated),
  ]);
  return { joined, moderated: moderatedRows };
}

/** A user's favourite communities (not deleted) by name. */
export function findFavoriteSummaries(scope: TenantScope, userId: string) {
  return scope.db
    .select(summaryFields)
    .from(communityFavorites)
    .innerJoin(communities, eq(communities.id, communityFavorites.communityId))
    .where(and(eq(communityFavorites.userId, userId), eq(communities.isDeleted, false)))
    .orderBy(asc(communities.name))
    .limit(1000);
}

/** One community with its counts and the caller's flags. */
export async function findCommunityFields(
  scope: TenantScope,
  actorId: string,
  isAdmin: boolean,
  id: string,
): Promise<CommunityFieldsRow | undefined> {
  const [row] = await scope.db
    .select(communityFields(actorId, isAdmin))
    .from(communities)
    .where(eq(communities.id, id))
    .limit(1);
  return row;
}

/** Up to 10 visible, unarchived, not auto-join communities the user has no membership in, most members first. */
export function findRecommended(scope: TenantScope, actorId: string, isAdmin: boolean) {
  return scope.db
    .select(communityFields(actorId, isAdmin))
    .from(communities)
    .where(
      and(
        eq(communities.isDeleted, false),
        eq(communities.isVisible, true),
        eq(communities.isArchived, false),
        eq(communities.isAutoJoin, false),
        sql`not exists(select 1 from community_members m where m.community_id = "communities"."id" and m.user_id = ${actorId})`,
      ),
    )
    .orderBy(
      desc(
        sql`(select count(*) from community_members m where m.community_id = "communities"."id" and m.status = 'Joined')`,
      ),
      asc(communities.name),
    )
    .limit(10);
}

/** Switches the user's like of a community; returns the community's like count after. */
export async function setLike(scope: TenantScope, communityId: string, userId: string, on: boolean) {
  await toggleReaction(scope.db, communityLikes, { tenantId: scope.tenantId, communityId, userId }, on);
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityLikes)
    .where(eq(communityLikes.communityId, communityId));
  return Number(row?.n ?? 0);
}

/** Switches the user's favourite mark of a community. */
export async function setFavorite(scope: TenantScope, communityId: string, userId: string, on: boolean) {
  await toggleReaction(scope.db, communityFavorites, { tenantId: scope.tenantId, communityId, userId }, on);
}

/** Records one view and raises the community's view counter (one transaction); returns the new count. */
export async function addView(scope: TenantScope, communityId: string, userId: string): Promise<number> {
  return scope.db.transaction(async (tx) => {
    await tx.insert(communityViews).values({ tenantId: scope.tenantId, communityId, userId });
    const [row] = await tx
      .update(communities)
      .set({ viewsCount: sql`${communities.viewsCount} + 1` })
      .where(eq(communities.id, communityId))
      .returning({ viewsCount: communities.viewsCount });
    return row!.viewsCount;
  });
}

/** Every category of the tenant by name, with its count of communities (not deleted). */
export function findCategories(scope: TenantScope) {
  return scope.db
    .select({
      category: communityCategories,
      communityCount: sql<number>`(select count(*)::int from community_category_links l join communities c on c.id = l.community_id where l.category_id = "community_categories"."id" and not c.is_deleted)`,
    })
    .from(communityCategories)
    .orderBy(asc(communityCategories.name));
}
