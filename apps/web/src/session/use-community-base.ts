/**
 * The tenant's community base path and words (spec 001 §2: /communities, /workspaces or /hubs; the word
 * 'community' follows the tenant).
 */
import { communityAdminPaths } from '@portal/contracts/community-admin/community-admin-paths';
import { capitalise } from '../shared/i18n';
import { useTenant } from './tenant-context';

/** Base path, words and the admin management path of the tenant. */
export function useCommunityBase() {
  const profile = useTenant();
  const base = profile.communityBasePath;
  return {
    base,
    word: profile.wording.community,
    words: profile.wording.communities,
    Word: capitalise(profile.wording.community),
    Words: capitalise(profile.wording.communities),
    managementPath: communityAdminPaths(profile.wording.community).managementPath,
    placeholderImageUrl: profile.placeholderImageUrl,
  };
}
