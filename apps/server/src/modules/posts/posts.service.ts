/**
 * Posts — spec 001 §7 "Posts": feed, a community's posts, search, detail, create (multipart with image and
 * files), edit (incl. close/open), delete, set-tags, view, like, save, report once, set-status (the post
 * state machine of §4), post counter and tags. Lists take two queries (page with tags, attachments, reports
 * and the caller's flags as JSON subqueries; count).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_MESSAGES,
  POST_LIMITS,
  POST_MESSAGES,
  POST_PREVIEW_TYPES,
  POST_FILE_TYPES,
  POST_TRANSITIONS,
  PostStatus,
  isCommunityAdmin,
  type TCreatePostFields,
  type TPost,
  type TPostStatus,
  type TUpdatePostFields,
} from '@portal/contracts';
import {
  communities,
  communityMembers,
  postAttachments,
  postLikes,
  postReports,
  postSaves,
  postTagLinks,
  postTags,
  postViews,
  posts,
  users,
} from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize';
import {
  accessOf,
  assertReadable,
  loadCommunityAccess,
  type CommunityAccess,
} from '../communities/communities.service';
import type { CommunityContext } from '../communities/communities.service';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from '../../plugins/uploads';
import { assertAuthorOrEditor, assertCanSeePost, assertInteractive, postAbilities } from './posts.policy';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Columns and subqueries of a post row with everything its presentation needs (one query per page). */
function postFields(actorId: string) {
  return {
    post: posts,
    community: communities,
    membership: communityMembers,
    author: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      pronoun: users.pronoun,
    },
    tags: sql<
      { id: string; name: string }[]
    >`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from post_tag_links l join post_tags t on t.id = l.tag_id where l.post_id = "posts"."id"), '[]'::json)`,
    attachments: sql<
      { id: string; name: string; key: string }[]
    >`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'key', a.key) order by a.created_at, a.name) from post_attachments a where a.post_id = "posts"."id"), '[]'::json)`,
    reports: sql<
      { id: string; userId: string; reason: string; createdAt: string }[]
    >`coalesce((select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', r.created_at) order by r.created_at) from post_reports r where r.post_id = "posts"."id" and r.resolved_at is null), '[]'::json)`,
    isLiked: sql<boolean>`exists(select 1 from post_likes x where x.post_id = "posts"."id" and x.user_id = ${actorId})`,
    isSaved: sql<boolean>`exists(select 1 from post_saves x where x.post_id = "posts"."id" and x.user_id = ${actorId})`,
    isReported: sql<boolean>`exists(select 1 from post_reports x where x.post_id = "posts"."id" and x.user_id = ${actorId})`,
  };
}
type PostRow = {
  post: typeof posts.$inferSelect;
  community: typeof communities.$inferSelect;
  membership: typeof communityMembers.$inferSelect | null;
  author: {
    id: string;
    firstName: string;
    lastName: string;
    avatarUrl: string | null;
    pronoun: string | null;
  };
  tags: { id: string; name: string }[];
  attachments: { id: string; name: string; key: string }[];
  reports: { id: string; userId: string; reason: string; createdAt: string }[];
  isLiked: boolean;
  isSaved: boolean;
  isReported: boolean;
};

/** `FROM posts JOIN communities JOIN users LEFT JOIN the caller's membership`. */
function selectPosts(scope: TenantScope, actorId: string) {
  return scope.db
    .select(postFields(actorId))
    .from(posts)
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .innerJoin(users, eq(users.id, posts.createdByUserId))
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, posts.communityId), eq(communityMembers.userId, actorId)),
    );
}

