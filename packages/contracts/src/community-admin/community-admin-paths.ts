/**
 * The admin paths of community administration (spec 001 §2), without zod: the web app's route table builds
 * them at start, so they must not build the community schemas there. `community-admin.ts` re-exports them.
 */
/** Admin paths of one tenant's community administration (spec 001 §2); see {@link communityAdminPaths}. */
export interface CommunityAdminPaths {
  /** Global community administration, e.g. '/admin/communities-management'. */
  managementPath: string;
  /** Root of one community's administration area, e.g. '/admin/community'. */
  communityRoot: string;
  /** The cross-community moderation queue (issue 14, not in the spec), e.g. '/admin/community-moderation'. */
  moderationPath: string;
  /** The admin members page of a community, e.g. '/admin/community/{id}/members'. */
  membersPath: (communityId: string | number) => string;
}

/**
 * The admin paths of spec 001 §2 for a tenant's community word (`wording.community`): 'community' gives
 * `/admin/communities-management` and `/admin/community/{id}`; 'workspace' and 'hub' give
 * `/admin/{word}-management` and `/admin/{word}/{id}`; 'committee' (lca, base path /workspaces) gives
 * `/admin/workspace-management` and `/admin/workspace/{id}` (§2: "The segment 'community' is 'workspace' for
 * two tenants and 'hub' for one"). The moderation queue is `/admin/{segment}-moderation`.
 */
export function communityAdminPaths(word: string): CommunityAdminPaths {
  // Spec 001 §2: the segment is 'workspace' for the two /workspaces tenants (the 'workspace' and 'committee'
  // words) and 'hub' for the /hubs tenant; the management page is 'communities-management' or '{segment}-management'.
  const segment = word === 'committee' ? 'workspace' : word;
  const management = word === 'community' ? 'communities-management' : `${segment}-management`;
  return {
    managementPath: `/admin/${management}`,
    communityRoot: `/admin/${segment}`,
    moderationPath: `/admin/${segment}-moderation`,
    membersPath: (communityId) => `/admin/${segment}/${encodeURIComponent(String(communityId))}/members`,
  };
}
