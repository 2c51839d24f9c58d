/**
 * Demo CPD (spec 002 §3): every member of a tenant with the cpd module gets the current CPD year (1 July –
 * 30 June, Sydney) with a 20-hour minimum, and records of the CPD events of this year they could have
 * attended (hours from the event's 'CPD hours') plus self-logged activities; the demo member has two events and four activities.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { cpdPeriods, cpdRecords, events } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/seed';
import { sydneyToday } from './cpd.service';

/** The CPD year (1 July – 30 June) containing `today` (YYYY-MM-DD). */
export function cpdYearOf(today: string): { start: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const startYear = month >= 7 ? year : year - 1;
  return { start: `${startYear}-07-01`, end: `${startYear + 1}-06-30` };
}

const SELF_LOGGED = [
  { title: 'Journal club: sensory processing', categoryName: 'Reading', domain: 'Research', hours: 1.5 },
  { title: 'Clinical supervision session', categoryName: 'Supervision', domain: 'Practice', hours: 2 },
  {
    title: 'Webinar: documentation standards',
    categoryName: 'Online learning',
    domain: 'Practice',
    hours: 1,
  },
  { title: 'Peer review of case notes', categoryName: 'Peer review', domain: 'Leadership', hours: 3 },
];

/** Seeds CPD periods and records for the tenant's users (skipped where the cpd module is off). */
export const seedCpd: Seeder = async ({ scope, faker, demo, userIds }) => {
  if (!TENANT_PROFILES[scope.tenantId as TenantId].modules.cpd?.enabled) return;
  const { start, end } = cpdYearOf(sydneyToday());
  const today = sydneyToday();
  const cpdEvents = await scope.db
    .select({ id: events.id, title: events.title, start: events.startUtc, cpdDetails: events.cpdDetails })
    .from(events)
    .where(
      and(
        eq(events.tenantId, scope.tenantId),
        eq(events.isCpd, true),
        gte(events.startUtc, new Date(`${start}T00:00:00Z`)),
        lte(events.startUtc, new Date(`${today}T00:00:00Z`)),
      ),
    );
  const ids = [...new Set([...Object.values(demo), ...userIds])];
  const periods = ids.map((userId) => ({
    tenantId: scope.tenantId,
    userId,
    periodStartDate: start,
    periodEndDate: end,
    minimumRequiredHours: 20,
  }));
  const records: (typeof cpdRecords.$inferInsert)[] = [];
  for (const userId of ids) {
    const isDemo = userId === demo.member;
    const attended = isDemo
      ? cpdEvents.slice(0, 2)
      : faker.helpers.arrayElements(cpdEvents, { min: 0, max: 3 });
    for (const e of attended)
      records.push({
        tenantId: scope.tenantId,
        userId,
        title: e.title,
        categoryName: 'Event',
        domain: e.cpdDetails?.Domain ?? null,
        completedDate: e.start.toISOString().slice(0, 10),
        hours: Number(e.cpdDetails?.['CPD hours'] ?? 1),
        relatedEventId: e.id,
      });
    const own = isDemo ? SELF_LOGGED : faker.helpers.arrayElements(SELF_LOGGED, { min: 0, max: 3 });
    for (const activity of own)
      records.push({
        tenantId: scope.tenantId,
        userId,
        ...activity,
        presenter: null,
        completedDate: faker.date
          .between({ from: `${start}T00:00:00Z`, to: `${today}T00:00:00Z` })
          .toISOString()
          .slice(0, 10),
      });
  }
  for (let i = 0; i < periods.length; i += 500)
    await scope.db.insert(cpdPeriods).values(periods.slice(i, i + 500));
  for (let i = 0; i < records.length; i += 500)
    await scope.db.insert(cpdRecords).values(records.slice(i, i + 500));
};
