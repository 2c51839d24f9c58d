/** The settings side menu (spec 000 §2 Settings area): entries and conditions per tenant and user. */
import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES, UserRole, type AccessSubject } from '@portal/contracts';
import { buildSettingsMenu, settingsMenuKey } from './settings-menu';

const member: AccessSubject = { contactTypes: ['Member'], role: UserRole.Standard };
const client: AccessSubject = { contactTypes: ['ClientUser'], role: UserRole.Standard };

describe('buildSettingsMenu', () => {
  it('lists every ota entry in the spec order, Brand assets under Membership profile', () => {
    const entries = buildSettingsMenu({
      profile: TENANT_PROFILES.ota,
      subject: member,
      canCancelMembership: true,
    });
    expect(entries.map((e) => e.label)).toEqual([
      'Account details',
      'Change password',
      'Membership profile',
      'Organisation details',
      'Dietary & special requirements',
      'Privacy',
      'Calendar subscription',
      'Digest e-mail',
      'Appearance',
      'Your data',
      'Manage Find an OT',
      'Cancel my Membership',
      'Communication preferences',
      'My communication preferences',
      'Practice Areas of Interest',
      'My Areas of Interest',
      'Invoices',
      'Contact us',
    ]);
    expect(entries.find((e) => e.key === 'membership-profile')?.children?.map((e) => e.path)).toEqual([
      '/settings/brand-assets',
    ]);
  });

  it('leaves out member-only and can-cancel entries for a client user, and disabled sub-modules for psa', () => {
    const ota = buildSettingsMenu({
      profile: TENANT_PROFILES.ota,
      subject: client,
      canCancelMembership: false,
    });
    const keys = ota.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)]);
    expect(keys).not.toContain('find-an-ot');
    expect(keys).not.toContain('brand-assets');
    expect(keys).not.toContain('cancel-membership');
    const psa = buildSettingsMenu({
      profile: TENANT_PROFILES.psa,
      subject: member,
      canCancelMembership: true,
    });
    expect(psa.map((e) => e.key)).not.toContain('area-of-interests');
    expect(psa.map((e) => e.key)).toContain('user-interests');
    expect(psa.map((e) => e.key)).not.toContain('dietary');
  });

  it('selects the entry of a path; an invoice belongs to Invoices', () => {
    const entries = buildSettingsMenu({
      profile: TENANT_PROFILES.ota,
      subject: member,
      canCancelMembership: true,
    });
    expect(settingsMenuKey(entries, '/settings/brand-assets')).toBe('brand-assets');
    expect(settingsMenuKey(entries, '/settings/invoice/abc')).toBe('invoices');
    expect(settingsMenuKey(entries, '/settings/privacy')).toBe('privacy');
  });
});
