/**
 * Demo announcements of each tenant (spec 001 §3 Announcement, §4 one active at a time): the active one for
 * every member (no segments) shown from a week ago to a month ahead, and an older, inactive one. Dates are
 * relative to today.
 */
import { announcements } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/seed';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Seeds the tenant's announcements (spec 000 §2 Dashboard home, 001 §2 /admin/announcement). */
export const seedAnnouncements: Seeder = async ({ scope, demo }) => {
  await scope.db.insert(announcements).values([
    {
      tenantId: scope.tenantId,
      title: 'Annual conference early-bird pricing',
      description:
        'Early-bird registrations closed at the end of last month. Thank you to everyone who registered.',
      link: null,
      startDate: day(-60),
      endDate: day(-30),
      isActive: false,
      segmentIds: [],
      createdByUserId: demo.admin,
      createdAt: new Date(Date.now() - 61 * 86_400_000),
    },
    {
      tenantId: scope.tenantId,
      title: 'Membership renewals are open',
      description: 'Renew before 30 June to keep your member benefits and CPD records without a break.',
      link: 'https://example.org/renewals',
      startDate: day(-7),
      endDate: day(30),
      isActive: true,
      segmentIds: [],
      createdByUserId: demo.admin,
    },
  ]);
};
