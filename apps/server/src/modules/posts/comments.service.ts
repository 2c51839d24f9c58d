/**
 * Comments — spec 001 §7 "Posts" (comment calls), §4 "Comments" (depth ≤ 3, subtree deletion lowers the
 * count by the subtree size), §6 (author or commentEdit; report anyone but the author, once).
 * The post's `comments_count` changes in the same transaction as the comments.
 */
import { eq, sql } from 'drizzle-orm';
import {
  POST_FILE_TYPES,
  POST_LIMITS,
  POST_MESSAGES,
  PostStatus,
  type TComment,
  type TCreateCommentFields,
} from '@portal/contracts';
import {
  commentLikes,
  commentReports,
  postAttachments,
  postComments,
  posts,
  users,
} from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize';
import type { CommunityContext } from '../communities/communities.service';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from '../../plugins/uploads';
import { loadVisiblePost } from './posts.service';
import { assertInteractive } from './posts.policy';

function commentFields(actorId: string) {
  return {
    comment: postComments,
    author: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      pronoun: users.pronoun,
    },
    attachments: sql<
      { id: string; name: string; key: string }[]
    >`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'key', a.key) order by a.created_at, a.name) from post_attachments a where a.comment_id = "post_comments"."id"), '[]'::json)`,
    reports: sql<
      { id: string; userId: string; reason: string; createdAt: string }[]
    >`coalesce((select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', r.created_at) order by r.created_at) from comment_reports r where r.comment_id = "post_comments"."id" and r.resolved_at is null), '[]'::json)`,
    isLiked: sql<boolean>`exists(select 1 from comment_likes x where x.comment_id = "post_comments"."id" and x.user_id = ${actorId})`,
    isReported: sql<boolean>`exists(select 1 from comment_reports x where x.comment_id = "post_comments"."id" and x.user_id = ${actorId})`,
  };
}
type CommentRow = {
  comment: typeof postComments.$inferSelect;
  author: {
    id: string;
    firstName: string;
    lastName: string;
    avatarUrl: string | null;
    pronoun: string | null;
  };
  attachments: { id: string; name: string; key: string }[];
  reports: { id: string; userId: string; reason: string; createdAt: string }[];
  isLiked: boolean;
  isReported: boolean;
};

function presentComment(row: CommentRow, canSeeReports: boolean): TComment {
  const c = row.comment;
  return {
    id: c.id,
    postId: c.postId,
    parentCommentId: c.parentCommentId,
    depth: c.depth,
    body: c.body,
    attachments: row.attachments.map((a) => ({ id: a.id, name: a.name, path: fileUrl(a.key)! })),
    createdByUserId: c.createdByUserId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    likesCount: c.likesCount,
    isLiked: Boolean(row.isLiked),
    isReported: Boolean(row.isReported),
    reports: canSeeReports
      ? row.reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }))
      : [],
    user: row.author,
  };
}

/**
 * `GET api/v1/community/post/{id}/comment?page&pageSize` (1000): every level of the post's comments,
 * newest first (the web app nests them by parentCommentId). One query after the post check.
 */
export async function listComments(
  ctx: CommunityContext,
  postId: string,
  query: { page: number; pageSize: number },
) {
  const { scope, actor } = ctx;
  const { row: post, access } = await loadVisiblePost(ctx, postId);
  // The post's comments_count changes in the same transactions as its comments: no count query needed.
  const rows = await scope.db
    .select(commentFields(actor.id))
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.createdByUserId))
    .where(inTenant(scope, postComments, eq(postComments.postId, postId)))
    .orderBy(sql`${postComments.createdAt} desc`, sql`${postComments.id} desc`)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    postComments: (rows as CommentRow[]).map((r) => presentComment(r, access.permissions.commentDelete)),
    totalItemCount: post.post.commentsCount,
  };
}

async function loadComment(ctx: CommunityContext, commentId: string) {
  const [comment] = await ctx.scope.db
    .select()
    .from(postComments)
    .where(inTenant(ctx.scope, postComments, eq(postComments.id, commentId)))
    .limit(1);
  if (!comment) throw new AppError('NOT_FOUND', POST_MESSAGES.commentNotFound);
  const loaded = await loadVisiblePost(ctx, comment.postId);
  return { comment, ...loaded };
}

