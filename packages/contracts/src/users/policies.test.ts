/** The global permission rules shared by server policies and web guards — spec 000 §6, 001 §6. */
import { describe, expect, it } from 'vitest';
import {
  canCreateCommunity,
  canEditContent,
  canManageAnnouncements,
  canManageEvents,
  canManageFaq,
  holdsGlobalFlag,
  isTenantAdmin,
} from './access';

const member = { role: 0 as const, permissions: {} };
const admin = { ...member, role: 1 as const };
const owner = { ...member, role: 2 as const };
const manager = { ...member, role: 3 as const };

describe('global permission rules', () => {
  it('treats Admin and WorkSpaceOwner as tenant administrators, nobody else', () => {
    expect([admin, owner].map(isTenantAdmin)).toEqual([true, true]);
    expect([member, manager].map(isTenantAdmin)).toEqual([false, false]);
  });
  it('gives administrators every flag and others only the stored ones', () => {
    expect(holdsGlobalFlag(admin, 'postApprove')).toBe(true);
    expect(holdsGlobalFlag(owner, 'generalTags')).toBe(true);
    expect(holdsGlobalFlag(member, 'postApprove')).toBe(false);
    expect(holdsGlobalFlag({ ...member, permissions: { postApprove: true } }, 'postApprove')).toBe(true);
    expect(holdsGlobalFlag({ ...member, permissions: { postApprove: false } }, 'postApprove')).toBe(false);
  });
  it('lets contentEditor holders and administrators edit content', () => {
    expect(canEditContent(admin)).toBe(true);
    expect(canEditContent({ ...member, permissions: { contentEditor: true } })).toBe(true);
    expect(canEditContent(manager)).toBe(false);
    expect(canEditContent({ ...member, permissions: { generalAnnouncements: true } })).toBe(false);
  });
  it('ties announcements to generalAnnouncements and FAQ to generalFaq', () => {
    expect(canManageAnnouncements({ ...member, permissions: { generalAnnouncements: true } })).toBe(true);
    expect(canManageAnnouncements({ ...member, permissions: { generalFaq: true } })).toBe(false);
    expect(canManageFaq({ ...member, permissions: { generalFaq: true } })).toBe(true);
    expect(canManageFaq(member)).toBe(false);
    expect(canManageFaq(owner)).toBe(true);
  });
  it('lets only administrators manage events and only Admin create communities', () => {
    expect([admin, owner, manager, member].map(canManageEvents)).toEqual([true, true, false, false]);
    expect([admin, owner, manager, member].map(canCreateCommunity)).toEqual([true, false, false, false]);
  });
});
