/**
 * Post interactions data access (spec 001 §7 "Posts"): tags, views, likes, saves and reports of posts.
 * Every query takes the tenant scope first; likes and saves go through the one reaction toggle.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PostStatus } from '@portal/contracts';
import {
  postLikes,
  postReports,
  postSaves,
  postTagLinks,
  postTags,
  postViews,
  posts,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';
import { toggleReaction } from '../../lib/reactions';

/** How many of the given tags exist in the tenant. */
export async function countTags(scope: TenantScope, tagIds: string[]): Promise<number> {
  const found = await scope.db.select({ id: postTags.id }).from(postTags).where(inArray(postTags.id, tagIds));
  return found.length;
}

/** Replaces a post's tags (one transaction) and returns them by name. */
export async function replaceTags(scope: TenantScope, postId: string, tagIds: string[]) {
  await scope.db.transaction(async (tx) => {
    await tx.delete(postTagLinks).where(eq(postTagLinks.postId, postId));
    if (tagIds.length)
      await tx
        .insert(postTagLinks)
        .values([...new Set(tagIds)].map((tagId) => ({ tenantId: scope.tenantId, postId, tagId })));
  });
  return scope.db
    .select({ id: postTags.id, name: postTags.name })
    .from(postTagLinks)
    .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
    .where(eq(postTagLinks.postId, postId))
    .orderBy(asc(postTags.name));
}

/** Records one view and raises the post's view counter; returns the new count. */
export async function addView(scope: TenantScope, postId: string, userId: string): Promise<number> {
  return scope.db.transaction(async (tx) => {
    await tx.insert(postViews).values({ tenantId: scope.tenantId, postId, userId });
    const [row] = await tx
      .update(posts)
      .set({ viewsCount: sql`${posts.viewsCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ viewsCount: posts.viewsCount });
    return row!.viewsCount;
  });
}

/** Switches a user's like of a post and moves the post's like counter with it; returns the count after. */
export async function setLike(scope: TenantScope, postId: string, userId: string, on: boolean) {
  return scope.db.transaction(async (tx) => {
    const changed = await toggleReaction(tx, postLikes, { tenantId: scope.tenantId, postId, userId }, on);
    const [updated] = await tx
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} + ${changed * (on ? 1 : -1)}, 0)` })
      .where(eq(posts.id, postId))
      .returning({ likesCount: posts.likesCount });
    return updated!.likesCount;
  });
}

/** Switches a user's save of a post. */
export async function setSaved(scope: TenantScope, postId: string, userId: string, on: boolean) {
  await toggleReaction(scope.db, postSaves, { tenantId: scope.tenantId, postId, userId }, on);
}

/** Stores a user's report of a post; false when they had reported it already. */
export async function insertReport(
  scope: TenantScope,
  report: { postId: string; userId: string; reason: string; reasonType: string | null },
): Promise<boolean> {
  const inserted = await scope.db
    .insert(postReports)
    .values({ tenantId: scope.tenantId, ...report })
    .onConflictDoNothing()
    .returning({ id: postReports.id });
  return inserted.length > 0;
}

/** One page of the tenant's tags by name with their Published post counts, and the total. */
export async function findTagPage(scope: TenantScope, paging: { page: number; pageSize: number }) {
  return pageAndTotal(
    scope.db
      .select({
        id: postTags.id,
        name: postTags.name,
        countOfPosts: sql<number>`(select count(*)::int from post_tag_links l join posts p on p.id = l.post_id where l.tag_id = "post_tags"."id" and p.status = ${PostStatus.Published})`,
      })
      .from(postTags)
      .orderBy(asc(postTags.name)),
    scope.db.$count(postTags),
    paging.page,
    paging.pageSize,
  );
}
