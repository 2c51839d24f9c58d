/**
 * Asset folders and items — spec 001 §7 "Assets and folders", §4 Assets (1-based order, a new folder starts
 * at 1), §5 add-file modal, §6 (folder creation, reorder and folder actions: assetsAll; item edit and
 * delete: role Admin or WorkSpaceOwner). Reading needs a readable community (403 'Community is private').
 * The folder list takes 2 queries (folders, items of those folders).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ASSET_FILE_TYPES,
  ASSET_LIMITS,
  ASSET_MESSAGES,
  fileExtension,
  isCommunityAdmin,
  type TAssetFolder,
  type TAssetItem,
  type TCreateAssetFields,
} from '@portal/contracts';
import { assetFolders, assetItems } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { trackEngagement } from '../engagement/engagement.service';
import {
  assertReadable,
  loadCommunityAccess,
  type CommunityAccess,
} from '../communities/communities.service';
import type { CommunityContext } from '../communities/communities.service';
import { checkFiles, discardFiles, fileUrl, storeFiles, type IncomingFile } from '../../plugins/uploads';

type FolderRow = typeof assetFolders.$inferSelect;
type ItemRow = typeof assetItems.$inferSelect;

/** Download URL of an item's file through the tracked download route. */
const downloadUrl = (item: ItemRow) =>
  `/api/v1/community/${item.communityId}/folder/${item.folderId}/asset/${item.id}/download`;

function presentItem(item: ItemRow): TAssetItem {
  return {
    id: item.id,
    folderId: item.folderId,
    name: item.name,
    description: item.description,
    type: item.type as TAssetItem['type'],
    extension: item.type === 'link' ? 'link' : fileExtension(item.fileName ?? ''),
    path: item.type === 'link' ? (item.link ?? '') : (fileUrl(item.key) ?? downloadUrl(item)),
    fileName: item.fileName,
    size: item.size,
    order: item.order,
    createdAt: item.createdAt.toISOString(),
    createdByUserId: item.createdByUserId,
  };
}

function presentFolder(folder: FolderRow, items: ItemRow[]): TAssetFolder {
  return {
    id: folder.id,
    communityId: folder.communityId,
    name: folder.name,
    description: folder.description,
    order: folder.order,
    createdAt: folder.createdAt.toISOString(),
    assets: items.map(presentItem),
  };
}

async function readable(ctx: CommunityContext, communityId: string): Promise<CommunityAccess> {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  assertReadable(access);
  return access;
}

/** assetsAll in the community (global OR community flag). @throws 403. */
async function manager(ctx: CommunityContext, communityId: string): Promise<CommunityAccess> {
  const access = await readable(ctx, communityId);
  if (!access.permissions.assetsAll) throw new AppError('FORBIDDEN', ASSET_MESSAGES.forbidden);
  return access;
}

/** Role Admin or WorkSpaceOwner (spec 001 §6 asset edit and delete links). @throws 403. */
async function itemEditor(ctx: CommunityContext, communityId: string): Promise<void> {
  await readable(ctx, communityId);
  if (!isCommunityAdmin(ctx.actor.role)) throw new AppError('FORBIDDEN', ASSET_MESSAGES.forbidden);
}

async function loadFolder(ctx: CommunityContext, communityId: string, folderId: string): Promise<FolderRow> {
  const [folder] = await ctx.scope.db
    .select()
    .from(assetFolders)
    .where(
      inTenant(
        ctx.scope,
        assetFolders,
        eq(assetFolders.id, folderId),
        eq(assetFolders.communityId, communityId),
      ),
    );
  if (!folder) throw new AppError('NOT_FOUND', ASSET_MESSAGES.folderNotFound);
  return folder;
}

async function loadItem(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  assetId: string,
): Promise<ItemRow> {
  const [item] = await ctx.scope.db
    .select()
    .from(assetItems)
    .where(
      inTenant(
        ctx.scope,
        assetItems,
        eq(assetItems.id, assetId),
        eq(assetItems.folderId, folderId),
        eq(assetItems.communityId, communityId),
      ),
    );
  if (!item) throw new AppError('NOT_FOUND', ASSET_MESSAGES.itemNotFound);
  return item;
}