async function getComment(
  ctx: CommunityContext,
  commentId: string,
  canSeeReports: boolean,
): Promise<TComment> {
  const [row] = (await ctx.scope.db
    .select(commentFields(ctx.actor.id))
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.createdByUserId))
    .where(inTenant(ctx.scope, postComments, eq(postComments.id, commentId)))
    .limit(1)) as CommentRow[];
  return presentComment(row!, canSeeReports);
}

function cleanCommentBody(html: string, hasFiles: boolean): string {
  const body = sanitizeRichText(html);
  if (!hasFiles && !htmlToText(body))
    throw new AppError('BAD_REQUEST', POST_MESSAGES.commentRequired, {
      errors: { body: [POST_MESSAGES.commentRequired] },
    });
  return htmlToText(body) || /<img\b/i.test(body) ? body : '';
}

/**
 * `POST api/v1/community/post/{id}/comment`: a joined member with commentCreate comments on a published,
 * open post; a reply's parent must be on the same post with depth below 3 (400 'Replies are allowed up
 * to 3 levels'). Raises the post's count by one.
 */
export async function createComment(
  ctx: CommunityContext,
  postId: string,
  input: TCreateCommentFields,
  files: IncomingFile[],
) {
  const { scope, actor, storage } = ctx;
  const { row, access } = await loadVisiblePost(ctx, postId);
  assertInteractive(row.post);
  if (row.post.status !== PostStatus.Published) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
  if (!access.isJoined || !access.permissions.commentCreate)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  let depth = 1;
  if (input.parentCommentId) {
    const [parent] = await scope.db
      .select({ depth: postComments.depth })
      .from(postComments)
      .where(
        inTenant(
          scope,
          postComments,
          eq(postComments.id, input.parentCommentId),
          eq(postComments.postId, postId),
        ),
      )
      .limit(1);
    if (!parent)
      throw new AppError('BAD_REQUEST', POST_MESSAGES.commentNotFound, {
        errors: { parentCommentId: [POST_MESSAGES.commentNotFound] },
      });
    depth = parent.depth + 1;
    if (depth > POST_LIMITS.commentDepthMax)
      throw new AppError('BAD_REQUEST', POST_MESSAGES.maxDepth, {
        errors: { parentCommentId: [POST_MESSAGES.maxDepth] },
      });
  }
  const body = cleanCommentBody(input.body, files.length > 0);
  await checkFiles(files, {
    types: POST_FILE_TYPES,
    maxBytes: POST_LIMITS.fileMaxBytes,
    maxFiles: POST_LIMITS.filesMax,
    field: 'files',
  });
  const stored = await storeFiles(storage, scope.tenantId, files);
  let commentId: string;
  try {
    commentId = await scope.db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(postComments)
        .values({
          tenantId: scope.tenantId,
          postId,
          parentCommentId: input.parentCommentId ?? null,
          depth,
          body,
          createdByUserId: actor.id,
        })
        .returning({ id: postComments.id });
      if (stored.length)
        await tx.insert(postAttachments).values(
          stored.map((s) => ({
            id: s.id,
            tenantId: scope.tenantId,
            commentId: comment!.id,
            name: s.name,
            key: s.key,
            size: s.size,
          })),
        );
      await tx
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} + 1` })
        .where(inTenant(scope, posts, eq(posts.id, postId)));
      return comment!.id;
    });
  } catch (error) {
    await discardFiles(
      storage,
      scope.tenantId,
      stored.map((s) => s.key),
    );
    throw error;
  }
  ctx.events.emit('comment.created', {
    tenantId: scope.tenantId,
    actorId: actor.id,
    communityId: row.post.communityId,
    postId,
    postAuthorId: row.post.createdByUserId,
    commentId,
    parentCommentId: input.parentCommentId ?? null,
  });
  return getComment(ctx, commentId, access.permissions.commentDelete);
}

/** `PUT api/v1/community/post/comment/{commentId}`: the author or commentEdit; not on a deleted or closed post. */
export async function updateComment(ctx: CommunityContext, commentId: string, bodyHtml: string) {
  const { scope, actor } = ctx;
  const { comment, row, access } = await loadComment(ctx, commentId);
  if (comment.createdByUserId !== actor.id && !access.permissions.commentEdit)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  assertInteractive(row.post);
  const [{ n } = { n: 0 }] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(postAttachments)
    .where(inTenant(scope, postAttachments, eq(postAttachments.commentId, commentId)));
  const body = cleanCommentBody(bodyHtml, Number(n) > 0);
  await scope.db
    .update(postComments)
    .set({ body, updatedAt: new Date() })
    .where(inTenant(scope, postComments, eq(postComments.id, commentId)));
  return getComment(ctx, commentId, access.permissions.commentDelete);
}

/**
 * `DELETE api/v1/community/post/comment/{commentId}`: removes the comment and its whole subtree (author or
 * commentEdit) and lowers the post's count by the subtree size. Answer `{ deletedCount, commentsCount }`.
 */
export async function deleteComment(ctx: CommunityContext, commentId: string) {
  const { scope, actor, storage } = ctx;
  const { comment, access } = await loadComment(ctx, commentId);
  if (comment.createdByUserId !== actor.id && !access.permissions.commentEdit)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  const { deletedCount, commentsCount, keys } = await scope.db.transaction(async (tx) => {
    const subtree = await tx.execute<{ id: string }>(sql`
      with recursive subtree(id) as (
        select id from post_comments where id = ${commentId} and tenant_id = ${scope.tenantId}
        union all
        select c.id from post_comments c join subtree s on c.parent_comment_id = s.id
      ) select id from subtree`);
    const ids = (subtree as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const files = await tx
      .select({ key: postAttachments.key })
      .from(postAttachments)
      .where(sql`${postAttachments.commentId} in ${ids}`);
    await tx.delete(postComments).where(inTenant(scope, postComments, eq(postComments.id, commentId)));
    const [updated] = await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${ids.length}, 0)` })
      .where(inTenant(scope, posts, eq(posts.id, comment.postId)))
      .returning({ commentsCount: posts.commentsCount });
    return { deletedCount: ids.length, commentsCount: updated!.commentsCount, keys: files.map((f) => f.key) };
  });
  await discardFiles(storage, scope.tenantId, keys);
  return { deletedCount, commentsCount };
}

