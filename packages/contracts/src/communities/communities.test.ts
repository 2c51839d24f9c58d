import { describe, expect, it } from 'vitest';
import {
  ZCommunityListBody,
  ZJoinBody,
  effectiveCommunityPermissions,
  isCommunityAdmin,
} from './communities';

describe('effectiveCommunityPermissions (spec 001 §6: global flag OR community flag)', () => {
  it('grants a Joined member the role defaults and nothing more', () => {
    const p = effectiveCommunityPermissions({
      role: 0,
      permissions: {},
      membership: { role: 'Member', status: 'Joined' },
    });
    expect(p.postCreate).toBe(true);
    expect(p.commentCreate).toBe(true);
    expect(p.postApprove).toBe(false);
    expect(p.postEdit).toBe(false);
  });

  it('adds global flags and the membership’s own flags', () => {
    const p = effectiveCommunityPermissions({
      role: 0,
      permissions: { postApprove: true },
      membership: { role: 'Member', status: 'Joined', permissions: { meetingAll: true } },
    });
    expect(p.postApprove).toBe(true);
    expect(p.meetingAll).toBe(true);
    expect(p.postDelete).toBe(false);
  });

  it('ignores community flags until the membership is Joined', () => {
    const p = effectiveCommunityPermissions({
      role: 0,
      permissions: {},
      membership: { role: 'Moderator', status: 'Awaiting' },
    });
    expect(Object.values(p).some(Boolean)).toBe(false);
  });

  it('gives moderators every flag but adding moderators, and admins everything', () => {
    const mod = effectiveCommunityPermissions({
      role: 0,
      permissions: {},
      membership: { role: 'Moderator', status: 'Joined' },
    });
    expect(mod.postApprove && mod.postDelete && mod.communityBlacklist && mod.meetingAll).toBe(true);
    expect(mod.communityAddModerator).toBe(false);
    const admin = effectiveCommunityPermissions({ role: 1, permissions: {}, membership: null });
    expect(Object.values(admin).every(Boolean)).toBe(true);
    expect(isCommunityAdmin(2)).toBe(true);
    expect(isCommunityAdmin(3)).toBe(false);
  });
});

describe('community payloads', () => {
  it('defaults the list page and refuses bad ids', () => {
    expect(ZCommunityListBody.parse({})).toMatchObject({ page: 1, pageSize: 1000 });
    expect(ZCommunityListBody.safeParse({ categoryIds: ['x'] }).success).toBe(false);
  });
  it('trims join answers and defaults to none', () => {
    expect(ZJoinBody.parse({})).toEqual({ answers: [] });
    const id = '3f2a4b6c-1d2e-4f50-8a9b-0c1d2e3f4a5b';
    expect(ZJoinBody.parse({ answers: [{ questionId: id, answer: ' yes ' }] }).answers[0]!.answer).toBe(
      'yes',
    );
  });
});
