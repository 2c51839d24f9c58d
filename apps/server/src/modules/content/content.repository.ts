/**
 * Content SQL outside the query engine (spec 002 §4 favourites; issue 5 authoring): visibility checks of one
 * item, favourites, tenant checks of related ids, items with their relation rows, pages, taxonomy and uploaded
 * files. Every function takes the tenant scope (or the transaction's scope).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TContentItemPatch } from '@portal/contracts';
import {
  contentAssetMapping,
  contentAssets,
  contentCategories,
  contentCategoryMapping,
  contentFavorites,
  contentFiles,
  contentItems,
  contentPages,
  contentSegmentMapping,
  contentSubcategories,
  contentSubcategoryMapping,
  contentTagMapping,
  contentTags,
  segments,
} from '../../db/schema/index';
import { type TenantScope, deleteWhere } from '../../db/tenant-scope';
import { pageAndTotal } from '../../lib/paging';
import { itemExistsVisible, itemVisible, type ContentVisibility } from './content.visibility';

/** News items and resources share content_items. */
export type ItemKind = 'news' | 'resource';
/** Columns of a content item (insert or update). */
export type ItemValues = Partial<typeof contentItems.$inferInsert>;
/** Columns of a members-only page (insert or update). */
export type PageValues = Partial<typeof contentPages.$inferInsert>;
/** An uploaded file row. */
export type ContentFileRow = typeof contentFiles.$inferSelect;
/** `{ id, status }` of a written item or page. */
export type Written = { id: number; status: string };

/** One transaction of the scope's tenant (the platform's, `db/tenant-scope.ts`). */
export { withTransaction } from '../../db/tenant-scope';

/** Whether the member may see item `id` of `kind` now (spec 002 §5). */
export async function itemIsVisible(scope: TenantScope, ctx: ContentVisibility, kind: ItemKind, id: number) {
  const found = await scope.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), itemVisible('content_items', kind, ctx)));
  return found.length > 0;
}

/** Adds a bookmark (idempotent). */
export async function addFavorite(scope: TenantScope, userId: string, kind: ItemKind, itemId: number) {
  await scope.db
    .insert(contentFavorites)
    .values({ tenantId: scope.tenantId, userId, itemId, kind })
    .onConflictDoNothing();
}

/** Removes a bookmark (idempotent). */
export async function removeFavorite(scope: TenantScope, userId: string, itemId: number) {
  await scope.db
    .delete(contentFavorites)
    .where(and(eq(contentFavorites.userId, userId), eq(contentFavorites.itemId, itemId)));
}

/** A page of bookmarked ids of one kind (newest first) among items still visible, and their total. */
export async function favoriteIds(
  scope: TenantScope,
  ctx: ContentVisibility,
  userId: string,
  kind: ItemKind,
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    and(eq(contentFavorites.userId, userId), eq(contentFavorites.kind, kind)),
    itemExistsVisible(sql`${contentFavorites.itemId}`, kind, ctx),
  );
  const { rows: ids, total } = await pageAndTotal(
    scope.db
      .select({ id: contentFavorites.itemId })
      .from(contentFavorites)
      .where(where)
      .orderBy(desc(contentFavorites.createdAt), desc(contentFavorites.itemId)),
    scope.db.$count(contentFavorites, where),
    page,
    pageSize,
  );
  return { ids: ids.map((r) => r.id), total };
}

/** Loaders of the ids an item may reference, each returning the ids found in the tenant. */
export const REFERENCE_LOADERS = {
  categoryIds: (scope: TenantScope, ids: number[], kind: ItemKind) =>
    scope.db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(and(inArray(contentCategories.id, ids), eq(contentCategories.type, kind))),
  subcategoryIds: (scope: TenantScope, ids: number[]) =>
    scope.db
      .select({ id: contentSubcategories.id })
      .from(contentSubcategories)
      .where(inArray(contentSubcategories.id, ids)),
  tagIds: (scope: TenantScope, ids: number[]) =>
    scope.db.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, ids)),
  segmentIds: (scope: TenantScope, ids: number[]) =>
    scope.db.select({ id: segments.id }).from(segments).where(inArray(segments.id, ids)),
  imageId: (scope: TenantScope, ids: string[]) =>
    scope.db
      .select({ id: contentFiles.id })
      .from(contentFiles)
      .where(and(inArray(contentFiles.id, ids), sql`${contentFiles.type} like 'image/%'`)),
  assets: (scope: TenantScope, ids: string[]) =>
    scope.db.select({ id: contentFiles.id }).from(contentFiles).where(inArray(contentFiles.id, ids)),
};

/** Relation tables an item's id lists are written to. */
type MappingTable = typeof contentCategoryMapping;

/** Replaces the relation rows of an item with the given lists (only the lists present in `input`). */
export async function writeRelations(tx: TenantScope, kind: ItemKind, id: number, input: TContentItemPatch) {
  const owner = kind === 'news' ? { newsId: id } : { resourceId: id };
  const col = kind === 'news' ? 'newsId' : 'resourceId';
  const replace = async (table: MappingTable, ids: number[] | undefined) => {
    if (ids === undefined) return;
    await tx.db.delete(table).where(eq(table[col], id));
    if (ids.length)
      await tx.db
        .insert(table)
        .values([...new Set(ids)].map((targetId) => ({ tenantId: tx.tenantId, ...owner, targetId })));
  };
  await replace(contentCategoryMapping, input.categoryIds);
  await replace(contentSubcategoryMapping, input.subcategoryIds);
  await replace(contentTagMapping, input.tagIds);
  if (input.segmentIds !== undefined) {
    await replace(contentSegmentMapping, input.segmentIds);
    await tx.db
      .update(contentItems)
      .set({ segmentIds: [...new Set(input.segmentIds)] })
      .where(eq(contentItems.id, id));
  }
  if (input.assets !== undefined) await replaceAssets(tx, owner, col, id, input.assets);
}

