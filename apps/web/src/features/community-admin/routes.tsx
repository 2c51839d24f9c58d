/**
 * Community administration routes (spec 001 §2 "Community administration area", "Global community
 * administration"), mounted inside the `admin` route (AdminGuard). The segments follow the tenant's word:
 * `/admin/communities-management` and `/admin/community/:id/...` for 'community', otherwise
 * `/admin/{word}-management` and `/admin/{word}/:id/...`.
 */
import { Navigate, type RouteObject } from 'react-router';
import { communityAdminPaths, type TenantProfile } from '@portal/contracts';
import { page } from '../../app/route-helpers';

/** The community administration routes of a tenant, relative to `/admin`. */
export function adminCommunityRoutes(profile: TenantProfile): RouteObject[] {
  const paths = communityAdminPaths(profile.wording.community);
  const management = paths.managementPath.replace(/^\/admin\//, '');
  const root = paths.communityRoot.replace(/^\/admin\//, '');
  return [
    { path: management, ...page(() => import('./pages/CommunitiesManagementPage')) },
    {
      path: `${root}/:id`,
      children: [
        { index: true, element: <Navigate to="members" replace /> },
        { path: 'members', ...page(() => import('./pages/CommunityMembersPage')) },
      ],
    },
  ];
}
