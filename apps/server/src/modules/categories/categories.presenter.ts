/** Category rows → the contract's `TCommunityCategory` (spec 001 §3 Community category). Dates ISO strings. */
import type { TCommunityCategory } from '@portal/contracts';
import type { CountedCategory } from './categories.repository';

/** One category with the given subcategories. */
export function presentCategory(
  row: CountedCategory,
  subCategories: TCommunityCategory[] = [],
  subCategoriesCount = subCategories.length,
): TCommunityCategory {
  const c = row.category;
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    color: c.color,
    parentCategoryId: c.parentCategoryId,
    communityCount: Number(row.communityCount),
    createdAt: c.createdAt.toISOString(),
    createdByUserId: c.createdByUserId,
    subCategoriesCount,
    subCategories,
  };
}

/** Parents, each with its children (from one list of children). `withChildren` false keeps only the counts. */
export function presentTree(
  parents: CountedCategory[],
  children: CountedCategory[],
  withChildren: boolean,
): TCommunityCategory[] {
  const byParent = new Map<string, CountedCategory[]>();
  for (const child of children) {
    const key = child.category.parentCategoryId!;
    byParent.set(key, [...(byParent.get(key) ?? []), child]);
  }
  return parents.map((p) => {
    const kids = byParent.get(p.category.id) ?? [];
    return presentCategory(p, withChildren ? kids.map((k) => presentCategory(k)) : [], kids.length);
  });
}
