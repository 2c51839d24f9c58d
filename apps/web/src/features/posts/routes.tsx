/**
 * Routes of the posts feature (spec 001 §2) under the tenant's community base path: the home feed, saved
 * posts and a post with its comments. Children of the communities layout (composed in app/routes); the post page comes
 * composed with the comments feature from app/pages/PostRoutePage.
 */
import type { RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { page } from '../../shared/route-helpers';

/** The lazily imported post page app/ composes with the comments feature. */
export interface PostRouteComposition {
  post: Parameters<typeof page>[0];
}

/** The feed, saved posts and post pages of a tenant. */
export function postRoutes(profile: TenantProfile, composed: PostRouteComposition): RouteObject[] {
  const communityBase = profile.communityBasePath.slice(1);
  return [
    { path: communityBase, ...page(() => import('./pages/HomeFeedPage')) },
    { path: `${communityBase}/saved-posts`, ...page(() => import('./pages/SavedPostsPage')) },
    { path: `${communityBase}/:alias/posts/:postId`, ...page(composed.post) },
  ];
}
