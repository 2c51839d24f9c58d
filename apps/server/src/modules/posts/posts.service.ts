/**
 * Posts — spec 001 §7 "Posts": feed, a community's posts, search, detail, create (multipart with image and
 * files), edit (incl. close/open), delete, set-tags, view, like, save, report once, set-status (the post
 * state machine of §4), post counter and tags. The lists (feed, a community's posts, search) are in
 * `post-lists.service.ts`. SQL lives in `posts.repository.ts`, the rules in
 * `posts.policy.ts`, the answer shapes in `posts.presenter.ts`.
 *
 * For the comments module: {@link loadVisiblePost}, {@link assertInteractive}.
 */
import { auditedWrite, notAuthor } from '../../db/audit';
import {
  POST_LIMITS,
  POST_MESSAGES,
  POST_PREVIEW_TYPES,
  POST_FILE_TYPES,
  PostStatus,
  type TCreatePostFields,
  type TPost,
  type TPostStatus,
  type TUpdatePostFields,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize';
import {
  boolField,
  checkFiles,
  discardFiles,
  dropEmpty,
  keepFilesIf,
  listField,
  storeFiles,
  textField,
  type IncomingFile,
} from '../../plugins/uploads';
import { accessOf, assertReadable, loadCommunityAccess } from '../communities/communities.service';
import {
  assertAuthorOrEditor,
  assertCanSeePost,
  assertCloseOrOpen,
  assertStatusChange,
  assertCanCreatePost,
} from './posts.policy';
import * as policy from './posts.policy';
import { presentPost } from './posts.presenter';
import { withTransaction } from '../../db/tenant-scope';
import type { RequestContext } from '../../plugins/auth';
import * as repo from './posts.repository';
import * as tagsRepo from './post-interactions.repository';
import { callerStandingSql, postActorParams } from './post-columns';
import { sql } from 'drizzle-orm';
import { posts } from '../../db/schema/index';
import type { Actor } from '../../plugins/actor';

/**
 * For the comments module's one-statement thread page (issue 37 point 2): the caller's visibility of the
 * joined `posts` row as SQL — `visible` (`canSeePostSql` over `callerStandingSql`, the twins of `canSeePost`
 * and `accessOf`, posts.policy.test.ts) and `permission(flag)` the caller's effective community flag — with
 * the joins of the post's `communities` row and the caller's `community_members` row (`joins.community`,
 * `joins.membership`, placeholder `actorId`) and the statement's parameters for `actor` (`params`,
 * `postActorParams`: `actorId`, `isAdmin`, `g_<flag>`).
 */
export function postVisibilitySql() {
  const actorId = sql`${sql.placeholder('actorId')}::uuid`;
  const standing = callerStandingSql();
  const facts = {
    status: sql`${posts.status}`,
    isFrozen: sql`${posts.isFrozen}`,
    createdByUserId: sql`${posts.createdByUserId}`,
  };
  return {
    actorId,
    visible: policy.canSeePostSql(standing, facts, actorId),
    permission: standing.permission,
    joins: repo.postRowJoins(sql.placeholder('actorId')),
  };
}

/** The parameters of a statement built on {@link postVisibilitySql} for `actor`. */
export function postVisibilityParams(
  actor: Pick<Actor, 'id' | 'role' | 'permissions'>,
): Record<string, unknown> {
  return postActorParams(actor);
}

/**
 * @throws AppError 403 'Community is private' or 404 'Post not found' when the caller may not see the post
 * (`assertCanSeePost`, for the comments module's thread page).
 */
export function assertCanSeePostOf(
  access: Parameters<typeof policy.assertCanSeePost>[0],
  post: Parameters<typeof policy.assertCanSeePost>[1],
  actorId: string,
): void {
  policy.assertCanSeePost(access, post, actorId);
}

/** No interaction with a deleted or closed post, for comments (001 §5). @throws AppError 400 (posts.policy.ts). */
export function assertInteractive(post: Parameters<typeof policy.assertInteractive>[0]): void {
  policy.assertInteractive(post);
}

/**
 * Whether a member with this community standing may see the post (published, or theirs, or a moderator's):
 * for the live stream's comment events (modules/live, issue 38 point 4; the rule is posts.policy.ts').
 */
export function canSeePost(
  access: Parameters<typeof policy.canSeePost>[0],
  post: Parameters<typeof policy.canSeePost>[1],
  actorId: string,
): boolean {
  return policy.canSeePost(access, post, actorId);
}

/** Multipart text fields of the post form → the create input to validate with `ZCreatePostFields` (blanks dropped). */
export const createPostInput = (f: Record<string, string | string[]>): Record<string, unknown> =>
  dropEmpty({
    communityId: textField(f.communityId),
    title: textField(f.title),
    body: textField(f.body),
    type: textField(f.type),
    tagIds: listField(f.tagIds),
  });

/** Multipart text fields of the post form → the edit input to validate with `ZUpdatePostFields` (blanks dropped). */
export const updatePostInput = (f: Record<string, string | string[]>): Record<string, unknown> =>
  dropEmpty({
    title: textField(f.title),
    body: textField(f.body),
    type: textField(f.type),
    isFrozen: boolField(f.isFrozen),
    removeImage: boolField(f.removeImage),
    deletedAttachmentIds: listField(f.deletedAttachmentIds),
  });

/** Loads one post row with its community and the caller's access. 404 'Post not found'. */
async function loadPost(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  const row = await repo.findPost(ctx.scope, ctx.actor.id, id);
  if (!row) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
  return { row, access: accessOf(ctx.actor, row.community, row.membership) };
}

/**
 * Loads a post the caller may see, with its row and the caller's community access.
 * @throws AppError 403 'Community is private', 404 'Post not found'.
 */
export async function loadVisiblePost(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  const loaded = await loadPost(ctx, id);
  assertCanSeePost(loaded.access, loaded.row.post, ctx.actor.id);
  return loaded;
}

/** `GET api/v1/community/post/{id}`. */
export async function getPost(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string): Promise<TPost> {
  const { row, access } = await loadVisiblePost(ctx, id);
  return presentPost(row, ctx.actor, access);
}

/**
 * Checks tag ids against the tenant's tags.
 * @throws AppError 400 'Unknown tag' when a tag id is not one of the tenant's tags. */
export async function checkTags(ctx: Pick<RequestContext, 'scope'>, tagIds: string[]) {
  if (tagIds.length === 0) return;
  if ((await tagsRepo.countTags(ctx.scope, tagIds)) !== new Set(tagIds).size)
    throw new AppError('BAD_REQUEST', 'Unknown tag', { errors: { tagIds: ['Unknown tag'] } });
}

/** Sanitises post HTML; a body with no text and no image is missing ('Please enter a post content'). */
function cleanBody(html: string, field = 'body', message: string = POST_MESSAGES.bodyRequired) {
  const body = sanitizeRichText(html);
  const text = htmlToText(body);
  if (!text && !/<img\b/i.test(body))
    throw new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });
  return { body, text };
}

