/**
 * The route table of a tenant (spec 000 §2 "Screens and routes"). Every route is lazily loaded (DESIGN.md
 * "Web"): pages, layouts and guards are imported on first use, so the initial JavaScript stays small.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { PageSpinner } from '../shared/components/PageSpinner';
import { page } from '../shared/route-helpers';
import { feature } from '../shell/guards/feature-route';
import { adminArea } from '../shell/guards/admin-area-route';
import { registerPrefetchRoutes } from '../shared/route-prefetch';
import { communitiesAreaRoutes } from './routes/communities';
import { adminEventsRoutes, eventsRoutes } from '../features/events/routes';
import { cartRoutes } from '../features/cart/routes';
import { cpdRoutes } from '../features/cpd/routes';
import { adminContentRoutes, contentRoutes } from '../features/content/routes';
import { favouritesRoutes } from './routes/favourites';
import { adminCommunityRoutes } from '../features/community-admin/routes';
import { settingsRoutes } from './routes/settings';
import { onboardingRoutes } from '../features/onboarding/routes';
import { searchRoutes } from '../features/search/routes';
import { joinRoutes } from '../features/memberships/routes';
import type { PublicHandle } from '../shell/guards/route-handles';

const RouteErrorPage = lazy(() => import('../shell/RouteErrorPage'));

/**
 * The root route's error boundary: the error page (antd's Result) is loaded only when an error is shown. A
 * `lazy` root route would instead be loaded on every first visit, since the router resolves the lazy parts of
 * every matched route before it renders, and with it the shared UI chunk the sign-in page does not otherwise
 * need (issue 37 point 5).
 */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}

/** The routes of the signed-in area, inside the main layout (header, navigation, back-to-top). */
function mainRoutes(profile: TenantProfile): RouteObject[] {
  return [
    { index: true, ...page(() => import('./pages/HomeRoutePage')) },
    ...communitiesAreaRoutes(profile),
    ...eventsRoutes({
      layout: () => import('./pages/EventsLayoutRoute'),
      detail: () => import('./pages/EventDetailRoutePage'),
    }),
    ...cartRoutes(),
    ...cpdRoutes({
      enrolled: () => import('../features/courses/pages/EnrolledPage'),
      allCourses: () => import('../features/courses/pages/AllCoursesPage'),
    }),
    ...contentRoutes(),
    ...searchRoutes(),
    ...favouritesRoutes(),
    { path: 'settings', ...feature('settings'), children: settingsRoutes() },
    {
      path: 'marketplace',
      ...feature('marketplace'),
      children: [{ index: true, ...page(() => import('../features/marketplace/pages/MarketplacePage')) }],
    },
    // Content administration has its own guard (admins and the contentEditor permission, spec 002 issue 5),
    // so content editors without admin access reach it too.
    ...adminContentRoutes().map((route) => ({ ...route, path: `admin/${route.path}` })),
    {
      path: 'admin',
      ...page(() => import('../shell/guards/AdminGuard')),
      children: [
        { index: true, ...page(() => import('../features/admin/pages/AdminHomePage')) },
        // Each area has its own guard with the rule the admin menu and the server use (ADMIN_AREA_RULES).
        adminArea('users', [
          { path: 'users', ...page(() => import('../features/admin/pages/AdminUsersPage')) },
        ]),
        adminArea('sentMail', [
          { path: 'sent-mail', ...page(() => import('../features/admin/pages/SentMailPage')) },
        ]),
        adminArea('digestPreview', [
          { path: 'digest-preview', ...page(() => import('../features/digest/pages/DigestPreviewPage')) },
        ]),
        adminArea('audit', [
          { path: 'audit', ...page(() => import('../features/audit/pages/AuditLogPage')) },
        ]),
        adminArea('memberships', [
          {
            path: 'memberships',
            ...page(() => import('../features/memberships/admin/AdminMembershipsPage')),
          },
        ]),
        adminArea('import', [
          { path: 'import', ...page(() => import('../features/import-export/pages/ImportPage')) },
        ]),
        adminArea('accountClosures', [
          {
            path: 'account-closures',
            ...page(() => import('../features/member-data/pages/AccountClosuresPage')),
          },
        ]),
        adminArea('insights', [
          { path: 'insights', ...page(() => import('../features/insights/pages/InsightsPage')) },
        ]),
        adminArea('events', [
          ...adminEventsRoutes(),
          {
            path: 'events/:id/attendance',
            ...page(() => import('../features/attendance/pages/AttendancePage')),
          },
        ]),
        ...adminCommunityRoutes(
          profile,
          [
            { path: 'assets', ...page(() => import('./pages/CommunityAdminAssetsRoute')) },
            { path: 'meetings', ...page(() => import('./pages/CommunityAdminMeetingsRoute')) },
          ],
          { faq: () => import('../features/faq/pages/AdminFaqPage') },
        ),
        adminArea('settings', [
          { path: 'settings', ...page(() => import('../features/server-values/pages/ServerValuesPage')) },
        ]),
        adminArea('announcement', [
          {
            path: 'announcement',
            ...page(() => import('../features/announcements/pages/AdminAnnouncementPage')),
          },
        ]),
      ],
    },
    { path: '*', ...page(() => import('../shell/NotFoundPage')) },
  ];
}

/** The handle of the layouts whose screens open without signing in (read by the route list, route-list.ts). */
const PUBLIC: PublicHandle = { access: 'public' };

/** The complete route table of a tenant. */
export function buildRoutes(profile: TenantProfile): RouteObject[] {
  return [
    {
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          path: 'account',
          handle: PUBLIC,
          ...page(() => import('../shell/layouts/LoginLayout')),
          children: [
            { index: true, loader: () => redirect('/account/sign-in') },
            { path: 'sign-in', ...page(() => import('../features/auth/pages/SignInPage')) },
            { path: 'sign-in/code', ...page(() => import('../features/auth/pages/SignInCodePage')) },
            { path: 'forgot-password', ...page(() => import('../features/auth/pages/ForgotPasswordPage')) },
            { path: 'reset-password', ...page(() => import('../features/auth/pages/ResetPasswordPage')) },
            { path: 'impersonate', ...page(() => import('../features/auth/pages/ImpersonatePage')) },
            {
              path: 'first-time-login/*',
              ...page(() => import('../features/auth/pages/FirstTimeLoginPage')),
            },
          ],
        },
        // The join form behind the tenant's register route (spec 000 §2), public, in the account layout.
        { handle: PUBLIC, ...page(() => import('../shell/layouts/LoginLayout')), children: joinRoutes() },
        {
          ...page(() => import('../shell/guards/RequireAuth')),
          children: [
            ...onboardingRoutes(),
            { ...page(() => import('../shell/layouts/MainLayout')), children: mainRoutes(profile) },
          ],
        },
      ],
    },
  ];
}

/** The browser data router of a tenant. */
export function createAppRouter(profile: TenantProfile) {
  const routes = buildRoutes(profile);
  registerPrefetchRoutes(routes);
  return createBrowserRouter(routes);
}
