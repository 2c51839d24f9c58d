/**
 * The web app's route table for the e2e (issue 42 point 3): the leaf routes of `buildRoutes(profile)` per tenant,
 * read from the router itself (apps/web/src/app/route-list.ts), so a route is checked the day it is added;
 * parameterised routes get real values from the API, and routes that cannot be visited are named in
 * {@link EXEMPT} with a reason.
 */
import { matchPath } from 'react-router';
import { TENANT_PROFILES, type TenantId } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { listRoutes, type RouteEntry } from '../apps/web/src/app/route-list';

export type { RouteEntry };

// The router is imported by a computed specifier: the e2e type-check (tsc -p e2e, no JSX) then leaves the web
// app's TSX to the web project, while Playwright's loader compiles it like any test import.
const ROUTER_MODULE = ['..', 'apps', 'web', 'src', 'app', 'router.tsx'].join('/');
const { buildRoutes } = (await import(ROUTER_MODULE)) as {
  buildRoutes(profile: TenantProfile): RouteObject[];
};

/** The screens of a tenant's route table, in table order. */
export function tenantRoutes(tenant: TenantId): RouteEntry[] {
  return listRoutes(buildRoutes(TENANT_PROFILES[tenant]));
}

/**
 * Screens a tenant has only with a profile setting the page itself reads (not a route guard), by pattern: on
 * the other tenants the page sends the visitor elsewhere.
 */
export const TENANT_SETTING = new Map<string, (profile: TenantProfile) => boolean>([
  ['/settings/dietary-and-special-requirements', (profile) => profile.dietaryRequirements],
]);

/**
 * Whether the tenant has a route at all: its guards' modules and sub-modules are switched on, and the profile
 * setting of {@link TENANT_SETTING} if any.
 */
export function tenantHasRoute(tenant: TenantId, route: RouteEntry): boolean {
  const profile = TENANT_PROFILES[tenant];
  const { modules } = profile;
  const setting = TENANT_SETTING.get(route.path);
  if (setting && !setting(profile)) return false;
  return route.features.every(
    ({ module, subModule }) =>
      modules[module].enabled && (!subModule || modules[module].subModules[subModule] === true),
  );
}

/**
 * Routes no visit can show, by path pattern (any tenant's spelling), with the reason printed in the summary.
 * Redirect-only routes (a `<Navigate>` or a redirecting loader) are exempt by themselves: they have no screen.
 */
export const EXEMPT = new Map<string, string>([
  [
    '/account/sign-in/code',
    'needs a sign-in half done (2FA code sent); the code screen is checked in auth.e2e.ts',
  ],
  ['/first-time-login/*', 'the welcome wizard sends an onboarded member home; onboarding.e2e.ts checks it'],
  [
    '/buy-now',
    'needs an item to buy (?itemPriceId=) and goes on to the checkout; events.e2e.ts buys a ticket',
  ],
  ['/pages', 'opens the first members-only page at once (/pages/:id, visited itself)'],
  [
    '/account/impersonate',
    'spends a one-time staff token, then signs in and leaves at once: no screen of its own',
  ],
]);

/**
 * The query a screen needs to show itself, by pattern: the reset-password form opens only from an e-mailed link
 * (token and user id; any value shows the form, checked on submit, which the visit never does).
 */
export const QUERY = new Map<string, string>([
  ['/account/reset-password', '?token=a11y-check&userId=00000000-0000-4000-8000-000000000000'],
]);

/** Reads JSON from the API as the account signed in on the page (support.ts `api`). */
export type ApiGet = <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>;

type Resolver = (get: ApiGet) => Promise<Record<string, string>>;

const first = <T>(list: T[] | undefined, what: string): T => {
  const item = list?.[0];
  if (item === undefined) throw new Error(`no ${what} to open`);
  return item;
};
const contentId = async (get: ApiGet, collection: string, filter = '') =>
  String(
    first(
      (
        await get<{ data: { id: number }[] }>(
          'GET',
          `/api/content/items/${collection}?limit=1&fields=id${filter}`,
        )
      ).data,
      collection,
    ).id,
  );
const adminCommunity = async (get: ApiGet) => ({
  id: first(
    (
      await get<{ communities: { community: { id: string } }[] }>(
        'GET',
        '/api/v1/admin/community?page=1&pageSize=1',
      )
    ).communities,
    'community',
  ).community.id,
});
const adminEvent = async (get: ApiGet) => ({
  id: String(first((await get<{ events: { id: number }[] }>('GET', '/api/admin/events')).events, 'event').id),
});
const feedPost = async (get: ApiGet) =>
  first(
    (
      await get<{ posts: { id: string; community: { alias: string } }[] }>(
        'GET',
        '/api/v1/community/post/feed?page=1&pageSize=1',
      )
    ).posts,
    'post',
  );

