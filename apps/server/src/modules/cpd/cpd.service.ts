/**
 * CPD periods of a member — spec 002 §3 and §7 `GET api/user/cpd/period/current`: the periods that contain
 * today, each with its records and completed hours (the sum of the records' hours). Two queries.
 */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { DEFAULT_MINIMUM_CPD_HOURS, type TCpdPeriod } from '@portal/contracts';
import { cpdPeriods, cpdRecords } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';

/**
 * The member's CPD periods containing `today` (YYYY-MM-DD, the Sydney date — CPD dates are shown in the
 * Sydney time zone, 002 §9), with the records completed within each period, newest first.
 */
export async function currentPeriods(
  scope: TenantScope,
  userId: string,
  today: string,
): Promise<TCpdPeriod[]> {
  const periods = await scope.db
    .select()
    .from(cpdPeriods)
    .where(
      inTenant(
        scope,
        cpdPeriods,
        eq(cpdPeriods.userId, userId),
        lte(cpdPeriods.periodStartDate, today),
        gte(cpdPeriods.periodEndDate, today),
      ),
    )
    .orderBy(asc(cpdPeriods.periodStartDate));
  if (periods.length === 0) return [];
  const first = periods.map((p) => p.periodStartDate).sort()[0]!;
  const last = periods
    .map((p) => p.periodEndDate)
    .sort()
    .at(-1)!;
  const records = await scope.db
    .select()
    .from(cpdRecords)
    .where(
      inTenant(
        scope,
        cpdRecords,
        eq(cpdRecords.userId, userId),
        and(gte(cpdRecords.completedDate, first), lte(cpdRecords.completedDate, last)),
      ),
    )
    .orderBy(desc(cpdRecords.completedDate), asc(cpdRecords.title));
  return periods.map((p) => {
    const inside = records.filter(
      (r) => r.completedDate >= p.periodStartDate && r.completedDate <= p.periodEndDate,
    );
    const total = inside.reduce((sum, r) => sum + Number(r.hours), 0);
    return {
      cpdPeriodId: p.id,
      periodStartDate: p.periodStartDate,
      periodEndDate: p.periodEndDate,
      completedTotalHours: Math.round(total * 100) / 100,
      minimumRequiredHours: p.minimumRequiredHours ?? DEFAULT_MINIMUM_CPD_HOURS,
      cpdRecords: inside.map((r) => ({
        cpdId: r.id,
        title: r.title,
        categoryName: r.categoryName,
        presenter: r.presenter,
        domain: r.domain,
        completedDate: r.completedDate,
        hours: Number(r.hours),
        attachments: [],
        editUrl: null,
        relatedEventId: r.relatedEventId,
      })),
    };
  });
}

/** Today's date in Sydney (YYYY-MM-DD). */
export function sydneyToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
}
