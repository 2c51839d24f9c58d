/** The audit log's answers (issue 39 point 3): rows of `audit.repository.ts` as {@link TAuditEntry}. */
import type { TAuditChanges, TAuditEntry } from '@portal/contracts';

/** A row of the page query as the API's record. */
export function presentAuditEntry(row: {
  id: number;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  impersonatorId: string | null;
  impersonatorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  changes: TAuditChanges | null;
  ip: string | null;
  requestId: string | null;
}): TAuditEntry {
  return { ...row, id: Number(row.id), at: row.at.toISOString() };
}
