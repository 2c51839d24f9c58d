/**
 * Demo announcement of each tenant: one for every member (no segments).
 */
import { announcements } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/seed';

/** Seeds the tenant's dashboard announcement (spec 000 §2 Dashboard home). */
export const seedAnnouncements: Seeder = async ({ scope }) => {
  await scope.db.insert(announcements).values({
    tenantId: scope.tenantId,
    title: 'Membership renewals are open',
    description: 'Renew before 30 June to keep your member benefits and CPD records without a break.',
    link: 'https://example.org/renewals',
    isActive: true,
    segmentIds: [],
  });
};
