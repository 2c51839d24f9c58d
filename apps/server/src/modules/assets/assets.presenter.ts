/**
 * Asset rows → contract shapes (spec 001 §7 "Assets and folders"): `TAssetItem` with its extension and
 * path (a link's URL, a file's public URL or the tracked download route), `TAssetFolder` with its items.
 */
import { fileExtension, type TAssetFolder, type TAssetItem } from '@portal/contracts';
import { fileUrl } from '../../plugins/uploads';
import type { FolderRow, ItemRow } from './assets.repository';

/** Download URL of an item's file through the tracked download route (records `downloadAsset`). */
export const downloadUrl = (item: ItemRow): string =>
  `/api/v1/community/${item.communityId}/folder/${item.folderId}/asset/${item.id}/download`;

/** An item as the contracts show it (`createdAt`, `updatedAt` ISO; `size` in bytes, 0 for links). */
export function presentItem(item: ItemRow): TAssetItem {
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
    updatedAt: item.updatedAt.toISOString(),
    createdByUserId: item.createdByUserId,
  };
}

/** A folder with its items (already in order) as the contracts show it. */
export function presentFolder(folder: FolderRow, items: ItemRow[]): TAssetFolder {
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

/** The reorder answer: every id with its new 1-based order. */
export function presentOrder(ids: string[]): { items: { id: string; order: number }[] } {
  return { items: ids.map((id, i) => ({ id, order: i + 1 })) };
}
