/**
 * Post tag data access for the global Tags tab — spec 001 §3 Post tag (id, name, countOfPosts), §7 "Global
 * admin". Tenant-scoped through `scope.db`. The list itself is `GET api/v1/community/post/tag` (posts module).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { PostStatus } from '@portal/contracts';
import { postTags } from '../../db/schema/index';
import { deleteWhere, type TenantScope } from '../../db/tenant-scope';

/** A tag with its number of Published posts. */
export interface CountedTag {
  id: string;
  name: string;
  countOfPosts: number;
}

const countedColumns = {
  id: postTags.id,
  name: postTags.name,
  // Written out: an interpolated column would render unqualified and bind inside the subquery.
  countOfPosts: sql<number>`(select count(*)::int from post_tag_links l join posts p on p.id = l.post_id
    where l.tag_id = "post_tags"."id" and p.status = ${PostStatus.Published})`,
};

/** The tag with this id in this tenant, or null. */
export async function findTag(scope: TenantScope, id: string): Promise<CountedTag | null> {
  const [row] = await scope.db.select(countedColumns).from(postTags).where(eq(postTags.id, id)).limit(1);
  return row ?? null;
}

/** True when another tag of the tenant has this name, ignoring case. */
export async function nameTaken(scope: TenantScope, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: postTags.id })
    .from(postTags)
    .where(
      and(sql`lower(${postTags.name}) = lower(${name})`, exceptId ? ne(postTags.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts a tag; null when the name was taken meanwhile (unique index). */
export async function insertTag(
  scope: TenantScope,
  name: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await scope.db
    .insert(postTags)
    .values({ tenantId: scope.tenantId, name })
    .onConflictDoNothing()
    .returning({ id: postTags.id, name: postTags.name });
  return row ?? null;
}

/** Renames a tag; null when it is not in this tenant. */
export async function renameTag(scope: TenantScope, id: string, name: string) {
  const [row] = await scope.db
    .update(postTags)
    .set({ name })
    .where(eq(postTags.id, id))
    .returning({ id: postTags.id });
  return row ?? null;
}

/** Deletes a tag (its links to posts and communities go by cascade); false when not in this tenant. */
export async function deleteTag(scope: TenantScope, id: string): Promise<boolean> {
  return deleteWhere(scope, postTags, eq(postTags.id, id));
}
