/**
 * CPD progress of the dashboard (spec 002 §9): default minimum required hours 20 when not supplied;
 * progress = completed / required, capped at 100 percent.
 */
import { CPD_TIME_ZONE, cpdPeriodLabel, type TCpdPeriod } from '@portal/contracts';
import { formatCalendarDay, todayIn } from '../../shared/format';

/** Default minimum required CPD hours. */
export const DEFAULT_REQUIRED_CPD_HOURS = 20;

/** Progress in whole percent (0–100). */
export function cpdPercent(completedHours: number, requiredHours: number | null | undefined): number {
  const required = requiredHours && requiredHours > 0 ? requiredHours : DEFAULT_REQUIRED_CPD_HOURS;
  return Math.min(100, Math.max(0, Math.round((completedHours / required) * 100)));
}

/** A CPD date (YYYY-MM-DD, already a Sydney calendar date, 002 §9) as DD/MM/YYYY. */
export const formatCpdDate = formatCalendarDay;

/** Hours as shown: `1.5` → '1.5 hours', `1` → '1 hour'. */
export function formatHours(hours: number): string {
  const value = Math.round(hours * 100) / 100;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
}

/** Whether a period's completed hours reach its minimum (default 20). */
export function isCpdMet(period: {
  completedTotalHours: number;
  minimumRequiredHours: number | null;
}): boolean {
  return cpdPercent(period.completedTotalHours, period.minimumRequiredHours) >= 100;
}

/** The label of a period (002 §9): the server's, else the contract's rule over its dates. */
export function periodLabel(period: Pick<TCpdPeriod, 'label' | 'periodStartDate' | 'periodEndDate'>): string {
  return period.label ?? cpdPeriodLabel(period.periodStartDate, period.periodEndDate);
}

/** Today's calendar date in Sydney (002 §9) as YYYY-MM-DD. */
export function sydneyToday(now: Date = new Date()): string {
  return todayIn(CPD_TIME_ZONE, now);
}
