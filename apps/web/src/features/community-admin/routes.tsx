/**
 * Community administration routes (spec 001 §2 "Community administration area", "Global community
 * administration"), mounted inside the `admin` route (AdminGuard). The segments follow the tenant's word:
 * `/admin/communities-management` and `/admin/community/:id/...` for 'community', otherwise
 * `/admin/{word}-management` and `/admin/{word}/:id/...`.
 */
import { Navigate, type RouteObject } from 'react-router';
import { communityAdminPaths, type TenantProfile } from '@portal/contracts';
import { page } from '../../app/route-helpers';

/** Pages of other features shown as global tabs, composed by the app (features never import each other). */
export interface GlobalTabPages {
  /** The FAQ tab (features/faq). */
  faq: Parameters<typeof page>[0];
}

/**
 * The community administration routes of a tenant, relative to `/admin`. The management root holds the global
 * tabs (spec 001 §2): Communities (index), categories, tags, administrators, terms-conditions, faq.
 */
export function adminCommunityRoutes(profile: TenantProfile, tabs?: GlobalTabPages): RouteObject[] {
  const paths = communityAdminPaths(profile.wording.community);
  const management = paths.managementPath.replace(/^\/admin\//, '');
  const root = paths.communityRoot.replace(/^\/admin\//, '');
  return [
    {
      path: management,
      ...page(() => import('./components/GlobalAdminLayout')),
      children: [
        { index: true, ...page(() => import('./pages/CommunitiesManagementPage')) },
        { path: 'categories', ...page(() => import('./pages/global/CategoriesTab')) },
        { path: 'tags', ...page(() => import('./pages/global/TagsTab')) },
        { path: 'administrators', ...page(() => import('./pages/global/ManagersTab')) },
        { path: 'terms-conditions', ...page(() => import('./pages/global/GlobalTermsTab')) },
        ...(tabs ? [{ path: 'faq', ...page(tabs.faq) }] : []),
      ],
    },
    {
      path: `${root}/:id`,
      children: [
        { index: true, element: <Navigate to="members" replace /> },
        { path: 'members', ...page(() => import('./pages/CommunityMembersPage')) },
      ],
    },
  ];
}
