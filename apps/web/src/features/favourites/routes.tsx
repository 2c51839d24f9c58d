/**
 * Favourites routes (spec 002 §2 "Favourites", 001 §2): /favourites redirects to resources; sub-routes
 * resources, news, meetings, events, community-posts and communities, each page owned by its area.
 */
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../app/route-helpers';

/** The favourites routes, mounted in the main layout. */
export function favouritesRoutes(): RouteObject[] {
  return [
    {
      path: 'favourites',
      ...page(() => import('./FavouritesLayout')),
      children: [
        { index: true, element: <Navigate to="resources" replace /> },
        { path: 'resources', ...page(() => import('../content/pages/ResourcesFavouritesPage')) },
        { path: 'news', ...page(() => import('../content/pages/NewsFavouritesPage')) },
        { path: 'meetings', ...page(() => import('../communities/pages/MeetingsFavouritesPage')) },
        { path: 'events', ...page(() => import('../events/pages/EventsFavouritesPage')) },
        {
          path: 'community-posts',
          ...page(() => import('../communities/pages/CommunityPostsFavouritesPage')),
        },
        { path: 'communities', ...page(() => import('../communities/pages/CommunitiesFavouritesPage')) },
      ],
    },
  ];
}
