/** CPD rows → the contract's period (spec 002 §3): records inside the period and their total hours. */
import { DEFAULT_MINIMUM_CPD_HOURS, type TCpdPeriod } from '@portal/contracts';
import type { CpdPeriodRow, CpdRecordRow } from './cpd.repository';

/** A period with the records completed within it; hours summed and rounded to 2 decimals. */
export function presentPeriod(p: CpdPeriodRow, records: CpdRecordRow[]): TCpdPeriod {
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
}
