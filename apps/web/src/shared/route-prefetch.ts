/**
 * Route chunk prefetch on intent (issue 18 "Production build and speed"): every route is lazily loaded
 * (router.tsx), so the first click on a navigation entry used to wait for its JavaScript. When the pointer
 * enters or the keyboard focuses an entry, {@link prefetchRoute} runs the `lazy` importers of every route the
 * path matches (layouts, guards and the page), so the chunks are in the module cache by the click. Importers
 * are plain dynamic imports: running one again later costs nothing, and a failed prefetch is ignored (the
 * navigation itself reports a real failure).
 */
import type { MenuProps } from 'antd';
import { matchRoutes, type RouteObject } from 'react-router';

let table: RouteObject[] = [];
const prefetched = new Set<string>();

/** Remembers the tenant's route table (called once by createAppRouter). */
export function registerPrefetchRoutes(routes: RouteObject[]): void {
  table = routes;
  prefetched.clear();
}

/** Loads the route chunks of an internal `path` (e.g. '/events/discover/all') in the background, once. */
export function prefetchRoute(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!table.length || !pathname.startsWith('/') || prefetched.has(pathname)) return;
  prefetched.add(pathname);
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}

/** The pointer and focus handlers that prefetch `path` (spread on a link). */
export function prefetchHandlers(path: string | undefined) {
  if (!path) return {};
  const run = () => prefetchRoute(path);
  return { onMouseEnter: run, onFocus: run };
}

type Items = NonNullable<MenuProps['items']>;
type LooseItem = { key?: React.Key; children?: Items } & Record<string, unknown>;

/** antd menu items whose leaves prefetch the path `pathOf(key)` on hover and focus (groups are walked). */
export function withPrefetch(items: Items, pathOf: (key: string) => string | undefined): Items {
  return items.map((item) => {
    if (!item || typeof item !== 'object') return item;
    const loose = item as LooseItem;
    if (Array.isArray(loose.children))
      return { ...loose, children: withPrefetch(loose.children, pathOf) } as typeof item;
    const path = loose.key == null ? undefined : pathOf(String(loose.key));
    return path ? ({ ...loose, ...prefetchHandlers(path) } as typeof item) : item;
  });
}
