/** Demo server values and global terms of each tenant (spec 000 §3 Server value, §5 global terms; /admin/settings). */
import { globalTerms, serverValues } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';

/** Seeds a few admin-managed values and the global terms text. */
export const seedServerValues: Seeder = async ({ scope, demo }) => {
  await scope.db.insert(serverValues).values(
    [
      ['support.email', `support@${scope.tenantId}.example.org`],
      ['support.phone', '1300 000 000'],
      ['membership.renewal-month', 'June'],
      ['communities.welcome-text', 'Welcome! Introduce yourself to the group.'],
    ].map(([key, value]) => ({ tenantId: scope.tenantId, key: key!, value: value! })),
  );
  await scope.db.insert(globalTerms).values({
    tenantId: scope.tenantId,
    content:
      '<p>By joining a community you agree to treat other members with respect, keep shared material confidential and follow the code of conduct.</p>',
    updatedByUserId: demo.admin,
  });
};