/** `GET api/v1/community/{id}/folder` — folders by order with their items by order. */
export async function listFolders(ctx: CommunityContext, communityId: string) {
  const access = await readable(ctx, communityId);
  const folders = await ctx.scope.db
    .select()
    .from(assetFolders)
    .where(inTenant(ctx.scope, assetFolders, eq(assetFolders.communityId, communityId)))
    .orderBy(asc(assetFolders.order), asc(assetFolders.createdAt));
  const items = folders.length
    ? await ctx.scope.db
        .select()
        .from(assetItems)
        .where(
          inTenant(
            ctx.scope,
            assetItems,
            inArray(
              assetItems.folderId,
              folders.map((f) => f.id),
            ),
          ),
        )
        .orderBy(asc(assetItems.order), asc(assetItems.createdAt))
    : [];
  const byFolder = new Map<string, ItemRow[]>();
  for (const item of items) byFolder.set(item.folderId, [...(byFolder.get(item.folderId) ?? []), item]);
  return {
    folders: folders.map((f) => presentFolder(f, byFolder.get(f.id) ?? [])),
    canManage: access.permissions.assetsAll,
    canEditItems: isCommunityAdmin(ctx.actor.role),
  };
}

/**
 * Moves entry `id` to the 1-based `newOrder` among `ids` (current order) and returns the new order.
 * @throws 400 when newOrder is past the end, 404 when id is not among them.
 */
function moved(ids: string[], id: string, newOrder: number, notFound: string): string[] {
  const from = ids.indexOf(id);
  if (from < 0) throw new AppError('NOT_FOUND', notFound);
  if (newOrder > ids.length)
    throw new AppError('BAD_REQUEST', ASSET_MESSAGES.orderOutOfRange, {
      errors: { newOrder: [ASSET_MESSAGES.orderOutOfRange] },
    });
  const next = ids.filter((x) => x !== id);
  next.splice(newOrder - 1, 0, id);
  return next;
}

/** Writes 1-based positions for `ids` in one statement. */
async function writeOrder(
  ctx: CommunityContext,
  table: typeof assetFolders | typeof assetItems,
  ids: string[],
) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await ctx.scope.db
    .update(table)
    .set({ order: sql`case ${table.id} ${cases} end` })
    .where(inTenant(ctx.scope, table, inArray(table.id, ids)));
}

/** `POST api/v1/community/{id}/folder` (assetsAll): a new folder at `order` (default last; first = 1). */
export async function createFolder(
  ctx: CommunityContext,
  communityId: string,
  body: { name: string; description: string; order?: number },
): Promise<TAssetFolder> {
  await manager(ctx, communityId);
  const siblings = await ctx.scope.db
    .select({ id: assetFolders.id })
    .from(assetFolders)
    .where(inTenant(ctx.scope, assetFolders, eq(assetFolders.communityId, communityId)))
    .orderBy(asc(assetFolders.order), asc(assetFolders.createdAt));
  const position = Math.min(body.order ?? siblings.length + 1, siblings.length + 1);
  const folder = await ctx.scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assetFolders)
      .values({
        tenantId: ctx.scope.tenantId,
        communityId,
        name: body.name,
        description: body.description,
        order: position,
        createdByUserId: ctx.actor.id,
      })
      .returning();
    const ids = siblings.map((s) => s.id);
    ids.splice(position - 1, 0, row!.id);
    await writeOrder({ ...ctx, scope: { ...ctx.scope, db: tx as never } }, assetFolders, ids);
    return row!;
  });
  return { ...presentFolder(folder, []), order: position };
}

/** `PUT .../folder/{folderId}` (assetsAll): rename, new description. */
export async function updateFolder(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  body: { name: string; description?: string },
): Promise<TAssetFolder> {
  await manager(ctx, communityId);
  const folder = await loadFolder(ctx, communityId, folderId);
  const [row] = await ctx.scope.db
    .update(assetFolders)
    .set({ name: body.name, description: body.description ?? folder.description, updatedAt: new Date() })
    .where(inTenant(ctx.scope, assetFolders, eq(assetFolders.id, folderId)))
    .returning();
  const items = await ctx.scope.db
    .select()
    .from(assetItems)
    .where(inTenant(ctx.scope, assetItems, eq(assetItems.folderId, folderId)))
    .orderBy(asc(assetItems.order));
  return presentFolder(row!, items);
}