/** Maps a row to the contract's Post (spec 001 §3) with the caller's abilities. */
export function presentPost(row: PostRow, ctx: CommunityContext, access?: CommunityAccess): TPost {
  const a = access ?? accessOf(ctx.actor, row.community, row.membership);
  const p = row.post;
  const can = postAbilities(a, p, ctx.actor.id, Boolean(row.isReported));
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    imageUrl: fileUrl(p.imageKey),
    status: p.status as TPostStatus,
    type: (p.type as TPost['type']) ?? null,
    isFrozen: p.isFrozen,
    isSaved: Boolean(row.isSaved),
    isLiked: Boolean(row.isLiked),
    isReported: Boolean(row.isReported),
    likesCount: p.likesCount,
    viewsCount: p.viewsCount,
    commentsCount: p.commentsCount,
    tags: row.tags,
    attachments: row.attachments.map((x) => ({ id: x.id, name: x.name, path: fileUrl(x.key)! })),
    createdByUserId: p.createdByUserId,
    communityId: p.communityId,
    community: {
      id: row.community.id,
      alias: row.community.alias,
      name: row.community.name,
      imageUrl: fileUrl(row.community.imageUrl),
    },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    reports: can.canSeeReports
      ? row.reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }))
      : [],
    user: row.author,
    canEdit: can.canEdit,
    canDelete: can.canDelete,
    canComment: can.canComment,
    canReport: can.canReport,
  };
}

/**
 * One page of posts in two statements: the page's ids come from a narrow subquery (no joins unless the
 * filter needs them) so the planner walks the (status, created_at, id) indexes and stops after the page;
 * the outer query then loads the page's rows with their JSON parts. The count runs beside it.
 */
async function page(
  ctx: CommunityContext,
  where: SQL,
  order: SQL[],
  paging: { page: number; pageSize: number },
  opts: { saves?: boolean; communities?: boolean; pageIds?: SQL; total?: number } = {},
) {
  const { scope, actor } = ctx;
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
  let query = selectPosts(scope, actor.id).$dynamic();
  if (opts.saves) query = query.innerJoin(postSaves, onSave);
  const pageIds = ids
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [rows, [total]] = await Promise.all([
    query
      .where(opts.pageIds ? sql`${posts.id} in (${opts.pageIds})` : inArray(posts.id, pageIds))
      .orderBy(...order),
    opts.total === undefined ? countQuery.where(where) : Promise.resolve([{ n: opts.total }]),
  ]);
  return {
    posts: (rows as PostRow[]).map((r) => presentPost(r, ctx)),
    totalItemCount: Number(total?.n ?? 0),
  };
}

/** Communities whose content the caller reads: public, joined (auto-join included); admins all. */
function readableCommunity(ctx: CommunityContext): SQL {
  if (isCommunityAdmin(ctx.actor.role)) return sql`not ${communities.isDeleted}`;
  return sql`not ${communities.isDeleted} and (${communities.isPublic} or ${communities.isAutoJoin} or exists(select 1 from community_members m where m.community_id = ${posts.communityId} and m.user_id = ${ctx.actor.id} and m.status = 'Joined'))`;
}

/**
 * `GET api/v1/community/post/feed` (spec 001 §2 communities home): Published posts of the communities the
 * caller has joined (auto-join included; admins every community), newest first. With `includeOnlySaved`
 * the caller's saved posts (not deleted) of readable communities, most recently saved first.
 */
