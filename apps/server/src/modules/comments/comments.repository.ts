/**
 * Comments data access (spec 001 §4 "Comments", §7 comment calls). Every query takes the tenant scope
 * first; the post's `comments_count` changes in the same transaction as its comments.
 */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TComment } from '@portal/contracts';
import {
  authorProfileVersions,
  commentLikes,
  commentReports,
  communities,
  communityMembers,
  postAttachments,
  postComments,
  posts,
  type StoredAttachment,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { toggleReaction } from '../../lib/reactions';
import { isoTimestampSql } from '../../lib/sql-json';
import { attachmentRows, fileUrlSql } from '../../plugins/uploads';
import type { Actor } from '../../plugins/actor';
import { postVisibilityParams, postVisibilitySql } from '../posts/posts.service';
import type { CommentFragmentRow } from './comment-fragments';
import { threadPageOf, type ThreadPage, type ThreadPageRow } from './comment-thread-pages';

/**
 * `post_comments.id` and `.created_by_user_id` always qualified by the table: Drizzle writes a column of a
 * one-table select without its table, and inside a subquery `"id"` would name the subquery's own `id`.
 */
const commentIdSql = sql`"post_comments"."id"`;
const commentAuthorSql = sql`"post_comments"."created_by_user_id"`;

/**
 * The keys and values of a comment's JSON that are the same for every reader, `id` to `likesCount` in the
 * contract's order (spec 001 §3 Comment): its attachments with their public paths, timestamps as
 * `toISOString()` writes them.
 */
function commentSharedFields(): SQL {
  return sql`'id', ${postComments.id},
    'postId', ${postComments.postId},
    'parentCommentId', ${postComments.parentCommentId},
    'depth', ${postComments.depth},
    'body', ${postComments.body},
    'attachments', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'path', ${fileUrlSql(sql`a.key`)}) order by a.created_at, a.name) from post_attachments a where a.comment_id = ${commentIdSql}), '[]'::json),
    'createdByUserId', ${postComments.createdByUserId},
    'createdAt', ${isoTimestampSql(postComments.createdAt)},
    'updatedAt', ${isoTimestampSql(postComments.updatedAt)},
    'likesCount', ${postComments.likesCount}`;
}

/**
 * The comment's author as the contract's `user` JSON: a subquery by primary key per comment, so a page reads
 * its authors by index whatever the number of users (a join hashed all 20,800 users of the large bench).
 */
function commentUserJson(): SQL {
  return sql`(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatarUrl', u.avatar_url, 'pronoun', u.pronoun) from users u where u.id = ${commentAuthorSql})`;
}

/** The caller's like of the comment (placeholder or id `actorId`). */
const isLikedSql = (actorId: string | Placeholder | SQL) =>
  sql<boolean>`exists(select 1 from comment_likes x where x.comment_id = ${commentIdSql} and x.user_id = ${actorId})`;

/** The caller's report of the comment. */
const isReportedSql = (actorId: string | Placeholder | SQL) =>
  sql<boolean>`exists(select 1 from comment_reports x where x.comment_id = ${commentIdSql} and x.user_id = ${actorId})`;

/** The comment's open reports as a JSON array, oldest first (shown to commentDelete holders, spec 001 §6). */
const openReportsSql = () =>
  sql`coalesce((select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', ${isoTimestampSql(sql`r.created_at`)}) order by r.created_at) from comment_reports r where r.comment_id = ${commentIdSql} and r.resolved_at is null), '[]'::json)`;

/**
 * A comment as the contract's Comment (spec 001 §3), assembled by PostgreSQL as JSON text: its author, its
 * attachments with their public paths, the caller's like and report flags and — only when `canSeeReports`
 * (commentDelete, spec 001 §6) — its open reports; timestamps as `toISOString()` writes them. Building the
 * answer in the database spares the server a row mapping, a presenter and a serialisation per comment
 * (issue 17, docs/benchmarks.md "Comments as JSON from PostgreSQL"). A page of comments is assembled from the
 * same parts ({@link findCommentThread}, {@link findCommentFragments}, comment-fragments.ts).
 */
function commentJson(actorId: string | Placeholder, canSeeReports: boolean): SQL<string> {
  return sql<string>`json_build_object(
    ${commentSharedFields()},
    'isLiked', ${isLikedSql(actorId)},
    'isReported', ${isReportedSql(actorId)},
    'reports', ${canSeeReports ? openReportsSql() : sql`'[]'::json`},
    'user', ${commentUserJson()}
  )::text`;
}

/**
 * The version of the comment's tenant's author profiles as text ('' before the first change): the `xmin` of
 * its `author_profile_versions` row, renewed by a trigger in the transaction of every change to a user's
 * name, avatar or pronoun (migration 0040).
 */
const authorsVersionSql = sql`coalesce((select v.xmin::text from ${authorProfileVersions} v where v.tenant_id = "post_comments"."tenant_id"), '')`;

/**
 * The version of a comment's shared JSON (comment-fragments.ts): the row version (`xmin`) of the comment, '.',
 * the version of its tenant's author profiles (`authors`, default {@link authorsVersionSql}) — a committed
 * write to the comment or to any author profile of the tenant changes it.
 */
function commentVersionSql(authors: SQL = authorsVersionSql): SQL<string> {
  return sql<string>`${postComments}.xmin::text || '.' || ${authors}`;
}

/** `FROM post_comments` selecting each comment's {@link commentJson} as `json`, on a tenant-bound handle. */
function selectCommentJson(scope: TenantScope, actorId: string, canSeeReports: boolean) {
  return scope.db.select({ json: commentJson(actorId, canSeeReports) }).from(postComments);
}

/**
 * A post's comment thread page in one statement (placeholders `postId`, `limit`, `offset`, `pageKey` and the
 * caller's of `postVisibilityParams`): the post's facts and comment counter, its community's access columns
 * and the caller's membership (for the JavaScript access check, as `loadVisiblePost` reads them), and — only
 * when the caller may see the post (`postVisibilitySql` of posts.service.ts: `canSeePostSql` over
 * `communityStandingSql`, the twins of `canSeePost` and `accessOf`, posts.policy.test.ts) — the page as
 * `[key, list, flagged]`: `list` its comments newest first as the text `id:version,id:version,…` (the version
 * of each one's shared JSON, comment-fragments.ts), `key` the md5 of `list`, and `list` null when `key` equals
 * `pageKey` (the server keeps that page: comment-thread-pages.ts); `flagged` the comments where the caller's
 * part is not the default one, as `[id, isLiked, isReported, reports]` (`reports` the open reports' JSON text
 * for commentDelete holders, else null), or null for none. Prepared once per handle and tenant: a thread page
 * builds no SQL, maps no Drizzle row and PostgreSQL writes no shared JSON (issue 37 point 2).
 * Per page, not per comment (issue 37, 6 Dec): the tenant's author-profile version is one joined row, and the
 * caller's likes of the tenant are read once (index-only, `comment_likes_user_comment_idx`) and hashed.
 */
const commentThreadQuery = (db: Db) => {
  const { actorId, visible, permission, joins: on } = postVisibilitySql();
  const authors = sql`coalesce(${authorProfileVersions}.xmin::text, '')`;
  const liked = db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(eq(commentLikes.userId, actorId));
  const page = sql`select ${commentIdSql} as id, ${postComments.createdAt} as created_at,
      ${commentVersionSql(authors)} as version, ${commentIdSql} in ${liked} as liked, ${isReportedSql(actorId)} as reported,
      case when ${permission('commentDelete')} then ${openReportsSql()}::text end as reports
    from ${postComments}
    where "post_comments"."tenant_id" = ${posts.tenantId} and "post_comments"."post_id" = ${posts.id}
    order by "post_comments"."created_at" desc, ${commentIdSql} desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  const parts = sql`select string_agg(c.id::text || ':' || c.version, ',' order by c.created_at desc, c.id desc) as list,
      json_agg(json_build_array(c.id, c.liked, c.reported, c.reports))
        filter (where c.liked or c.reported or coalesce(c.reports, '[]') <> '[]') as flagged
    from (${page}) c`;
  return db
    .select({
      status: posts.status,
      isFrozen: posts.isFrozen,
      createdByUserId: posts.createdByUserId,
      commentsCount: posts.commentsCount,
      isAutoJoin: communities.isAutoJoin,
      isPublic: communities.isPublic,
      role: communityMembers.role,
      memberStatus: communityMembers.status,
      permissions: communityMembers.permissions,
      page: sql<ThreadPageRow | null>`case when ${visible} then (select json_build_array(md5(k.list),
        case when md5(k.list) = ${sql.placeholder('pageKey')}::text then null else k.list end, k.flagged) from (${parts}) k) end`,
    })
    .from(posts)
    .innerJoin(communities, on.community)
    .leftJoin(communityMembers, on.membership)
    .leftJoin(authorProfileVersions, eq(authorProfileVersions.tenantId, posts.tenantId))
    .where(and(eq(posts.id, sql.placeholder('postId')), eq(communities.isDeleted, false)))
    .limit(1)
    .prepare('comment_thread_page');
};

/** What {@link findCommentThread} answers. */
export interface CommentThread {
  /** The post's facts (for `canSeePost`) and comment counter. */
  post: { status: number; isFrozen: boolean; createdByUserId: string; commentsCount: number };
  /** The post's community's access columns (for `accessOf`). */
  community: { isAutoJoin: boolean; isPublic: boolean };
  /** The caller's membership of it, or null. */
  membership: { role: string; status: string; permissions: Record<string, boolean> } | null;
  /** The page; null when the SQL rule says the caller may not see the post. */
  page: ThreadPage | null;
}

/**
 * A post (community not deleted) with the caller's access inputs and, when visible, one page of its comments
 * (every level), newest first: each comment's id and the version of its shared JSON (unless the page's key is
 * `pageKey`) and the caller's flags where they are set ({@link commentThreadQuery}) — one statement. Undefined
 * when the post is missing (or its community deleted). The shared JSON comes from the fragment store or
 * {@link findCommentFragments}.
 */
export async function findCommentThread(
  scope: TenantScope,
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
  postId: string,
  paging: { page: number; pageSize: number },
  pageKey = '',
): Promise<CommentThread | undefined> {
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const [row] = (await preparedQuery(scope, 'comment_thread_page', commentThreadQuery).execute({
    ...postVisibilityParams(actor),
    postId,
    limit,
    offset,
    pageKey,
  })) as {
    status: number;
    isFrozen: boolean;
    createdByUserId: string;
    commentsCount: number;
    isAutoJoin: boolean;
    isPublic: boolean;
    role: string | null;
    memberStatus: string | null;
    permissions: Record<string, boolean> | null;
    page: ThreadPageRow | null;
  }[];
  if (!row) return undefined;
  return {
    post: {
      status: row.status,
      isFrozen: row.isFrozen,
      createdByUserId: row.createdByUserId,
      commentsCount: row.commentsCount,
    },
    community: { isAutoJoin: row.isAutoJoin, isPublic: row.isPublic },
    membership:
      row.memberStatus === null
        ? null
        : { role: row.role!, status: row.memberStatus, permissions: row.permissions ?? {} },
    page: row.page && threadPageOf(row.page),
  };
}

/** The shared JSON of the comments `ids` (placeholder, a uuid array) with their versions, prepared. */
const commentFragmentsQuery = (db: Db) =>
  db
    .select({
      id: postComments.id,
      version: commentVersionSql(),
      head: sql<string>`json_build_object(${commentSharedFields()})::text`,
      user: sql<string>`${commentUserJson()}::text`,
    })
    .from(postComments)
    .where(sql`${postComments.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('comment_fragments_by_ids');

/** The shared JSON texts of the comments `ids` with their current versions (comment-fragments.ts). */
export async function findCommentFragments(scope: TenantScope, ids: string[]): Promise<CommentFragmentRow[]> {
  if (ids.length === 0) return [];
  return (await preparedQuery(scope, 'comment_fragments_by_ids', commentFragmentsQuery).execute({
    ids,
  })) as CommentFragmentRow[];
}

/** One comment as the contract's Comment ({@link commentJson}), or undefined. */
export async function findCommentById(
  scope: TenantScope,
  actorId: string,
  commentId: string,
  canSeeReports: boolean,
): Promise<TComment | undefined> {
  const [row] = await selectCommentJson(scope, actorId, canSeeReports)
    .where(eq(postComments.id, commentId))
    .limit(1);
  return row && (JSON.parse(row.json) as TComment);
}

/** The stored comment row, or undefined. */
export async function findComment(scope: TenantScope, commentId: string) {
  const [comment] = await scope.db.select().from(postComments).where(eq(postComments.id, commentId)).limit(1);
  return comment;
}

/** The depth of a comment of the given post (a reply's parent), or undefined when not on that post. */
export async function findParentDepth(scope: TenantScope, postId: string, parentId: string) {
  const [parent] = await scope.db
    .select({ depth: postComments.depth })
    .from(postComments)
    .where(and(eq(postComments.id, parentId), eq(postComments.postId, postId)))
    .limit(1);
  return parent?.depth;
}

/** Adds `delta` to a post's comment counter; returns the count after. */
async function bumpCommentsCount(
  tx: Pick<TenantScope['db'], 'update'>,
  scope: TenantScope,
  postId: string,
  delta: number,
): Promise<number> {
  const [updated] = await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ commentsCount: posts.commentsCount });
  return updated!.commentsCount;
}

/** Inserts a comment with its attachments and raises the post's count (one transaction); returns its id. */
export async function insertComment(
  scope: TenantScope,
  values: {
    postId: string;
    parentCommentId: string | null;
    depth: number;
    body: string;
    createdByUserId: string;
  },
  attachments: StoredAttachment[],
): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(postComments)
      .values({ ...values, tenantId: scope.tenantId })
      .returning({ id: postComments.id });
    const commentId = comment!.id;
    if (attachments.length)
      await tx.insert(postAttachments).values(attachmentRows(scope.tenantId, attachments, { commentId }));
    await bumpCommentsCount(tx, scope, values.postId, 1);
    return commentId;
  });
}

