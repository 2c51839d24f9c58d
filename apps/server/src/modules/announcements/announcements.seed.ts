/**
 * Demo announcements of each tenant (spec 001 §3 Announcement, §4 one active at a time): the active one for
 * every member (no segments) shown from a week ago to a month ahead, and an older, inactive one. Dates are
 * relative to today.
 */
import { announcements } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';
import { themeOf } from '../../seed/themes/index';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Seeds the tenant's announcements (spec 000 §2 Dashboard home, 001 §2 /admin/announcement). */
export const seedAnnouncements: Seeder = async ({ scope, demo }) => {
  const { past, active } = themeOf(scope.tenantId).announcements;
  await scope.db.insert(announcements).values([
    {
      tenantId: scope.tenantId,
      title: past.title,
      description: past.description,
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
      title: active.title,
      description: active.description,
      link: 'https://example.org/renewals',
      startDate: day(-7),
      endDate: day(30),
      isActive: true,
      segmentIds: [],
      createdByUserId: demo.admin,
    },
  ]);
};
