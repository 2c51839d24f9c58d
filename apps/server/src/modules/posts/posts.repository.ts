/**
 * Posts data access (spec 001 §7 "Posts"). Every query takes the tenant scope first. Named pieces:
 * {@link selectPostsOn} and {@link selectPostJsonOn} (the joins of a post row); the row's columns and type ({@link postFields}, `PostRow`) are in
 * `post-columns.ts`. The list conditions and the feed's queries are in `post-feed.repository.ts`.
 */
import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PostStatus, type TPostStatus } from '@portal/contracts';
import {
  communities,
  communityMembers,
  postAttachments,
  postComments,
  postReports,
  postSaves,
  postTagLinks,
  posts,
  users,
  type StoredAttachment,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { attachmentRows } from '../../plugins/uploads';
import {
  feedCommunitiesSelect,
  feedPageIdsSubquery,
  feedPageParams,
  newestFirst,
} from './post-feed.repository';
import { globalFlagSql, postActorParams, postFields, postJson, type PostRow } from './post-columns';
import { communityStandingSql } from './posts.policy';
import type { Actor } from '../../plugins/actor';

/** The join conditions of a post row: its community, its author, the caller's membership (`actorId`). */
function postRowJoins(actorId: string | Placeholder) {
  return {
    community: eq(communities.id, posts.communityId),
    author: eq(users.id, posts.createdByUserId),
    membership: and(
      eq(communityMembers.communityId, posts.communityId),
      eq(communityMembers.userId, actorId),
    ),
  };
}

/**
 * `FROM posts JOIN communities JOIN users LEFT JOIN the caller's membership` with the presentation fields
 * ({@link postFields}), on a tenant-bound handle.
 */
function selectPostsOn(db: Db, actorId: string | Placeholder) {
  const on = postRowJoins(actorId);
  return db
    .select(postFields(actorId))
    .from(posts)
    .innerJoin(communities, on.community)
    .innerJoin(users, on.author)
    .leftJoin(communityMembers, on.membership);
}

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
  const readable = communityStandingSql({
    actor: { isAdmin: sql`${sql.placeholder('isAdmin')}::boolean`, flag: globalFlagSql },
    community: { isAutoJoin: sql`${communities.isAutoJoin}`, isPublic: sql`${communities.isPublic}` },
    membership: {
      role: sql`${communityMembers.role}`,
      status: sql`${communityMembers.status}`,
      permissions: sql`${communityMembers.permissions}`,
    },
  }).readable;
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

/** One post (community not deleted) with its presentation fields for the caller (placeholders `actorId`, `id`). */
const postRowById = (db: Db) =>
  selectPostsOn(db, sql.placeholder('actorId'))
    .where(and(eq(posts.id, sql.placeholder('id')), eq(communities.isDeleted, false)))
    .limit(1)
    .prepare('post_row_by_id');

/**
 * One post (community not deleted) with its presentation fields, or undefined: a prepared query, as every
 * comment page and post action checks its post first.
 */
export async function findPost(
  scope: TenantScope,
  actorId: string,
  id: string,
): Promise<PostRow | undefined> {
  const [row] = (await preparedQuery(scope, 'post_row_by_id', postRowById).execute({
    actorId,
    id,
  })) as PostRow[];
  return row;
}

/** A database handle or a transaction that can update. */
type Updater = Pick<TenantScope['db'], 'update'>;

/** Adds `delta` to a community's Published post counter (inside the status change's transaction). */
async function bumpPostsCount(tx: Updater, scope: TenantScope, communityId: string, delta: number) {
  if (delta === 0) return;
  await tx
    .update(communities)
    .set({ postsCount: sql`greatest(${communities.postsCount} + ${delta}, 0)` })
    .where(eq(communities.id, communityId));
}

/** The fields of a new post. */
export interface NewPost {
  communityId: string;
  createdByUserId: string;
  title: string;
  body: string;
  bodyText: string;
  imageKey: string | null;
  status: number;
  type: string | null;
}

/**
 * Inserts a post with its attachments and tags and touches the community (latest activity; the Published
 * counter when published) in one transaction. Returns the new post's id.
 */
export async function insertPost(
  scope: TenantScope,
  values: NewPost,
  attachments: StoredAttachment[],
  tagIds: string[],
): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({ ...values, tenantId: scope.tenantId })
      .returning({ id: posts.id });
    const postId = post!.id;
    if (attachments.length)
      await tx.insert(postAttachments).values(attachmentRows(scope.tenantId, attachments, { postId }));
    if (tagIds.length)
      await tx
        .insert(postTagLinks)
        .values([...new Set(tagIds)].map((tagId) => ({ tenantId: scope.tenantId, postId, tagId })));
    await tx
      .update(communities)
      .set({
        latestActivity: new Date(),
        ...(values.status === PostStatus.Published ? { postsCount: sql`${communities.postsCount} + 1` } : {}),
      })
      .where(eq(communities.id, values.communityId));
    return postId;
  });
}