/** `DELETE .../folder/{folderId}` (assetsAll): the folder with its files; the others close the gap. */
export async function deleteFolder(ctx: CommunityContext, communityId: string, folderId: string) {
  await manager(ctx, communityId);
  await loadFolder(ctx, communityId, folderId);
  const items = await ctx.scope.db
    .select({ key: assetItems.key })
    .from(assetItems)
    .where(inTenant(ctx.scope, assetItems, eq(assetItems.folderId, folderId)));
  await ctx.scope.db.transaction(async (tx) => {
    await tx.delete(assetFolders).where(inTenant(ctx.scope, assetFolders, eq(assetFolders.id, folderId)));
    const rest = await tx
      .select({ id: assetFolders.id })
      .from(assetFolders)
      .where(inTenant(ctx.scope, assetFolders, eq(assetFolders.communityId, communityId)))
      .orderBy(asc(assetFolders.order), asc(assetFolders.createdAt));
    await writeOrder(
      { ...ctx, scope: { ...ctx.scope, db: tx as never } },
      assetFolders,
      rest.map((r) => r.id),
    );
  });
  await discardFiles(
    ctx.storage,
    ctx.scope.tenantId,
    items.map((i) => i.key).filter((k): k is string => !!k),
  );
  return { ok: true as const, deletedItems: items.length };
}

/** `PUT .../folder/reorder` (assetsAll): moves a folder to a 1-based position. */
export async function reorderFolders(
  ctx: CommunityContext,
  communityId: string,
  body: { id: string; newOrder: number },
) {
  await manager(ctx, communityId);
  const rows = await ctx.scope.db
    .select({ id: assetFolders.id })
    .from(assetFolders)
    .where(inTenant(ctx.scope, assetFolders, eq(assetFolders.communityId, communityId)))
    .orderBy(asc(assetFolders.order), asc(assetFolders.createdAt));
  const ids = moved(
    rows.map((r) => r.id),
    body.id,
    body.newOrder,
    ASSET_MESSAGES.folderNotFound,
  );
  await writeOrder(ctx, assetFolders, ids);
  return { items: ids.map((id, i) => ({ id, order: i + 1 })) };
}

/** `PUT .../folder/{folderId}/asset/reorder` (assetsAll): moves an item to a 1-based position. */
export async function reorderItems(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  body: { id: string; newOrder: number },
) {
  await manager(ctx, communityId);
  await loadFolder(ctx, communityId, folderId);
  const rows = await ctx.scope.db
    .select({ id: assetItems.id })
    .from(assetItems)
    .where(inTenant(ctx.scope, assetItems, eq(assetItems.folderId, folderId)))
    .orderBy(asc(assetItems.order), asc(assetItems.createdAt));
  const ids = moved(
    rows.map((r) => r.id),
    body.id,
    body.newOrder,
    ASSET_MESSAGES.itemNotFound,
  );
  await writeOrder(ctx, assetItems, ids);
  return { items: ids.map((id, i) => ({ id, order: i + 1 })) };
}

/** `GET .../folder/{folderId}/asset` — the folder's items by order. */
export async function listItems(ctx: CommunityContext, communityId: string, folderId: string) {
  await readable(ctx, communityId);
  await loadFolder(ctx, communityId, folderId);
  const items = await ctx.scope.db
    .select()
    .from(assetItems)
    .where(inTenant(ctx.scope, assetItems, eq(assetItems.folderId, folderId)))
    .orderBy(asc(assetItems.order), asc(assetItems.createdAt));
  return { assets: items.map(presentItem) };
}

/**
 * `POST .../folder/{folderId}/asset` (assetsAll): a link or one uploaded file (types of spec 001 §5,
 * 5 MB), appended last. Emits `asset.created` (notification type 12).
 */
