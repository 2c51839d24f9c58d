/**
 * The route table of a tenant (spec 000 §2 "Screens and routes"). Every route is lazily loaded (DESIGN.md
 * "Web"): pages, layouts and guards are imported on first use, so the initial JavaScript stays small.
 */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { ModuleName, SubModuleName, TenantProfile } from '@portal/contracts';
import { PageSpinner } from '../shared/components/PageSpinner';
import type { EN_TEXTS } from './i18n';

type AreaKey = keyof typeof EN_TEXTS.area;
type Loaded = { default: React.ComponentType };

/** A route whose component is the default export of a lazily imported module. */
function page(importer: () => Promise<Loaded>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await importer()).default }) };
}

/** A placeholder page of an area still to be built (heading + 'This area is being built.'). */
function placeholder(area: AreaKey): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { PlaceholderPage } = await import('../shared/components/PlaceholderPage');
      return { element: <PlaceholderPage area={area} /> };
    },
  };
}

/** A layout route that lets its children render only when the module (and sub-module) is permitted. */
function feature(module: ModuleName, subModule?: SubModuleName): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { FeatureGuard } = await import('../shell/guards/FeatureGuard');
      return { element: <FeatureGuard module={module} subModule={subModule} /> };
    },
  };
}

/** Settings routes of spec 000 §2, with the sub-module guards of spec 000 §2 Guards. */
function settingsRoutes(): RouteObject[] {
  const plain = [
    'change-password',
    'account-details',
    'organisation-details',
    'dietary-and-special-requirements',
    'contact-us',
    'privacy',
    'invoice/:id',
  ];
  const guarded: Array<[string, ModuleName, SubModuleName]> = [
    ['membership-profile', 'settings', 'membership_profile'],
    ['brand-assets', 'settings', 'brand_assets'],
    ['manage-find-an-ot', 'settings', 'find_an_ot'],
    ['cancel-membership', 'settings', 'cancel_membership'],
    ['invoices', 'activities_and_billing', 'invoices'],
    ['user-interests', 'preferences_and_interests', 'user_areas_of_interest'],
    ['area-of-interests', 'preferences_and_interests', 'practice_areas_of_interest'],
    ['user-communication-preferences', 'preferences_and_interests', 'user_communication_preferences'],
    ['communication-preferences', 'preferences_and_interests', 'communication_preferences'],
  ];
  return [
    { index: true, ...placeholder('settings') },
    ...plain.map((path) => ({ path, ...placeholder('settings') })),
    ...guarded.map(([path, module, subModule]) => ({
      ...feature(module, subModule),
      children: [{ path, ...placeholder('settings') }],
    })),
  ];
}

/** The routes of the signed-in area, inside the main layout (header, navigation, back-to-top). */
function mainRoutes(profile: TenantProfile): RouteObject[] {
  const communityBase = profile.communityBasePath.slice(1);
  return [
    { index: true, ...page(() => import('../features/dashboard/pages/HomePage')) },
    {
      ...feature('communities'),
      children: [{ path: `${communityBase}/*`, ...placeholder('communities') }],
    },
    {
      path: 'events',
      ...feature('events'),
      children: [
        {
          path: 'calendar',
          ...feature('events', 'calendar'),
          children: [{ index: true, ...placeholder('events') }],
        },
        { index: true, ...placeholder('events') },
        { path: '*', ...placeholder('events') },
      ],
    },
    {
      path: 'cpd',
      ...feature('cpd'),
      children: [
        { index: true, ...placeholder('cpd') },
        { path: '*', ...placeholder('cpd') },
      ],
    },
    {
      path: 'news',
      ...feature('news'),
      children: [
        { index: true, ...placeholder('news') },
        { path: '*', ...placeholder('news') },
      ],
    },
    {
      path: 'resources',
      ...feature('resources'),
      children: [
        { index: true, ...placeholder('resources') },
        { path: '*', ...placeholder('resources') },
      ],
    },
    { path: 'pages/*', ...placeholder('pages') },
    { path: 'search', ...feature('global_search'), children: [{ index: true, ...placeholder('search') }] },
    { path: 'favourites', ...placeholder('favourites') },
    { path: 'buy-now', ...placeholder('pages') },
    { path: 'settings', ...feature('settings'), children: settingsRoutes() },
    {
      path: 'marketplace',
      ...feature('marketplace'),
      children: [{ index: true, ...page(() => import('../features/marketplace/pages/MarketplacePage')) }],
    },
    {
      path: 'admin',
      ...page(() => import('../shell/guards/AdminGuard')),
      children: [
        { index: true, ...page(() => import('../features/admin/pages/AdminHomePage')) },
        { path: 'users', ...page(() => import('../features/admin/pages/AdminUsersPage')) },
        { path: 'resources', ...placeholder('adminResources') },
        { path: 'events', ...placeholder('adminEvents') },
        { path: 'settings', ...placeholder('adminSettings') },
        { path: 'announcement', ...placeholder('adminAnnouncement') },
      ],
    },
    { path: '*', ...page(() => import('../shell/NotFoundPage')) },
  ];
}

/** The complete route table of a tenant. */
export function buildRoutes(profile: TenantProfile): RouteObject[] {
  return [
    {
      HydrateFallback: PageSpinner,
      lazy: async () => ({ ErrorBoundary: (await import('../shell/RouteErrorPage')).default }),
      children: [
        {
          path: 'account',
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
        {
          ...page(() => import('../shell/guards/RequireAuth')),
          children: [
            { path: 'first-time-login/*', ...placeholder('firstTimeLogin') },
            { ...page(() => import('../shell/layouts/MainLayout')), children: mainRoutes(profile) },
          ],
        },
      ],
    },
  ];
}

/** The browser data router of a tenant. */
export function createAppRouter(profile: TenantProfile) {
  return createBrowserRouter(buildRoutes(profile));
}
