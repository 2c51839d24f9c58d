/** CPD SQL (spec 002 §3 CPD period, CPD record): a member's periods and records, within the tenant scope. */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { cpdPeriods, cpdRecords } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored CPD period. */
export type CpdPeriodRow = typeof cpdPeriods.$inferSelect;
/** A stored CPD record. */
export type CpdRecordRow = typeof cpdRecords.$inferSelect;

/** The member's periods containing `day` (YYYY-MM-DD), by start date. */
export function periodsContaining(scope: TenantScope, userId: string, day: string): Promise<CpdPeriodRow[]> {
  return scope.db
    .select()
    .from(cpdPeriods)
    .where(
      and(
        eq(cpdPeriods.userId, userId),
        lte(cpdPeriods.periodStartDate, day),
        gte(cpdPeriods.periodEndDate, day),
      ),
    )
    .orderBy(asc(cpdPeriods.periodStartDate));
}

/** The member's records completed between `from` and `to` (inclusive), newest first, then by title. */
export function recordsBetween(
  scope: TenantScope,
  userId: string,
  from: string,
  to: string,
): Promise<CpdRecordRow[]> {
  return scope.db
    .select()
    .from(cpdRecords)
    .where(
      and(
        eq(cpdRecords.userId, userId),
        and(gte(cpdRecords.completedDate, from), lte(cpdRecords.completedDate, to)),
      ),
    )
    .orderBy(desc(cpdRecords.completedDate), asc(cpdRecords.title));
}
