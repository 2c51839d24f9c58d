/**
 * Community category data access — spec 001 §3 Community category, §7 "Categories" (admin calls). Every
 * function takes the tenant scope first; `scope.db` confines each statement to the tenant.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { communities, communityCategories, communityCategoryLinks } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';

/** A stored category. */
export type CategoryRow = typeof communityCategories.$inferSelect;
/** A category with the number of (not deleted) communities filed under it or its subcategories. */
export interface CountedCategory {
  category: CategoryRow;
  communityCount: number;
}

/**
 * Named selection: the category and its community count — the distinct (not deleted) communities filed under
 * it or under one of its subcategories (issue 40: communities are filed under subcategories, so a top-level
 * row counting only its own links showed 0 while Explore groups them under it). One correlated count.
 */
const countedColumns = {
  category: communityCategories,
  // Written out: an interpolated column would render unqualified (`"id"`) and bind to the subquery's `c.id`.
  communityCount: sql<number>`(select count(distinct l.community_id)::int from community_category_links l
    join communities c on c.id = l.community_id and not c.is_deleted
    join community_categories lc on lc.id = l.category_id
    where l.category_id = "community_categories"."id" or lc.parent_category_id = "community_categories"."id")`,
};

/** A page of top-level categories by name (and id) with the number of top-level categories. */
export function findParentPage(scope: TenantScope, page: number, pageSize: number) {
  const where = isNull(communityCategories.parentCategoryId);
  return pageAndTotal<CountedCategory>(
    scope.db
      .select(countedColumns)
      .from(communityCategories)
      .where(where)
      .orderBy(asc(communityCategories.name), asc(communityCategories.id)),
    scope.db.$count(communityCategories, where),
    page,
    pageSize,
  );
}

/** The subcategories of the given parents, by name. */
export async function findChildren(scope: TenantScope, parentIds: string[]): Promise<CountedCategory[]> {
  if (parentIds.length === 0) return [];
  return scope.db
    .select(countedColumns)
    .from(communityCategories)
    .where(inArray(communityCategories.parentCategoryId, parentIds))
    .orderBy(asc(communityCategories.name), asc(communityCategories.id));
}

/** The category with this id in this tenant, with its count, or null. */
export async function findCategory(scope: TenantScope, id: string): Promise<CountedCategory | null> {
  const [row] = await scope.db
    .select(countedColumns)
    .from(communityCategories)
    .where(eq(communityCategories.id, id))
    .limit(1);
  return row ?? null;
}

/** How many subcategories the category has. */
export function countChildren(scope: TenantScope, id: string): Promise<number> {
  return scope.db.$count(communityCategories, eq(communityCategories.parentCategoryId, id));
}

/** The values a category form writes. */
export type CategoryValues = Pick<CategoryRow, 'name' | 'description' | 'color' | 'parentCategoryId'>;

/** Inserts a category and returns it. */
export async function insertCategory(
  scope: TenantScope,
  values: CategoryValues & { createdByUserId: string },
): Promise<CategoryRow> {
  const [row] = await scope.db
    .insert(communityCategories)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  return row!;
}

/** Updates a category; null when it is not in this tenant. */
export async function updateCategory(
  scope: TenantScope,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | null> {
  const [row] = await scope.db
    .update(communityCategories)
    .set(values)
    .where(eq(communityCategories.id, id))
    .returning();
  return row ?? null;
}

/** Ids of the (not deleted) communities filed under the category or one of its subcategories. */
export async function communitiesUnder(scope: TenantScope, categoryId: string): Promise<string[]> {
  const rows = await scope.db
    .selectDistinct({ id: communityCategoryLinks.communityId })
    .from(communityCategoryLinks)
    .innerJoin(communities, eq(communities.id, communityCategoryLinks.communityId))
    .innerJoin(communityCategories, eq(communityCategories.id, communityCategoryLinks.categoryId))
    .where(
      and(
        eq(communities.isDeleted, false),
        sql`(${communityCategories.id} = ${categoryId} or ${communityCategories.parentCategoryId} = ${categoryId})`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Files `communityIds` under `targetId` (when given), then deletes the category (its subcategories and their
 * links go with it, by the foreign keys' cascade), in one transaction.
 */
export async function moveAndDelete(
  scope: TenantScope,
  id: string,
  communityIds: string[],
  targetId: string | null,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    if (targetId && communityIds.length)
      await tx
        .insert(communityCategoryLinks)
        .values(
          communityIds.map((communityId) => ({
            tenantId: scope.tenantId,
            communityId,
            categoryId: targetId,
          })),
        )
        .onConflictDoNothing();
    await tx.delete(communityCategories).where(eq(communityCategories.id, id));
  });
}
