/**
 * Demo memberships (one per seeded user, bulk insert): the first-login demo account auto-renews, every
 * fifth generated member is a life member, others alternate between auto-renew and manual renewal.
 */
import { memberships } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/seed';

/** Seeds memberships for the tenant's users (spec 000 §3 Membership). */
export const seedMemberships: Seeder = async ({ scope, demo, userIds }) => {
  const demoIds = new Set(Object.values(demo));
  const ids = [...new Set([...Object.values(demo), ...userIds])];
  const rows = ids.map((userId, i) => {
    const isLife = !demoIds.has(userId) && i % 5 === 0;
    const autoRenew = userId === demo.firstlogin || userId === demo.member || (!isLife && i % 2 === 0);
    const joinYear = 2010 + (i % 14);
    return {
      tenantId: scope.tenantId,
      userId,
      membershipName: isLife ? 'Life member' : 'Full member',
      memberStatus: 'Active',
      joinDate: `${joinYear}-07-01`,
      renewedToDate: isLife ? null : '2026-06-30',
      autoRenew,
      isLifeMember: isLife,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await scope.db.insert(memberships).values(rows.slice(i, i + 500));
};
