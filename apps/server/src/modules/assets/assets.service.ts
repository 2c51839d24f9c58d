/**
 * Asset folders and items — spec 001 §7 "Assets and folders", §4 Assets (1-based order, a new folder starts
 * at 1), §5 add-file modal, §6 (rules in `assets.policy.ts`). Reading needs a readable community (403
 * 'Community is private'). The folder list takes 2 queries (folders, items of those folders).
 */
import {
  ASSET_FILE_TYPES,
  ASSET_LIMITS,
  ASSET_MESSAGES,
  fileExtension,
  type TAssetFolder,
  type TAssetItem,
  type TCreateAssetFields,
} from '@portal/contracts';
import { assetFolders, assetItems } from '../../db/schema/index';
import { auditedWrite } from '../../db/audit';
import { AppError } from '../../lib/app-error';
import { trackEngagement } from '../engagement/engagement.service';
import {
  assertReadable,
  loadCommunityAccess,
  type CommunityAccess,
} from '../communities/communities.service';
import {
  checkFiles,
  discardFiles,
  dropEmpty,
  keepFilesIf,
  storeFiles,
  textField,
  type IncomingFile,
} from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import * as repo from './assets.repository';
import { created, folderState, folderWrite, itemState, itemWrite, orderWrite } from './asset-audit';
import type { FolderRow, ItemRow } from './assets.repository';
import {
  assertEditsAssetItems,
  assertManagesAssets,
  canEditAssetItems,
  canManageAssets,
} from './assets.policy';
import { downloadUrl, presentFolder, presentItem, presentOrder } from './assets.presenter';

/** The caller's access to a community it may read. @throws 403 'Community is private', 404. */
async function readable(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
): Promise<CommunityAccess> {
  const access = await loadCommunityAccess(ctx, { id: communityId });
  assertReadable(access);
  return access;
}

/** assetsAll in a readable community. @throws 403. */
async function manager(ctx: Pick<RequestContext, 'scope' | 'actor'>, communityId: string): Promise<void> {
  assertManagesAssets(await readable(ctx, communityId));
}

/** Role Admin or WorkSpaceOwner in a readable community. @throws 403. */
async function itemEditor(ctx: Pick<RequestContext, 'scope' | 'actor'>, communityId: string): Promise<void> {
  await readable(ctx, communityId);
  assertEditsAssetItems(ctx.actor);
}

async function loadFolder(
  ctx: Pick<RequestContext, 'scope'>,
  communityId: string,
  folderId: string,
): Promise<FolderRow> {
  const folder = await repo.findFolder(ctx.scope, communityId, folderId);
  if (!folder) throw new AppError('NOT_FOUND', ASSET_MESSAGES.folderNotFound);
  return folder;
}

async function loadItem(
  ctx: Pick<RequestContext, 'scope'>,
  communityId: string,
  folderId: string,
  assetId: string,
): Promise<ItemRow> {
  const item = await repo.findItem(ctx.scope, communityId, folderId, assetId);
  if (!item) throw new AppError('NOT_FOUND', ASSET_MESSAGES.itemNotFound);
  return item;
}

