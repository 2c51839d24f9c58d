/**
 * Routes of global search (spec 002 §2 "Global search"; 000 §2 Guards "Search route exists only with global
 * search enabled"): `/search` behind the global_search module guard.
 */
import type { RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';
import { feature } from '../../shell/guards/feature-route';

/** The search routes, mounted in the main layout. */
export function searchRoutes(): RouteObject[] {
  return [
    {
      path: 'search',
      ...feature('global_search'),
      children: [{ index: true, ...page(() => import('./pages/SearchPage')) }],
    },
  ];
}
