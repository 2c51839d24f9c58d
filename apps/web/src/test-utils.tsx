/**
 * Test helpers: render a page inside the app's providers and a memory router, with a mocked fetch.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY, type TenantProfile } from '@portal/contracts';
import { vi } from 'vitest';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './session/query-client';

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** The route pattern of `element`, e.g. '/account/sign-in'. */
  path: string;
  /** The first location, e.g. '/account/sign-in?redirectTo=%2Fnews'. */
  initialEntry?: string;
  profile?: TenantProfile;
  /** Extra routes (destinations of navigation). */
  routes?: RouteObject[];
}

/** Renders `element` at `path` with the providers; answers the router for location checks. */
export function renderRoute(element: ReactElement, options: RenderRouteOptions) {
  const profile = options.profile ?? TENANT_PROFILES.ota;
  const router = createMemoryRouter(
    [{ path: options.path, element }, ...(options.routes ?? []), { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [options.initialEntry ?? options.path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders profile={profile} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders a router the test built itself (several routes, its own layout) inside the app's providers, for
 * `profile` (ota by default). Features' tests use this rather than importing `app/`.
 */
export function renderRouter(
  router: Parameters<typeof RouterProvider>[0]['router'],
  profile?: TenantProfile,
) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders profile={profile ?? TENANT_PROFILES.ota} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient };
}

/** A JSON Response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch` with a handler keyed by 'METHOD path'; unknown calls answer 404.
 * Returns the mock for call assertions. Undo with `vi.unstubAllGlobals()`.
 */
export function mockFetch(handlers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(body) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Stores a decodable (unsigned) token whose claims carry a general API access token, as after sign-in. */
export function storeAccessToken() {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'none' })}.${part({ accessToken: 'general' })}.x`);
}