/** `GET api/v1/community/{id}/folder` — folders by order with their items by order, and what the caller may do. */
export async function listFolders(ctx: Pick<RequestContext, 'scope' | 'actor'>, communityId: string) {
  const access = await readable(ctx, communityId);
  const folders = await repo.foldersOf(ctx.scope, communityId);
  const items = await repo.itemsOfFolders(
    ctx.scope,
    folders.map((f) => f.id),
  );
  const byFolder = new Map<string, ItemRow[]>();
  for (const item of items) byFolder.set(item.folderId, [...(byFolder.get(item.folderId) ?? []), item]);
  return {
    folders: folders.map((f) => presentFolder(f, byFolder.get(f.id) ?? [])),
    canManage: canManageAssets(access),
    canEditItems: canEditAssetItems(ctx.actor),
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

/** Context of the writes: each records itself in its transaction (issue 39 point 3, `asset-audit.ts`). */
type WriteContext = Pick<RequestContext, 'scope' | 'actor' | 'audit'>;

/** `POST api/v1/community/{id}/folder` (assetsAll): a new folder at `order` (default last; first = 1). */
export const createFolder = (
  ctx: WriteContext,
  communityId: string,
  body: { name: string; description: string; order?: number },
): Promise<TAssetFolder> =>
  auditedWrite(
    ctx,
    created((s, id) => folderState(s, communityId, id)),
    (ctx) => insertFolder(ctx, communityId, body),
  );

async function insertFolder(
  ctx: WriteContext,
  communityId: string,
  body: { name: string; description: string; order?: number },
): Promise<TAssetFolder> {
  await manager(ctx, communityId);
  const siblings = await repo.folderIdsOf(ctx.scope, communityId);
  const position = Math.min(body.order ?? siblings.length + 1, siblings.length + 1);
  const folder = await repo.insertFolderAt(
    ctx.scope,
    {
      tenantId: ctx.scope.tenantId,
      communityId,
      name: body.name,
      description: body.description,
      order: position,
      createdByUserId: ctx.actor.id,
    },
    siblings,
    position,
  );
  return { ...presentFolder(folder, []), order: position };
}

/** `PUT .../folder/{folderId}` (assetsAll): rename, new description; recorded with before/after. @throws 403, 404. */
export async function updateFolder(
  ctx: WriteContext,
  communityId: string,
  folderId: string,
  body: { name: string; description?: string },
): Promise<TAssetFolder> {
  return auditedWrite(ctx, folderWrite(communityId, folderId), async (ctx) => {
    await manager(ctx, communityId);
    const folder = await loadFolder(ctx, communityId, folderId);
    const row = await repo.updateFolderRow(ctx.scope, folderId, {
      name: body.name,
      description: body.description ?? folder.description,
    });
    return presentFolder(row, await repo.itemsOf(ctx.scope, folderId));
  });
}

/** `DELETE .../folder/{folderId}` (assetsAll): the folder with its files; the others close the gap. */
export async function deleteFolder(
  ctx: WriteContext & Pick<RequestContext, 'storage'>,
  communityId: string,
  folderId: string,
) {
  const keys = await auditedWrite(ctx, folderWrite(communityId, folderId), async (ctx) => {
    await manager(ctx, communityId);
    await loadFolder(ctx, communityId, folderId);
    const keys = await repo.itemKeysOf(ctx.scope, folderId);
    await repo.deleteFolderRow(ctx.scope, communityId, folderId);
    return keys;
  });
  await discardFiles(
    ctx.storage,
    ctx.scope.tenantId,
    keys.filter((k): k is string => !!k),
  );
  return { ok: true as const, deletedItems: keys.length };
}

/** `PUT .../folder/reorder` (assetsAll): moves a folder to a 1-based position. @throws 400, 403, 404. */
export async function reorderFolders(
  ctx: WriteContext,
  communityId: string,
  body: { id: string; newOrder: number },
) {
  return auditedWrite(
    ctx,
    orderWrite((s) => repo.folderIdsOf(s, communityId)),
    async (ctx) => {
      await manager(ctx, communityId);
      const current = await repo.folderIdsOf(ctx.scope, communityId);
      const ids = moved(current, body.id, body.newOrder, ASSET_MESSAGES.folderNotFound);
      await repo.writeOrder(ctx.scope, assetFolders, ids);
      return presentOrder(ids);
    },
  );
}

/** `PUT .../folder/{folderId}/asset/reorder` (assetsAll): moves an item to a 1-based position. */
export async function reorderItems(
  ctx: WriteContext,
  communityId: string,
  folderId: string,
  body: { id: string; newOrder: number },
) {
  return auditedWrite(
    ctx,
    orderWrite((s) => repo.itemIdsOf(s, folderId)),
    async (ctx) => {
      await manager(ctx, communityId);
      await loadFolder(ctx, communityId, folderId);
      const current = await repo.itemIdsOf(ctx.scope, folderId);
      const ids = moved(current, body.id, body.newOrder, ASSET_MESSAGES.itemNotFound);
      await repo.writeOrder(ctx.scope, assetItems, ids);
      return presentOrder(ids);
    },
  );
}

/** `GET .../folder/{folderId}/asset` — the folder's items by order. @throws 403, 404. */
export async function listItems(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  folderId: string,
) {
  await readable(ctx, communityId);
  await loadFolder(ctx, communityId, folderId);
  return { assets: (await repo.itemsOf(ctx.scope, folderId)).map(presentItem) };
}

/** Checks the upload of a file item: exactly one file of the spec's types, at most 5 MB. @throws 400. */
async function checkItemFile(files: IncomingFile[]): Promise<void> {
  await checkFiles(files, {
    types: ASSET_FILE_TYPES,
    maxBytes: ASSET_LIMITS.fileMaxBytes,
    maxFiles: 1,
    field: 'file',
    required: ASSET_MESSAGES.oneFileOnly,
    tooMany: ASSET_MESSAGES.oneFileOnly,
  });
}

/** Multipart text fields of the add-item form → input (first value of a repeated field; blanks dropped). */
export function assetItemFields(fields: Record<string, string | string[]>): Record<string, unknown> {
  return dropEmpty(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, textField(v)])));
}

