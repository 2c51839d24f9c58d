/**
 * Favourites routes (spec 002 §2 "Favourites", 001 §2): /favourites redirects to resources; sub-routes
 * resources, news, meetings, events, community-posts and communities, each page owned by its feature and composed here (app/ composes features; a feature never imports another).
 */
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';

/** The favourites routes, mounted in the main layout. */
export function favouritesRoutes(): RouteObject[] {
  return [
    {
      path: 'favourites',
      ...page(() => import('../../features/favourites/FavouritesLayout')),
      children: [
        { index: true, element: <Navigate to="resources" replace /> },
        { path: 'resources', ...page(() => import('../../features/content/pages/ResourcesFavouritesPage')) },
        { path: 'news', ...page(() => import('../../features/content/pages/NewsFavouritesPage')) },
        {
          path: 'meetings',
          ...page(() => import('../../features/meetings/pages/MeetingsFavouritesPage')),
        },
        { path: 'events', ...page(() => import('../../features/events/pages/EventsFavouritesPage')) },
        {
          path: 'community-posts',
          ...page(() => import('../../features/posts/pages/CommunityPostsFavouritesPage')),
        },
        {
          path: 'communities',
          ...page(() => import('../../features/communities/pages/CommunitiesFavouritesPage')),
        },
      ],
    },
  ];
}