/** File checks of a post upload (spec 001 §5): cover image png/jpeg/jpg, ≤ 10 files of the allowed types, 5 MB each. */
export async function checkPostFiles(files: IncomingFile[], existingCount = 0) {
  const images = files.filter((f) => f.field === 'imageFile');
  const others = files.filter((f) => f.field !== 'imageFile');
  await checkFiles(images, {
    types: POST_PREVIEW_TYPES,
    maxBytes: POST_LIMITS.fileMaxBytes,
    maxFiles: 1,
    field: 'imageFile',
  });
  await checkFiles(others, {
    types: POST_FILE_TYPES,
    maxBytes: POST_LIMITS.fileMaxBytes,
    maxFiles: POST_LIMITS.filesMax - existingCount,
    field: 'files',
  });
  return { image: images[0], others };
}

/**
 * `POST api/v1/community/post` (spec 001 §4 Post): a joined member with postCreate writes a post; it is
 * WaitForApproval (2) in an approval-required community unless the author holds postApprove, else
 * Published (1). HTML sanitised; files stored first and removed again if the insert fails.
 */
export async function createPost(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus'>,
  input: TCreatePostFields,
  files: IncomingFile[],
) {
  const { scope, actor, storage } = ctx;
  const access = await loadCommunityAccess(ctx, { id: input.communityId });
  assertCanCreatePost(access);
  const { body, text } = cleanBody(input.body);
  const { image, others } = await checkPostFiles(files);
  await checkTags(ctx, input.tagIds);
  const status =
    access.community.isRequirePostApproval && !access.permissions.postApprove
      ? PostStatus.WaitForApproval
      : PostStatus.Published;

  const [storedImage] = image ? await storeFiles(storage, scope.tenantId, [image]) : [];
  const stored = await storeFiles(storage, scope.tenantId, others);
  const postId = await keepFilesIf(
    storage,
    scope.tenantId,
    [...stored, ...(storedImage ? [storedImage] : [])],
    () =>
      withTransaction(scope, async (tx) => {
        const id = await repo.insertPost(
          tx,
          {
            communityId: input.communityId,
            createdByUserId: actor.id,
            title: input.title,
            body,
            bodyText: text,
            imageKey: storedImage?.key ?? null,
            status,
            type: input.type ?? null,
          },
          stored,
          input.tagIds,
        );
        if (status === PostStatus.Published)
          await ctx.bus.emit(tx, 'post.published', {
            tenantId: scope.tenantId,
            actorId: actor.id,
            communityId: input.communityId,
            postId: id,
            authorId: actor.id,
          });
        return id;
      }),
  );
  return getPost(ctx, postId);
}

