/**
 * Editing a community (issue 14; spec 001 §7 "PUT api/v1/admin/community/{id}", "DELETE …", "PUT
 * …/about"): field updates with their category and tag links, archive state, soft delete, about text.
 */
import { eq } from 'drizzle-orm';
import { communities, communityCategoryLinks, communityTagLinks } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** Stored fields a community edit may change. */
export type CommunityChanges = Partial<Omit<typeof communities.$inferInsert, 'tenantId' | 'id'>>;

/**
 * Updates a community; with `links`, replaces its category and tag links (one transaction). Answers the
 * changed row's state.
 */
export async function updateCommunity(
  scope: TenantScope,
  id: string,
  changes: CommunityChanges,
  links?: { categoryIds: string[]; tagIds: string[] },
) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .update(communities)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(communities.id, id))
      .returning({
        id: communities.id,
        alias: communities.alias,
        isArchived: communities.isArchived,
        archivedDate: communities.archivedDate,
        isDeleted: communities.isDeleted,
      });
    if (links) {
      await tx.delete(communityCategoryLinks).where(eq(communityCategoryLinks.communityId, id));
      await tx.delete(communityTagLinks).where(eq(communityTagLinks.communityId, id));
      if (links.categoryIds.length)
        await tx.insert(communityCategoryLinks).values(
          links.categoryIds.map((categoryId) => ({
            tenantId: scope.tenantId,
            communityId: id,
            categoryId,
          })),
        );
      if (links.tagIds.length)
        await tx
          .insert(communityTagLinks)
          .values(links.tagIds.map((tagId) => ({ tenantId: scope.tenantId, communityId: id, tagId })));
    }
    return row!;
  });
}

/**
 * A community as its audit record compares it (issue 39 point 3): the row with its category and tag ids
 * (sorted), or null when there is none.
 */
export async function communityAuditRow(scope: TenantScope, id: string) {
  const [row] = await scope.db.select().from(communities).where(eq(communities.id, id)).limit(1);
  if (!row) return null;
  const categories = await scope.db
    .select({ id: communityCategoryLinks.categoryId })
    .from(communityCategoryLinks)
    .where(eq(communityCategoryLinks.communityId, id));
  const tags = await scope.db
    .select({ id: communityTagLinks.tagId })
    .from(communityTagLinks)
    .where(eq(communityTagLinks.communityId, id));
  return {
    ...row,
    categoryIds: categories.map((c) => c.id).sort(),
    tagIds: tags.map((t) => t.id).sort(),
  };
}