/** Replaces the assets (links and files) of an item. */
async function replaceAssets(
  tx: TenantScope,
  owner: { newsId: number } | { resourceId: number },
  col: 'newsId' | 'resourceId',
  id: number,
  assets: NonNullable<TContentItemPatch['assets']>,
) {
  const old = await tx.db
    .select({ id: contentAssetMapping.targetId })
    .from(contentAssetMapping)
    .where(eq(contentAssetMapping[col], id));
  if (old.length)
    await tx.db.delete(contentAssets).where(
      inArray(
        contentAssets.id,
        old.map((o) => o.id),
      ),
    );
  if (!assets.length) return;
  const created = await tx.db
    .insert(contentAssets)
    .values(
      assets.map((a) => ({
        tenantId: tx.tenantId,
        name: a.name,
        type: a.type,
        url: a.type === 'Link' ? (a.url ?? null) : null,
        fileId: a.type === 'Link' ? null : (a.fileId ?? null),
      })),
    )
    .returning({ id: contentAssets.id });
  await tx.db
    .insert(contentAssetMapping)
    .values(created.map((c) => ({ tenantId: tx.tenantId, ...owner, targetId: c.id })));
}

/** Inserts a news item or resource. */
export async function insertItem(
  tx: TenantScope,
  kind: ItemKind,
  values: ItemValues & { name: string; status: string },
) {
  const [row] = await tx.db
    .insert(contentItems)
    .values({ ...values, tenantId: tx.tenantId, kind })
    .returning({ id: contentItems.id, status: contentItems.status });
  return row!;
}

/** Updates an item of `kind`. @returns `{ id, status }`, or undefined when not the tenant's. */
export async function updateItemRow(scope: TenantScope, kind: ItemKind, id: number, values: ItemValues) {
  const [row] = await scope.db
    .update(contentItems)
    .set(values)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)))
    .returning({ id: contentItems.id, status: contentItems.status });
  return row;
}

/** Deletes an item of `kind` (relation rows cascade). @returns whether it existed. */
export async function deleteItemRow(scope: TenantScope, kind: ItemKind, id: number): Promise<boolean> {
  return deleteWhere(scope, contentItems, and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
}

/** Inserts a page. */
export async function insertPage(
  scope: TenantScope,
  values: PageValues & { name: string },
): Promise<Written> {
  const [row] = await scope.db
    .insert(contentPages)
    .values({ ...values, tenantId: scope.tenantId })
    .returning({ id: contentPages.id, status: contentPages.status });
  return row!;
}

/** Updates a page. @returns `{ id, status }`, or undefined when not the tenant's. */
export async function updatePage(scope: TenantScope, id: number, values: PageValues) {
  const [row] = await scope.db
    .update(contentPages)
    .set(values)
    .where(eq(contentPages.id, id))
    .returning({ id: contentPages.id, status: contentPages.status });
  return row;
}

/** Deletes a page. @returns whether it existed. */
export async function deletePageRow(scope: TenantScope, id: number): Promise<boolean> {
  return deleteWhere(scope, contentPages, eq(contentPages.id, id));
}

/** Inserts a tag. */
export async function insertTag(scope: TenantScope, label: string) {
  const [row] = await scope.db
    .insert(contentTags)
    .values({ tenantId: scope.tenantId, label })
    .returning({ id: contentTags.id });
  return row!;
}

/** Inserts a category of news or resources. */
export async function insertCategory(scope: TenantScope, label: string, type: 'news' | 'resource') {
  const [row] = await scope.db
    .insert(contentCategories)
    .values({ tenantId: scope.tenantId, label, type })
    .returning({ id: contentCategories.id });
  return row!;
}

/** Whether a category is the tenant's. */
export async function categoryExists(scope: TenantScope, id: number): Promise<boolean> {
  const [cat] = await scope.db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(eq(contentCategories.id, id));
  return !!cat;
}

/** Inserts a subcategory (optionally under a category). */
export async function insertSubcategory(scope: TenantScope, label: string, categoryId: number | null) {
  const [row] = await scope.db
    .insert(contentSubcategories)
    .values({ tenantId: scope.tenantId, label, categoryId })
    .returning({ id: contentSubcategories.id });
  return row!;
}

/** An uploaded file of the tenant by id, or undefined. */
export async function fileById(scope: TenantScope, id: string): Promise<ContentFileRow | undefined> {
  const [file] = await scope.db.select().from(contentFiles).where(eq(contentFiles.id, id));
  return file;
}

/** Records an uploaded file. */
export async function insertFile(
  scope: TenantScope,
  values: Omit<typeof contentFiles.$inferInsert, 'tenantId' | 'id'>,
): Promise<ContentFileRow> {
  const [row] = await scope.db
    .insert(contentFiles)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  return row!;
}
