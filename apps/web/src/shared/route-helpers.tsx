/**
 * Building blocks of the route table (spec 000 §2 "Screens and routes"). Every route is lazily loaded
 * (DESIGN.md "Web"): pages, layouts and guards are imported on first use, so the initial JavaScript stays
 * small. Each feature area keeps its routes in `features/<area>/routes.tsx` built from these helpers (the
 * permission layout route `feature()` lives beside its guard, in `shell/guards/feature-route.tsx`).
 */
import type { RouteObject } from 'react-router';
import type { EN_TEXTS } from './i18n';
import { prefetchRoute, type PagePrefetch } from './data-prefetch';

/** An area key of the i18n `area` texts. */
export type AreaKey = keyof typeof EN_TEXTS.area;
type Loaded = { default: React.ComponentType; prefetch?: PagePrefetch };

/**
 * A route whose component is the default export of a lazily imported module. When the module also exports
 * `prefetch`, the route gets a loader that starts the page's first queries as soon as the chunk has loaded
 * (shared/data-prefetch.ts).
 */
export function page(importer: () => Promise<Loaded>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const loaded = await importer();
      return loaded.prefetch
        ? { Component: loaded.default, ...prefetchRoute(loaded.prefetch) }
        : { Component: loaded.default };
    },
  };
}

/** A placeholder page of an area still to be built (heading + 'This area is being built.'). */
export function placeholder(area: AreaKey): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { PlaceholderPage } = await import('./components/PlaceholderPage');
      return { element: <PlaceholderPage area={area} /> };
    },
  };
}
