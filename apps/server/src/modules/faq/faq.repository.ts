/**
 * FAQ data access — spec 001 §3 FAQ item, §7 "FAQ". Lists are oldest first (creation, then id); deleting
 * is soft (`isDeleted`). Every function takes the tenant scope.
 */
import { asc, eq } from 'drizzle-orm';
import { faqItems } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';

/** A row of `faq_items`. */
export type FaqRow = typeof faqItems.$inferSelect;

/** One page of FAQ items, oldest first (only those not deleted unless `withDeleted`), with the total. */
export async function findFaqPage(
  scope: TenantScope,
  query: { page: number; pageSize: number },
  withDeleted: boolean,
): Promise<{ rows: FaqRow[]; total: number }> {
  const where = withDeleted ? undefined : eq(faqItems.isDeleted, false);
  return pageAndTotal(
    scope.db.select().from(faqItems).where(where).orderBy(asc(faqItems.createdAt), asc(faqItems.id)),
    scope.db.$count(faqItems, where),
    query.page,
    query.pageSize,
  );
}

/**
 * Inserts the items in the given order by `createdAt` one millisecond apart (so the oldest-first list
 * keeps it); returns the rows.
 */
export async function insertFaqItems(
  scope: TenantScope,
  createdByUserId: string,
  items: { name: string; description: string }[],
): Promise<FaqRow[]> {
  const now = Date.now();
  return scope.db
    .insert(faqItems)
    .values(
      items.map((item, i) => ({
        tenantId: scope.tenantId,
        name: item.name,
        description: item.description,
        createdByUserId,
        createdAt: new Date(now + i),
      })),
    )
    .returning();
}

/** Updates one item (stamping who and when); returns the row, or undefined when there is none. */
export async function updateFaqItem(
  scope: TenantScope,
  id: string,
  updatedByUserId: string,
  set: Partial<typeof faqItems.$inferInsert>,
): Promise<FaqRow | undefined> {
  const [row] = await scope.db
    .update(faqItems)
    .set({ ...set, updatedAt: new Date(), updatedByUserId })
    .where(eq(faqItems.id, id))
    .returning();
  return row;
}
