/**
 * Routes of the communities feature (spec 001 §2) under the tenant's community base path (/communities,
 * /workspaces or /hubs): explore and the events page. They render inside the communities layout, composed with the routes of the
 * posts, meetings and FAQ features (and the community detail page) by `app/routes/communities.tsx`.
 */
import type { RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { page } from '../../shared/route-helpers';

/** The communities feature's pages, children of the communities layout. */
export function communityRoutes(profile: TenantProfile): RouteObject[] {
  const communityBase = profile.communityBasePath.slice(1);
  return [
    { path: `${communityBase}/explore`, ...page(() => import('./pages/ExploreCommunitiesPage')) },
    // Spec 001 §2: the communities area's events page (under construction, 'Create new event').
    { path: `${communityBase}/events`, ...page(() => import('./pages/CommunityEventsPage')) },
  ];
}