export async function feed(
  ctx: CommunityContext,
  query: { page: number; pageSize: number; includeOnlySaved?: boolean | undefined },
) {
  const { scope, actor } = ctx;
  if (query.includeOnlySaved) {
    return page(
      ctx,
      inTenant(scope, posts, sql`${posts.status} <> ${PostStatus.Deleted}`, readableCommunity(ctx)),
      [desc(postSaves.createdAt), desc(posts.id)],
      query,
      { saves: true, communities: true },
    );
  }
  // The joined community ids first (a short list), so the page query walks the (status, created_at) index.
  const joined = await scope.db
    .select({ id: communities.id, postsCount: communities.postsCount })
    .from(communities)
    .where(
      inTenant(
        scope,
        communities,
        eq(communities.isDeleted, false),
        isCommunityAdmin(actor.role)
          ? undefined
          : sql`(${communities.isAutoJoin} or exists(select 1 from community_members m where m.community_id = ${communities.id} and m.user_id = ${actor.id} and m.status = 'Joined'))`,
      ),
    );
  if (joined.length === 0) return { posts: [], totalItemCount: 0 };
  const communityIds = joined.map((c) => c.id);
  // Newest posts per joined community through the (community, status, created_at, id) index, merged:
  // each community gives at most offset + pageSize rows, so the page never sorts the whole feed.
  const take = query.page * query.pageSize;
  const pageIds = sql`select f.id from unnest(${sql.raw(`ARRAY[${communityIds.map((id) => `'${id}'`).join(',')}]`)}::uuid[]) as c(id)
    cross join lateral (
      select p.id, p.created_at from posts p
      where p.tenant_id = ${scope.tenantId} and p.community_id = c.id and p.status = ${PostStatus.Published}
      order by p.created_at desc, p.id desc limit ${take}
    ) f order by f.created_at desc, f.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  return page(
    ctx,
    inTenant(scope, posts, eq(posts.status, PostStatus.Published), inArray(posts.communityId, communityIds)),
    [desc(posts.createdAt), desc(posts.id)],
    query,
    { pageIds, total: joined.reduce((sum, c) => sum + c.postsCount, 0) },
  );
}

/** `GET api/v1/community/{id}/posts`: Published posts of one community, newest first; 403 private. */
export async function communityPosts(
  ctx: CommunityContext,
  communityId: string,
  query: { page: number; pageSize: number; keyword?: string | undefined },
) {
  const { scope, actor } = ctx;
  const access = await loadCommunityAccess(scope, actor, { id: communityId });
  assertReadable(access);
  const keyword = query.keyword
    ? sql`(${posts.title} ilike ${escapeLike(query.keyword)} or ${posts.bodyText} ilike ${escapeLike(query.keyword)})`
    : undefined;
  return page(
    ctx,
    inTenant(
      scope,
      posts,
      eq(posts.communityId, communityId),
      eq(posts.status, PostStatus.Published),
      keyword,
    ),
    [desc(posts.createdAt), desc(posts.id)],
    query,
    keyword ? {} : { total: access.community.postsCount },
  );
}

/** `GET api/v1/community/post/search-by-body`: Published posts of readable communities matching title or body. */
export async function searchPosts(
  ctx: CommunityContext,
  query: { keyword: string; communityId?: string | undefined; page: number; pageSize: number },
) {
  const like = escapeLike(query.keyword);
  return page(
    ctx,
    inTenant(
      ctx.scope,
      posts,
      eq(posts.status, PostStatus.Published),
      readableCommunity(ctx),
      query.communityId ? eq(posts.communityId, query.communityId) : undefined,
      sql`(${posts.title} ilike ${like} or ${posts.bodyText} ilike ${like})`,
    ),
    [desc(posts.createdAt), desc(posts.id)],
    query,
    { communities: true },
  );
}

/** Adds `delta` to a community's Published post counter (inside the status change's transaction). */
async function bumpPostsCount(
  tx: Pick<TenantScope['db'], 'update'>,
  scope: TenantScope,
  communityId: string,
  delta: number,
) {
  if (delta === 0) return;
  await tx
    .update(communities)
    .set({ postsCount: sql`greatest(${communities.postsCount} + ${delta}, 0)` })
    .where(inTenant(scope, communities, eq(communities.id, communityId)));
}

/** Loads one post row with its community and the caller's access. 404 'Post not found'. */
async function loadPost(ctx: CommunityContext, id: string) {
  const [row] = (await selectPosts(ctx.scope, ctx.actor.id)
    .where(inTenant(ctx.scope, posts, eq(posts.id, id), eq(communities.isDeleted, false)))
    .limit(1)) as PostRow[];
  if (!row) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
  return { row, access: accessOf(ctx.actor, row.community, row.membership) };
}

/** Loads a post the caller may see (403 private community, 404 otherwise). */
export async function loadVisiblePost(ctx: CommunityContext, id: string) {
  const loaded = await loadPost(ctx, id);
  assertCanSeePost(loaded.access, loaded.row.post, ctx.actor.id);
  return loaded;
}

/** `GET api/v1/community/post/{id}`. */
export async function getPost(ctx: CommunityContext, id: string): Promise<TPost> {
  const { row, access } = await loadVisiblePost(ctx, id);
  return presentPost(row, ctx, access);
}

async function checkTags(scope: TenantScope, tagIds: string[]) {
  if (tagIds.length === 0) return;
  const found = await scope.db
    .select({ id: postTags.id })
    .from(postTags)
    .where(inTenant(scope, postTags, inArray(postTags.id, tagIds)));
  if (found.length !== new Set(tagIds).size)
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
export async function createPost(ctx: CommunityContext, input: TCreatePostFields, files: IncomingFile[]) {
  const { scope, actor, storage } = ctx;
  const access = await loadCommunityAccess(scope, actor, { id: input.communityId });
  assertReadable(access);
  if (!access.isJoined) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.notAMember);
  if (!access.permissions.postCreate) throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  if (access.community.isArchived) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.archived);
  const { body, text } = cleanBody(input.body);
  const { image, others } = await checkPostFiles(files);
  await checkTags(scope, input.tagIds);
  const status =
    access.community.isRequirePostApproval && !access.permissions.postApprove
      ? PostStatus.WaitForApproval
      : PostStatus.Published;

  const [storedImage] = image ? await storeFiles(storage, scope.tenantId, [image]) : [];
  const stored = await storeFiles(storage, scope.tenantId, others);
  let postId: string;
  try {
    postId = await scope.db.transaction(async (tx) => {
      const [post] = await tx
        .insert(posts)
        .values({
          tenantId: scope.tenantId,
          communityId: input.communityId,
          createdByUserId: actor.id,
          title: input.title,
          body,
          bodyText: text,
          imageKey: storedImage?.key ?? null,
          status,
          type: input.type ?? null,
        })
        .returning({ id: posts.id });
      if (stored.length)
        await tx.insert(postAttachments).values(
          stored.map((s) => ({
            id: s.id,
            tenantId: scope.tenantId,
            postId: post!.id,
            name: s.name,
            key: s.key,
            size: s.size,
          })),
        );
      if (input.tagIds.length)
        await tx.insert(postTagLinks).values(
          [...new Set(input.tagIds)].map((tagId) => ({
            tenantId: scope.tenantId,
            postId: post!.id,
            tagId,
          })),
        );
      await tx
        .update(communities)
        .set({
          latestActivity: new Date(),
          ...(status === PostStatus.Published ? { postsCount: sql`${communities.postsCount} + 1` } : {}),
        })
        .where(inTenant(scope, communities, eq(communities.id, input.communityId)));
      return post!.id;
    });
  } catch (error) {
    await discardFiles(
      storage,
      scope.tenantId,
      [...stored, ...(storedImage ? [storedImage] : [])].map((s) => s.key),
    );
    throw error;
  }
  if (status === PostStatus.Published)
    ctx.events.emit('post.published', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: input.communityId,
      postId,
      authorId: actor.id,
    });
  return getPost(ctx, postId);
}

/**
 * `PUT api/v1/community/post/{id}` (spec 001 §4, §6): content edits by the author or postEdit, not when
 * deleted or closed; `isFrozen` true (close) needs postEdit or postDelete, false (open) postEdit.
 */
export async function updatePost(
  ctx: CommunityContext,
  id: string,
  input: TUpdatePostFields,
  files: IncomingFile[],
) {
  const { scope, actor, storage } = ctx;
  const { row, access } = await loadVisiblePost(ctx, id);
  const post = row.post;
  const p = access.permissions;
  const contentChange =
    input.title !== undefined ||
    input.body !== undefined ||
    input.type !== undefined ||
    (input.deletedAttachmentIds?.length ?? 0) > 0 ||
    input.removeImage === true ||
    files.length > 0;
  if (post.status === PostStatus.Deleted) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
  if (input.isFrozen === true && !post.isFrozen && !(p.postEdit || p.postDelete))
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  if (input.isFrozen === false && post.isFrozen && !p.postEdit)
    throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  const frozenAfter = input.isFrozen ?? post.isFrozen;
  if (contentChange) {
    assertAuthorOrEditor(access, post, actor.id);
    if (frozenAfter) throw new AppError('BAD_REQUEST', POST_MESSAGES.postClosed);
  }
  const cleaned = input.body !== undefined ? cleanBody(input.body) : null;
  const removed = new Set(input.deletedAttachmentIds ?? []);
  const keptCount = row.attachments.filter((a) => !removed.has(a.id)).length;
  const { image, others } = await checkPostFiles(files, keptCount);
  const [storedImage] = image ? await storeFiles(storage, scope.tenantId, [image]) : [];
  const stored = await storeFiles(storage, scope.tenantId, others);
  const dropKeys: string[] = [];
  try {
    await scope.db.transaction(async (tx) => {
      if (removed.size) {
        const gone = await tx
          .delete(postAttachments)
          .where(
            inTenant(
              scope,
              postAttachments,
              eq(postAttachments.postId, id),
              inArray(postAttachments.id, [...removed]),
            ),
          )
          .returning({ key: postAttachments.key });
        dropKeys.push(...gone.map((g) => g.key));
      }
      if (stored.length)
        await tx.insert(postAttachments).values(
          stored.map((s) => ({
            id: s.id,
            tenantId: scope.tenantId,
            postId: id,
            name: s.name,
            key: s.key,
            size: s.size,
          })),
        );
      if ((storedImage || input.removeImage) && post.imageKey) dropKeys.push(post.imageKey);
      await tx
        .update(posts)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(cleaned ? { body: cleaned.body, bodyText: cleaned.text } : {}),
          ...(input.type !== undefined ? { type: input.type } : {}),
          ...(input.isFrozen !== undefined ? { isFrozen: input.isFrozen } : {}),
          ...(storedImage ? { imageKey: storedImage.key } : input.removeImage ? { imageKey: null } : {}),
          ...(contentChange ? { updatedAt: new Date() } : {}),
        })
        .where(inTenant(scope, posts, eq(posts.id, id)));
    });
  } catch (error) {
    await discardFiles(
      storage,
      scope.tenantId,
      [...stored, ...(storedImage ? [storedImage] : [])].map((s) => s.key),
    );
    throw error;
  }
  await discardFiles(storage, scope.tenantId, dropKeys);
  if (contentChange && post.status === PostStatus.Published)
    ctx.events.emit('post.updated', {
      tenantId: scope.tenantId,
      actorId: actor.id,
      communityId: post.communityId,
      postId: id,
      authorId: post.createdByUserId,
    });
  return getPost(ctx, id);
}

/** `DELETE api/v1/community/post/{id}`: status → Deleted (3); author or postEdit; not when closed. */
export async function deletePost(ctx: CommunityContext, id: string) {
  const { row, access } = await loadVisiblePost(ctx, id);
  assertAuthorOrEditor(access, row.post, ctx.actor.id);
  assertInteractive(row.post);
  await ctx.scope.db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ status: PostStatus.Deleted, updatedAt: new Date() })
      .where(inTenant(ctx.scope, posts, eq(posts.id, id)));
    await bumpPostsCount(
      tx,
      ctx.scope,
      row.post.communityId,
      row.post.status === PostStatus.Published ? -1 : 0,
    );
  });
  return { id, status: PostStatus.Deleted as TPostStatus };
}

/** `PUT api/v1/community/post/{id}/set-tags`: replaces the post's tags (≤ 10); author or postEdit. */
export async function setPostTags(ctx: CommunityContext, id: string, tagIds: string[]) {
  const { scope } = ctx;
  const { row, access } = await loadVisiblePost(ctx, id);
  assertAuthorOrEditor(access, row.post, ctx.actor.id);
  await checkTags(scope, tagIds);
  await scope.db.transaction(async (tx) => {
    await tx.delete(postTagLinks).where(inTenant(scope, postTagLinks, eq(postTagLinks.postId, id)));
    if (tagIds.length)
      await tx
        .insert(postTagLinks)
        .values([...new Set(tagIds)].map((tagId) => ({ tenantId: scope.tenantId, postId: id, tagId })));
  });
  const tags = await scope.db
    .select({ id: postTags.id, name: postTags.name })
    .from(postTagLinks)
    .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
    .where(inTenant(scope, postTagLinks, eq(postTagLinks.postId, id)))
    .orderBy(asc(postTags.name));
  return { tags };
}

/** `POST .../post/{id}/view`: counts one view. */
export async function viewPost(ctx: CommunityContext, id: string) {
  const { scope, actor } = ctx;
  await loadVisiblePost(ctx, id);
  return scope.db.transaction(async (tx) => {
    await tx.insert(postViews).values({ tenantId: scope.tenantId, postId: id, userId: actor.id });
    const [row] = await tx
      .update(posts)
      .set({ viewsCount: sql`${posts.viewsCount} + 1` })
      .where(inTenant(scope, posts, eq(posts.id, id)))
      .returning({ viewsCount: posts.viewsCount });
    return { viewsCount: row!.viewsCount };
  });
}

/**
 * `POST api/v1/community/post/{id}/share` (path ours): the caller shared the post's link (the Share control
 * of the post copies it). Emits `post.shared`, which tells the author (notification type 6, spec 000 §4),
 * unless the author shares their own post. Only published, visible posts can be shared.
 * @throws AppError 404 unknown post, 403 not readable, 400 deleted or closed post.
 */
export async function sharePost(ctx: CommunityContext, id: string) {
  const { row } = await loadVisiblePost(ctx, id);
  assertInteractive(row.post);
  if (row.post.status !== PostStatus.Published)
    throw new AppError('BAD_REQUEST', 'Only published posts can be shared');
  ctx.events.emit('post.shared', {
    tenantId: ctx.scope.tenantId,
    actorId: ctx.actor.id,
    communityId: row.post.communityId,
    postId: id,
    authorId: row.post.createdByUserId,
  });
  return { shared: true };
}

/** `POST .../post/{id}/like` and `dislike` (idempotent; the count on the post follows). Not on deleted or closed posts. */
export async function setPostLike(ctx: CommunityContext, id: string, like: boolean) {
  const { scope, actor } = ctx;
  const { row } = await loadVisiblePost(ctx, id);
  assertInteractive(row.post);
  return scope.db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(postLikes)
          .values({ tenantId: scope.tenantId, postId: id, userId: actor.id })
          .onConflictDoNothing()
          .returning({ postId: postLikes.postId })
      : await tx
          .delete(postLikes)
          .where(inTenant(scope, postLikes, eq(postLikes.postId, id), eq(postLikes.userId, actor.id)))
          .returning({ postId: postLikes.postId });
    const delta = changed.length * (like ? 1 : -1);
    const [updated] = await tx
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} + ${delta}, 0)` })
      .where(inTenant(scope, posts, eq(posts.id, id)))
      .returning({ likesCount: posts.likesCount });
    return { isLiked: like, likesCount: updated!.likesCount };
  });
}

