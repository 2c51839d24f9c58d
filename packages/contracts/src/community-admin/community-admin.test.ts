import { describe, expect, it } from 'vitest';
import { communityAdminPaths } from './community-admin';
import { TENANT_PROFILES } from '../tenants/tenant-profiles';

describe('communityAdminPaths (spec 001 §2 admin segments)', () => {
  it('follows the tenant word for the management page and the community area', () => {
    const of = (id: keyof typeof TENANT_PROFILES) =>
      communityAdminPaths(TENANT_PROFILES[id].wording.community);
    expect(of('ota').managementPath).toBe('/admin/communities-management');
    expect(of('ota').membersPath('c1')).toBe('/admin/community/c1/members');
    expect(of('psa').managementPath).toBe('/admin/workspace-management');
    expect(of('psa').membersPath('c1')).toBe('/admin/workspace/c1/members');
    expect(of('actls').managementPath).toBe('/admin/hub-management');
    // lca's base path is /workspaces: spec 001 §2 "'workspace-management' for two tenants".
    expect(of('lca').managementPath).toBe('/admin/workspace-management');
    // …and "Root /admin/community/{id}. The segment 'community' is 'workspace' for two tenants".
    expect(of('lca').communityRoot).toBe('/admin/workspace');
    expect(of('lca').membersPath('c1')).toBe('/admin/workspace/c1/members');
  });

  it('puts the cross-community moderation queue beside the management page, on the same segment', () => {
    const of = (id: keyof typeof TENANT_PROFILES) =>
      communityAdminPaths(TENANT_PROFILES[id].wording.community).moderationPath;
    expect(of('ota')).toBe('/admin/community-moderation');
    expect(of('psa')).toBe('/admin/workspace-moderation');
    expect(of('lca')).toBe('/admin/workspace-moderation');
    expect(of('actls')).toBe('/admin/hub-moderation');
  });
});
