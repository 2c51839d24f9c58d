/**
 * Post list conditions and the feed's queries (spec 001 §7 "Posts": feed, saved posts, a community's posts,
 * search). Conditions are built here and run by `findPostPageJson` of `post-json.repository.ts`; every query
 * takes the tenant scope first.
 */
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { POST_LIMITS, PostStatus } from '@portal/contracts';
import { unionAll } from 'drizzle-orm/pg-core';
import { communities, communityMembers, postSaves, posts } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import { existsIn, type BoundHandle } from '../../db/tenant-sql';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf, pageReach } from '../../lib/paging';

/** Newest first (creation, then id). */
export const newestFirst = [desc(posts.createdAt), desc(posts.id)];
/** Most recently saved first (needs the saves join of `findPostPageJson`'s `saves` option). */
export const savedFirst = [desc(postSaves.createdAt), desc(posts.id)];

/**
 * Communities whose content a user reads: public, joined (auto-join included); admins all. Never one the
 * user is blacklisted in (issue 14).
 */
export function readableCommunity(scope: TenantScope, actorId: string, isAdmin: boolean): SQL {
  if (isAdmin) return sql`not ${communities.isDeleted}`;
  return sql`not ${communities.isDeleted} and (${communities.isPublic} or ${communities.isAutoJoin} or ${postMembership(scope, actorId, 'Joined')}) and not ${postMembership(scope, actorId, 'Blocked')}`;
}

/** The user's membership of the post's community has `status` (a subquery of the scope's tenant). */
function postMembership(scope: BoundHandle, userId: string, status: 'Joined' | 'Blocked'): SQL {
  return existsIn(
    scope,
    communityMembers,
    and(
      eq(communityMembers.communityId, posts.communityId),
      eq(communityMembers.userId, userId),
      eq(communityMembers.status, status),
    ),
  );
}

/**
 * Communities (not deleted) whose posts make a feed, with their Published counters: every one for admins,
 * else auto-join or joined by the caller (placeholder `actorId`). Not prepared: a part of prepared statements.
 */
export function feedCommunitiesSelect(db: Db, isAdmin: boolean) {
  return db
    .select({ id: communities.id, postsCount: communities.postsCount })
    .from(communities)
    .where(
      and(
        eq(communities.isDeleted, false),
        isAdmin
          ? undefined
          : sql`(${communities.isAutoJoin} or ${existsIn(
              { db },
              communityMembers,
              and(
                eq(communityMembers.communityId, communities.id),
                eq(communityMembers.userId, sql.placeholder('actorId')),
                eq(communityMembers.status, 'Joined'),
              ),
            )})`,
      ),
    );
}

/** {@link feedCommunitiesSelect}, prepared. */
const feedCommunitiesQuery = (isAdmin: boolean) => (db: Db) =>
  feedCommunitiesSelect(db, isAdmin).prepare(isAdmin ? 'feed_communities_all' : 'feed_communities_joined');

/**
 * Communities (not deleted) whose posts make a user's feed, with their Published post counters. A prepared
 * query (built once per tenant): it runs on every feed page (docs/benchmarks.md "2 Dec").
 */
export function findFeedCommunities(
  scope: TenantScope,
  actorId: string,
  isAdmin: boolean,
): Promise<{ id: string; postsCount: number }[]> {
  const name = isAdmin ? 'feed_communities_all' : 'feed_communities_joined';
  return preparedQuery(scope, name, feedCommunitiesQuery(isAdmin)).execute({ actorId });
}

/**
 * The feed page's ids over `count` communities, as a subquery (placeholders `c0`…, `offset`, and `limit` unless
 * the {@link FeedShape} writes it; the branches' `reach` a literal): for each community its newest Published posts through the
 * (community, status, created_at, id) index, at most `reach` each, as a `union all` under the page's order — PostgreSQL merges the
 * ordered branches (Merge Append) and stops at the page's last row, so neither the feed nor the skipped pages
 * are ever sorted (feed page 50 reads ~1,000 index entries, not communities × 1,000; docs/benchmarks.md
 * "Decisions"). `communityOf(i)` is branch i's community (default the placeholder `c<i>`). `findFeedJson` and
 * `findFeedPageJson` (posts.repository.ts) read the page's posts through it in one statement.
 */
