/**
 * The admin area guards (issue 41): every admin route is guarded by the rule of its area, the same rule the
 * admin menu offers it by (`ADMIN_AREA_RULES`, `adminAreasOf`) and the server applies to its calls. A person
 * with admin access but without `canManageEvents` (a community moderator) is sent from /admin/events to the
 * admin home; the menu and the guards agree for every area and every kind of person. That the app's route
 * table puts each area's pages behind that area's guard: app/admin-area-routes.test.tsx.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { UserRole, type TPermissionResponse } from '@portal/contracts';
import { jsonResponse, mockFetch, renderRouter } from '../../test-utils';
import { ADMIN_AREA_RULES, adminAreaPath, adminAreasOf, type AdminArea } from '../admin-navigation';
import { adminArea } from './admin-area-route';

const answer = (extra: Partial<TPermissionResponse>) =>
  ({
    hasAdminAccess: false,
    isAdminLike: false,
    moderatedCommunityCount: 0,
    ...extra,
  }) as TPermissionResponse;

/** The kinds of person the admin area serves. */
const PEOPLE: Record<string, TPermissionResponse> = {
  admin: answer({ role: UserRole.Admin, hasAdminAccess: true, isAdminLike: true }),
  workSpaceOwner: answer({ role: UserRole.WorkSpaceOwner, hasAdminAccess: true, isAdminLike: true }),
  moderator: answer({ role: UserRole.Standard, hasAdminAccess: true, moderatedCommunityCount: 2 }),
  flagHolder: answer({ role: UserRole.Manager, hasAdminAccess: true, generalFaq: true, contentEditor: true }),
  announcer: answer({ role: UserRole.Standard, hasAdminAccess: true, generalAnnouncements: true }),
  member: answer({ role: UserRole.Standard }),
};

const AREAS = Object.keys(ADMIN_AREA_RULES) as AdminArea[];
/** The areas with a route of their own ('mine' lists communities, each opening its own admin area). */
const ROUTED = AREAS.filter((area) => adminAreaPath(area, 'community') !== undefined);

/** `/admin` (the admin home) and one area's page behind its guard, at the area's path. */
function renderArea(area: AdminArea, permission: TPermissionResponse) {
  mockFetch({ 'GET /api/v1/permission': () => jsonResponse(200, permission) });
  const path = adminAreaPath(area, 'community')!;
  const routes: RouteObject[] = [
    { path: '/admin', element: <p>Admin home</p> },
    adminArea(area, [{ path, element: <p>Area page</p> }]),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderRouter(router);
  return router;
}

describe('admin area guards', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a moderator (admin access, no canManageEvents) from /admin/events to the admin home', async () => {
    expect(adminAreasOf(PEOPLE.moderator)).not.toContain('events');
    const router = renderArea('events', PEOPLE.moderator!);
    await screen.findByText('Admin home');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText('Area page')).toBeNull();
  });

  it('lets an administrator into /admin/events', async () => {
    const router = renderArea('events', PEOPLE.admin!);
    await screen.findByText('Area page');
    expect(router.state.location.pathname).toBe('/admin/events');
  });

  it('agrees with the admin menu for every area and every kind of person', async () => {
    for (const [who, permission] of Object.entries(PEOPLE)) {
      for (const area of ROUTED) {
        const offered = adminAreasOf(permission).includes(area);
        const router = renderArea(area, permission);
        await screen.findByText(offered ? 'Area page' : 'Admin home');
        expect(router.state.location.pathname, `${who} ${area}`).toBe(
          offered ? adminAreaPath(area, 'community') : '/admin',
        );
        router.dispose();
        document.body.innerHTML = '';
      }
    }
  });
});
