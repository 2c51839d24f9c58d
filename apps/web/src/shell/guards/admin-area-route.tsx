/**
 * The guarded layout route of an admin area (issue 41), for the route tables: its children render only for
 * whoever may use the area ({@link AdminAreaGuard}, the rule of `ADMIN_AREA_RULES` the admin menu uses). The
 * route carries the area in its `handle`, so a test can check that every area's path is guarded by its own
 * rule. The guard is imported on first use, like every route module.
 */
import type { RouteObject } from 'react-router';
import type { AdminArea } from '../admin-navigation';

/** The `handle` of an admin area's guard route. */
export interface AdminAreaHandle {
  adminArea: AdminArea;
}

/** A pathless layout route that guards `children` with the rule of `area`. */
export function adminArea(
  area: AdminArea,
  children: RouteObject[],
): Pick<RouteObject, 'handle' | 'lazy' | 'children'> {
  const handle: AdminAreaHandle = { adminArea: area };
  return {
    handle,
    lazy: async () => {
      const { AdminAreaGuard } = await import('./AdminAreaGuard');
      return { element: <AdminAreaGuard area={area} /> };
    },
    children,
  };
}
