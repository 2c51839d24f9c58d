/**
 * CPD periods and records — spec 002 §3 (CPD period, CPD record, CPD summary for the dashboard), §7
 * `GET api/user/cpd/period/current` (data.periods) and §9 (default minimum 20 hours; progress capped at 100 %).
 */
import { z } from 'zod';

/** Default minimum required CPD hours when a period does not say (spec 002 §9). */
export const DEFAULT_MINIMUM_CPD_HOURS = 20;

/** A CPD record (spec 002 §3). Dates are YYYY-MM-DD; hours decimal. */
export const ZCpdRecord = z.object({
  cpdId: z.string(),
  title: z.string(),
  categoryName: z.string().nullable(),
  presenter: z.string().nullable(),
  domain: z.string().nullable(),
  completedDate: z.string(),
  hours: z.number(),
  attachments: z.array(z.object({ id: z.string(), name: z.string() })),
  editUrl: z.string().nullable(),
  relatedEventId: z.number().int().nullable(),
});
export type TCpdRecord = z.infer<typeof ZCpdRecord>;

/** A CPD period with its records, newest first, and the sum of their hours (spec 002 §3). */
export const ZCpdPeriod = z.object({
  cpdPeriodId: z.string(),
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  completedTotalHours: z.number(),
  minimumRequiredHours: z.number(),
  cpdRecords: z.array(ZCpdRecord),
});
export type TCpdPeriod = z.infer<typeof ZCpdPeriod>;

/** `GET api/user/cpd/period/current` answer: the periods containing today (usually one; none is `[]`). */
export const ZCurrentCpdPeriodsResponse = z.object({ data: z.object({ periods: z.array(ZCpdPeriod) }) });
export type TCurrentCpdPeriodsResponse = z.infer<typeof ZCurrentCpdPeriodsResponse>;
