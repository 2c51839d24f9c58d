/**
 * Posts data access (spec 001 §7 "Posts"). Every query takes the tenant scope first. Named pieces:
 * {@link postRowJoins} and {@link selectPostsOn} (the joins of a post row); the row's columns and type
 * ({@link postFields}, `PostRow`) are in `post-columns.ts`. The list conditions and the feed's ids are in
 * `post-feed.repository.ts`, the lists' JSON statements in `post-json.repository.ts`.
 */
import { and, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import { PostStatus, type TPostStatus } from '@portal/contracts';
import {
  communities,
  communityMembers,
  postAttachments,
  postComments,
  postReports,
  postTagLinks,
  posts,
  users,
  type StoredAttachment,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import { rowOf } from '../../db/audit';
import type { Db } from '../../db/client';
import { attachmentRows } from '../../plugins/uploads';
import { postFields, type PostRow } from './post-columns';

/** The join conditions of a post row: its community, its author, the caller's membership (`actorId`). */
export function postRowJoins(actorId: string | Placeholder) {
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

/** A post's row as its audit records compare it before and after a write (issue 39 point 3). */
export const postAuditRow = (id: string) => rowOf(posts, eq(posts.id, id));

/** A post's author and sorted tag ids, as the audit record of a moderator's tag change compares them. */
export async function postTagsRow(scope: TenantScope, id: string) {
  const [post] = await scope.db
    .select({ createdByUserId: posts.createdByUserId })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  if (!post) return null;
  const links = await scope.db
    .select({ tagId: postTagLinks.tagId })
    .from(postTagLinks)
    .where(eq(postTagLinks.postId, id));
  return { ...post, tagIds: links.map((l) => l.tagId).sort() };
}
