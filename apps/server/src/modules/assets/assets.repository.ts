/**
 * Asset folders and items data access — spec 001 §7 "Assets and folders", §4 Assets (1-based order).
 * Every function takes the tenant scope (the tenant-bound handle adds `tenant_id` on its own). Orders are
 * 1-based and rewritten in one statement by {@link writeOrder}.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { assetFolders, assetItems } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A row of `asset_folders`. */
export type FolderRow = typeof assetFolders.$inferSelect;
/** A row of `asset_items`. */
export type ItemRow = typeof assetItems.$inferSelect;
/** A new row of `asset_items` (tenant stamped by the caller). */
export type NewItemRow = typeof assetItems.$inferInsert;
/** A new row of `asset_folders` (tenant stamped by the caller). */
export type NewFolderRow = typeof assetFolders.$inferInsert;

/** Folder order: by `order`, then creation (older first). */
const FOLDER_ORDER = [asc(assetFolders.order), asc(assetFolders.createdAt)] as const;
/** Item order: by `order`, then creation (older first). */
const ITEM_ORDER = [asc(assetItems.order), asc(assetItems.createdAt)] as const;

/** The folder `folderId` of the community, or undefined (other tenant and other community alike). */
export async function findFolder(
  scope: TenantScope,
  communityId: string,
  folderId: string,
): Promise<FolderRow | undefined> {
  const [folder] = await scope.db
    .select()
    .from(assetFolders)
    .where(and(eq(assetFolders.id, folderId), eq(assetFolders.communityId, communityId)));
  return folder;
}

/** The item `assetId` in the folder of the community, or undefined. */
export async function findItem(
  scope: TenantScope,
  communityId: string,
  folderId: string,
  assetId: string,
): Promise<ItemRow | undefined> {
  const [item] = await scope.db
    .select()
    .from(assetItems)
    .where(
      and(
        eq(assetItems.id, assetId),
        eq(assetItems.folderId, folderId),
        eq(assetItems.communityId, communityId),
      ),
    );
  return item;
}

/** The community's folders by order. */
export async function foldersOf(scope: TenantScope, communityId: string): Promise<FolderRow[]> {
  return scope.db
    .select()
    .from(assetFolders)
    .where(eq(assetFolders.communityId, communityId))
    .orderBy(...FOLDER_ORDER);
}

/** Ids of the community's folders by order. */
export async function folderIdsOf(scope: TenantScope, communityId: string): Promise<string[]> {
  return (await foldersOf(scope, communityId)).map((f) => f.id);
}

/** Items of the given folders by order (none for an empty list, without a query). */
export async function itemsOfFolders(scope: TenantScope, folderIds: string[]): Promise<ItemRow[]> {
  if (folderIds.length === 0) return [];
  return scope.db
    .select()
    .from(assetItems)
    .where(inArray(assetItems.folderId, folderIds))
    .orderBy(...ITEM_ORDER);
}

/** Items of one folder by order. */
export async function itemsOf(scope: TenantScope, folderId: string): Promise<ItemRow[]> {
  return scope.db
    .select()
    .from(assetItems)
    .where(eq(assetItems.folderId, folderId))
    .orderBy(...ITEM_ORDER);
}

/** Ids of one folder's items by order. */
export async function itemIdsOf(scope: TenantScope, folderId: string): Promise<string[]> {
  return (await itemsOf(scope, folderId)).map((i) => i.id);
}

/** Storage keys of one folder's items (links have none: null). */
export async function itemKeysOf(scope: TenantScope, folderId: string): Promise<(string | null)[]> {
  const rows = await scope.db
    .select({ key: assetItems.key })
    .from(assetItems)
    .where(eq(assetItems.folderId, folderId));
  return rows.map((r) => r.key);
}

/** The highest item order in a folder (0 when empty). */
export async function maxItemOrder(scope: TenantScope, folderId: string): Promise<number> {
  const [max] = await scope.db
    .select({ n: sql<number>`coalesce(max(${assetItems.order}), 0)::int` })
    .from(assetItems)
    .where(eq(assetItems.folderId, folderId));
  return Number(max?.n ?? 0);
}

/** Writes 1-based positions for `ids` in one statement (nothing for an empty list). */
export async function writeOrder(
  scope: TenantScope,
  table: typeof assetFolders | typeof assetItems,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await scope.db
    .update(table)
    .set({ order: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, ids));
}

/**
 * Inserts a folder at the 1-based `position` among `siblingIds` (the community's folders by order) and
 * renumbers them all, in one transaction. Returns the new row.
 */
export async function insertFolderAt(
  scope: TenantScope,
  values: NewFolderRow,
  siblingIds: string[],
  position: number,
): Promise<FolderRow> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx.insert(assetFolders).values(values).returning();
    const ids = [...siblingIds];
    ids.splice(position - 1, 0, row!.id);
    await writeOrder({ ...scope, db: tx as never }, assetFolders, ids);
    return row!;
  });
}

/** Sets a folder's name and description; returns the updated row. */
export async function updateFolderRow(
  scope: TenantScope,
  folderId: string,
  set: { name: string; description: string },
): Promise<FolderRow> {
  const [row] = await scope.db
    .update(assetFolders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(assetFolders.id, folderId))
    .returning();
  return row!;
}

/** Deletes a folder (its items go with it) and renumbers the community's other folders, in one transaction. */
export async function deleteFolderRow(
  scope: TenantScope,
  communityId: string,
  folderId: string,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    await tx.delete(assetFolders).where(eq(assetFolders.id, folderId));
    const txScope = { ...scope, db: tx as never };
    await writeOrder(txScope, assetFolders, await folderIdsOf(txScope, communityId));
  });
}

/** Inserts an item; returns the row. */
export async function insertItem(scope: TenantScope, values: NewItemRow): Promise<ItemRow> {
  const [row] = await scope.db.insert(assetItems).values(values).returning();
  return row!;
}

/** Sets an item's name, description and link; returns the updated row. */
export async function updateItemRow(
  scope: TenantScope,
  assetId: string,
  set: { name: string; description: string; link: string | null },
): Promise<ItemRow> {
  const [row] = await scope.db
    .update(assetItems)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(assetItems.id, assetId))
    .returning();
  return row!;
}

/** Deletes an item and renumbers the folder's other items. */
export async function deleteItemRow(scope: TenantScope, folderId: string, assetId: string): Promise<void> {
  await scope.db.delete(assetItems).where(eq(assetItems.id, assetId));
  await writeOrder(scope, assetItems, await itemIdsOf(scope, folderId));
}