/** `POST .../post/{id}/save` and `unsave` (idempotent). */
export async function setPostSaved(ctx: CommunityContext, id: string, save: boolean) {
  const { scope, actor } = ctx;
  await loadVisiblePost(ctx, id);
  if (save)
    await scope.db
      .insert(postSaves)
      .values({ tenantId: scope.tenantId, postId: id, userId: actor.id })
      .onConflictDoNothing();
  else
    await scope.db
      .delete(postSaves)
      .where(inTenant(scope, postSaves, eq(postSaves.postId, id), eq(postSaves.userId, actor.id)));
  return { isSaved: save };
}

/** `POST .../post/{id}/report`: anyone but the author, once per user (409 after). */
export async function reportPost(
  ctx: CommunityContext,
  id: string,
  input: { message: string; reason?: string | undefined },
) {
  const { scope, actor } = ctx;
  const { row } = await loadVisiblePost(ctx, id);
  if (row.post.createdByUserId === actor.id)
    throw new AppError('BAD_REQUEST', POST_MESSAGES.cannotReportOwnPost);
  if (row.post.status !== PostStatus.Published) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
  const inserted = await scope.db
    .insert(postReports)
    .values({
      tenantId: scope.tenantId,
      postId: id,
      userId: actor.id,
      reason: input.message,
      reasonType: input.reason ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: postReports.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', POST_MESSAGES.alreadyReported);
  ctx.events.emit('content.reported', {
    tenantId: scope.tenantId,
    actorId: actor.id,
    communityId: row.post.communityId,
    postId: id,
    commentId: null,
  });
  return { reported: true as const };
}

/**
 * `POST api/v1/admin/community/{cid}/post/{pid}/set-status` — the transitions of spec 001 §4
 * (`POST_TRANSITIONS`): Approve/Decline need postApprove, Publish/Restore postEdit, archive after a report
 * postDelete (its open reports are resolved). Other changes: 400 'This status change is not allowed'.
 */
export async function setPostStatus(
  ctx: CommunityContext,
  communityId: string,
  id: string,
  status: TPostStatus,
) {
  const { scope, actor } = ctx;
  const { row, access } = await loadPost(ctx, id);
  if (row.post.communityId !== communityId) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
  if (!access.readable) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
  const transition = POST_TRANSITIONS.find((t) => t.from === row.post.status && t.to === status);
  if (!transition) {
    if (!(access.permissions.postApprove || access.permissions.postEdit || access.permissions.postDelete))
      throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
    throw new AppError('BAD_REQUEST', POST_MESSAGES.statusChangeNotAllowed);
  }
  if (!access.permissions[transition.flag]) throw new AppError('FORBIDDEN', POST_MESSAGES.forbidden);
  await scope.db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ status, updatedAt: new Date() })
      .where(inTenant(scope, posts, eq(posts.id, id)));
    await bumpPostsCount(
      tx,
      scope,
      communityId,
      Number(status === PostStatus.Published) - Number(row.post.status === PostStatus.Published),
    );
    if (status === PostStatus.ArchivedDueToReported)
      await tx
        .update(postReports)
        .set({ resolvedAt: new Date() })
        .where(
          inTenant(scope, postReports, eq(postReports.postId, id), sql`${postReports.resolvedAt} is null`),
        );
  });
  const base = {
    tenantId: scope.tenantId,
    actorId: actor.id,
    communityId,
    postId: id,
    authorId: row.post.createdByUserId,
  };
  if (row.post.status === PostStatus.WaitForApproval && status === PostStatus.Published)
    ctx.events.emit('post.approved', base);
  if (status === PostStatus.Published) ctx.events.emit('post.published', base);
  return getPost(ctx, id);
}

