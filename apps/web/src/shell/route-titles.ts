/**
 * Path → page title (spec 000 §2: "A helper maps a path to a page title by matching route patterns,
 * treating {param} segments as wildcards"), and the page-view tracking exclusions of spec 000 §2 Guards.
 */
import { communityAdminPaths, type TenantProfile } from '@portal/contracts';
import { capitalise } from '../shared/i18n';

/** One route pattern ('/events/{id}') and its title. */
export interface RouteTitle {
  pattern: string;
  title: string;
}

function segments(path: string): string[] {
  return path.split('?')[0].split('#')[0].split('/').filter(Boolean);
}

/**
 * True when `path` matches `pattern` segment by segment; a `{param}` segment matches any one segment.
 * Query and hash are ignored; a trailing slash does not matter.
 */
export function matchRoutePattern(pattern: string, path: string): boolean {
  const expected = segments(pattern);
  const actual = segments(path);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => /^\{[^}]+\}$/.test(segment) || segment === actual[index]);
}

/** The title of the first pattern `path` matches, in list order; undefined when none does. */
export function getRouteTitle(path: string, routes: readonly RouteTitle[]): string | undefined {
  return routes.find((route) => matchRoutePattern(route.pattern, path))?.title;
}

/** The route titles of a tenant (spec 000 §2 routes, tenant wording applied). Specific before generic. */
export function buildRouteTitles(profile: TenantProfile): RouteTitle[] {
  const base = profile.communityBasePath;
  const { community, communities, eventsArea } = profile.wording;
  const admin = communityAdminPaths(community);
  return [
    { pattern: '/', title: 'Home' },
    { pattern: '/account/sign-in', title: 'Sign in' },
    { pattern: '/account/sign-in/code', title: 'Verification code' },
    { pattern: '/account/forgot-password', title: 'Forgot password' },
    { pattern: '/account/reset-password', title: 'Reset password' },
    { pattern: '/register', title: 'Join' },
    { pattern: '/workflow', title: 'Join' },
    { pattern: '/membership/new-membership', title: 'Join' },
    { pattern: base, title: capitalise(communities) },
    { pattern: `${base}/events`, title: `${capitalise(communities)} events` },
    { pattern: `${base}/{alias}`, title: capitalise(community) },
    { pattern: `${base}/{alias}/{section}`, title: capitalise(community) },
    { pattern: '/events', title: eventsArea },
    { pattern: '/events/calendar', title: 'Events calendar' },
    { pattern: '/events/discover/{filterType}', title: 'Discover events' },
    { pattern: '/events/{id}', title: 'Event' },
    { pattern: '/events/{id}/attendance', title: 'Attendance' },
    { pattern: '/cpd', title: 'CPD' },
    { pattern: '/cpd/tracker-page', title: 'CPD tracker' },
    { pattern: '/cpd/tracker-page/new', title: 'New CPD activity' },
    { pattern: '/cpd/tracker-page/{cpdId}/edit', title: 'Edit CPD activity' },
    { pattern: '/cpd/enrolled-page', title: 'Enrolled courses' },
    { pattern: '/cpd/all-courses', title: 'All courses' },
    { pattern: '/news', title: 'News' },
    { pattern: '/news/details/{id}', title: 'News article' },
    { pattern: '/resources', title: 'Resources' },
    { pattern: '/resources/{id}', title: 'Resource' },
    { pattern: '/resources/details/{id}', title: 'Resource' },
    { pattern: '/pages', title: 'Pages' },
    { pattern: '/pages/{id}', title: 'Page' },
    { pattern: '/search', title: 'Search' },
    { pattern: '/favourites', title: 'My Favourites' },
    { pattern: '/favourites/{area}', title: 'My Favourites' },
    { pattern: '/marketplace', title: 'Marketplace' },
    { pattern: '/settings', title: 'Settings' },
    { pattern: '/settings/account-details', title: 'Account details' },
    { pattern: '/settings/change-password', title: 'Change password' },
    { pattern: '/settings/membership-profile', title: 'Membership profile' },
    { pattern: '/settings/organisation-details', title: 'Organisation details' },
    { pattern: '/settings/dietary-and-special-requirements', title: 'Dietary & special requirements' },
    { pattern: '/settings/brand-assets', title: 'Brand assets' },
    { pattern: '/settings/contact-us', title: 'Contact us' },
    { pattern: '/settings/invoices', title: 'Invoices' },
    { pattern: '/settings/invoice/{id}', title: 'Invoice' },
    { pattern: '/settings/privacy', title: 'Privacy' },
    { pattern: '/settings/digest', title: 'Digest e-mail' },
    { pattern: '/settings/appearance', title: 'Appearance' },
    { pattern: '/settings/your-data', title: 'Your data' },
    { pattern: '/settings/user-interests', title: 'My Areas of Interest' },
    { pattern: '/settings/area-of-interests', title: 'Practice Areas of Interest' },
    { pattern: '/settings/user-communication-preferences', title: 'Communication preferences' },
    { pattern: '/settings/communication-preferences', title: 'Communication preferences' },
    { pattern: '/settings/manage-find-an-ot', title: 'Manage Find an OT' },
    { pattern: '/settings/cancel-membership', title: 'Cancel my Membership' },
    { pattern: '/admin', title: 'Admin' },
    { pattern: '/admin/users', title: 'Users' },
    { pattern: '/admin/memberships', title: 'Memberships and invoices' },
    { pattern: '/admin/import', title: 'Import members' },
    { pattern: '/admin/account-closures', title: 'Account closures' },
    { pattern: '/admin/insights', title: 'Insights' },
    { pattern: '/admin/resources', title: 'Manage resources' },
    { pattern: '/admin/events', title: 'Manage events' },
    { pattern: '/admin/settings', title: 'Admin settings' },
    { pattern: '/admin/announcement', title: 'Announcements' },
    { pattern: '/admin/digest-preview', title: 'Digest preview' },
    { pattern: '/admin/audit', title: 'Audit log' },
    // The community administration area (001 §2), in the tenant's words.
    { pattern: admin.managementPath, title: `${capitalise(communities)} management` },
    { pattern: `${admin.managementPath}/{tab}`, title: `${capitalise(communities)} management` },
    { pattern: admin.moderationPath, title: 'Moderation queue' },
    { pattern: `${admin.moderationPath}/{tab}`, title: 'Moderation queue' },
    { pattern: `${admin.communityRoot}/{id}`, title: `${capitalise(community)} administration` },
    { pattern: `${admin.communityRoot}/{id}/{section}`, title: `${capitalise(community)} administration` },
    {
      pattern: `${admin.communityRoot}/{id}/{section}/{sub}`,
      title: `${capitalise(community)} administration`,
    },
  ];
}

/**
 * True for the pages whose own tracking replaces the page view (spec 000 §2 Guards): event detail,
 * community pages, news detail and resource detail.
 */
export function isExcludedFromPageTracking(path: string, profile: TenantProfile): boolean {
  const parts = segments(path);
  const baseParts = segments(profile.communityBasePath);
  if (parts.length > baseParts.length && baseParts.every((segment, index) => parts[index] === segment)) {
    return true;
  }
  if (matchRoutePattern('/events/{id}', path)) return parts[1] !== 'calendar';
  return (
    matchRoutePattern('/news/details/{id}', path) ||
    matchRoutePattern('/resources/{id}', path) ||
    matchRoutePattern('/resources/details/{id}', path)
  );
}