export function feedPageIdsSubquery(
  db: Db,
  count: number,
  shape: FeedShape,
  communityOf: (i: number) => SQL | ReturnType<typeof sql.placeholder> = (i) => sql.placeholder(`c${i}`),
) {
  // Literals, not parameters: see feedShape. (Drizzle writes an SQL limit as it is.)
  const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
  const cap = literal(shape.reach);
  const newest = (i: number) =>
    db
      .select({ id: posts.id, createdAt: posts.createdAt })
      .from(posts)
      .where(and(eq(posts.communityId, communityOf(i)), eq(posts.status, PostStatus.Published)))
      .orderBy(...newestFirst);
  const page = {
    limit: shape.limit === null ? sql.placeholder('limit') : literal(shape.limit),
    offset: sql.placeholder('offset'),
  };
  if (count === 1) {
    const only = newest(0).limit(cap).as('f');
    return db.select({ id: only.id }).from(only).limit(page.limit).offset(page.offset);
  }
  const [first, second, ...rest] = Array.from({ length: count }, (_, i) => newest(i).limit(cap));
  const merged = unionAll(first!, second!, ...rest).as('f');
  return db
    .select({ id: merged.id })
    .from(merged)
    .orderBy(desc(merged.createdAt), desc(merged.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Pages whose {@link FeedShape} `reach` is at most this take {@link feedPageIdsLateral} instead of the Merge
 * Append of {@link feedPageIdsSubquery} (the first page of 20 and smaller ones: reach 16 and 32).
 */
export const FEED_LATERAL_MAX_REACH = 32;

/**
 * The feed page's ids over the communities of the CTE `communities` (its `id` column), as a subquery (SQL, in
 * parentheses; placeholders `offset`, and `limit` unless the {@link FeedShape} writes it): for each community
 * its newest Published posts through the (community, status, created_at, id) index, at most `reach` each (a
 * LATERAL of one branch), then the page cut from their union sorted newest first — the same ids as
 * {@link feedPageIdsSubquery} (each community's part of the page is among its `reach` newest). Reads up to
 * communities × `reach` index entries and sorts them (top-N): for a small reach a smaller plan than eight
 * Merge Append branches, each with its slot subquery (issue 37, 6 Dec: ~10 % of the first page's PostgreSQL
 * CPU); for page 50 (reach 1,024) the Merge Append, which stops after the page, stays.
 */
export function feedPageIdsLateral(db: Db, communities: SQL, shape: FeedShape): SQL {
  const literal = (n: number) => sql.raw(String(Math.trunc(n)));
  const newest = db
    .select({ id: posts.id, createdAt: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.communityId, sql`fcl.id`), eq(posts.status, PostStatus.Published)))
    .orderBy(...newestFirst)
    .limit(literal(shape.reach) as unknown as number);
  const limit = shape.limit === null ? sql.placeholder('limit') : literal(shape.limit);
  return sql`(select l.id from ${communities} fcl cross join lateral ${newest} l order by l.created_at desc, l.id desc limit ${limit} offset ${sql.placeholder('offset')})`;
}

/**
 * The literal part of a post page's statement (issue 37, huge scale), {@link feedShape}: `reach`, how many
 * posts each community's branch of {@link feedPageIdsSubquery} may read — the smallest power of two ≥ page ×
 * pageSize (at least 16, `pageReach`); `limit`, the page size written as a literal for the default page size
 * (else null: a parameter, so that the 100 allowed sizes do not multiply the statements); `key`, the suffix of
 * the prepared statement's name (one statement per shape).
 */
export interface FeedShape {
  reach: number;
  limit: number | null;
  key: string;
}

/**
 * The {@link FeedShape} of a page. Why literals: a LIMIT given as a parameter is estimated by PostgreSQL's
 * generic plan at 10 % of its input — ~7,000 posts a branch at 1,000,000 posts, ~800 merged rows given their
 * caller JSON at page 50 — so the generic plan looked dearer than one made for the values and PostgreSQL
 * planned the feed again on every call (~2 ms of its ~3 ms of CPU; docs/benchmarks.md "Issue 37, 5 Dec,
 * late night: the huge scale"). The page is still cut by `offset` (a parameter) and the page size, so the
 * answer is the same.
 */
export function feedShape(paging: { page: number; pageSize: number }): FeedShape {
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const reach = pageReach(offset + limit);
  const literal = limit === POST_LIMITS.feedPageSize ? limit : null;
  return { reach, limit: literal, key: literal === null ? `r${reach}` : `r${reach}_l${literal}` };
}

/** The placeholders of {@link feedPageIdsSubquery} for `communityIds` and a page. */
export function feedPageParams(
  communityIds: string[],
  paging: { page: number; pageSize: number },
): Record<string, unknown> {
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const params: Record<string, unknown> = { limit, offset };
  communityIds.forEach((id, i) => (params[`c${i}`] = id));
  return params;
}

/** `title or body text` contains the keyword (case-insensitive). */
function matches(keyword: string): SQL {
  const like = containsPattern(keyword);
  return sql`(${posts.title} ilike ${like} or ${posts.bodyText} ilike ${like})`;
}

/** Condition: the user's saved posts (not Deleted) of communities they read. */
export function savedWhere(scope: TenantScope, actorId: string, isAdmin: boolean): SQL {
  return and(ne(posts.status, PostStatus.Deleted), readableCommunity(scope, actorId, isAdmin)) as SQL;
}

/** Condition: Published posts of one community, matching `keyword` in title or body when given. */
export function communityPostsWhere(scope: TenantScope, communityId: string, keyword?: string): SQL {
  return and(
    eq(posts.communityId, communityId),
    eq(posts.status, PostStatus.Published),
    keyword ? matches(keyword) : undefined,
  ) as SQL;
}

/**
 * The member's words as a tsquery (web-search syntax: quoted phrases, `-word`), matched against the posts'
 * full-text index `search_vector` (title A, body C; migration 0008, shared with the global search, issue 16).
 */
const searchQuery = (keyword: string) => sql`websearch_to_tsquery('english'::regconfig, ${keyword})`;

/** Best match first (`ts_rank_cd` over the weighted vector), then newest. */
export function bestMatchFirst(keyword: string): SQL[] {
  return [sql`ts_rank_cd("posts"."search_vector", ${searchQuery(keyword)}) desc`, ...newestFirst];
}

/**
 * Condition: Published posts of communities the user reads (one when `communityId`) whose full-text index
 * matches `keyword`; never in a community where the user is Blocked (blacklisted).
 */
export function searchWhere(
  scope: TenantScope,
  actorId: string,
  isAdmin: boolean,
  query: { keyword: string; communityId?: string | undefined },
): SQL {
  return and(
    eq(posts.status, PostStatus.Published),
    readableCommunity(scope, actorId, isAdmin),
    isAdmin ? undefined : sql`not ${postMembership(scope, actorId, 'Blocked')}`,
    query.communityId ? eq(posts.communityId, query.communityId) : undefined,
    sql`"posts"."search_vector" @@ ${searchQuery(query.keyword)}`,
  ) as SQL;
}
