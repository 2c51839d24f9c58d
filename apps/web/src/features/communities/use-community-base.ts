/**
 * The tenant's community base path and words (spec 001 §2: /communities, /workspaces or /hubs; the word
 * 'community' follows the tenant).
 */
import { useTenant } from '../../app/tenant-context';

/** Capitalises the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Base path, words and the admin management path of the tenant. */
export function useCommunityBase() {
  const profile = useTenant();
  const base = profile.communityBasePath;
  const managementSegment =
    base === '/communities'
      ? 'communities-management'
      : base === '/workspaces'
        ? 'workspace-management'
        : 'hub-management';
  return {
    base,
    word: profile.wording.community,
    words: profile.wording.communities,
    Word: capitalise(profile.wording.community),
    Words: capitalise(profile.wording.communities),
    managementPath: `/admin/${managementSegment}`,
    placeholderImageUrl: profile.placeholderImageUrl,
  };
}
