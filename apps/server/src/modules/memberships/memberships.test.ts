/**
 * Membership outcome of the welcome wizard (spec 000 §2): Life Member, Auto Rollover (active with auto-renew),
 * Pay First Invoice (Pending applicant, issue 34 point 3) or Renew Membership, and where its button goes — read
 * from the member's current membership in the tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { memberships } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { finalStepRedirectLink, outcomeTypeOf } from './memberships.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('membership outcome type', () => {
  it('names the outcome from life membership, status and auto-renew', () => {
    const base = { isLifeMember: false, autoRenew: false, memberStatus: 'Active' };
    const row = (extra: Partial<typeof base>) =>
      ({ ...base, ...extra }) as Parameters<typeof outcomeTypeOf>[0];
    expect(outcomeTypeOf(null)).toBe('Renew Membership');
    expect(outcomeTypeOf(row({ isLifeMember: true }))).toBe('Life Member');
    expect(outcomeTypeOf(row({ autoRenew: true }))).toBe('Auto Rollover');
    expect(outcomeTypeOf(row({ autoRenew: true, memberStatus: 'Lapsed' }))).toBe('Renew Membership');
    // Issue 34 point 3: an applicant who has not paid the first invoice is not asked to renew.
    expect(outcomeTypeOf(row({ memberStatus: 'Pending' }))).toBe('Pay First Invoice');
    expect(outcomeTypeOf(row({ memberStatus: 'Pending', autoRenew: true }))).toBe('Pay First Invoice');
  });

  it("links Auto Rollover to the payment details, and never reads another tenant's membership", async () => {
    const user = await buildUser(app);
    await app.database.db.insert(memberships).values({
      tenantId: 'ota',
      userId: user.id,
      membershipName: 'Full member',
      autoRenew: true,
      renewedToDate: '2099-12-31',
    });
    expect(
      await finalStepRedirectLink(
        { scope: tenantScope(app.database.db, 'ota'), hmac: app.tokens.hmac },
        user.id,
      ),
    ).toEqual({
      type: 'Auto Rollover',
      redirectUrl: '/settings/membership-profile?action=update-payment',
    });
    expect(
      await finalStepRedirectLink(
        { scope: tenantScope(app.database.db, 'psa'), hmac: app.tokens.hmac },
        user.id,
      ),
    ).toEqual({
      type: 'Renew Membership',
      redirectUrl: '/settings/membership-profile?action=renew',
    });
  });
});
