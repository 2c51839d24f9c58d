/**
 * CPD periods and records — spec 002 §3 (CPD period, CPD record, CPD summary for the dashboard), §7 Courses
 * and CPD (`GET api/user/cpds`, `GET api/user/cpd/period/current` → data.periods) and §9 (default minimum 20
 * hours; progress capped at 100 %; dates in the Sydney time zone; the period label rule).
 *
 * Periods follow the tenant's CPD year ({@link CPD_PERIOD_RULES}): ota 1 July – 30 June, the others the calendar
 * year. Dates are `YYYY-MM-DD` Sydney calendar dates; hours are decimal hours (2 decimals).
 */
import { z } from 'zod';
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

/** How a record came to be: logged by the member, credited from an attended event, or from a completed course. */
export const CPD_RECORD_SOURCES = ['self', 'event', 'course'] as const;
export type TCpdRecordSource = (typeof CPD_RECORD_SOURCES)[number];

/** An evidence file of a record (002 §3 attachments): id (uuid) and file name; download by id. */
export const ZCpdAttachment = z.object({ id: z.string(), name: z.string() });
export type TCpdAttachment = z.infer<typeof ZCpdAttachment>;

/**
 * A CPD record (spec 002 §3). Dates are YYYY-MM-DD (Sydney); hours decimal. `editUrl` is the web path of
 * the edit form ({@link cpdEditPath}) for the member's own self-logged records, null for credited ones.
 * Beside the spec's fields: `source` and `verificationCode` (printed on the certificate).
 */
export const ZCpdRecord = z.object({
  cpdId: z.string(),
  title: z.string(),
  categoryName: z.string().nullable(),
  presenter: z.string().nullable(),
  domain: z.string().nullable(),
  completedDate: z.string(),
  hours: z.number(),
  attachments: z.array(ZCpdAttachment),
  editUrl: z.string().nullable(),
  relatedEventId: z.number().int().nullable(),
  source: z.enum(CPD_RECORD_SOURCES).optional(),
  verificationCode: z.string().optional(),
});
export type TCpdRecord = z.infer<typeof ZCpdRecord>;

/**
 * A CPD period with its records, newest first, and the sum of their hours (spec 002 §3). `label` is the
 * period label of 002 §9 ({@link cpdPeriodLabel}); `isCurrent` when it contains today (Sydney).
 */
export const ZCpdPeriod = z.object({
  cpdPeriodId: z.string(),
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  completedTotalHours: z.number(),
  minimumRequiredHours: z.number(),
  cpdRecords: z.array(ZCpdRecord),
  label: z.string().optional(),
  isCurrent: z.boolean().optional(),
});
export type TCpdPeriod = z.infer<typeof ZCpdPeriod>;

/** `GET api/user/cpd/period/current` answer: the periods containing today (usually one; none is `[]`). */
export const ZCurrentCpdPeriodsResponse = z.object({ data: z.object({ periods: z.array(ZCpdPeriod) }) });
export type TCurrentCpdPeriodsResponse = z.infer<typeof ZCurrentCpdPeriodsResponse>;

/**
 * `GET api/user/cpds` answer: every period of the member, newest first, each with its records (the current
 * period is created when first needed, so a CPD member always has at least one).
 */
export const ZUserCpdsResponse = z.object({ data: z.object({ periods: z.array(ZCpdPeriod) }) });
export type TUserCpdsResponse = z.infer<typeof ZUserCpdsResponse>;

/** `{id}` of `api/cpd/{id}/…`, `api/user/cpd/{id}` and `api/cpd/period/{id}/…`: a record's or period's uuid. */
export const ZCpdIdParams = z.object({ id: z.uuid() });
/** `{id}` of `GET api/user/cpd/attachment/{id}/download`: the evidence file's uuid. */
export const ZCpdAttachmentParams = z.object({ id: z.uuid() });

/** `GET api/cpd/{id}/printview` and `api/cpd/period/{id}/printview` → a signed, 10-minute URL of the inline PDF. */
export const ZCpdPrintviewResponse = z.object({ previewUrl: z.string() });
export type TCpdPrintviewResponse = z.infer<typeof ZCpdPrintviewResponse>;

/** Web path of the create-entry form (the answer of `GET api/cpd/new`; the form is ours, 002 §7). */
export const CPD_NEW_ENTRY_PATH = '/cpd/tracker-page/new';
/** Web path of the edit form of a self-logged record (a record's `editUrl`). */
export function cpdEditPath(cpdId: string): string {
  return `/cpd/tracker-page/${encodeURIComponent(cpdId)}/edit`;
}
/** `GET api/cpd/new` → `{ url }`: where the create-entry form is. */
export const ZCpdNewResponse = z.object({ url: z.string() });
export type TCpdNewResponse = z.infer<typeof ZCpdNewResponse>;

/** Messages of 002 §8 (CPD), exact wording. `downloadError` is followed by the cause. */
export const CPD_MESSAGES = {
  error: 'Error',
  notFound: 'Not found',
  downloadError: 'Error downloading file.',
  printError: 'Error during printing document',
  loadError: 'Error during loading document',
} as const;
