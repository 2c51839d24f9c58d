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