/** How many files are attached to a comment. */
export async function countAttachments(scope: TenantScope, commentId: string): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(postAttachments)
    .where(eq(postAttachments.commentId, commentId));
  return Number(row?.n ?? 0);
}

/** Sets a comment's body. */
export async function updateBody(scope: TenantScope, commentId: string, body: string): Promise<void> {
  await scope.db
    .update(postComments)
    .set({ body, updatedAt: new Date() })
    .where(eq(postComments.id, commentId));
}

/**
 * Deletes a comment and its whole subtree (the replies cascade) and lowers the post's count by the
 * subtree size, in one transaction. The subtree is collected level by level (depth ≤ 3: at most three
 * queries). Returns the subtree size, the post's count after and the storage keys of the subtree's files.
 */
export async function deleteSubtree(scope: TenantScope, postId: string, commentId: string) {
  return scope.db.transaction(async (tx) => {
    const ids = [commentId];
    for (let level = [commentId]; level.length;) {
      const children = await tx
        .select({ id: postComments.id })
        .from(postComments)
        .where(inArray(postComments.parentCommentId, level));
      level = children.map((c) => c.id);
      ids.push(...level);
    }
    const files = await tx
      .select({ key: postAttachments.key })
      .from(postAttachments)
      .where(inArray(postAttachments.commentId, ids));
    await tx.delete(postComments).where(eq(postComments.id, commentId));
    const commentsCount = await bumpCommentsCount(tx, scope, postId, -ids.length);
    return { deletedCount: ids.length, commentsCount, keys: files.map((f) => f.key) };
  });
}

/** Switches a user's like of a comment and moves the comment's like counter; returns the count after. */
export async function setLike(scope: TenantScope, commentId: string, userId: string, on: boolean) {
  return scope.db.transaction(async (tx) => {
    const changed = await toggleReaction(
      tx,
      commentLikes,
      { tenantId: scope.tenantId, commentId, userId },
      on,
    );
    const [updated] = await tx
      .update(postComments)
      .set({ likesCount: sql`greatest(${postComments.likesCount} + ${changed * (on ? 1 : -1)}, 0)` })
      .where(eq(postComments.id, commentId))
      .returning({ likesCount: postComments.likesCount });
    return updated!.likesCount;
  });
}

/** Stores a user's report of a comment; false when they had reported it already. */
export async function insertReport(
  scope: TenantScope,
  report: { commentId: string; userId: string; reason: string },
): Promise<boolean> {
  const inserted = await scope.db
    .insert(commentReports)
    .values({ tenantId: scope.tenantId, ...report })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  return inserted.length > 0;
}
