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
  users,
  type StoredAttachment,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { toggleReaction } from '../../lib/reactions';
import { isoTimestampSql } from '../../lib/sql-json';
import { attachmentRows, fileUrlSql } from '../../plugins/uploads';

/**
 * A comment as the contract's Comment (spec 001 §3), assembled by PostgreSQL as JSON text: its author, its
 * attachments with their public paths, the caller's like and report flags and — only when `canSeeReports`
 * (commentDelete, spec 001 §6) — its open reports; timestamps as `toISOString()` writes them. Building the
 * answer in the database spares the server a row mapping, a presenter and a serialisation per comment
 * (issue 17, docs/benchmarks.md "Comments as JSON from PostgreSQL").
 */
function commentJson(actorId: string | Placeholder, canSeeReports: boolean): SQL<string> {
  const reports = canSeeReports
    ? sql`coalesce((select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', ${isoTimestampSql(sql`r.created_at`)}) order by r.created_at) from comment_reports r where r.comment_id = ${postComments.id} and r.resolved_at is null), '[]'::json)`
    : sql`'[]'::json`;
  return sql<string>`json_build_object(
    'id', ${postComments.id},
    'postId', ${postComments.postId},
    'parentCommentId', ${postComments.parentCommentId},
    'depth', ${postComments.depth},
    'body', ${postComments.body},
    'attachments', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'path', ${fileUrlSql(sql`a.key`)}) order by a.created_at, a.name) from post_attachments a where a.comment_id = ${postComments.id}), '[]'::json),
    'createdByUserId', ${postComments.createdByUserId},
    'createdAt', ${isoTimestampSql(postComments.createdAt)},
    'updatedAt', ${isoTimestampSql(postComments.updatedAt)},
    'likesCount', ${postComments.likesCount},
    'isLiked', exists(select 1 from comment_likes x where x.comment_id = ${postComments.id} and x.user_id = ${actorId}),
    'isReported', exists(select 1 from comment_reports x where x.comment_id = ${postComments.id} and x.user_id = ${actorId}),
    'reports', ${reports},
    'user', json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'avatarUrl', ${users.avatarUrl}, 'pronoun', ${users.pronoun})
  )::text`;
}

/** `FROM post_comments JOIN users` selecting each comment's {@link commentJson} as `json`, on a tenant-bound handle. */
function selectCommentJsonOn(db: Db, actorId: string | Placeholder, canSeeReports: boolean) {
  return db
    .select({ json: commentJson(actorId, canSeeReports) })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.createdByUserId));
}

/** {@link selectCommentJsonOn} on the scope's handle. */
function selectCommentJson(scope: TenantScope, actorId: string, canSeeReports: boolean) {
  return selectCommentJsonOn(scope.db, actorId, canSeeReports);
}

/** The prepared statement name of a comment page, with or without the open reports. */
const commentPageName = (canSeeReports: boolean) =>
  canSeeReports ? 'comment_json_page_reports' : 'comment_json_page';

/**
 * A page of a post's comments as JSON (placeholders `actorId`, `postId`, `limit`, `offset`), newest first:
 * prepared once per handle and tenant (and with or without reports), so a comment page builds no SQL.
 */
const commentPageQuery = (canSeeReports: boolean) => (db: Db) =>
  selectCommentJsonOn(db, sql.placeholder('actorId'), canSeeReports)
    .where(eq(postComments.postId, sql.placeholder('postId')))
    .orderBy(sql`${postComments.createdAt} desc`, sql`${postComments.id} desc`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(commentPageName(canSeeReports));

/**
 * One page of a post's comments (every level), newest first, each as the JSON text of the contract's Comment
 * ({@link commentJson}); one prepared statement ({@link commentPageQuery}).
 */
export async function findCommentPageJson(
  scope: TenantScope,
  actorId: string,
  postId: string,
  paging: { page: number; pageSize: number },
  canSeeReports: boolean,
): Promise<string[]> {
  const { limit, offset } = pageOf(paging.page, paging.pageSize);
  const name = commentPageName(canSeeReports);
  const rows = (await preparedQuery(scope, name, commentPageQuery(canSeeReports)).execute({
    actorId,
    postId,
    limit,
    offset,
  })) as { json: string }[];
  return rows.map((r) => r.json);
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
