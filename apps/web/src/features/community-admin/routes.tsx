/**
 * Community administration routes (spec 001 §2 "Community administration area", "Global community
 * administration"), mounted inside the `admin` route (AdminGuard). The segments follow the tenant's word:
 * `/admin/communities-management` and `/admin/community/:id/...` for 'community', otherwise
 * `/admin/{segment}-management` and `/admin/{segment}/:id/...` (the segment is the word, 'workspace' for lca). One community's area (issue 14) has the sidebar
 * layout and every sub-page; `composed` adds the sub-pages built from other features in app/ (assets,
 * meetings). The cross-community moderation queue is `/admin/{segment}-moderation`. lca ('committee') uses
 * the 'workspace' segment throughout (spec 001 §2).
 */
import { Navigate, type RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { communityAdminPaths } from '@portal/contracts/community-admin/community-admin-paths';
import { page } from '../../shared/route-helpers';
import { adminArea } from '../../shell/guards/admin-area-route';

const named = <K extends string>(importer: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  lazy: async () => ({ Component: (await importer())[name] }),
});
const posts = () => import('./pages/community/CommunityPostsPage');
const reported = () => import('./pages/community/ReportedPage');
const members = () => import('./pages/CommunityMembersPage');

/** Pages of other features shown as global tabs, composed by the app (features never import each other). */
export interface GlobalTabPages {
  /** The FAQ tab (features/faq). */
  faq: Parameters<typeof page>[0];
}

/**
 * The community administration routes of a tenant, relative to `/admin`. The management root holds the global
 * tabs (spec 001 §2): Communities (index), categories, tags, administrators, terms-conditions, faq; one
 * community's area at `{root}/:id` takes the pages `composed` by the app (assets, meetings).
 */
export function adminCommunityRoutes(
  profile: TenantProfile,
  composed: RouteObject[] = [],
  tabs?: GlobalTabPages,
): RouteObject[] {
  const word = profile.wording.community;
  const paths = communityAdminPaths(word);
  const management = paths.managementPath.replace(/^\/admin\//, '');
  const root = paths.communityRoot.replace(/^\/admin\//, '');
  const moderation = paths.moderationPath.replace(/^\/admin\//, '');
  return [
    // Global administration: a general* tab; the queue: admin access (ADMIN_AREA_RULES, as the admin menu).
    adminArea('communities', [
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
    ]),
    adminArea('moderation', [{ path: moderation, ...page(() => import('./pages/ModerationQueuePage')) }]),
    {
      path: `${root}/:id`,
      ...page(() => import('./pages/community/CommunityAdminLayout')),
      children: [
        { index: true, element: <Navigate to="about" replace /> },
        { path: 'about', ...page(() => import('./pages/community/AboutPage')) },
        { path: 'posts', ...named(posts, 'AllPostsRoute') },
        { path: 'pending-posts', ...named(posts, 'PendingPostsRoute') },
        { path: 'archive', ...named(posts, 'ArchivedPostsRoute') },
        { path: 'reported-posts', ...named(reported, 'ReportedPostsRoute') },
        { path: 'reported-comments', ...named(reported, 'ReportedCommentsRoute') },
        { path: 'members', ...named(members, 'MembersRoute') },
        {
          path: 'deleted-members',
          lazy: async () => {
            const { MembersRoute } = await members();
            return { Component: () => <MembersRoute removed /> };
          },
        },
        { path: 'banned-members', ...page(() => import('./pages/community/BlacklistPage')) },
        { path: 'settings', ...page(() => import('./pages/community/SettingsPage')) },
        { path: 'membership-requirements', ...page(() => import('./pages/community/RequirementsPage')) },
        {
          path: 'membership-requirements/join-questions',
          ...page(() => import('./pages/community/RequirementsPage')),
        },
        ...composed,
      ],
    },
  ];
}
