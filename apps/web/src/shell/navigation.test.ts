import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES, UserRole, type AccessSubject, type TenantProfile } from '@portal/contracts';
import { createI18n } from '../shared/i18n';
import { buildNavigation, selectedNavKey } from './navigation';

const member: AccessSubject = { contactTypes: ['Member'], role: UserRole.Standard };
const nobody: AccessSubject = { contactTypes: [], role: UserRole.Standard };

function navFor(profile: TenantProfile, subject: AccessSubject) {
  return buildNavigation(profile, subject, createI18n(profile).t);
}

describe('buildNavigation', () => {
  it('lists permitted modules in order with the tenant wording', () => {
    const { items, calendarPath } = navFor(TENANT_PROFILES.ota, member);
    expect(items.map((item) => item.label)).toEqual([
      'Home',
      'Communities',
      'CPD & Events',
      'News & Resources',
      'Marketplace',
    ]);
    expect(items[3].children?.map((child) => child.path)).toEqual(['/news', '/resources']);
    expect(calendarPath).toBe('/events/calendar');
  });

  it('adds the members-only pages to the News & Resources group when the tenant has pages', () => {
    const profile = TENANT_PROFILES.ota;
    const { items } = buildNavigation(profile, member, createI18n(profile).t, true);
    const group = items.find((item) => item.key === 'news-and-resources');
    expect(group?.children?.map((child) => [child.label, child.path])).toEqual([
      ['News', '/news'],
      ['Resources', '/resources'],
      ['Members-only pages', '/pages'],
    ]);
    expect(selectedNavKey(items, '/pages/4')).toBe('pages');
  });

  it('uses the community base path and plural of the tenant', () => {
    const { items } = navFor(TENANT_PROFILES.actls, member);
    expect(items[1]).toMatchObject({ label: 'Hubs', path: '/hubs' });
  });

  it('hides modules whose access rules the user fails', () => {
    const { items } = navFor(TENANT_PROFILES.ota, nobody);
    expect(items.map((item) => item.key)).not.toContain('communities');
  });

  it('shows a lone news or resources entry without the group', () => {
    const profile: TenantProfile = {
      ...TENANT_PROFILES.lca,
      modules: {
        ...TENANT_PROFILES.lca.modules,
        resources: { enabled: false, accessRules: [], subModules: {} },
      },
    };
    const { items, calendarPath } = navFor(profile, member);
    expect(items.map((item) => item.key)).toEqual(['home', 'communities', 'events', 'news']);
    expect(calendarPath).toBeNull();
  });
});

describe('selectedNavKey', () => {
  it('selects the entry with the longest matching path', () => {
    const { items } = navFor(TENANT_PROFILES.ota, member);
    expect(selectedNavKey(items, '/')).toBe('home');
    expect(selectedNavKey(items, '/news/details/3')).toBe('news');
    expect(selectedNavKey(items, '/communities/x')).toBe('communities');
  });
});
