/** CPD rows → the contract's period and record (spec 002 §3): records inside the period and their total hours. */
import {
  cpdEditPath,
  cpdPeriodLabel,
  DEFAULT_MINIMUM_CPD_HOURS,
  type TCpdPeriod,
  type TCpdRecord,
  type TCpdRecordSource,
} from '@portal/contracts';
import type { CpdPeriodRow, CpdRecordRow } from './cpd.repository';

/** Hours rounded to 2 decimals (sums of decimals drift otherwise). */
export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** A record as the tracker shows it; `editUrl` only for self-logged records (the member's own). */
export function presentRecord(r: CpdRecordRow): TCpdRecord {
  const source = r.source as TCpdRecordSource;
  return {
    cpdId: r.id,
    title: r.title,
    categoryName: r.categoryName,
    presenter: r.presenter,
    domain: r.domain,
    completedDate: r.completedDate,
    hours: Number(r.hours),
    attachments: r.attachments.map((a) => ({ id: a.id, name: a.name })),
    editUrl: source === 'self' ? cpdEditPath(r.id) : null,
    relatedEventId: r.relatedEventId,
    source,
    verificationCode: r.verificationCode,
  };
}

/** Records completed within the period (dates inclusive). */
export function recordsInside(p: CpdPeriodRow, records: CpdRecordRow[]): CpdRecordRow[] {
  return records.filter((r) => r.completedDate >= p.periodStartDate && r.completedDate <= p.periodEndDate);
}

/** A period with the records completed within it; hours summed and rounded to 2 decimals. */
export function presentPeriod(p: CpdPeriodRow, records: CpdRecordRow[], today?: string): TCpdPeriod {
  const inside = recordsInside(p, records);
  return {
    cpdPeriodId: p.id,
    periodStartDate: p.periodStartDate,
    periodEndDate: p.periodEndDate,
    completedTotalHours: roundHours(inside.reduce((sum, r) => sum + Number(r.hours), 0)),
    minimumRequiredHours: p.minimumRequiredHours ?? DEFAULT_MINIMUM_CPD_HOURS,
    cpdRecords: inside.map(presentRecord),
    label: cpdPeriodLabel(p.periodStartDate, p.periodEndDate),
    ...(today ? { isCurrent: p.periodStartDate <= today && today <= p.periodEndDate } : {}),
  };
}
