import { describe, expect, it } from 'vitest';
import { TENANT_PROFILES, UserRole, type AccessSubject } from '@portal/contracts';
import { buildAvatarMenu, initialsOf, type AvatarMenuEntry } from './avatar-menu';

const member: AccessSubject = { contactTypes: ['Member'], role: UserRole.Standard };
const client: AccessSubject = { contactTypes: ['ClientUser'], role: UserRole.Standard };
const admin: AccessSubject = { contactTypes: ['Member'], role: UserRole.Admin };

function keys(entries: AvatarMenuEntry[]): string[] {
  return entries.flatMap((entry) => [entry.key, ...(entry.children ? keys(entry.children) : [])]);
}

describe('buildAvatarMenu', () => {
  it('gives a member of the first tenant every entry it has turned on', () => {
    const entries = buildAvatarMenu({
      profile: TENANT_PROFILES.ota,
      subject: member,
      canCancelMembership: true,
      isInAdmin: false,
    });
    expect(entries.map((entry) => entry.label)).toEqual([
      'Profile & Settings',
      'Preferences & Interests',
      'Activities & Billing',
      'Contact us',
      'Go to OTA website',
      'My Favourites',
      'Log out',
    ]);
    expect(keys(entries)).toEqual(
      expect.arrayContaining([
        'membership-profile',
        'brand-assets',
        'find-an-ot',
        'cancel-membership',
        'invoices',
        'cpd',
      ]),
    );
    expect(entries.find((entry) => entry.key === 'website')?.href).toBe('https://www.ota.example.org');
  });

  it('hides Find an OT and Brand assets from client users', () => {
    const entries = buildAvatarMenu({
      profile: TENANT_PROFILES.ota,
      subject: client,
      canCancelMembership: false,
      isInAdmin: false,
    });
    expect(keys(entries)).not.toContain('find-an-ot');
    expect(keys(entries)).not.toContain('brand-assets');
    expect(keys(entries)).not.toContain('cancel-membership');
  });

  it('shows Admin to admin-capable users and Home inside the admin area', () => {
    const outside = buildAvatarMenu({
      profile: TENANT_PROFILES.psa,
      subject: admin,
      canCancelMembership: false,
      isInAdmin: false,
    });
    const inside = buildAvatarMenu({
      profile: TENANT_PROFILES.psa,
      subject: admin,
      canCancelMembership: false,
      isInAdmin: true,
    });
    expect(keys(outside)).toContain('admin');
    expect(keys(inside)).not.toContain('admin');
    expect(inside.find((entry) => entry.key === 'home')?.path).toBe('/');
    const plain = buildAvatarMenu({
      profile: TENANT_PROFILES.psa,
      subject: member,
      canCancelMembership: false,
      isInAdmin: false,
    });
    expect(keys(plain)).not.toContain('admin');
  });

  it('leaves CPD out for the law council', () => {
    const entries = buildAvatarMenu({
      profile: TENANT_PROFILES.lca,
      subject: member,
      canCancelMembership: true,
      isInAdmin: false,
    });
    expect(keys(entries)).not.toContain('cpd');
    expect(keys(entries)).toContain('invoices');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf('ada', 'Lovelace')).toBe('AL');
  });
});