/** `GET api/v1/community/users/{id}/post-counter`: a user's Published posts and comments in readable communities. */
export async function postCounter(ctx: CommunityContext, userId: string) {
  const { scope } = ctx;
  const [user] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const [row] = await scope.db
    .select({
      postsCount: sql<number>`(select count(*)::int from posts p join communities c on c.id = p.community_id where p.tenant_id = ${scope.tenantId} and p.created_by_user_id = ${userId} and p.status = ${PostStatus.Published} and not c.is_deleted)`,
      commentsCount: sql<number>`(select count(*)::int from post_comments k join posts p on p.id = k.post_id where k.tenant_id = ${scope.tenantId} and k.created_by_user_id = ${userId} and p.status = ${PostStatus.Published})`,
    })
    .from(sql`(select 1) as one`);
  return { postsCount: Number(row?.postsCount ?? 0), commentsCount: Number(row?.commentsCount ?? 0) };
}

/** `GET api/v1/community/post/tag?page&pageSize`: tags by name with their Published post counts. */
export async function listPostTags(ctx: CommunityContext, query: { page: number; pageSize: number }) {
  const { scope } = ctx;
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({
        id: postTags.id,
        name: postTags.name,
        countOfPosts: sql<number>`(select count(*)::int from post_tag_links l join posts p on p.id = l.post_id where l.tag_id = "post_tags"."id" and p.status = ${PostStatus.Published})`,
      })
      .from(postTags)
      .where(inTenant(scope, postTags))
      .orderBy(asc(postTags.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postTags)
      .where(inTenant(scope, postTags)),
  ]);
  return {
    tags: rows.map((r) => ({ ...r, countOfPosts: Number(r.countOfPosts) })),
    totalItemCount: Number(total?.n ?? 0),
  };
}