export async function createItem(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  fields: TCreateAssetFields,
  files: IncomingFile[],
): Promise<TAssetItem> {
  await manager(ctx, communityId);
  await loadFolder(ctx, communityId, folderId);
  if (fields.type === 'file') {
    if (files.length !== 1)
      throw new AppError('BAD_REQUEST', ASSET_MESSAGES.oneFileOnly, {
        errors: { file: [ASSET_MESSAGES.oneFileOnly] },
      });
    await checkFiles(files, {
      types: ASSET_FILE_TYPES,
      maxBytes: ASSET_LIMITS.fileMaxBytes,
      maxFiles: 1,
      field: 'file',
    });
  }
  const [stored] = fields.type === 'file' ? await storeFiles(ctx.storage, ctx.scope.tenantId, files) : [];
  let row: ItemRow;
  try {
    const [max] = await ctx.scope.db
      .select({ n: sql<number>`coalesce(max(${assetItems.order}), 0)::int` })
      .from(assetItems)
      .where(inTenant(ctx.scope, assetItems, eq(assetItems.folderId, folderId)));
    const ext = stored ? fileExtension(stored.name) : '';
    [row] = (await ctx.scope.db
      .insert(assetItems)
      .values({
        tenantId: ctx.scope.tenantId,
        communityId,
        folderId,
        name: fields.name,
        description: fields.description,
        type: fields.type === 'link' ? 'link' : ext === 'pdf' ? 'pdf' : 'file',
        link: fields.type === 'link' ? fields.link! : null,
        key: stored?.key ?? null,
        fileName: stored?.name ?? null,
        size: stored?.size ?? 0,
        order: Number(max?.n ?? 0) + 1,
        createdByUserId: ctx.actor.id,
      })
      .returning()) as [ItemRow];
  } catch (error) {
    if (stored) await discardFiles(ctx.storage, ctx.scope.tenantId, [stored.key]);
    throw error;
  }
  ctx.events.emit('asset.created', {
    tenantId: ctx.scope.tenantId,
    actorId: ctx.actor.id,
    communityId,
    assetId: row.id,
  });
  return presentItem(row);
}

/** `PUT .../folder/{folderId}/asset/{assetId}` (Admin or WorkSpaceOwner): rename, describe, relink. */
export async function updateItem(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  assetId: string,
  body: { name: string; description?: string; link?: string },
): Promise<TAssetItem> {
  await itemEditor(ctx, communityId);
  const item = await loadItem(ctx, communityId, folderId, assetId);
  const [row] = await ctx.scope.db
    .update(assetItems)
    .set({
      name: body.name,
      description: body.description ?? item.description,
      link: item.type === 'link' && body.link ? body.link : item.link,
      updatedAt: new Date(),
    })
    .where(inTenant(ctx.scope, assetItems, eq(assetItems.id, assetId)))
    .returning();
  return presentItem(row!);
}

/** `DELETE .../folder/{folderId}/asset?id=` (Admin or WorkSpaceOwner): the item; the others close the gap. */
export async function deleteItem(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  assetId: string,
) {
  await itemEditor(ctx, communityId);
  const item = await loadItem(ctx, communityId, folderId, assetId);
  await ctx.scope.db.delete(assetItems).where(inTenant(ctx.scope, assetItems, eq(assetItems.id, assetId)));
  const rest = await ctx.scope.db
    .select({ id: assetItems.id })
    .from(assetItems)
    .where(inTenant(ctx.scope, assetItems, eq(assetItems.folderId, folderId)))
    .orderBy(asc(assetItems.order), asc(assetItems.createdAt));
  await writeOrder(
    ctx,
    assetItems,
    rest.map((r) => r.id),
  );
  if (item.key) await discardFiles(ctx.storage, ctx.scope.tenantId, [item.key]);
  return { ok: true as const };
}

/**
 * `GET .../folder/{folderId}/asset/{assetId}/download` — the item to stream (or the link to redirect to),
 * recording the engagement event `downloadAsset` with entity id, name and url (spec 001 §7; failures only
 * logged — `trackEngagement` never rejects).
 */
export async function downloadItem(
  ctx: CommunityContext,
  communityId: string,
  folderId: string,
  assetId: string,
) {
  await readable(ctx, communityId);
  const item = await loadItem(ctx, communityId, folderId, assetId);
  await trackEngagement(ctx.scope, ctx.actor.id, {
    type: 'downloadAsset',
    entityId: item.id,
    name: item.name,
    url: item.type === 'link' ? item.link : downloadUrl(item),
  });
  return item;
}
