/**
 * The route table as a flat list of screens (issue 42 point 3): every leaf route of {@link buildRoutes} with its
 * full path pattern and what it needs (the feature modules of its guards, an admin area, public or signed in),
 * so the e2e accessibility check visits every route the router has, the day it is added. Pure: it reads the
 * route objects and never runs their `lazy` importers.
 */
import type { RouteObject } from 'react-router';
import type { FeatureHandle, PublicHandle } from '../shell/guards/route-handles';

/** One screen of the route table. */
export interface RouteEntry {
  /** The full path pattern, e.g. '/events/:id' or '/admin/community/:id/about' ('/' for home). */
  path: string;
  /** The modules (and sub-modules) its guards ask for, outermost first. */
  features: FeatureHandle['feature'][];
  /** The admin area guarding it, if any (shell/guards/admin-area-route.tsx). */
  adminArea: string | null;
  /** Who opens it: anyone ('public'), a signed-in member ('member'), or staff (under /admin). */
  access: 'public' | 'member' | 'staff';
  /** It only redirects (a `<Navigate>` element or a redirecting loader): no screen of its own. */
  redirect: boolean;
}

const join = (base: string, segment: string | undefined) =>
  segment === undefined ? base : segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`;

/** The leaf routes of `routes` as {@link RouteEntry} rows, in table order. */
export function listRoutes(routes: RouteObject[]): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (list: RouteObject[], base: string, inherited: Omit<RouteEntry, 'path' | 'redirect'>) => {
    for (const route of list) {
      const handle = (route.handle ?? {}) as Partial<FeatureHandle & PublicHandle & { adminArea: string }>;
      const path = join(base, route.path);
      const context = {
        features: handle.feature ? [...inherited.features, handle.feature] : inherited.features,
        adminArea: handle.adminArea ?? inherited.adminArea,
        access:
          handle.access === 'public'
            ? ('public' as const)
            : path === '/admin' || path.startsWith('/admin/')
              ? ('staff' as const)
              : inherited.access,
      };
      if (route.children?.length) {
        walk(route.children, path, context);
        continue;
      }
      const redirect = !route.lazy && (route.element != null || route.loader != null);
      entries.push({ path: path || '/', redirect, ...context });
    }
  };
  walk(routes, '/', { features: [], adminArea: null, access: 'member' });
  return entries;
}
