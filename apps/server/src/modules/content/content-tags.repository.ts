/**
 * The tenant's content categories and subcategories as the general API's tag calls list them (spec 002 §7
 * "per-tenant category items via api/tag/subcategories or api/tag/categories"). Scoped by `scope.db`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TTagCategory, TTagSubcategory } from '@portal/contracts';
import { contentCategories, contentSubcategories } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';

/** Most items one tag call answers. */
const TAG_LIST_MAX = 1000;

/** Categories by label, of one type when given, whose label contains `keyword` (case-insensitive). One query. */
export async function findTagCategories(
  scope: TenantScope,
  filter: { type?: 'news' | 'resource'; keyword?: string },
): Promise<TTagCategory[]> {
  const rows = await scope.db
    .select({ id: contentCategories.id, label: contentCategories.label, type: contentCategories.type })
    .from(contentCategories)
    .where(
      and(
        filter.type ? eq(contentCategories.type, filter.type) : undefined,
        filter.keyword ? sql`${contentCategories.label} ilike ${containsPattern(filter.keyword)}` : undefined,
      ),
    )
    .orderBy(asc(contentCategories.label), asc(contentCategories.id))
    .limit(TAG_LIST_MAX);
  return rows.map((r) => ({ ...r, type: r.type === 'news' ? 'news' : 'resource' }));
}

/** Subcategories by label, of one category when given, whose label contains `keyword`. One query. */
export function findTagSubcategories(
  scope: TenantScope,
  filter: { categoryId?: number; keyword?: string },
): Promise<TTagSubcategory[]> {
  return scope.db
    .select({
      id: contentSubcategories.id,
      label: contentSubcategories.label,
      categoryId: contentSubcategories.categoryId,
    })
    .from(contentSubcategories)
    .where(
      and(
        filter.categoryId ? eq(contentSubcategories.categoryId, filter.categoryId) : undefined,
        filter.keyword
          ? sql`${contentSubcategories.label} ilike ${containsPattern(filter.keyword)}`
          : undefined,
      ),
    )
    .orderBy(asc(contentSubcategories.label), asc(contentSubcategories.id))
    .limit(TAG_LIST_MAX);
}
