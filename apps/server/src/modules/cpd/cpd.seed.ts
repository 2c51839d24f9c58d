/**
 * Demo CPD (spec 002 §3): every member of a tenant with the cpd module gets the current CPD period of the
 * tenant (`cpdPeriodOf`: ota 1 July – 30 June, others the calendar year; Sydney dates) with the tenant's minimum,
 * and records of the CPD events of this period they could have attended (hours from the event's 'CPD hours')
 * plus self-logged activities; the demo member has two events and four activities, and last period too.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { cpdPeriodOf, cpdPeriodRule, TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { cpdPeriods, cpdRecords, events } from '../../db/schema/index';
import type { Seeder } from '../../seed/seed-run';
import { themeOf } from '../../seed/themes/index';
import { sydneyDate, sydneyToday } from './cpd.service';

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Seeds CPD periods and records for the tenant's users (skipped where the cpd module is off). */
export const seedCpd: Seeder = async ({ scope, faker, demo, userIds }) => {
  if (!TENANT_PROFILES[scope.tenantId as TenantId].modules.cpd?.enabled) return;
  const SELF_LOGGED = themeOf(scope.tenantId).cpdActivities;
  const today = sydneyToday();
  const { start, end } = cpdPeriodOf(scope.tenantId, today);
  const previous = cpdPeriodOf(scope.tenantId, dayBefore(start));
  const { minimumRequiredHours } = cpdPeriodRule(scope.tenantId);
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
    minimumRequiredHours,
  }));
  periods.push({
    ...periods[0]!,
    userId: demo.member,
    periodStartDate: previous.start,
    periodEndDate: previous.end,
  });
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
        completedDate: sydneyDate(e.start),
        hours: Number(e.cpdDetails?.['CPD hours'] ?? 1),
        relatedEventId: e.id,
        source: 'event',
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
  for (const [i, activity] of SELF_LOGGED.slice(0, 3).entries())
    records.push({
      tenantId: scope.tenantId,
      userId: demo.member,
      ...activity,
      presenter: null,
      hours: activity.hours + i,
      completedDate: faker.date
        .between({ from: `${previous.start}T00:00:00Z`, to: `${previous.end}T00:00:00Z` })
        .toISOString()
        .slice(0, 10),
    });
  for (let i = 0; i < periods.length; i += 500)
    await scope.db.insert(cpdPeriods).values(periods.slice(i, i + 500));
  for (let i = 0; i < records.length; i += 500)
    await scope.db.insert(cpdRecords).values(records.slice(i, i + 500));
};
