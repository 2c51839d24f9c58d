/**
 * What the audit record of a folder or asset write compares (issue 39 point 3, docs/audit-log.md), read in the
 * write's transaction before and after it: a folder's row with its items' file metadata, an item's row with
 * its file's content type (name, size and type — never bytes), or the order of a list of folders or items.
 */
import type { AuditedWriteSpec, AuditRow } from '../../db/audit';
import type { TenantScope } from '../../db/tenant-scope';
import { fileFacts } from '../../lib/audit';
import * as repo from './assets.repository';

/** An item row as the record keeps it: its columns and, for a file, `contentType` (by its name). */
function itemFacts(item: repo.ItemRow): AuditRow {
  const [file] = item.fileName ? fileFacts([{ name: item.fileName, size: item.size }]) : [];
  return { ...item, ...(file ? { contentType: file.type } : {}) };
}

/** The folder with `items` (`{ id, name, size, type }` of their files, or the link), or null. */
export async function folderState(
  scope: TenantScope,
  communityId: string,
  folderId: string,
): Promise<AuditRow | null> {
  const folder = await repo.findFolder(scope, communityId, folderId);
  if (!folder) return null;
  const items = await repo.itemsOf(scope, folderId);
  const files = items.map((i) =>
    i.fileName ? fileFacts([{ id: i.id, name: i.fileName, size: i.size }])[0]! : { id: i.id, link: i.link },
  );
  return { ...folder, items: files };
}

/** The item `assetId` of the folder (with its file's content type), or null. */
export async function itemState(
  scope: TenantScope,
  communityId: string,
  folderId: string,
  assetId: string,
): Promise<AuditRow | null> {
  const item = await repo.findItem(scope, communityId, folderId, assetId);
  return item ? itemFacts(item) : null;
}

/** The spec of a write to an existing folder (route action and target). */
export const folderWrite = (communityId: string, folderId: string): AuditedWriteSpec<unknown> => ({
  load: (scope) => folderState(scope, communityId, folderId),
});

/** The spec of a write to an existing item. */
export const itemWrite = (
  communityId: string,
  folderId: string,
  assetId: string,
): AuditedWriteSpec<unknown> => ({
  load: (scope) => itemState(scope, communityId, folderId, assetId),
});

/** The spec of a create whose result is the new folder or item (`id`): its row as `after` values. */
export const created = (
  read: (scope: TenantScope, id: string) => Promise<AuditRow | null>,
): AuditedWriteSpec<{ id: string }> => ({
  load: async (scope, result) => (result ? read(scope, result.id) : null),
});

/** The spec of a reorder: `order`, the ids by position, before and after. */
export const orderWrite = (ids: (scope: TenantScope) => Promise<string[]>): AuditedWriteSpec<unknown> => ({
  load: async (scope) => ({ order: await ids(scope) }),
});