/**
 * `PUT api/v1/community/post/{id}` (spec 001 §4, §6): content edits by the author or postEdit, not when
 * deleted or closed; `isFrozen` true (close) needs postEdit or postDelete, false (open) postEdit.
 */
export async function updatePost(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus' | 'audit'>,
  id: string,
  input: TUpdatePostFields,
  files: IncomingFile[],
) {
  return auditedWrite(ctx, { load: repo.postAuditRow(id), when: notAuthor(ctx.actor.id) }, async (ctx) => {
    const { scope, actor, storage } = ctx;
    const { row, access } = await loadVisiblePost(ctx, id);
    const post = row.post;
    const contentChange =
      input.title !== undefined ||
      input.body !== undefined ||
      input.type !== undefined ||
      (input.deletedAttachmentIds?.length ?? 0) > 0 ||
      input.removeImage === true ||
      files.length > 0;
    if (post.status === PostStatus.Deleted) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
    assertCloseOrOpen(access, post, input.isFrozen);
    if (contentChange) {
      assertAuthorOrEditor(access, post, actor.id);
      if (input.isFrozen ?? post.isFrozen) throw new AppError('BAD_REQUEST', POST_MESSAGES.postClosed);
    }
    const cleaned = input.body !== undefined ? cleanBody(input.body) : null;
    const removed = new Set(input.deletedAttachmentIds ?? []);
    const keptCount = row.attachments.filter((a) => !removed.has(a.id)).length;
    const { image, others } = await checkPostFiles(files, keptCount);
    const [storedImage] = image ? await storeFiles(storage, scope.tenantId, [image]) : [];
    const stored = await storeFiles(storage, scope.tenantId, others);
    const dropKeys = await keepFilesIf(
      storage,
      scope.tenantId,
      [...stored, ...(storedImage ? [storedImage] : [])],
      () =>
        withTransaction(scope, async (tx) => {
          const dropped = await repo.updatePostRow(tx, id, {
            removedAttachmentIds: [...removed],
            attachments: stored,
            set: {
              ...(input.title !== undefined ? { title: input.title } : {}),
              ...(cleaned ? { body: cleaned.body, bodyText: cleaned.text } : {}),
              ...(input.type !== undefined ? { type: input.type } : {}),
              ...(input.isFrozen !== undefined ? { isFrozen: input.isFrozen } : {}),
              ...(storedImage ? { imageKey: storedImage.key } : input.removeImage ? { imageKey: null } : {}),
              ...(contentChange ? { updatedAt: new Date() } : {}),
            },
          });
          if (contentChange && post.status === PostStatus.Published)
            await ctx.bus.emit(tx, 'post.updated', {
              tenantId: scope.tenantId,
              actorId: actor.id,
              communityId: post.communityId,
              postId: id,
              authorId: post.createdByUserId,
            });
          return dropped;
        }),
    );
    if ((storedImage || input.removeImage) && post.imageKey) dropKeys.push(post.imageKey);
    await discardFiles(storage, scope.tenantId, dropKeys);
    return getPost(ctx, id);
  });
}

