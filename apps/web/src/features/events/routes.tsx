/**
 * Routes of the events area (spec 002 §2 events) and event administration (000 §2). The layout and the event
 * page come composed with the cart feature from app/ ({@link EventsRouteComposition}).
 */
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';
import { feature } from '../../shell/guards/feature-route';

const underConstruction = page(() => import('./pages/UnderConstructionPage'));

/** The lazily imported pages app/ composes with other features: the events layout and the event page. */
export interface EventsRouteComposition {
  layout: Parameters<typeof page>[0];
  detail: Parameters<typeof page>[0];
}

/** The events routes, mounted in the main layout. */
export function eventsRoutes(composed: EventsRouteComposition): RouteObject[] {
  return [
    {
      path: 'events',
      ...feature('events'),
      children: [
        {
          ...page(composed.layout),
          children: [
            { index: true, ...page(() => import('./pages/EventsHomePage')) },
            { path: 'discover', element: <Navigate to="all" replace /> },
            { path: 'discover/:filterType', ...page(() => import('./pages/DiscoverPage')) },
            { path: 'calendar', element: <Navigate to="/events/discover/all?activeTab=calendar" replace /> },
            { path: 'attending', ...page(() => import('./pages/RegisteredEventsPage')) },
            { path: 'past', ...page(() => import('./pages/PastEventsPage')) },
            ...['my-invites', 'your-preferences', 'webinar', 'meeting', 'conference', 'general'].map(
              (path) => ({
                path,
                ...underConstruction,
              }),
            ),
            { path: ':id', ...page(composed.detail) },
          ],
        },
      ],
    },
  ];
}

/** The event administration routes, mounted under /admin. */
export function adminEventsRoutes(): RouteObject[] {
  return [
    {
      path: 'events',
      children: [
        { index: true, ...page(() => import('./admin/AdminEventsPage')) },
        { path: 'new', ...page(() => import('./admin/AdminEventFormPage')) },
        { path: ':id', ...page(() => import('./admin/AdminEventFormPage')) },
        { path: ':id/registrations', ...page(() => import('./admin/AdminRegistrationsPage')) },
      ],
    },
  ];
}
