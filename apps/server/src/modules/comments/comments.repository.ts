/**
 * Comments data access (spec 001 §4 "Comments", §7 comment calls). Every query takes the tenant scope
 * first; the post's `comments_count` changes in the same transaction as its comments.
 */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TComment } from '@portal/contracts';
import {
  commentLikes,
  commentReports,
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
import type { CommentFragmentRow, CommentPageRow } from './comment-fragments';

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
const isLikedSql = (actorId: string | Placeholder) =>
  sql<boolean>`exists(select 1 from comment_likes x where x.comment_id = ${commentIdSql} and x.user_id = ${actorId})`;

/** The caller's report of the comment. */
const isReportedSql = (actorId: string | Placeholder) =>
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
 * same parts ({@link findCommentPageRows}, {@link findCommentFragments}, comment-fragments.ts).
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
 * The version of a comment's shared JSON: the row versions (`xmin`) of the comment and of its author's row,
 * which change with every committed write to either (comment-fragments.ts).
 */
function commentVersionSql(): SQL<string> {
  return sql<string>`${postComments}.xmin::text || '.' || (select u.xmin::text from users u where u.id = ${commentAuthorSql})`;
}

/** `FROM post_comments` selecting each comment's {@link commentJson} as `json`, on a tenant-bound handle. */
function selectCommentJson(scope: TenantScope, actorId: string, canSeeReports: boolean) {
  return scope.db.select({ json: commentJson(actorId, canSeeReports) }).from(postComments);
}

/** The prepared statement name of a comment page, with or without the open reports. */
const commentPageName = (canSeeReports: boolean) =>
  canSeeReports ? 'comment_page_rows_reports' : 'comment_page_rows';

/**
 * A page of a post's comments (placeholders `actorId`, `postId`, `limit`, `offset`), newest first, as ids,
 * versions and the caller's flags (and the open reports for commentDelete holders): prepared once per handle
 * and tenant, so a comment page builds no SQL and PostgreSQL writes no shared JSON.
 */
const commentPageQuery = (canSeeReports: boolean) => (db: Db) =>
  db
    .select({
      id: postComments.id,
      version: commentVersionSql(),
      isLiked: isLikedSql(sql.placeholder('actorId')),
      isReported: isReportedSql(sql.placeholder('actorId')),
      ...(canSeeReports ? { reports: sql<string>`${openReportsSql()}::text` } : {}),
    })
    .from(postComments)
    .where(eq(postComments.postId, sql.placeholder('postId')))
    .orderBy(sql`${postComments.createdAt} desc`, sql`${postComments.id} desc`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(commentPageName(canSeeReports));

/**
 * One page of a post's comments (every level), newest first: each comment's id, the version of its shared
 * JSON and the caller's flags ({@link commentPageQuery}); the shared JSON comes from the fragment store or
 * {@link findCommentFragments}.
 */
export async function findCommentPageRows(
  scope: TenantScope,
  actorId: string,
  postId: string,
  paging: { page: number; pageSize: number },
  canSeeReports: boolean,
): Promise<CommentPageRow[]> {
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const name = commentPageName(canSeeReports);
  return (await preparedQuery(scope, name, commentPageQuery(canSeeReports)).execute({
    actorId,
    postId,
    limit,
    offset,
  })) as CommentPageRow[];
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
