/** Routes of the FAQ feature (spec 001 §2): {base}/faq, a child of the communities layout. */
import type { RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { page } from '../../shared/route-helpers';

/** The FAQ page of a tenant. */
export function faqRoutes(profile: TenantProfile): RouteObject[] {
  return [{ path: `${profile.communityBasePath.slice(1)}/faq`, ...page(() => import('./pages/FaqPage')) }];
}
