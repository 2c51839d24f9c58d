/**
 * The post lists (spec 001 §7 "Posts": feed, saved posts, a community's posts, search; issue 37): prepared
 * statements that select per post only its id, the version of its shared JSON and the caller's part
 * (`postCallerSql`, post-columns.ts: flags and abilities computed in SQL) — the feed and a community's posts
 * in one statement, the other lists as ids, count and caller parts. The shared JSON of each post comes from
 * the per-process fragment store when its version is current, else from one more prepared statement
 * ({@link resolvePostFragments}, post-fragments.ts). Every query takes the tenant scope first.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { communities, communityMembers, postSaves, posts, users } from '../../db/schema/index';
import { databaseKeyOf, preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import type { Actor } from '../../plugins/actor';
import {
  FEED_LATERAL_MAX_REACH,
  feedPageIdsLateral,
  feedPageIdsSubquery,
  feedShape,
  type FeedShape,
  feedPageParams,
  newestFirst,
} from './post-feed.repository';
import { postActorParams, postCallerSql, postFragmentFields, postJson } from './post-columns';
import { callerCommunitiesCte, feedOrderKeySql, postCallerRows, rowsNewestFirst } from './post-page-sql';
import { feedOrderKey, feedOrdersOf } from './post-feed-order';
import {
  postFragmentKey,
  postFragmentsOf,
  toPostFragment,
  type PostFragment,
  type PostFragmentRow,
  type PostPageRow,
} from './post-fragments';
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
 * The posts `ids` as whole Post JSON texts for `actor` ({@link postJson}), in the ids' order: the reference
 * the fragment-assembled lists are tested equal to (post-fragments.test.ts); no list reads it.
 */
export async function findPostJsonByIds(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = (await preparedQuery(scope, 'post_json_by_ids', postJsonByIds).execute({
    ...postActorParams(actor),
    ids,
  })) as { json: string }[];
  return rows.map((r) => r.json);
}

/** The prepared statement of {@link findPostJsonByIds}. */
const postJsonByIds = (db: Db) =>
  selectPostJsonOn(db)
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(sql`array_position(${sql.placeholder('ids')}::uuid[], ${posts.id})`)
    .prepare('post_json_by_ids');

/**
 * `posts` joined to its community and the caller's membership (placeholder `actorId`) selecting each post's
 * caller part ({@link postCallerSql}) as `row`: the shape of every list's page rows.
 */
function selectPostCallerOn(db: Db) {
  const on = postRowJoins(sql.placeholder('actorId'));
  return db
    .select({ row: sql<PostPageRow>`${postCallerSql(db)}` })
    .from(posts)
    .innerJoin(communities, on.community)
    .leftJoin(communityMembers, on.membership);
}

/**
 * The posts `ids` (placeholder, a uuid array) as caller parts for the caller ({@link postActorParams}), in
 * the ids' order: prepared once per handle and tenant.
 */
const postRowsByIds = (db: Db) =>
  selectPostCallerOn(db)
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(sql`array_position(${sql.placeholder('ids')}::uuid[], ${posts.id})`)
    .prepare('post_rows_by_ids');

/** The shared JSON texts of the posts `ids` (placeholder, a uuid array) with their versions, prepared. */
const postFragmentsQuery = (db: Db) =>
  db
    .select(postFragmentFields(db))
    .from(posts)
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('post_fragments_by_ids');

/** The shared JSON texts of the posts `ids` with their current versions (post-fragments.ts). */
export async function findPostFragments(scope: TenantScope, ids: string[]): Promise<PostFragmentRow[]> {
  if (ids.length === 0) return [];
  return (await preparedQuery(scope, 'post_fragments_by_ids', postFragmentsQuery).execute({
    ids,
  })) as PostFragmentRow[];
}

/**
 * The current fragment of each of the page's `rows`: kept ones whose version equals the row's, the others
 * read in one statement ({@link findPostFragments}, after the page: at least as new as the page's versions)
 * and kept. A post gone between the two statements has none (the answer leaves it out, as a page read after).
 */
export async function resolvePostFragments(
  scope: TenantScope,
  rows: readonly PostPageRow[],
): Promise<Map<string, PostFragment>> {
  const store = postFragmentsOf(databaseKeyOf(scope));
  const current = new Map<string, PostFragment>();
  const stale: string[] = [];
  for (const [id, version] of rows) {
    const kept = store.get(postFragmentKey(scope.tenantId, id));
    if (kept && kept.version === version) current.set(id, kept);
    else stale.push(id);
  }
  for (const fresh of await findPostFragments(scope, stale)) {
    const fragment = toPostFragment(fresh);
    store.set(postFragmentKey(scope.tenantId, fresh.id), fragment);
    current.set(fresh.id, fragment);
  }
  return current;
}

/** How {@link findPostPageRows} builds the page: extra joins, a known total. */
export interface PageOptions {
  /** Join the caller's saves (the saved-posts feed; ordered by save time). */
  saves?: boolean;
  /** Join communities in the id and count queries (filters on the community). */
  communities?: boolean;
  /** The total when already known (skips the count query). */
  total?: number;
}