/**
 * Real values for the parameters of a route pattern, first matching pattern wins (patterns differ per tenant
 * word, e.g. `/admin/workspace/:id`). A parameterised route matched by none of these and not in {@link EXEMPT}
 * fails the check.
 */
export const RESOLVERS: Array<[RegExp, Resolver]> = [
  [/^\/events\/discover\/:filterType$/, () => Promise.resolve({ filterType: 'all' })],
  [
    /^\/events\/:id$/,
    async (get) => ({
      id: String(
        first(
          (await get<{ events: { id: number }[] }>('POST', '/api/event/list', { page: 1, pageSize: 1 }))
            .events,
          'event',
        ).id,
      ),
    }),
  ],
  [
    /^\/[a-z-]+\/:alias\/posts\/:postId$/,
    async (get) => {
      const post = await feedPost(get);
      return { alias: post.community.alias, postId: post.id };
    },
  ],
  [
    /^\/[a-z-]+\/:alias\/:tab\?\/:itemId\?$/,
    async (get) => ({ alias: (await feedPost(get)).community.alias }),
  ],
  [
    /^\/cpd\/tracker-page\/:cpdId\/edit$/,
    async (get) => {
      const { data } = await get<{ data: { periods: { cpdRecords: { cpdId: string }[] }[] } }>(
        'GET',
        '/api/user/cpds',
      );
      return {
        cpdId: first(
          data.periods.flatMap((p) => p.cpdRecords),
          'CPD record',
        ).cpdId,
      };
    },
  ],
  [/^\/news\/details\/:id$/, async (get) => ({ id: await contentId(get, 'news') })],
  [/^\/resources\/details\/:id$/, async (get) => ({ id: await contentId(get, 'resource') })],
  [
    /^\/news\/:categoryId$/,
    async (get) => ({ categoryId: await contentId(get, 'category', '&filter[type][_eq]=news') }),
  ],
  [
    /^\/resources\/:categoryId$/,
    async (get) => ({ categoryId: await contentId(get, 'category', '&filter[type][_eq]=resource') }),
  ],
  [/^\/pages\/:id$/, async (get) => ({ id: await contentId(get, 'pages') })],
  [
    /^\/settings\/invoice\/:id$/,
    async (get) => ({
      id: first(
        (await get<{ invoices: { id: string }[] }>('POST', '/api/user/invoices?page=1&pageSize=1', {}))
          .invoices,
        'invoice',
      ).id,
    }),
  ],
  [/^\/admin\/resources\/:collection\/new$/, () => Promise.resolve({ collection: 'news' })],
  [
    /^\/admin\/resources\/:collection\/:id$/,
    async (get) => ({ collection: 'news', id: await contentId(get, 'news') }),
  ],
  [/^\/admin\/events\/:id(\/[a-z]+)?$/, adminEvent],
  [/^\/admin\/[a-z-]+\/:id(\/.*)?$/, adminCommunity],
  // The catch-all route: the not-found page.
  [/^\/\*$/, () => Promise.resolve({ '*': 'no-such-page' })],
  // The first-time sign-in wizard's first step.
  [/^\/account\/first-time-login\/\*$/, () => Promise.resolve({ '*': 'email-input' })],
];

/** Whether a pattern has parameters (`:name`, an optional `:name?`, or a splat `*`). */
export const hasParams = (pattern: string) => /(^|\/)(:|\*)/.test(pattern);

/**
 * The concrete path of `pattern` with `params` filled in (optional parameters left out when not given),
 * checked to match the pattern back.
 */
export function fillPath(pattern: string, params: Record<string, string>): string {
  const path =
    pattern
      .split('/')
      .map((segment) => {
        if (segment === '*') return params['*'] ?? '';
        if (!segment.startsWith(':')) return segment;
        const name = segment.replace(/^:|\?$/g, '');
        return Object.hasOwn(params, name) ? encodeURIComponent(params[name]!) : '';
      })
      .filter((segment, index) => index === 0 || segment !== '')
      .join('/') || '/';
  if (!matchPath(pattern, path)) throw new Error(`${path} does not match ${pattern}`);
  return path;
}
