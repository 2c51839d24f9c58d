/** What the admin area offers (issue 40): `adminAreasOf` over the permission answer, one rule per area. */
import { describe, expect, it } from 'vitest';
import { UserRole, type TPermissionResponse } from '@portal/contracts';
import { adminAreasOf } from './admin-navigation';

const answer = (extra: Partial<TPermissionResponse>) =>
  ({
    hasAdminAccess: false,
    isAdminLike: false,
    moderatedCommunityCount: 0,
    ...extra,
  }) as TPermissionResponse;

describe('adminAreasOf', () => {
  it('offers nothing while the answer is unknown', () => {
    expect(adminAreasOf(undefined)).toEqual([]);
  });

  it('offers an Admin every area, and no My list: they administer every community through management', () => {
    const admin = answer({ role: UserRole.Admin, hasAdminAccess: true });
    expect(adminAreasOf(admin)).toEqual([
      'communities',
      'moderation',
      'users',
      'announcement',
      'resources',
      'events',
      'settings',
      'memberships',
      'import',
      'accountClosures',
      'insights',
      'sentMail',
      'digestPreview',
      'audit',
    ]);
    expect(adminAreasOf({ ...admin, moderatedCommunityCount: 1 })).not.toContain('mine');
    expect(
      adminAreasOf(answer({ role: UserRole.Standard, hasAdminAccess: true, moderatedCommunityCount: 1 })),
    ).toContain('mine');
  });

  it('offers a WorkSpaceOwner all but Sent mail, the digest preview and the audit log (global Admin only)', () => {
    const areas = adminAreasOf(answer({ role: UserRole.WorkSpaceOwner, hasAdminAccess: true }));
    expect(areas).toContain('settings');
    expect(areas).not.toContain('audit');
    expect(areas).not.toContain('sentMail');
    expect(areas).not.toContain('digestPreview');
  });

  it('offers a moderator their communities, the queue and user search only', () => {
    const moderator = answer({ role: UserRole.Standard, hasAdminAccess: true, moderatedCommunityCount: 2 });
    expect(adminAreasOf(moderator)).toEqual(['mine', 'moderation', 'users']);
  });

  it('adds what a flag allows: a general* tab opens management, contentEditor resources', () => {
    const holder = answer({ role: UserRole.Manager, generalFaq: true, contentEditor: true });
    expect(adminAreasOf(holder)).toEqual(['communities', 'resources']);
  });
});