/**
 * One page of posts for `actor` as caller parts ({@link PostPageRow}): the page's ids in order from a narrow
 * query (no joins unless the filter needs them), so the planner walks the (status, created_at, id) indexes
 * and stops after the page; then their caller parts from the prepared {@link postRowsByIds}, in the ids'
 * order. The count runs beside the ids. The shared JSON: {@link resolvePostFragments}.
 */
export async function findPostPageRows(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  where: SQL,
  order: SQL[],
  paging: { page: number; pageSize: number },
  opts: PageOptions = {},
): Promise<{ rows: PostPageRow[]; total: number }> {
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
    ? ((await preparedQuery(scope, 'post_rows_by_ids', postRowsByIds).execute({
        ...postActorParams(actor),
        ids: idList,
      })) as { row: PostPageRow }[])
    : [];
  return { rows: rows.map((r) => r.row), total: Number(total?.n ?? 0) };
}

/** The feed page's posts over `count` communities as caller parts, newest first, in one statement (prepared per count). */
const feedRowsQuery = (count: number, shape: FeedShape) => (db: Db) =>
  selectPostCallerOn(db)
    .where(inArray(posts.id, feedPageIdsSubquery(db, count, shape)))
    .orderBy(...newestFirst)
    .prepare(`feed_rows_${count}_${shape.key}`);

/**
 * One feed page (spec 001 §7 feed): the Published posts of `communityIds` (not empty), newest first, each as
 * the caller's part for `actor` ({@link PostPageRow}) — the page's ids and caller parts in one prepared
 * statement per number of communities (issue 37). The shared JSON: {@link resolvePostFragments}.
 */
export async function findFeedRows(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  communityIds: string[],
  paging: { page: number; pageSize: number },
): Promise<PostPageRow[]> {
  const count = communityIds.length;
  if (count === 0) return [];
  const shape = feedShape(paging);
  const rows = (await preparedQuery(
    scope,
    `feed_rows_${count}_${shape.key}`,
    feedRowsQuery(count, shape),
  ).execute({
    ...postActorParams(actor),
    ...feedPageParams(communityIds, paging),
  })) as { row: PostPageRow }[];
  return rows.map((r) => r.row);
}

/** Feeds of at most this many communities take one statement ({@link findFeedPageRows}); more take two. */
export const FEED_ONE_STATEMENT_MAX = 8;

/**
 * A whole feed page in one statement (prepared for members and for admins): the caller's feed communities
 * (the rows of `feedCommunitiesSelect`, as the CTE `fc` of {@link callerCommunitiesSelect} with the caller's
 * standing in each), their number and Published total, and the page's caller parts over the first
 * {@link FEED_ONE_STATEMENT_MAX} of them — branch i of the ids' `union all` reads the i-th community (by id;
 * none past the last), so the Merge Append of `feedPageIdsSubquery` is kept.
 */
