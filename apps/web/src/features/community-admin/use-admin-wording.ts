/**
 * The tenant's community words and admin paths (spec 001 §2: the segment 'community' is 'workspace', 'hub'
 * or 'committee' for other tenants; the management page follows it).
 */
import { communityAdminPaths } from '@portal/contracts';
import { capitalise } from '../../shared/i18n';
import { useTenant } from '../../session/tenant-context';

/** Words ('community', 'Communities'…), admin paths and the member-side base path of the tenant. */
export function useAdminWording() {
  const profile = useTenant();
  const { community, communities } = profile.wording;
  return {
    word: community,
    Word: capitalise(community),
    Words: capitalise(communities),
    memberBase: profile.communityBasePath,
    placeholderImageUrl: profile.placeholderImageUrl,
    ...communityAdminPaths(community),
  };
}
