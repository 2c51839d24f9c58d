/**
 * CPD years, period labels and download names (spec 002 §3, §9; issue 15; issue 34 §6), without zod, so a web
 * page that shows them (the dashboard's CPD card) does not build the CPD schemas of `cpd.ts` at load (issue 37
 * point 5). Re-exported by `cpd.ts`.
 */
import type { TenantId } from '../tenants/tenant-profiles';

/** Default minimum required CPD hours when a period does not say (spec 002 §9). */
export const DEFAULT_MINIMUM_CPD_HOURS = 20;

/** Time zone of every CPD date (spec 002 §9, 000 §9). */
export const CPD_TIME_ZONE = 'Australia/Sydney';

/**
 * The CPD year of a tenant: `startMonth` (1–12) is the month the period starts on its 1st (it ends the day
 * before the same date a year later); `minimumRequiredHours` is the period's minimum (absent: the default 20).
 */
export interface CpdPeriodRule {
  startMonth: number;
  minimumRequiredHours?: number;
}

/** Per-tenant CPD years (issue 15): ota 1 July – 30 June; psa, actls (and any other) the calendar year. */
export const CPD_PERIOD_RULES: Readonly<Partial<Record<TenantId, CpdPeriodRule>>> = {
  ota: { startMonth: 7, minimumRequiredHours: 20 },
  psa: { startMonth: 1, minimumRequiredHours: 30 },
  actls: { startMonth: 1 },
};

/** The rule of a tenant (calendar year and the default minimum when none is configured). */
export function cpdPeriodRule(tenantId: string): Required<CpdPeriodRule> {
  const rule = Object.hasOwn(CPD_PERIOD_RULES, tenantId) ? CPD_PERIOD_RULES[tenantId as TenantId] : undefined;
  return {
    startMonth: rule?.startMonth ?? 1,
    minimumRequiredHours: rule?.minimumRequiredHours ?? DEFAULT_MINIMUM_CPD_HOURS,
  };
}

/**
 * The tenant's CPD period containing `day` (a Sydney date, YYYY-MM-DD): start and end dates, inclusive.
 * e.g. ota, 2026-06-30 → 2025-07-01 … 2026-06-30; psa, 2026-06-30 → 2026-01-01 … 2026-12-31.
 */
export function cpdPeriodOf(tenantId: string, day: string): { start: string; end: string } {
  const { startMonth } = cpdPeriodRule(tenantId);
  const [year, month] = day.split('-').map(Number) as [number, number];
  const startYear = month >= startMonth ? year : year - 1;
  const mm = String(startMonth).padStart(2, '0');
  const start = `${startYear}-${mm}-01`;
  if (startMonth === 1) return { start, end: `${startYear}-12-31` };
  const endMonth = startMonth - 1;
  const lastDay = new Date(Date.UTC(startYear + 1, endMonth, 0)).getUTCDate();
  return { start, end: `${startYear + 1}-${String(endMonth).padStart(2, '0')}-${lastDay}` };
}

/**
 * The period label of 002 §9: the years it spans ('2025 - 2026'), but a period starting in December of the
 * year before its end year shows the start year only ('2025' for 2025-12-01 … 2026-11-30); a period within
 * one year shows that year.
 */
export function cpdPeriodLabel(periodStartDate: string, periodEndDate: string): string {
  const startYear = Number(periodStartDate.slice(0, 4));
  const endYear = Number(periodEndDate.slice(0, 4));
  const startMonth = Number(periodStartDate.slice(5, 7));
  if (startYear === endYear) return String(startYear);
  if (startMonth === 12 && startYear === endYear - 1) return String(startYear);
  return `${startYear} - ${endYear}`;
}

/**
 * The download name of a record's CPD certificate (issue 34 §6): its verification code, the number printed on
 * it (`cpd-certificate-9F2C41A07B3D8E65.pdf`), else the record id; unique per certificate, unlike the date.
 */
export function cpdCertificateFileName(record: { cpdId: string; verificationCode?: string | null }): string {
  return `cpd-certificate-${(record.verificationCode || record.cpdId).replace(/[^\w-]+/g, '-')}.pdf`;
}

/** The download name of a period's CPD summary: its label (002 §9), e.g. `cpd-summary-2025-2026.pdf`. */
export function cpdSummaryFileName(label: string): string {
  return `cpd-summary-${label.replace(/\W+/g, '-')}.pdf`;
}

/** Progress of 002 §9: completed / required as a percentage (0–100, capped; 100 when nothing is required). */
export function cpdProgressPercent(completedTotalHours: number, minimumRequiredHours: number): number {
  if (minimumRequiredHours <= 0) return 100;
  return Math.min(100, Math.round((completedTotalHours / minimumRequiredHours) * 100));
}