/**
 * Applies a post edit in one transaction: removes the given attachments, adds the new ones, and sets the
 * changed columns. Returns the storage keys of the removed attachments.
 */
export async function updatePostRow(
  scope: TenantScope,
  id: string,
  change: {
    removedAttachmentIds: string[];
    attachments: StoredAttachment[];
    set: Partial<typeof posts.$inferInsert>;
  },
): Promise<string[]> {
  return scope.db.transaction(async (tx) => {
    const removed = change.removedAttachmentIds.length
      ? await tx
          .delete(postAttachments)
          .where(
            and(eq(postAttachments.postId, id), inArray(postAttachments.id, change.removedAttachmentIds)),
          )
          .returning({ key: postAttachments.key })
      : [];
    if (change.attachments.length)
      await tx
        .insert(postAttachments)
        .values(attachmentRows(scope.tenantId, change.attachments, { postId: id }));
    await tx.update(posts).set(change.set).where(eq(posts.id, id));
    return removed.map((r) => r.key);
  });
}

/**
 * Sets a post's status and keeps the community's Published counter right (one transaction); archiving
 * after a report (`resolveReports`) also resolves the post's open reports.
 */
export async function setPostStatusRow(
  scope: TenantScope,
  post: { id: string; communityId: string; status: number },
  status: TPostStatus,
  resolveReports = false,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    await tx.update(posts).set({ status, updatedAt: new Date() }).where(eq(posts.id, post.id));
    const delta = Number(status === PostStatus.Published) - Number(post.status === PostStatus.Published);
    await bumpPostsCount(tx, scope, post.communityId, delta);
    if (resolveReports)
      await tx
        .update(postReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(postReports.postId, post.id), isNull(postReports.resolvedAt)));
  });
}

/** Users whose reports on a post are still open (issue 14: told when the report is resolved). */
export async function openReporterIds(scope: TenantScope, postId: string): Promise<string[]> {
  const rows = await scope.db
    .select({ userId: postReports.userId })
    .from(postReports)
    .where(and(eq(postReports.postId, postId), isNull(postReports.resolvedAt)));
  return rows.map((r) => r.userId);
}

/** Whether a user of this id exists in the tenant. */
export async function userExists(scope: TenantScope, userId: string): Promise<boolean> {
  const [user] = await scope.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(user);
}

/** A user's Published posts (in communities not deleted) and their comments on Published posts. */
export async function countUserContent(scope: TenantScope, userId: string) {
  const [[postRow], [commentRow]] = await Promise.all([
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .innerJoin(communities, eq(communities.id, posts.communityId))
      .where(
        and(
          eq(posts.createdByUserId, userId),
          eq(posts.status, PostStatus.Published),
          eq(communities.isDeleted, false),
        ),
      ),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .where(and(eq(postComments.createdByUserId, userId), eq(posts.status, PostStatus.Published))),
  ]);
  return { postsCount: Number(postRow?.n ?? 0), commentsCount: Number(commentRow?.n ?? 0) };
}
