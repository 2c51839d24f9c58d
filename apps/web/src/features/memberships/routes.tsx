/**
 * The public register routes (spec 000 §2 "Register routes per tenant": /register,
 * /workflow?id=become-psa-member&step=1, /membership/new-membership). Every one of them opens the join form
 * of the current tenant, so the sign-in page's Register link (the profile's `registerRoute`) always lands
 * on it. Mounted by app/router.tsx inside the account layout. The settings pages of this feature are composed
 * by app/routes/settings.tsx.
 */
import type { RouteObject } from 'react-router';
import { page } from '../../shared/route-helpers';

/** The join routes of every tenant. */
export function joinRoutes(): RouteObject[] {
  const join = page(() => import('./pages/JoinPage'));
  return [
    { path: 'register', ...join },
    { path: 'workflow', ...join },
    { path: 'membership/new-membership', ...join },
  ];
}
