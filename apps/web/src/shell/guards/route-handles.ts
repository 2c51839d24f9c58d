/**
 * The `handle`s layout routes carry for the route list (app/route-list.ts, issue 42 point 3): what a feature
 * guard asks for, and which layouts open without signing in. Types only, so the e2e can read them too.
 */
import type { ModuleName, SubModuleName } from '@portal/contracts';

/** The `handle` of a feature-guarded layout route (feature-route.tsx). */
export interface FeatureHandle {
  feature: { module: ModuleName; subModule?: SubModuleName; requiresMember: boolean };
}

/** The `handle` of the layout routes around the screens open without signing in (app/router.tsx). */
export interface PublicHandle {
  access: 'public';
}
