/**
 * Building blocks of the route table (spec 000 §2 "Screens and routes"). Every route is lazily loaded
 * (DESIGN.md "Web"): pages, layouts and guards are imported on first use, so the initial JavaScript stays
 * small. Each feature area keeps its routes in `features/<area>/routes.tsx` built from these helpers.
 */
import type { RouteObject } from 'react-router';
import type { ModuleName, SubModuleName } from '@portal/contracts';
import type { EN_TEXTS } from './i18n';
import { prefetchRoute, type PagePrefetch } from './data-prefetch';

/** An area key of the i18n `area` texts. */
export type AreaKey = keyof typeof EN_TEXTS.area;
type Loaded = { default: React.ComponentType; prefetch?: PagePrefetch };

/**
 * A route whose component is the default export of a lazily imported module. When the module also exports
 * `prefetch`, the route gets a loader that starts the page's first queries as soon as the chunk has loaded
 * (app/data-prefetch.ts).
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
      const { PlaceholderPage } = await import('../shared/components/PlaceholderPage');
      return { element: <PlaceholderPage area={area} /> };
    },
  };
}

/**
 * A layout route that lets its children render only when the module (and sub-module) is permitted, and, with
 * `requiresMember`, only to users with the contact type Member (spec 000 §6).
 */
export function feature(
  module: ModuleName,
  subModule?: SubModuleName,
  requiresMember = false,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { FeatureGuard } = await import('../shell/guards/FeatureGuard');
      return {
        element: <FeatureGuard module={module} subModule={subModule} requiresMember={requiresMember} />,
      };
    },
  };
}
