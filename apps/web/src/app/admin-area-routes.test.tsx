/**
 * The admin routes of the app's route table (issue 41): every admin area's pages sit behind that area's guard
 * (`adminArea`, the rule of `ADMIN_AREA_RULES` the admin menu offers it by), for every community word; and in
 * the whole app a community moderator (admin access, not `canManageEvents`) who opens /admin/events lands on
 * the admin home.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { TENANT_PROFILES, TOKEN_STORAGE_KEY, UserRole } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRouter } from '../test-utils';
import { ADMIN_AREA_RULES, adminAreaPath, type AdminArea } from '../shell/admin-navigation';
import type { AdminAreaHandle } from '../shell/guards/admin-area-route';
import { buildRoutes } from './router';

const AREAS = Object.keys(ADMIN_AREA_RULES) as AdminArea[];

/** The admin areas guarding `path` in `routes`, outermost first. */
function guardsOf(routes: ReturnType<typeof buildRoutes>, path: string) {
  return (matchRoutes(routes, path) ?? [])
    .map(({ route }) => (route.handle as AdminAreaHandle | undefined)?.adminArea)
    .filter(Boolean);
}

describe('admin routes', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("guards each area's path with that area and no other, for every tenant word", () => {
    for (const profile of Object.values(TENANT_PROFILES)) {
      const routes = buildRoutes(profile);
      for (const area of AREAS) {
        const path = adminAreaPath(area, profile.wording.community);
        // 'mine' has no page of its own: it lists communities, each opening its own admin area.
        if (!path) continue;
        expect(guardsOf(routes, path), `${profile.id} ${path}`).toEqual([area]);
      }
    }
  });

  it('guards the pages under an area too (event form, registrations, attendance, editing, tabs)', () => {
    const routes = buildRoutes(TENANT_PROFILES.ota);
    expect(guardsOf(routes, '/admin/events/new')).toEqual(['events']);
    expect(guardsOf(routes, '/admin/events/e-1')).toEqual(['events']);
    expect(guardsOf(routes, '/admin/events/e-1/registrations')).toEqual(['events']);
    expect(guardsOf(routes, '/admin/events/e-1/attendance')).toEqual(['events']);
    expect(guardsOf(routes, '/admin/resources/news/new')).toEqual(['resources']);
    expect(guardsOf(routes, '/admin/communities-management/tags')).toEqual(['communities']);
  });

  it('sends a community moderator from /admin/events to the admin home', async () => {
    const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    localStorage.setItem(TOKEN_STORAGE_KEY, `${part({ alg: 'HS256' })}.${part({ accessToken: 'a' })}.sig`);
    const moderator = { role: UserRole.Standard, moderatedCommunityCount: 2 };
    mockFetch({
      'GET /api/v1/account': () =>
        jsonResponse(200, {
          id: 'u1',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.org',
          registeredEmail: 'ada@example.org',
          avatarUrl: null,
          pronoun: null,
          contactTypes: ['Member'],
          segments: [],
          mobile: null,
          postalAddress1: null,
          suburb: null,
          postcode: null,
          state: null,
          country: null,
          memberNum: 'M1',
          isFirstLogin: false,
          isMember: true,
          isClientUser: false,
          mode: 'legacy',
          impersonatorId: null,
          ...moderator,
        }),
      'GET /api/v1/permission': () =>
        jsonResponse(200, { ...moderator, hasAdminAccess: true, isAdminLike: false }),
      'POST /api/engagement/track': () => new Response(null, { status: 204 }),
    });
    const router = createMemoryRouter(buildRoutes(TENANT_PROFILES.ota), {
      initialEntries: ['/admin/events'],
    });
    renderRouter(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 30_000 });
    expect(
      await screen.findByRole('navigation', { name: 'Administration' }, { timeout: 30_000 }),
    ).toBeTruthy();
  });
});
