/**
 * CPD periods and records — spec 002 §3 (CPD period, CPD record, CPD summary for the dashboard), §7 Courses
 * and CPD (`GET api/user/cpds`, `GET api/user/cpd/period/current` → data.periods) and §9 (default minimum 20
 * hours; progress capped at 100 %; dates in the Sydney time zone; the period label rule).
 *
 * Periods follow the tenant's CPD year ({@link CPD_PERIOD_RULES}): ota 1 July – 30 June, the others the calendar
 * year. Dates are `YYYY-MM-DD` Sydney calendar dates; hours are decimal hours (2 decimals).
 */
import { z } from 'zod';

export * from './cpd-periods';

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