/**
 * The add-item input to validate with `ZCreateAssetFields`: `type` defaults to 'file' when a file came
 * without a type (neither `type` nor `Type`), and `hasFile` tells the schema whether one came.
 */
export function assetItemInput(input: unknown, files: IncomingFile[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...((input as Record<string, unknown>) ?? {}) };
  if (files.length && out.type === undefined && out.Type === undefined) out.type = 'file';
  return { ...out, hasFile: files.length > 0 };
}

/**
 * `POST .../folder/{folderId}/asset` (assetsAll): a link or one uploaded file (types of spec 001 §5,
 * 5 MB), appended last. Emits `asset.created` (notification type 12). @throws 400, 403, 404.
 */
export async function createItem(
  ctx: WriteContext & Pick<RequestContext, 'storage' | 'bus'>,
  communityId: string,
  folderId: string,
  fields: TCreateAssetFields,
  files: IncomingFile[],
): Promise<TAssetItem> {
  await manager(ctx, communityId);
  await loadFolder(ctx, communityId, folderId);
  if (fields.type === 'file') await checkItemFile(files);
  const stored = fields.type === 'file' ? await storeFiles(ctx.storage, ctx.scope.tenantId, files) : [];
  const file = stored[0];
  const spec = created((s, id) => itemState(s, communityId, folderId, id));
  const row = await keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, () =>
    auditedWrite<typeof ctx, ItemRow>(ctx, spec, async ({ scope: tx }) => {
      const order = (await repo.maxItemOrder(tx, folderId)) + 1;
      const ext = file ? fileExtension(file.name) : '';
      const item = await repo.insertItem(tx, {
        tenantId: ctx.scope.tenantId,
        communityId,
        folderId,
        name: fields.name,
        description: fields.description,
        type: fields.type === 'link' ? 'link' : ext === 'pdf' ? 'pdf' : 'file',
        link: fields.type === 'link' ? fields.link! : null,
        key: file?.key ?? null,
        fileName: file?.name ?? null,
        size: file?.size ?? 0,
        order,
        createdByUserId: ctx.actor.id,
      });
      await ctx.bus.emit(tx, 'asset.created', {
        tenantId: ctx.scope.tenantId,
        actorId: ctx.actor.id,
        communityId,
        assetId: item.id,
      });
      return item;
    }),
  );
  return presentItem(row);
}

/** `PUT .../folder/{folderId}/asset/{assetId}` (Admin or WorkSpaceOwner): rename, describe, relink. */
export async function updateItem(
  ctx: WriteContext,
  communityId: string,
  folderId: string,
  assetId: string,
  body: { name: string; description?: string; link?: string },
): Promise<TAssetItem> {
  return auditedWrite(ctx, itemWrite(communityId, folderId, assetId), async (ctx) => {
    await itemEditor(ctx, communityId);
    const item = await loadItem(ctx, communityId, folderId, assetId);
    const row = await repo.updateItemRow(ctx.scope, assetId, {
      name: body.name,
      description: body.description ?? item.description,
      link: item.type === 'link' && body.link ? body.link : item.link,
    });
    return presentItem(row);
  });
}

/** `DELETE .../folder/{folderId}/asset?id=` (Admin or WorkSpaceOwner): the item; the others close the gap. */
export async function deleteItem(
  ctx: WriteContext & Pick<RequestContext, 'storage'>,
  communityId: string,
  folderId: string,
  assetId: string,
) {
  const item = await auditedWrite(ctx, itemWrite(communityId, folderId, assetId), async (ctx) => {
    await itemEditor(ctx, communityId);
    const item = await loadItem(ctx, communityId, folderId, assetId);
    await repo.deleteItemRow(ctx.scope, folderId, assetId);
    return item;
  });
  if (item.key) await discardFiles(ctx.storage, ctx.scope.tenantId, [item.key]);
  return { ok: true as const };
}

/**
 * `GET .../folder/{folderId}/asset/{assetId}/download` — the item to stream (or the link to redirect to),
 * recording the engagement event `downloadAsset` with entity id, name and url (spec 001 §7; failures only
 * logged — `trackEngagement` never rejects). @throws 403, 404.
 */
export async function downloadItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  folderId: string,
  assetId: string,
): Promise<ItemRow> {
  await readable(ctx, communityId);
  const item = await loadItem(ctx, communityId, folderId, assetId);
  await trackEngagement(ctx, ctx.actor.id, {
    type: 'downloadAsset',
    entityId: item.id,
    name: item.name,
    url: item.type === 'link' ? item.link : downloadUrl(item),
  });
  return item;
}
