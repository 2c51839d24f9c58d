import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { TENANT_PROFILES } from '@portal/contracts';
import { buildRoutes } from './router';
import { listRoutes } from './route-list';

describe('listRoutes (issue 42 point 3: the route list the e2e visits)', () => {
  const byPath = new Map(listRoutes(buildRoutes(TENANT_PROFILES.ota)).map((entry) => [entry.path, entry]));

  it('lists leaf routes with full paths, who opens them and what guards them', () => {
    expect(byPath.get('/account/sign-in')).toMatchObject({ access: 'public', redirect: false });
    expect(byPath.get('/register')).toMatchObject({ access: 'public' });
    expect(byPath.get('/')).toMatchObject({ access: 'member', features: [] });
    expect(byPath.get('/events/:id')).toMatchObject({
      access: 'member',
      features: [{ module: 'events', requiresMember: false }],
    });
    expect(byPath.get('/settings/brand-assets')?.features).toEqual([
      { module: 'settings', subModule: undefined, requiresMember: false },
      { module: 'settings', subModule: 'brand_assets', requiresMember: true },
    ]);
    expect(byPath.get('/admin/users')).toMatchObject({ access: 'staff', adminArea: 'users' });
    expect(byPath.get('/admin/resources/:collection/:id')).toMatchObject({ access: 'staff' });
    expect(byPath.has('/admin')).toBe(true);
    expect(byPath.has('/*')).toBe(true);
  });

  it('marks redirect-only routes and leaves layouts out', () => {
    expect(byPath.get('/events/discover')?.redirect).toBe(true);
    expect(byPath.get('/settings')?.redirect).toBe(true);
    expect(byPath.get('/pages')?.redirect).toBe(false);
    expect(byPath.has('/events/discover/:filterType')).toBe(true);
    expect([...byPath.keys()].some((path) => path.endsWith('/') && path !== '/')).toBe(false);
  });

  it('joins relative paths under pathless layouts and keeps absolute ones', () => {
    const routes: RouteObject[] = [
      { path: 'a', children: [{ children: [{ path: 'b' }, { index: true, lazy: async () => ({}) }] }] },
      { path: '/c' },
    ];
    expect(listRoutes(routes).map((entry) => entry.path)).toEqual(['/a/b', '/a', '/c']);
  });
});
