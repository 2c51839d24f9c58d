/** Routes of the meetings feature (spec 001 §2): /meetings/explore, a child of the communities layout. */
import type { RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';

/** The explore-meetings page. */
export function meetingRoutes(): RouteObject[] {
  return [{ path: 'meetings/explore', ...page(() => import('./pages/ExploreMeetingsPage')) }];
}
