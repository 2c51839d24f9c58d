/**
 * The post lists as JSON from PostgreSQL (spec 001 §7 "Posts": feed, saved posts, a community's posts,
 * search; issue 37): prepared statements that select each post as the contract's Post JSON (`postJson`,
 * post-columns.ts) with the caller's abilities computed in SQL — the feed and a community's posts in one
 * statement, the other lists as ids, count and JSON. Every query takes the tenant scope first.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { communities, communityMembers, postSaves, posts, users } from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import type { Actor } from '../../plugins/actor';
import {
  feedCommunitiesSelect,
  feedPageIdsSubquery,
  feedPageParams,
  newestFirst,
} from './post-feed.repository';
import { callerStandingSql, postActorParams, postJson } from './post-columns';
import { postRowJoins } from './posts.repository';

/**
 * The joins of {@link selectPostsOn} selecting each post as the JSON text of the contract's Post
 * ({@link postJson}; placeholders of {@link postActorParams}).
 */
function selectPostJsonOn(db: Db) {
  const on = postRowJoins(sql.placeholder('actorId'));
  return db
    .select({ json: postJson() })
    .from(posts)
    .innerJoin(communities, on.community)
    .innerJoin(users, on.author)
    .leftJoin(communityMembers, on.membership);
}

/**
 * The posts `ids` (placeholder, a uuid array) as Post JSON texts for the caller ({@link postActorParams}), in
 * the ids' order: prepared once per handle and tenant, as it is the widest query of every post list.
 */
const postJsonByIds = (db: Db) =>
  selectPostJsonOn(db)
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(sql`array_position(${sql.placeholder('ids')}::uuid[], ${posts.id})`)
    .prepare('post_json_by_ids');

/** How {@link findPostPageJson} builds the page: extra joins, a known total. */
export interface PageOptions {
  /** Join the caller's saves (the saved-posts feed; ordered by save time). */
  saves?: boolean;
  /** Join communities in the id and count queries (filters on the community). */
  communities?: boolean;
  /** The total when already known (skips the count query). */
  total?: number;
}

/**
 * One page of posts as the JSON texts of the contract's Post, for `actor`: the page's ids in order from a
 * narrow query (no joins unless the filter needs them), so the planner walks the (status, created_at, id)
 * indexes and stops after the page; then their JSON from the prepared {@link postJsonByIds}, in the ids'
 * order. The count runs beside the ids.
 */
export async function findPostPageJson(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  where: SQL,
  order: SQL[],
  paging: { page: number; pageSize: number },
  opts: PageOptions = {},
): Promise<{ json: string[]; total: number }> {
  const onSave = and(eq(postSaves.postId, posts.id), eq(postSaves.userId, actor.id));
  const onCommunity = eq(communities.id, posts.communityId);
  let ids = scope.db.select({ id: posts.id }).from(posts).$dynamic();
  let countQuery = scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .$dynamic();
  if (opts.communities) {
    ids = ids.innerJoin(communities, onCommunity);
    countQuery = countQuery.innerJoin(communities, onCommunity);
  }
  if (opts.saves) {
    ids = ids.innerJoin(postSaves, onSave);
    countQuery = countQuery.innerJoin(postSaves, onSave);
  }
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const [pageIds, [total]] = await Promise.all([
    ids
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    opts.total === undefined ? countQuery.where(where) : Promise.resolve([{ n: opts.total }]),
  ]);
  const idList = pageIds.map((r) => r.id);
  const rows = idList.length
    ? ((await preparedQuery(scope, 'post_json_by_ids', postJsonByIds).execute({
        ...postActorParams(actor),
        ids: idList,
      })) as { json: string }[])
    : [];
  return { json: rows.map((r) => r.json), total: Number(total?.n ?? 0) };
}

/** The feed page's posts over `count` communities as Post JSON, newest first, in one statement (prepared per count). */
const feedJsonQuery = (count: number) => (db: Db) =>
  selectPostJsonOn(db)
    .where(inArray(posts.id, feedPageIdsSubquery(db, count)))
    .orderBy(...newestFirst)
    .prepare(`feed_json_${count}`);

/**
 * One feed page (spec 001 §7 feed): the Published posts of `communityIds` (not empty), newest first, each as
 * the JSON text of the contract's Post for `actor` ({@link postJson}) — the page's ids and their JSON in one
 * prepared statement per number of communities, so a feed page costs one round trip, builds no SQL and maps
 * no row (issue 37). A community's posts are the feed of one community.
 */
export async function findFeedJson(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  communityIds: string[],
  paging: { page: number; pageSize: number },
): Promise<string[]> {
  const count = communityIds.length;
  if (count === 0) return [];
  const rows = (await preparedQuery(scope, `feed_json_${count}`, feedJsonQuery(count)).execute({
    ...postActorParams(actor),
    ...feedPageParams(communityIds, paging),
  })) as { json: string }[];
  return rows.map((r) => r.json);
}

/**
 * The Post JSON (`json`), `created_at` and `post_id` of the posts whose ids `ids` selects, for the caller
 * (placeholders of {@link postActorParams}): a subquery of the one-statement pages.
 */
function postJsonTexts(db: Db, ids: SQL | ReturnType<typeof feedPageIdsSubquery>) {
  const on = postRowJoins(sql.placeholder('actorId'));
  return db
    .select({
      json: postJson().as('json'),
      createdAt: sql`${posts.createdAt}`.as('created_at'),
      id: sql`${posts.id}`.as('post_id'),
    })
    .from(posts)
    .innerJoin(communities, on.community)
    .innerJoin(users, on.author)
    .leftJoin(communityMembers, on.membership)
    .where(inArray(posts.id, ids));
}

