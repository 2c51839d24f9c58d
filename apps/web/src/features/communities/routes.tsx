/**
 * Routes of the communities area (spec 001 §2), under the tenant's community base path
 * (/communities, /workspaces or /hubs), plus /meetings/explore.
 */
import type { RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { feature, page } from '../../app/route-helpers';

/** The communities routes of a tenant, mounted in the main layout. */
export function communityRoutes(profile: TenantProfile): RouteObject[] {
  const communityBase = profile.communityBasePath.slice(1);
  return [
    {
      ...feature('communities'),
      children: [
        {
          ...page(() => import('./components/CommunitiesLayout')),
          children: [
            { path: communityBase, ...page(() => import('./pages/HomeFeedPage')) },
            { path: `${communityBase}/explore`, ...page(() => import('./pages/ExploreCommunitiesPage')) },
            { path: `${communityBase}/saved-posts`, ...page(() => import('./pages/SavedPostsPage')) },
            { path: `${communityBase}/faq`, ...page(() => import('./pages/FaqPage')) },
            { path: 'meetings/explore', ...page(() => import('./pages/ExploreMeetingsPage')) },
            { path: `${communityBase}/:alias/posts/:postId`, ...page(() => import('./pages/PostPage')) },
            {
              path: `${communityBase}/:alias/:tab?/:itemId?`,
              ...page(() => import('./pages/CommunityPage')),
            },
          ],
        },
      ],
    },
  ];
}
