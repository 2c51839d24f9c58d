/**
 * Who may do what with asset folders and items — spec 001 §6: folder creation, reorder, folder actions
 * and adding items need `assetsAll` (global flag OR community flag, via the community's effective
 * permissions); editing and deleting an item needs the role Admin or WorkSpaceOwner (`isTenantAdmin`).
 * Reading needs a readable community (403 'Community is private', checked by the communities service).
 */
import { ASSET_MESSAGES, isTenantAdmin } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';
import type { CommunityAccess } from '../communities/communities.service';

/** Whether the caller manages folders and adds items (assetsAll in the community). */
export function canManageAssets(access: CommunityAccess): boolean {
  return access.permissions.assetsAll;
}

/** Whether the caller may edit and delete items (role Admin or WorkSpaceOwner, spec 001 §6). */
export function canEditAssetItems(actor: Actor): boolean {
  return isTenantAdmin(actor);
}

/**
 * Folder creation, reorder, folder actions and adding items (spec 001 §6 `assetsAll`).
 * @throws AppError 403 'You do not have permission to manage assets' without assetsAll in the community.
 */
export function assertManagesAssets(access: CommunityAccess): void {
  assertAllowed(canManageAssets, access, ASSET_MESSAGES.forbidden);
}

/**
 * Editing and deleting an item (spec 001 §6: role Admin or WorkSpaceOwner).
 * @throws AppError 403 'You do not have permission to manage assets' for anyone else.
 */
export function assertEditsAssetItems(actor: Actor): void {
  assertAllowed(canEditAssetItems, actor, ASSET_MESSAGES.forbidden);
}