const feedPageRowsQuery = (isAdmin: boolean, shape: FeedShape) => (db: Db) => {
  // feedCommunitiesSelect's rows: not deleted; for members auto-join or joined (their one membership row).
  const fc = callerCommunitiesCte(
    db,
    'fc',
    and(
      eq(communities.isDeleted, false),
      isAdmin
        ? undefined
        : sql`(${communities.isAutoJoin} or coalesce(${communityMembers.status} = 'Joined', false))`,
    ),
  );
  // The communities' ids in order, once (a CTE read by each branch's slot; not one sort of `fc` per branch).
  const fa = db
    .$with('fa')
    .as(db.select({ ids: sql<string[]>`array_agg(${fc.id} order by ${fc.id})`.as('ids') }).from(fc));
  const slot = (i: number) => sql`(select ${fa.ids}[${sql.raw(String(i + 1))}] from ${fa})`;
  const merged =
    shape.reach <= FEED_LATERAL_MAX_REACH
      ? feedPageIdsLateral(db, sql`${fc}`, shape)
      : feedPageIdsSubquery(db, FEED_ONE_STATEMENT_MAX, shape, slot);
  // The kept ids (post-feed-order.ts) while the communities' key is the one they were read under; else the
  // merge (an InitPlan of the CASE's other branch: PostgreSQL runs it only when that branch is taken).
  const fk = db.$with('fk').as(db.select({ key: feedOrderKeySql(fc).as('key') }).from(fc));
  const ids = sql`case when (select ${fk.key} from ${fk}) = ${sql.placeholder('orderKey')}::text
    then ${sql.placeholder('orderIds')}::uuid[] else array(${merged}) end`;
  // As a subquery with the page's LIMIT: PostgreSQL then plans ~20 posts probed by primary key, as for the
  // merge alone (`= any(case …)` was estimated at one row, and the joins of the caller's rows turned to scans).
  const limit = shape.limit === null ? sql.placeholder('limit') : sql.raw(String(shape.limit));
  const page = postCallerRows(db, sql`(select u.id from unnest(${ids}) u(id) limit ${limit})`, fc);
  return db
    .with(fc, fa, fk)
    .select({
      communities: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${fc.postsCount}), 0)::int`,
      orderKey: sql<string | null>`(select ${fk.key} from ${fk})`,
      rows: rowsNewestFirst(page),
    })
    .from(fc)
    .prepare(`${isAdmin ? 'feed_page_rows_all' : 'feed_page_rows_joined'}_${shape.key}`);
};

/**
 * One feed page (spec 001 §7 feed) for `actor` in one prepared statement: the Published posts of the caller's
 * feed communities, newest first, as caller parts ({@link PostPageRow}), and the total (the communities'
 * Published counters). Undefined when the caller's feed has more than {@link FEED_ONE_STATEMENT_MAX}
 * communities (the caller then takes `findFeedCommunities` and {@link findFeedRows}).
 * The page's ids are kept per caller and page (post-feed-order.ts) and passed back to the statement, which
 * uses them only while its feed communities' key is unchanged — else it merges their posts (feed page 50: ~1,000
 * index entries) and the answer's ids are kept under the new key.
 */
export async function findFeedPageRows(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  isAdmin: boolean,
  paging: { page: number; pageSize: number },
): Promise<{ rows: PostPageRow[]; total: number } | undefined> {
  const shape = feedShape(paging);
  const name = `${isAdmin ? 'feed_page_rows_all' : 'feed_page_rows_joined'}_${shape.key}`;
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const orders = feedOrdersOf(databaseKeyOf(scope));
  const orderKey = feedOrderKey(scope.tenantId, actor.id, isAdmin, shape.key, offset, limit);
  const kept = orders.get(orderKey);
  const [row] = (await preparedQuery(scope, name, feedPageRowsQuery(isAdmin, shape)).execute({
    ...postActorParams(actor),
    limit,
    offset,
    orderKey: kept?.key ?? '',
    orderIds: kept?.ids ?? [],
  })) as { communities: number; total: number; orderKey: string | null; rows: PostPageRow[] }[];
  if (!row || row.communities > FEED_ONE_STATEMENT_MAX) return undefined;
  if (row.orderKey !== null && row.orderKey !== kept?.key)
    orders.set(orderKey, { key: row.orderKey, ids: row.rows.map((r) => r[0]) });
  return { rows: row.rows, total: row.total };
}

/**
 * A community's page of posts with the caller's standing in it, in one statement (placeholders `communityId`,
 * `c0` = the same id, `limit`, `offset` and {@link postActorParams}; the literals of {@link feedShape}): the
 * community's counter and access columns, the caller's membership, and — only when the caller may read it
 * (`readable` of the CTE `cc`, {@link callerCommunitiesSelect}: `communityStandingSql`, the twin of
 * `accessOf`) — the page's caller parts ({@link PostPageRow}), newest first; the standing computed once.
 */
const communityPageRowsQuery = (shape: FeedShape) => (db: Db) => {
  const cc = callerCommunitiesCte(
    db,
    'cc',
    and(eq(communities.id, sql.placeholder('communityId')), eq(communities.isDeleted, false)),
  );
  const page = postCallerRows(db, feedPageIdsSubquery(db, 1, shape), cc);
  return db
    .with(cc)
    .select({
      postsCount: cc.postsCount,
      isAutoJoin: cc.isAutoJoin,
      isPublic: cc.isPublic,
      role: cc.role,
      status: cc.status,
      permissions: cc.permissions,
      rows: sql<PostPageRow[] | null>`case when ${cc.readable} then ${rowsNewestFirst(page)} end`,
    })
    .from(cc)
    .limit(1)
    .prepare(`community_page_rows_${shape.key}`);
};

/** What {@link findCommunityPageRows} answers: the community's access rows and, when readable, the page. */
export interface CommunityPageRows {
  community: { postsCount: number; isAutoJoin: boolean; isPublic: boolean };
  membership: { role: string; status: string; permissions: Record<string, boolean> } | null;
  /** The page's caller parts, newest first; null when not readable. */
  rows: PostPageRow[] | null;
}

/**
 * A community's Published posts, newest first, as caller parts for `actor` ({@link PostPageRow}), with the community's counter and the
 * caller's membership for the access check — one prepared statement (issue 37). Undefined when the community
 * is missing or deleted; `rows` null when the caller may not read it (SQL twin of the access rule).
 */
export async function findCommunityPageRows(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  communityId: string,
  paging: { page: number; pageSize: number },
): Promise<CommunityPageRows | undefined> {
  const shape = feedShape(paging);
  const [row] = (await preparedQuery(
    scope,
    `community_page_rows_${shape.key}`,
    communityPageRowsQuery(shape),
  ).execute({
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
    rows: PostPageRow[] | null;
  }[];
  if (!row) return undefined;
  return {
    community: { postsCount: row.postsCount, isAutoJoin: row.isAutoJoin, isPublic: row.isPublic },
    membership:
      row.status === null
        ? null
        : { role: row.role!, status: row.status, permissions: row.permissions ?? {} },
    rows: row.rows,
  };
}
