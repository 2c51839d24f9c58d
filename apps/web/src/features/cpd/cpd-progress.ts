/**
 * CPD progress of the dashboard (spec 002 §9): default minimum required hours 20 when not supplied;
 * progress = completed / required, capped at 100 percent.
 */

/** Default minimum required CPD hours. */
export const DEFAULT_REQUIRED_CPD_HOURS = 20;

/** Progress in whole percent (0–100). */
export function cpdPercent(completedHours: number, requiredHours: number | null | undefined): number {
  const required = requiredHours && requiredHours > 0 ? requiredHours : DEFAULT_REQUIRED_CPD_HOURS;
  return Math.min(100, Math.max(0, Math.round((completedHours / required) * 100)));
}

/** A CPD date (YYYY-MM-DD, already a Sydney calendar date, 002 §9) as DD/MM/YYYY. */
export function formatCpdDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Hours as shown: `1.5` → '1.5 hours', `1` → '1 hour'. */
export function formatHours(hours: number): string {
  const value = Math.round(hours * 100) / 100;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
}

/** Whether a period's completed hours reach its minimum (default 20). */
export function isCpdMet(period: { completedTotalHours: number; minimumRequiredHours: number | null }): boolean {
  return cpdPercent(period.completedTotalHours, period.minimumRequiredHours) >= 100;
}

/**
 * The label of a CPD period (spec 002 §9): it spans the years ('2025–2026'); a period inside one year shows
 * that year; a period starting in December of the year before its end year shows the start year.
 */
export function cpdPeriodLabel(startDate: string, endDate: string): string {
  const startYear = Number(startDate.slice(0, 4));
  const startMonth = Number(startDate.slice(5, 7));
  const endYear = Number(endDate.slice(0, 4));
  if (startYear === endYear) return String(startYear);
  if (startMonth === 12 && startYear === endYear - 1) return String(startYear);
  return `${startYear}–${endYear}`;
}

/** Today's calendar date in Sydney (002 §9) as YYYY-MM-DD. */
export function sydneyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
}
