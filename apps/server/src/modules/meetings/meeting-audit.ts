/**
 * What the audit record of a meeting write compares (issue 39 point 3, docs/audit-log.md): the meeting's row
 * (its password redacted by the diff), its assets as file metadata (`{ id, name, size, type }`, never bytes)
 * and the ids of the invited users — read in the write's transaction before and after it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AuditedWriteSpec, AuditRow } from '../../db/audit';
import { meetingAssets, meetingUsers, meetings } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { fileFacts } from '../../lib/audit';

/** The meeting `meetingId` with `assets` and `invitedUserIds`, or null when there is none (in `scope`). */
export async function meetingState(scope: TenantScope, meetingId: string): Promise<AuditRow | null> {
  const [row] = await scope.db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  if (!row) return null;
  const [assets, invited] = await Promise.all([
    scope.db
      .select({ id: meetingAssets.id, name: meetingAssets.fileName, size: meetingAssets.size })
      .from(meetingAssets)
      .where(eq(meetingAssets.meetingId, meetingId))
      .orderBy(asc(meetingAssets.createdAt), asc(meetingAssets.id)),
    scope.db
      .select({ userId: meetingUsers.userId })
      .from(meetingUsers)
      .where(and(eq(meetingUsers.meetingId, meetingId), eq(meetingUsers.invited, true)))
      .orderBy(asc(meetingUsers.userId)),
  ]);
  return { ...row, assets: fileFacts(assets), invitedUserIds: invited.map((u) => u.userId) };
}

/** The audit spec of a write to the existing meeting `meetingId` (route action and target). */
export const meetingWrite = (meetingId: string): AuditedWriteSpec<unknown> => ({
  load: (scope) => meetingState(scope, meetingId),
});

/** The audit spec of a meeting's creation: the new meeting (its id is the write's result) as `after`. */
export const meetingCreate: AuditedWriteSpec<unknown> = {
  load: async (scope, meetingId) => (typeof meetingId === 'string' ? meetingState(scope, meetingId) : null),
};
