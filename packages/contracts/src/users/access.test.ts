/** Unit tests of module visibility and role rules — spec 000 §6. */
import { describe, expect, it, vi } from 'vitest';
import { TENANT_PROFILES, type TenantProfile } from '../tenants/tenant-profiles';
import {
  canAccessModule,
  canAccessSubModule,
  canImpersonate,
  canReadSentMail,
  canImpersonateUser,
  canUseMemberOnlySetting,
  hasAdminAccess,
  isAdminLike,
  passesAccessRules,
} from './access';

const member = { contactTypes: ['Member'] as const, role: 0 as const };
const client = { contactTypes: ['ClientUser'] as const, role: 0 as const };
const nobody = { contactTypes: [] as const, role: 0 as const };

describe('passesAccessRules', () => {
  it('lets everyone in when there are no rules', () => expect(passesAccessRules([], nobody)).toBe(true));
  it('isMember needs contact type Member; isClientUser needs ClientUser', () => {
    expect(passesAccessRules(['isMember'], member)).toBe(true);
    expect(passesAccessRules(['isMember'], client)).toBe(false);
    expect(passesAccessRules(['isClientUser'], client)).toBe(true);
  });
  it('grants when any listed rule holds (ota communities: Member or ClientUser)', () => {
    expect(passesAccessRules(['isMember', 'isClientUser'], client)).toBe(true);
    expect(passesAccessRules(['isMember', 'isClientUser'], nobody)).toBe(false);
  });
  it('logs a warning and denies for an unknown rule name', () => {
    const warn = vi.fn();
    expect(passesAccessRules(['isMember', 'isWizard'], member, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('isWizard'));
  });
});

describe('canAccessModule / canAccessSubModule', () => {
  it('hides a disabled module even from permitted users (CPD is off for lca)', () => {
    expect(canAccessModule(TENANT_PROFILES.lca, 'cpd', member)).toBe(false);
    expect(canAccessModule(TENANT_PROFILES.ota, 'cpd', member)).toBe(true);
  });
  it('applies the module rules (actls communities need Member)', () => {
    expect(canAccessModule(TENANT_PROFILES.actls, 'communities', client)).toBe(false);
    expect(canAccessModule(TENANT_PROFILES.actls, 'communities', member)).toBe(true);
  });
  it('needs the module and the sub-module flag', () => {
    expect(canAccessSubModule(TENANT_PROFILES.ota, 'events', 'calendar', member)).toBe(true);
    expect(canAccessSubModule(TENANT_PROFILES.lca, 'events', 'calendar', member)).toBe(false);
    const off: TenantProfile = {
      ...TENANT_PROFILES.ota,
      modules: {
        ...TENANT_PROFILES.ota.modules,
        events: { ...TENANT_PROFILES.ota.modules.events, enabled: false },
      },
    };
    expect(canAccessSubModule(off, 'events', 'calendar', member)).toBe(false);
  });
  it('Find an OT and brand assets require contact type Member', () => {
    expect(canUseMemberOnlySetting(TENANT_PROFILES.ota, 'find_an_ot', member)).toBe(true);
    expect(canUseMemberOnlySetting(TENANT_PROFILES.ota, 'find_an_ot', client)).toBe(false);
    expect(canUseMemberOnlySetting(TENANT_PROFILES.psa, 'brand_assets', member)).toBe(false);
  });
});

describe('admin access', () => {
  it('Admin and WorkSpaceOwner have admin access; Standard does not', () => {
    expect(hasAdminAccess({ ...member, role: 1 })).toBe(true);
    expect(hasAdminAccess({ ...member, role: 2 })).toBe(true);
    expect(hasAdminAccess(member)).toBe(false);
  });
  it('a moderator of at least one community has admin access', () => {
    expect(hasAdminAccess({ ...member, moderatedCommunityCount: 1 })).toBe(true);
    expect(hasAdminAccess({ ...member, moderatedCommunityCount: 0 })).toBe(false);
  });
  it('the admin-like check also includes Manager', () => {
    expect(hasAdminAccess({ ...member, role: 3 })).toBe(false);
    expect(isAdminLike({ ...member, role: 3 })).toBe(true);
  });
  it('only a global Admin may impersonate', () => {
    expect(canImpersonate({ ...member, role: 1 })).toBe(true);
    expect(canImpersonate({ ...member, role: 2 })).toBe(false);
  });
  it('only a global Admin may read sent mail (issue 10 §2)', () => {
    expect(canReadSentMail({ ...member, role: 1 })).toBe(true);
    expect(canReadSentMail({ ...member, role: 2 })).toBe(false);
    expect(canReadSentMail({ ...member, role: 3 })).toBe(false);
    expect(canReadSentMail({ ...member, moderatedCommunityCount: 3 })).toBe(false);
    expect(canReadSentMail(member)).toBe(false);
  });
});

describe('canImpersonateUser (issue 10 §12)', () => {
  const admin = { id: 'a', contactTypes: [] as const, role: 1 as const };
  it('lets a global Admin sign in as members and managers only', () => {
    expect(canImpersonateUser(admin, { id: 'm', role: 0 })).toBe(true);
    expect(canImpersonateUser(admin, { id: 'g', role: 3 })).toBe(true);
    expect(canImpersonateUser(admin, { id: 'b', role: 1 })).toBe(false);
    expect(canImpersonateUser(admin, { id: 'o', role: 2 })).toBe(false);
    expect(canImpersonateUser(admin, { id: 'a', role: 0 })).toBe(false);
    expect(canImpersonateUser({ ...admin, role: 3 }, { id: 'm', role: 0 })).toBe(false);
  });
});
