import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_PERMISSION_FLAGS,
  type TCommunityDetail,
  type TCommunityPermissions,
} from '@portal/contracts';
import { canEnterCommunityAdmin, sidebarGroups } from './admin-area-rules';

const flags = (on: string[]) =>
  Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [f, on.includes(f)])) as TCommunityPermissions;
const detail = (on: string[], isAdmin = false) =>
  ({ isAdmin, permissions: flags(on), community: {} }) as unknown as TCommunityDetail;
const labels = (d: TCommunityDetail) =>
  sidebarGroups(d, undefined, '/communities/x', (key) =>
    key === 'words.communityHome' ? 'Community home' : 'Community group',
  ).flatMap((g) => g.items.map((i) => i.label));

describe('community admin area rules (spec 001 §2 "Visibility in the sidebar", §6)', () => {
  it('keeps plain members out and lets any admin flag in', () => {
    expect(canEnterCommunityAdmin(detail(['postCreate', 'commentCreate']))).toBe(false);
    expect(canEnterCommunityAdmin(detail(['postApprove']))).toBe(true);
    expect(canEnterCommunityAdmin(detail([], true))).toBe(true);
  });

  it('shows reported posts with postDelete, reported comments with commentDelete, blacklist with communityBlacklist', () => {
    const approver = labels(detail(['postApprove']));
    expect(approver).not.toContain('Reported posts');
    expect(approver).not.toContain('Reported comments');
    expect(approver).not.toContain('Blacklist');
    expect(approver).not.toContain('Admin settings');
    const moderator = labels(detail(['postDelete', 'commentDelete', 'communityBlacklist']));
    expect(moderator).toEqual(expect.arrayContaining(['Reported posts', 'Reported comments', 'Blacklist']));
    expect(moderator).not.toContain('Membership requirements');
  });

  it('shows membership requirements and admin settings only to admins', () => {
    expect(labels(detail([], true))).toEqual(
      expect.arrayContaining(['Membership requirements', 'Admin settings', 'Removed members', 'Meetings']),
    );
  });
});
