/**
 * Meeting administration data access — spec 001 §7 "Meetings" (admin calls): create and edit a meeting
 * with its assets in one transaction, delete, invitations and one asset. Every function takes the tenant
 * scope; the service checks meetingAll and the form rules first.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { meetingAssets, meetingUsers, meetings, users, type StoredAttachment } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A new row of `meetings` (tenant stamped by the caller). */
export type NewMeetingRow = typeof meetings.$inferInsert;
/** A row of `meeting_assets`. */
export type MeetingAssetRow = typeof meetingAssets.$inferSelect;

/** Rows of `meeting_assets` for freshly stored files of a meeting (`size` in bytes). */
function assetRows(tenantId: string, meetingId: string, stored: readonly StoredAttachment[]) {
  return stored.map((a) => ({ id: a.id, tenantId, meetingId, fileName: a.name, key: a.key, size: a.size }));
}

/** The given ids that are users of the tenant (duplicates dropped; none for an empty list, without a query). */
export async function tenantUserIds(scope: TenantScope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return rows.map((r) => r.id);
}

/** Inserts a meeting with its stored assets and its invitations (one transaction); returns its id. */
export async function insertMeeting(
  scope: TenantScope,
  values: NewMeetingRow,
  assets: readonly StoredAttachment[],
  invitees: string[],
): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const [created] = await tx.insert(meetings).values(values).returning({ id: meetings.id });
    const meetingId = created!.id;
    if (assets.length) await tx.insert(meetingAssets).values(assetRows(scope.tenantId, meetingId, assets));
    if (invitees.length)
      await tx
        .insert(meetingUsers)
        .values(invitees.map((userId) => ({ tenantId: scope.tenantId, meetingId, userId, invited: true })));
    return meetingId;
  });
}

/** Updates a meeting, deletes the assets `deletedAssetIds` and adds the stored `assets` (one transaction). */
export async function updateMeetingRow(
  scope: TenantScope,
  meetingId: string,
  set: Partial<NewMeetingRow>,
  deletedAssetIds: string[],
  assets: readonly StoredAttachment[],
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    await tx.update(meetings).set(set).where(eq(meetings.id, meetingId));
    if (deletedAssetIds.length)
      await tx.delete(meetingAssets).where(inArray(meetingAssets.id, deletedAssetIds));
    if (assets.length) await tx.insert(meetingAssets).values(assetRows(scope.tenantId, meetingId, assets));
  });
}

/** Ids and storage keys of a meeting's assets. */
export async function assetKeysOf(
  scope: TenantScope,
  meetingId: string,
): Promise<{ id: string; key: string }[]> {
  return scope.db
    .select({ id: meetingAssets.id, key: meetingAssets.key })
    .from(meetingAssets)
    .where(eq(meetingAssets.meetingId, meetingId));
}

/** Deletes a meeting (its answers, favourites and asset rows go with it). */
export async function deleteMeetingRow(scope: TenantScope, meetingId: string): Promise<void> {
  await scope.db.delete(meetings).where(eq(meetings.id, meetingId));
}

/** Invites (`add`) the users to a meeting (keeping their RSVP), or removes their rows. */
export async function setInvited(scope: TenantScope, meetingId: string, userIds: string[], add: boolean) {
  if (add)
    await scope.db
      .insert(meetingUsers)
      .values(userIds.map((userId) => ({ tenantId: scope.tenantId, meetingId, userId, invited: true })))
      .onConflictDoUpdate({
        target: [meetingUsers.meetingId, meetingUsers.userId],
        set: { invited: true },
      });
  else
    await scope.db
      .delete(meetingUsers)
      .where(and(eq(meetingUsers.meetingId, meetingId), inArray(meetingUsers.userId, userIds)));
}

/** One asset of a meeting, or undefined. */
export async function findMeetingAsset(
  scope: TenantScope,
  meetingId: string,
  assetId: string,
): Promise<MeetingAssetRow | undefined> {
  const [asset] = await scope.db
    .select()
    .from(meetingAssets)
    .where(and(eq(meetingAssets.id, assetId), eq(meetingAssets.meetingId, meetingId)));
  return asset;
}
