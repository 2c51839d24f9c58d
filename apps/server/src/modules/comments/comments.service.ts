/**
 * Comments — spec 001 §7 "Posts" (comment calls), §4 "Comments" (depth ≤ 3, subtree deletion lowers the
 * count by the subtree size), §6 (author or commentEdit; report anyone but the author, once).
 * The post's `comments_count` changes in the same transaction as the comments.
 */
import { eq } from 'drizzle-orm';
import { auditedWrite, notAuthor, rowOf } from '../../db/audit';
import { postComments } from '../../db/schema/index';
import {
  POST_FILE_TYPES,
  POST_LIMITS,
  POST_MESSAGES,
  type TComment,
  type TCreateCommentFields,
} from '@portal/contracts';
import { databaseKeyOf, withTransaction, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize';
import * as uploads from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { accessOf } from '../communities/communities.service';
import { assertCanSeePostOf, assertInteractive, loadVisiblePost } from '../posts/posts.service';
import { assertAuthorOrCommentEditor, assertCanComment, assertCanReportComment } from './comments.policy';
import * as repo from './comments.repository';
import {
  commentsAnswer,
  fragmentKey,
  fragmentsOf,
  toFragment,
  type CommentFragment,
  type CommentPageRow,
} from './comment-fragments';
import { threadPageKey, threadPagesOf, type ThreadPageEntry } from './comment-thread-pages';

/**
 * Multipart text fields of the comment form → the input to validate with `ZCreateCommentFields`: `body`
 * ('' when absent: files alone make a comment) and `parentCommentId` (blank dropped).
 */
export const commentInput = (f: Record<string, string | string[]>): Record<string, unknown> =>
  uploads.dropEmpty({
    body: uploads.textField(f.body) ?? '',
    parentCommentId: uploads.textField(f.parentCommentId),
  });

/**
 * `GET api/v1/community/post/{id}/comment?page&pageSize` (1000): every level of the post's comments,
 * newest first (the web app nests them by parentCommentId), with the post's count as `totalItemCount` — as
 * the UTF-8 JSON of the contract's CommentsResponse. One statement reads the post's access inputs and, when
 * the caller may see it, the page's key, its comments' ids and versions unless the page kept for this post and
 * paging has that key (comment-thread-pages.ts), and the caller's flags where set (`findCommentThread`); the
 * shared JSON of each comment comes from the kept page, else from the fragment store when its version is
 * current, else from one more statement that refreshes the store (comment-fragments.ts; issue 37).
 * @throws AppError 404 'Post not found' / 403 'Community is private' as {@link loadVisiblePost}.
 */
export async function listComments(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  postId: string,
  query: { page: number; pageSize: number },
): Promise<Buffer> {
  const { scope } = ctx;
  const { limit, offset } = pageOf(query.page, query.pageSize);
  const pages = threadPagesOf(databaseKeyOf(scope));
  const pageKey = threadPageKey(scope.tenantId, postId, limit, offset);
  const kept = pages.get(pageKey);
  const thread = await repo.findCommentThread(scope, ctx.actor, postId, query, kept?.key ?? '');
  if (!thread) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
  assertCanSeePostOf(accessOf(ctx.actor, thread.community, thread.membership), thread.post, ctx.actor.id);
  // The statement read the page only if its SQL twin of the visibility rule agreed (posts.policy.test.ts).
  if (thread.page === null) throw new Error('comment_thread_page: the SQL visibility rule disagreed');
  const { key, rows, flagged } = thread.page;
  const entry = rows === null && kept ? kept : await threadPageEntry(scope, key, rows ?? [], pages, pageKey);
  const before = '{"postComments":[';
  const after = `],"totalItemCount":${thread.post.commentsCount}}`;
  if (flagged.size === 0) {
    if (entry.plain?.count !== thread.post.commentsCount) {
      const plain = commentsAnswer(before, entry.ids.map(plainRow), (id) => entry.fragments.get(id)!, after);
      entry.plain = { count: thread.post.commentsCount, answer: plain };
      // Counted again in the store's size (set computes it), if this is the page it keeps.
      if (pages.peek(pageKey) === entry) pages.set(pageKey, entry);
    }
    return entry.plain.answer;
  }
  const callerRows = entry.ids.map((id) => flagged.get(id) ?? plainRow(id));
  return commentsAnswer(before, callerRows, (id) => entry.fragments.get(id)!, after);
}

/** A comment's caller part when the caller has not liked or reported it and sees no reports. */
const plainRow = (id: string): CommentPageRow => ({ id, version: '', isLiked: false, isReported: false });

/**
 * The page of `rows` (ids and versions, newest first) with the current fragment of each: kept ones whose
 * version is the row's, the others read in one statement (after the page: at least as new as its versions)
 * and kept. Kept as the page of `key` when every comment has its fragment (a comment deleted between the two
 * statements has none: it is left out, as a page read after it, and the page is not kept).
 */
async function threadPageEntry(
  scope: TenantScope,
  key: string | null,
  rows: readonly { id: string; version: string }[],
  pages: ReturnType<typeof threadPagesOf>,
  pageKey: string,
): Promise<ThreadPageEntry> {
  const store = fragmentsOf(databaseKeyOf(scope));
  const current = new Map<string, CommentFragment>();
  const stale: string[] = [];
  for (const row of rows) {
    const fragment = store.get(fragmentKey(scope.tenantId, row.id));
    if (fragment && fragment.version === row.version) current.set(row.id, fragment);
    else stale.push(row.id);
  }
  for (const fresh of await repo.findCommentFragments(scope, stale)) {
    const fragment = toFragment(fresh);
    store.set(fragmentKey(scope.tenantId, fresh.id), fragment);
    current.set(fresh.id, fragment);
  }
  const ids = rows.map((row) => row.id).filter((id) => current.has(id));
  let bytes = 0;
  for (const fragment of current.values()) bytes += fragment.head.length + fragment.tail.length;
  const entry: ThreadPageEntry = { key: key ?? '', ids, fragments: current, bytes };
  if (key !== null && ids.length === rows.length) pages.set(pageKey, entry);
  return entry;
}

/** A comment with its post, which the caller must be able to see. @throws AppError 404 / 403. */
async function loadComment(ctx: Pick<RequestContext, 'scope' | 'actor'>, commentId: string) {
  const comment = await repo.findComment(ctx.scope, commentId);
  if (!comment) throw new AppError('NOT_FOUND', POST_MESSAGES.commentNotFound);
  const loaded = await loadVisiblePost(ctx, comment.postId);
  return { comment, ...loaded };
}

/** One comment as the contract's Comment, for the caller. */
async function getComment(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  commentId: string,
  canSeeReports: boolean,
): Promise<TComment> {
  return (await repo.findCommentById(ctx.scope, ctx.actor.id, commentId, canSeeReports))!;
}

/**
 * Deletes a reported comment and its subtree when a moderator approves the report (spec 001 §4 Reports,
 * §6 commentDelete; issue 14). The caller (community-admin moderation) has checked commentDelete in the
 * comment's community. Answer as {@link deleteComment}.
 * @throws AppError 404 when the comment is gone.
 */
export async function removeReportedComment(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  commentId: string,
  alsoInTransaction?: (tx: TenantScope) => Promise<void>,
) {
  const comment = await repo.findComment(ctx.scope, commentId);
  if (!comment) throw new AppError('NOT_FOUND', POST_MESSAGES.commentNotFound);
  return removeSubtree(ctx, comment.postId, commentId, alsoInTransaction);
}

/**
 * Deletes the comment with its whole subtree, lowers the post's count by the subtree size and discards the
 * subtree's files. Answer `{ deletedCount, commentsCount }` (the post's new count). `alsoInTransaction`
 * runs in the deletion's transaction (to record its side effects).
 */
async function removeSubtree(
  ctx: Pick<RequestContext, 'scope' | 'storage'>,
  postId: string,
  commentId: string,
  alsoInTransaction?: (tx: TenantScope) => Promise<void>,
) {
  const { deletedCount, commentsCount, keys } = await withTransaction(ctx.scope, async (tx) => {
    const removed = await repo.deleteSubtree(tx, postId, commentId);
    await alsoInTransaction?.(tx);
    return removed;
  });
  await uploads.discardFiles(ctx.storage, ctx.scope.tenantId, keys);
  return { deletedCount, commentsCount };
}

/** Sanitises comment HTML; text is required unless files come with it ('Please enter a comment'). */
function cleanCommentBody(html: string, hasFiles: boolean): string {
  const body = sanitizeRichText(html);
  if (!hasFiles && !htmlToText(body))
    throw new AppError('BAD_REQUEST', POST_MESSAGES.commentRequired, {
      errors: { body: [POST_MESSAGES.commentRequired] },
    });
  return htmlToText(body) || /<img\b/i.test(body) ? body : '';
}

/** The depth of a new comment: 1, or its parent's + 1. @throws AppError 400 unknown parent / too deep. */
async function depthOf(
  ctx: Pick<RequestContext, 'scope'>,
  postId: string,
  parentCommentId: string | null | undefined,
) {
  if (!parentCommentId) return 1;
  const parentDepth = await repo.findParentDepth(ctx.scope, postId, parentCommentId);
  if (parentDepth === undefined)
    throw new AppError('BAD_REQUEST', POST_MESSAGES.commentNotFound, {
      errors: { parentCommentId: [POST_MESSAGES.commentNotFound] },
    });
  if (parentDepth + 1 > POST_LIMITS.commentDepthMax)
    throw new AppError('BAD_REQUEST', POST_MESSAGES.maxDepth, {
      errors: { parentCommentId: [POST_MESSAGES.maxDepth] },
    });
  return parentDepth + 1;
}

/**
 * `POST api/v1/community/post/{id}/comment`: a joined member with commentCreate comments on a published,
 * open post; a reply's parent must be on the same post with depth below 3 (400 'Replies are allowed up
 * to 3 levels'). Raises the post's count by one.
 */
export async function createComment(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus'>,
  postId: string,
  input: TCreateCommentFields,
  files: uploads.IncomingFile[],
) {
  const { scope, actor, storage } = ctx;
  const { row, access } = await loadVisiblePost(ctx, postId);
  assertInteractive(row.post);
  assertCanComment(access, row.post);
  const depth = await depthOf(ctx, postId, input.parentCommentId);
  const body = cleanCommentBody(input.body, files.length > 0);
  await uploads.checkFiles(files, {
    types: POST_FILE_TYPES,
    maxBytes: POST_LIMITS.fileMaxBytes,
    maxFiles: POST_LIMITS.filesMax,
    field: 'files',
  });
  const stored = await uploads.storeFiles(storage, scope.tenantId, files);
  const parentCommentId = input.parentCommentId ?? null;
  const commentId = await uploads.keepFilesIf(storage, scope.tenantId, stored, () =>
    withTransaction(scope, async (tx) => {
      const id = await repo.insertComment(
        tx,
        { postId, parentCommentId, depth, body, createdByUserId: actor.id },
        stored,
      );
      await ctx.bus.emit(tx, 'comment.created', {
        tenantId: scope.tenantId,
        actorId: actor.id,
        communityId: row.post.communityId,
        postId,
        postAuthorId: row.post.createdByUserId,
        commentId: id,
        parentCommentId,
      });
      return id;
    }),
  );
  return getComment(ctx, commentId, access.permissions.commentDelete);
}

/** `PUT api/v1/community/post/comment/{commentId}`: the author or commentEdit; not on a deleted or closed post. */
export async function updateComment(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  commentId: string,
  bodyHtml: string,
) {
  return auditedWrite(
    ctx,
    { load: rowOf(postComments, eq(postComments.id, commentId)), when: notAuthor(ctx.actor.id) },
    async (ctx) => {
      const { comment, row, access } = await loadComment(ctx, commentId);
      assertAuthorOrCommentEditor(access, comment, ctx.actor.id);
      assertInteractive(row.post);
      const body = cleanCommentBody(bodyHtml, (await repo.countAttachments(ctx.scope, commentId)) > 0);
      await repo.updateBody(ctx.scope, commentId, body);
      return getComment(ctx, commentId, access.permissions.commentDelete);
    },
  );
}

/**
 * `DELETE api/v1/community/post/comment/{commentId}`: removes the comment and its whole subtree (author or
 * commentEdit) and lowers the post's count by the subtree size. Answer `{ deletedCount, commentsCount }`.
 */
export async function deleteComment(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'audit'>,
  commentId: string,
) {
  return auditedWrite(
    ctx,
    { load: rowOf(postComments, eq(postComments.id, commentId)), when: notAuthor(ctx.actor.id) },
    async (ctx) => {
      const { comment, access } = await loadComment(ctx, commentId);
      assertAuthorOrCommentEditor(access, comment, ctx.actor.id);
      return removeSubtree(ctx, comment.postId, commentId);
    },
  );
}

/** `POST .../comment/{cid}/like` and `dislike` (idempotent; not on a deleted or closed post). */
export async function setCommentLike(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  commentId: string,
  like: boolean,
) {
  const { row } = await loadComment(ctx, commentId);
  assertInteractive(row.post);
  return { isLiked: like, likesCount: await repo.setLike(ctx.scope, commentId, ctx.actor.id, like) };
}

/** `POST .../comment/{cid}/report`: anyone but the author, once per user (409 after). */
export async function reportComment(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus'>,
  commentId: string,
  message: string,
) {
  const { scope, actor } = ctx;
  const { comment, row } = await loadComment(ctx, commentId);
  assertCanReportComment(comment, actor.id);
  await withTransaction(scope, async (tx) => {
    if (!(await repo.insertReport(tx, { commentId, userId: actor.id, reason: message })))
      throw new AppError('CONFLICT', POST_MESSAGES.alreadyReportedComment);
    await ctx.bus.emit(tx, 'content.reported', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: row.post.communityId,
      postId: comment.postId,
      commentId,
    });
  });
  return { reported: true as const };
}