/** `POST .../comment/{cid}/like` and `dislike` (idempotent; not on a deleted or closed post). */
export async function setCommentLike(ctx: CommunityContext, commentId: string, like: boolean) {
  const { scope, actor } = ctx;
  const { row } = await loadComment(ctx, commentId);
  assertInteractive(row.post);
  return scope.db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(commentLikes)
          .values({ tenantId: scope.tenantId, commentId, userId: actor.id })
          .onConflictDoNothing()
          .returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(
            inTenant(
              scope,
              commentLikes,
              eq(commentLikes.commentId, commentId),
              eq(commentLikes.userId, actor.id),
            ),
          )
          .returning({ id: commentLikes.commentId });
    const delta = changed.length * (like ? 1 : -1);
    const [updated] = await tx
      .update(postComments)
      .set({ likesCount: sql`greatest(${postComments.likesCount} + ${delta}, 0)` })
      .where(inTenant(scope, postComments, eq(postComments.id, commentId)))
      .returning({ likesCount: postComments.likesCount });
    return { isLiked: like, likesCount: updated!.likesCount };
  });
}

/** `POST .../comment/{cid}/report`: anyone but the author, once per user (409 after). */
export async function reportComment(ctx: CommunityContext, commentId: string, message: string) {
  const { scope, actor } = ctx;
  const { comment, row } = await loadComment(ctx, commentId);
  if (comment.createdByUserId === actor.id)
    throw new AppError('BAD_REQUEST', POST_MESSAGES.cannotReportOwnComment);
  const inserted = await scope.db
    .insert(commentReports)
    .values({ tenantId: scope.tenantId, commentId, userId: actor.id, reason: message })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', POST_MESSAGES.alreadyReportedComment);
  ctx.events.emit('content.reported', {
    tenantId: scope.tenantId,
    actorId: actor.id,
    communityId: row.post.communityId,
    postId: comment.postId,
    commentId,
  });
  return { reported: true as const };
}
