/** The digest's contract (issue 38 point 2): who may preview, and what a frequency may be. */
import { describe, expect, it } from 'vitest';
import { UserRole } from '../users/roles';
import { ZDigestPreviewQuery, ZDigestSettings, canPreviewDigest, DIGEST_DEFAULT_FREQUENCY } from './digest';

describe('canPreviewDigest', () => {
  it('admits a global Admin only, as Sent mail does', () => {
    expect(canPreviewDigest({ role: UserRole.Admin, contactTypes: [] })).toBe(true);
    for (const role of [UserRole.Standard, UserRole.WorkSpaceOwner, UserRole.Manager])
      expect(canPreviewDigest({ role, contactTypes: ['Member'] })).toBe(false);
  });
});

describe('ZDigestSettings', () => {
  it('takes daily, weekly or none, weekly by default, and nothing else', () => {
    for (const frequency of ['daily', 'weekly', 'none'])
      expect(ZDigestSettings.safeParse({ frequency }).success).toBe(true);
    expect(ZDigestSettings.safeParse({ frequency: 'hourly' }).success).toBe(false);
    expect(ZDigestSettings.safeParse({}).success).toBe(false);
    expect(DIGEST_DEFAULT_FREQUENCY).toBe('weekly');
  });

  it('previews a member named by a UUID only', () => {
    expect(ZDigestPreviewQuery.safeParse({ userId: 'x' }).success).toBe(false);
    expect(ZDigestPreviewQuery.safeParse({ userId: '2f1b7f3c-5d7e-4c1a-9b1e-0a1b2c3d4e5f' }).success).toBe(
      true,
    );
  });
});