/** The JSON texts of a {@link postJsonTexts} subquery joined by commas, newest first ('' for none). */
function joinedNewestFirst(page: ReturnType<typeof postJsonTexts>): SQL<string> {
  return sql<string>`coalesce((select string_agg(p.json, ',' order by p.created_at desc, p.post_id desc) from (${page}) p), '')`;
}

/** Feeds of at most this many communities take one statement ({@link findFeedPageJson}); more take two. */
export const FEED_ONE_STATEMENT_MAX = 8;

/**
 * A whole feed page in one statement (prepared for members and for admins): the caller's feed communities
 * (`feedCommunitiesSelect`, a CTE), their number and Published total, and the page's Post JSON over the
 * first {@link FEED_ONE_STATEMENT_MAX} of them — branch i of the ids' `union all` reads the i-th community
 * (by id; none past the last), so the Merge Append of `feedPageIdsSubquery` is kept.
 */
const feedPageJsonQuery = (isAdmin: boolean) => (db: Db) => {
  const fc = db.$with('fc').as(feedCommunitiesSelect(db, isAdmin));
  const slot = (i: number) =>
    sql`(select ${fc.id} from ${fc} order by ${fc.id} limit 1 offset ${sql.raw(String(i))})`;
  const page = postJsonTexts(db, feedPageIdsSubquery(db, FEED_ONE_STATEMENT_MAX, slot));
  return db
    .with(fc)
    .select({
      communities: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${fc.postsCount}), 0)::int`,
      posts: joinedNewestFirst(page),
    })
    .from(fc)
    .prepare(isAdmin ? 'feed_page_json_all' : 'feed_page_json_joined');
};

/**
 * One feed page (spec 001 §7 feed) for `actor` in one prepared statement: the Published posts of the caller's
 * feed communities, newest first, as Post JSON joined by commas, and the total (the communities' Published
 * counters). Undefined when the caller's feed has more than {@link FEED_ONE_STATEMENT_MAX} communities (the
 * caller then takes `findFeedCommunities` and {@link findFeedJson}).
 */
export async function findFeedPageJson(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  isAdmin: boolean,
  paging: { page: number; pageSize: number },
): Promise<{ posts: string; total: number } | undefined> {
  const name = isAdmin ? 'feed_page_json_all' : 'feed_page_json_joined';
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const [row] = (await preparedQuery(scope, name, feedPageJsonQuery(isAdmin)).execute({
    ...postActorParams(actor),
    limit,
    offset,
    reach: offset + limit,
  })) as { communities: number; total: number; posts: string }[];
  if (!row || row.communities > FEED_ONE_STATEMENT_MAX) return undefined;
  return { posts: row.posts, total: row.total };
}

/**
 * A community's page of posts with the caller's standing in it, in one statement (placeholders `communityId`,
 * `c0` = the same id, `limit`, `offset`, `reach` and {@link postActorParams}): the community's counter and
 * access columns, the caller's membership, and — only when the caller may read it (`communityStandingSql`,
 * the twin of `accessOf`) — the page's Post JSON texts joined by commas, newest first.
 */
const communityPageJsonQuery = (db: Db) => {
  const page = postJsonTexts(db, feedPageIdsSubquery(db, 1));
  const readable = callerStandingSql().readable;
  return db
    .select({
      postsCount: communities.postsCount,
      isAutoJoin: communities.isAutoJoin,
      isPublic: communities.isPublic,
      role: communityMembers.role,
      status: communityMembers.status,
      permissions: communityMembers.permissions,
      posts: sql<string | null>`case when ${readable} then ${joinedNewestFirst(page)} end`,
    })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(
        eq(communityMembers.communityId, communities.id),
        eq(communityMembers.userId, sql.placeholder('actorId')),
      ),
    )
    .where(and(eq(communities.id, sql.placeholder('communityId')), eq(communities.isDeleted, false)))
    .limit(1)
    .prepare('community_page_json');
};

/** What {@link findCommunityPageJson} answers: the community's access rows and, when readable, the page. */
export interface CommunityPageJson {
  community: { postsCount: number; isAutoJoin: boolean; isPublic: boolean };
  membership: { role: string; status: string; permissions: Record<string, boolean> } | null;
  /** The page's Post JSON texts joined by commas ('' for an empty page); null when not readable. */
  posts: string | null;
}

/**
 * A community's Published posts, newest first, as Post JSON for `actor`, with the community's counter and the
 * caller's membership for the access check — one prepared statement (issue 37). Undefined when the community
 * is missing or deleted; `posts` null when the caller may not read it (SQL twin of the access rule).
 */
export async function findCommunityPageJson(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  communityId: string,
  paging: { page: number; pageSize: number },
): Promise<CommunityPageJson | undefined> {
  const [row] = (await preparedQuery(scope, 'community_page_json', communityPageJsonQuery).execute({
    ...postActorParams(actor),
    ...feedPageParams([communityId], paging),
    communityId,
  })) as {
    postsCount: number;
    isAutoJoin: boolean;
    isPublic: boolean;
    role: string | null;
    status: string | null;
    permissions: Record<string, boolean> | null;
    posts: string | null;
  }[];
  if (!row) return undefined;
  return {
    community: { postsCount: row.postsCount, isAutoJoin: row.isAutoJoin, isPublic: row.isPublic },
    membership:
      row.status === null
        ? null
        : { role: row.role!, status: row.status, permissions: row.permissions ?? {} },
    posts: row.posts,
  };
}
