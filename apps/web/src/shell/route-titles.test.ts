import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES } from '@portal/contracts';
import {
  buildRouteTitles,
  getRouteTitle,
  isExcludedFromPageTracking,
  matchRoutePattern,
} from './route-titles';

describe('matchRoutePattern', () => {
  it('treats {param} segments as wildcards', () => {
    expect(matchRoutePattern('/events/{id}', '/events/42')).toBe(true);
    expect(matchRoutePattern('/news/details/{id}', '/news/details/abc?x=1')).toBe(true);
  });

  it('needs the same number of segments and equal literal segments', () => {
    expect(matchRoutePattern('/events/{id}', '/events')).toBe(false);
    expect(matchRoutePattern('/events/{id}', '/events/42/register')).toBe(false);
    expect(matchRoutePattern('/news/details/{id}', '/news/other/1')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(matchRoutePattern('/settings', '/settings/')).toBe(true);
  });
});

describe('getRouteTitle', () => {
  const routes = buildRouteTitles(TENANT_PROFILES.psa);

  it('maps paths to titles with the tenant wording', () => {
    expect(getRouteTitle('/', routes)).toBe('Home');
    expect(getRouteTitle('/workspaces', routes)).toBe('Workspaces');
    expect(getRouteTitle('/workspaces/design-guild', routes)).toBe('Workspace');
    expect(getRouteTitle('/events', routes)).toBe('Development and Networking');
  });

  it('prefers the specific pattern listed first', () => {
    expect(getRouteTitle('/events/calendar', routes)).toBe('Events calendar');
    expect(getRouteTitle('/events/17', routes)).toBe('Event');
  });

  it.each([
    ['/events/discover/all', 'Discover events'],
    ['/events/discover/cpd', 'Discover events'],
    ['/events/12/attendance', 'Attendance'],
    ['/cpd/tracker-page', 'CPD tracker'],
    ['/cpd/tracker-page/new', 'New CPD activity'],
    ['/cpd/tracker-page/7/edit', 'Edit CPD activity'],
    ['/cpd/enrolled-page', 'Enrolled courses'],
    ['/cpd/all-courses', 'All courses'],
    ['/favourites/resources', 'My Favourites'],
    ['/favourites/community-posts', 'My Favourites'],
  ])('names %s (issue 40: not the tenant name alone)', (path, title) => {
    expect(getRouteTitle(path, routes)).toBe(title);
  });

  it('names the community administration pages in the tenant words', () => {
    expect(getRouteTitle('/admin/workspace-management/categories', routes)).toBe('Workspaces management');
    expect(getRouteTitle('/admin/workspace/3f2a/about', routes)).toBe('Workspace administration');
    expect(getRouteTitle('/admin/workspace-moderation', routes)).toBe('Moderation queue');
  });

  it('answers undefined for unknown paths', () => {
    expect(getRouteTitle('/nowhere/at/all', routes)).toBeUndefined();
  });
});

describe('isExcludedFromPageTracking', () => {
  const profile = TENANT_PROFILES.ota;

  it.each([
    '/events/12',
    '/communities/ot-network',
    '/communities/ot-network/posts',
    '/news/details/4',
    '/resources/9',
  ])('excludes %s', (path) => {
    expect(isExcludedFromPageTracking(path, profile)).toBe(true);
  });

  it.each(['/', '/events', '/events/calendar', '/communities', '/news', '/settings/account-details'])(
    'tracks %s',
    (path) => {
      expect(isExcludedFromPageTracking(path, profile)).toBe(false);
    },
  );
});
