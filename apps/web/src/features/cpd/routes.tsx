/**
 * Routes of the CPD area (spec 002 §2 CPD): `/cpd` → the tracker, `/cpd/tracker-page`, the course pages
 * the activity form (`/cpd/tracker-page/new`, `/cpd/tracker-page/{cpdId}/edit`), `/cpd/enrolled-page` and `/cpd/all-courses` (passed in by app/, which composes the courses feature), all
 * inside the CPD sidebar layout and behind the cpd module guard (lca has CPD off).
 */
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';
import { feature } from '../../shell/guards/feature-route';

const activityForm = page(() => import('./pages/CpdActivityFormPage'));

/** The lazily imported course pages app/ composes into the CPD area. */
export interface CpdRouteComposition {
  enrolled: Parameters<typeof page>[0];
  allCourses: Parameters<typeof page>[0];
}

/** The CPD routes, mounted in the main layout. */
export function cpdRoutes(composed: CpdRouteComposition): RouteObject[] {
  return [
    {
      path: 'cpd',
      ...feature('cpd'),
      children: [
        {
          ...page(() => import('./pages/CpdLayout')),
          children: [
            { index: true, element: <Navigate to="tracker-page" replace /> },
            { path: 'tracker-page', ...page(() => import('./pages/CpdTrackerPage')) },
            { path: 'tracker-page/new', ...activityForm },
            { path: 'tracker-page/:cpdId/edit', ...activityForm },
            { path: 'enrolled-page', ...page(composed.enrolled) },
            { path: 'all-courses', ...page(composed.allCourses) },
          ],
        },
      ],
    },
  ];
}
