/**
 * The permission layout route of a feature area (spec 000 §2 Guards), for `features/<area>/routes.tsx`. The
 * guard itself ({@link FeatureGuard}) is imported on first use, so it stays out of the initial JavaScript.
 */
import type { RouteObject } from 'react-router';
import type { ModuleName, SubModuleName } from '@portal/contracts';
import type { FeatureHandle } from './route-handles';

/**
 * A layout route that lets its children render only when the module (and sub-module) is permitted, and, with
 * `requiresMember`, only to users with the contact type Member (spec 000 §6).
 */
export function feature(
  module: ModuleName,
  subModule?: SubModuleName,
  requiresMember = false,
): Pick<RouteObject, 'handle' | 'lazy'> {
  // The handle names what the guard asks for, so the route list (app/route-list.ts) can tell which tenants
  // have the screen.
  const handle: FeatureHandle = { feature: { module, subModule, requiresMember } };
  return {
    handle,
    lazy: async () => {
      const { FeatureGuard } = await import('./FeatureGuard');
      return {
        element: <FeatureGuard module={module} subModule={subModule} requiresMember={requiresMember} />,
      };
    },
  };
}
