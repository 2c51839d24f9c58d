/**
 * Post interactions — spec 001 §7 "Posts": set-tags, view, share, like, save, report once, and the tag
 * list. Each call first loads the post the caller may see (`loadVisiblePost`, 403/404).
 */
import { auditedWrite, notAuthor } from '../../db/audit';
import { POST_MESSAGES, PostStatus } from '@portal/contracts';
import { withTransaction } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { assertAuthorOrEditor, assertCanReport, assertInteractive } from './posts.policy';
import { checkTags, loadVisiblePost } from './posts.service';
import * as repo from './post-interactions.repository';
import { postTagsRow } from './posts.repository';

/** `PUT api/v1/community/post/{id}/set-tags`: replaces the post's tags (≤ 10); author or postEdit. */
export async function setPostTags(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  tagIds: string[],
) {
  return auditedWrite(
    ctx,
    { load: (s) => postTagsRow(s, id), when: notAuthor(ctx.actor.id) },
    async (ctx) => {
      const { row, access } = await loadVisiblePost(ctx, id);
      assertAuthorOrEditor(access, row.post, ctx.actor.id);
      await checkTags(ctx, tagIds);
      return { tags: await repo.replaceTags(ctx.scope, id, tagIds) };
    },
  );
}

/** `POST .../post/{id}/view`: counts one view. */
export async function viewPost(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  await loadVisiblePost(ctx, id);
  return { viewsCount: await repo.addView(ctx.scope, id, ctx.actor.id) };
}

/**
 * `POST api/v1/community/post/{id}/share` (path ours): the caller shared the post's link (the Share control
 * of the post copies it). Emits `post.shared`, which tells the author (notification type 6, spec 000 §4),
 * unless the author shares their own post. Only published, visible posts can be shared.
 * @throws AppError 404 unknown post, 403 not readable, 400 deleted or closed post.
 */
export async function sharePost(ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus'>, id: string) {
  const { row } = await loadVisiblePost(ctx, id);
  assertInteractive(row.post);
  if (row.post.status !== PostStatus.Published)
    throw new AppError('BAD_REQUEST', 'Only published posts can be shared');
  await ctx.bus.emit(ctx.scope, 'post.shared', {
    tenantId: ctx.scope.tenantId,
    actorId: ctx.actor.id,
    communityId: row.post.communityId,
    postId: id,
    authorId: row.post.createdByUserId,
  });
  return { shared: true };
}

/** `POST .../post/{id}/like` and `dislike` (idempotent; the count on the post follows). Not on deleted or closed posts. */
export async function setPostLike(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string, like: boolean) {
  const { row } = await loadVisiblePost(ctx, id);
  assertInteractive(row.post);
  return { isLiked: like, likesCount: await repo.setLike(ctx.scope, id, ctx.actor.id, like) };
}

/** `POST .../post/{id}/save` and `unsave` (idempotent). */
export async function setPostSaved(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string, save: boolean) {
  await loadVisiblePost(ctx, id);
  await repo.setSaved(ctx.scope, id, ctx.actor.id, save);
  return { isSaved: save };
}

/** `GET api/v1/community/post/tag?page&pageSize`: tags by name with their Published post counts. */
export async function listPostTags(
  ctx: Pick<RequestContext, 'scope'>,
  query: { page: number; pageSize: number },
) {
  const { rows, total } = await repo.findTagPage(ctx.scope, query);
  return { tags: rows.map((r) => ({ ...r, countOfPosts: Number(r.countOfPosts) })), totalItemCount: total };
}

/** `POST .../post/{id}/report`: anyone but the author, once per user (409 after). */
export async function reportPost(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus'>,
  id: string,
  input: { message: string; reason?: string | undefined },
) {
  const { scope, actor } = ctx;
  const { row } = await loadVisiblePost(ctx, id);
  assertCanReport(row.post, actor.id);
  await withTransaction(scope, async (tx) => {
    const inserted = await repo.insertReport(tx, {
      postId: id,
      userId: actor.id,
      reason: input.message,
      reasonType: input.reason ?? null,
    });
    if (!inserted) throw new AppError('CONFLICT', POST_MESSAGES.alreadyReported);
    await ctx.bus.emit(tx, 'content.reported', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: row.post.communityId,
      postId: id,
      commentId: null,
    });
  });
  return { reported: true as const };
}