/** `DELETE api/v1/community/post/{id}`: status → Deleted (3); author or postEdit; not when closed. */
export async function deletePost(ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>, id: string) {
  return auditedWrite(ctx, { load: repo.postAuditRow(id), when: notAuthor(ctx.actor.id) }, async (ctx) => {
    const { row, access } = await loadVisiblePost(ctx, id);
    assertAuthorOrEditor(access, row.post, ctx.actor.id);
    assertInteractive(row.post);
    await repo.setPostStatusRow(ctx.scope, row.post, PostStatus.Deleted);
    return { id, status: PostStatus.Deleted as TPostStatus };
  });
}

/**
 * `POST api/v1/admin/community/{cid}/post/{pid}/set-status` — the transitions of spec 001 §4
 * (`POST_TRANSITIONS`): Approve/Decline need postApprove, Publish/Restore postEdit, archive after a report
 * postDelete (its open reports are resolved). Other changes: 400 'This status change is not allowed'.
 */
export async function setPostStatus(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus' | 'audit'>,
  communityId: string,
  id: string,
  status: TPostStatus,
) {
  return auditedWrite(ctx, { load: repo.postAuditRow(id) }, async (ctx) => {
    const { scope, actor } = ctx;
    const { row, access } = await loadPost(ctx, id);
    if (row.post.communityId !== communityId) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
    assertReadable(access);
    assertStatusChange(access, row.post.status, status);
    const archiving = status === PostStatus.ArchivedDueToReported;
    const reporterIds = archiving ? await repo.openReporterIds(scope, id) : [];
    const base = {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId,
      postId: id,
      authorId: row.post.createdByUserId,
    };
    await withTransaction(scope, async (tx) => {
      await repo.setPostStatusRow(tx, row.post, status, archiving);
      // Each transition tells the author (issue 14): live again → type 3, declined or archived → type 10
      // (with the reporters whose reports it resolved).
      if (status === PostStatus.Published) await ctx.bus.emit(tx, 'post.approved', base);
      if (status === PostStatus.Published) await ctx.bus.emit(tx, 'post.published', base);
      if (status === PostStatus.Archived || archiving)
        await ctx.bus.emit(tx, 'moderation.resolved', {
          ...base,
          commentId: null,
          recipientIds: [row.post.createdByUserId, ...reporterIds],
        });
    });
    return getPost(ctx, id);
  });
}

/** `GET api/v1/community/users/{id}/post-counter`: a user's Published posts and comments in readable communities. */
export async function postCounter(ctx: Pick<RequestContext, 'scope'>, userId: string) {
  if (!(await repo.userExists(ctx.scope, userId))) throw new AppError('NOT_FOUND', 'User not found');
  return repo.countUserContent(ctx.scope, userId);
}
