/** The insights rows as the contract's answer (issue 39 point 4): cents → dollars, CPD shares 0–1. */
import {
  INSIGHT_MEMBER_STATUSES,
  type TCpdComplianceRow,
  type TEventsRow,
  type TMembersByStatusRow,
  type TMembersByTypeRow,
} from '@portal/contracts';
import { toDollars } from '../../lib/money';
import type { CpdComplianceRow, EventsMonthRow, MemberSnapshotRow } from './insights.repository';

type SnapshotStatus = (typeof INSIGHT_MEMBER_STATUSES)[number];
const isSnapshotStatus = (s: string | null): s is SnapshotStatus =>
  (INSIGHT_MEMBER_STATUSES as readonly (string | null)[]).includes(s);

/** Splits the snapshot's two groupings: by status, and current (Active or Life) members by type. */
export function presentSnapshots(rows: MemberSnapshotRow[]): {
  membersByStatus: TMembersByStatusRow[];
  membersByType: TMembersByTypeRow[];
} {
  const membersByStatus: TMembersByStatusRow[] = [];
  const membersByType: TMembersByTypeRow[] = [];
  for (const row of rows) {
    if (isSnapshotStatus(row.status)) {
      membersByStatus.push({ month: row.month, status: row.status, members: row.members });
    } else if (row.membership_name !== null && row.current_members > 0) {
      membersByType.push({
        month: row.month,
        membershipName: row.membership_name,
        members: row.current_members,
      });
    }
  }
  return { membersByStatus, membersByType };
}

/** Registrations and revenue in dollars. */
export const presentEvents = (rows: EventsMonthRow[]): TEventsRow[] =>
  rows.map((r) => ({
    month: r.month,
    registrations: r.registrations,
    revenue: toDollars(Number(r.revenue_cents)),
  }));

/** Members, compliant members and their share (0 when a period has no member), to 4 decimals. */
export const presentCpd = (rows: CpdComplianceRow[]): TCpdComplianceRow[] =>
  rows.map((r) => ({
    periodStart: r.period_start,
    periodEnd: r.period_end,
    members: r.members,
    compliant: r.compliant,
    share: r.members ? Math.round((r.compliant / r.members) * 10_000) / 10_000 : 0,
  }));
