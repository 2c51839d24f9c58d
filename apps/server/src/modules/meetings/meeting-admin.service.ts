/**
 * Meeting administration — spec 001 §7 "Meetings" (admin calls), §5 Meeting form, §4 (one-way publish
 * and notify, visibility fixed after creation), §6 meetingAll: create, edit, delete, members, assets.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  MEETING_FILE_TYPES,
  MEETING_IMAGE_TYPES,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  MeetingVisibility,
  type TCreateMeetingFields,
  type TMeeting,
  type TUpdateMeetingFields,
} from '@portal/contracts';
import { meetingAssets, meetingUsers, meetings, users, type StoredAttachment } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { CommunityContext } from '../communities/communities.service';
import { assertManager, getMeeting, loadRow } from './meetings.service';
import {
  boolField,
  checkFiles,
  discardFiles,
  keepFilesIf,
  listField,
  storeFiles,
  textField,
  type IncomingFile,
} from '../../plugins/uploads';

/**
 * Multipart text fields of the meeting form (spec 001 §5) → the create/edit input to validate with
 * `ZCreateMeetingFields` / `ZUpdateMeetingFields`: booleans and lists parsed, blank dates and durations
 * dropped, `rsvpDate` 'null' → null (clears the deadline), absent fields left out.
 */
export function meetingInput(f: Record<string, string | string[]>): Record<string, unknown> {
  const text = (k: string) => {
    const v = textField(f[k]);
    return v === '' ? undefined : v;
  };
  const rsvp = text('rsvpDate');
  const out: Record<string, unknown> = {
    name: textField(f.name),
    description: textField(f.description),
    meetingLink: textField(f.meetingLink),
    meetingId: textField(f.meetingId),
    meetingPassword: textField(f.meetingPassword),
    startDate: text('startDate'),
    duration: text('duration'),
    rsvpDate: rsvp === 'null' ? null : rsvp,
    visible: text('visible'),
    sendNotification: boolField(f.sendNotification),
    toDashBoard: boolField(f.toDashBoard),
    removeImage: boolField(f.removeImage),
    userIds: listField(f.userIds),
    deletedAssetIds: listField(f.deletedAssetIds),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Rows of `meeting_assets` for freshly stored files of a meeting (`size` in bytes). */
function assetRows(tenantId: string, meetingId: string, stored: readonly StoredAttachment[]) {
  return stored.map((a) => ({ id: a.id, tenantId, meetingId, fileName: a.name, key: a.key, size: a.size }));
}

/** Keeps only ids of users of the tenant. */
async function tenantUserIds(ctx: CommunityContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.scope.db
    .select({ id: users.id })
    .from(users)
    .where(inTenant(ctx.scope, users, inArray(users.id, [...new Set(ids)])));
  return rows.map((r) => r.id);
}

async function checkMeetingFiles(
  files: IncomingFile[],
  existing = 0,
): Promise<{ image: IncomingFile | null; assets: IncomingFile[] }> {
  const image = files.find((f) => f.field === 'imageFile') ?? null;
  const assets = files.filter((f) => f.field !== 'imageFile');
  if (image)
    await checkFiles([image], {
      types: MEETING_IMAGE_TYPES,
      maxBytes: MEETING_LIMITS.fileMaxBytes,
      maxFiles: 1,
      field: 'imageFile',
    });
  if (existing + assets.length > MEETING_LIMITS.assetsMax)
    throw new AppError('BAD_REQUEST', MEETING_MESSAGES.tooManyAssets, {
      errors: { files: [MEETING_MESSAGES.tooManyAssets] },
    });
  await checkFiles(assets, {
    types: MEETING_FILE_TYPES,
    maxBytes: MEETING_LIMITS.fileMaxBytes,
    maxFiles: MEETING_LIMITS.assetsMax,
    field: 'files',
  });
  return { image, assets };
}

function emitCreated(ctx: CommunityContext, communityId: string, meetingId: string): void {
  ctx.events.emit('meeting.created', {
    tenantId: ctx.scope.tenantId,
    actorId: ctx.actor.id,
    communityId,
    meetingId,
  });
}

/**
 * `POST api/v1/admin/community/{id}/meeting` — creates a meeting with cover and assets (≤ 5). meetingAll.
 * With sendNotification the "new meeting" notification goes out (type 13, one-way).
 */
export async function createMeeting(
  ctx: CommunityContext,
  communityId: string,
  fields: TCreateMeetingFields,
  files: IncomingFile[],
): Promise<TMeeting> {
  await assertManager(ctx, communityId);
  const { image, assets } = await checkMeetingFiles(files);
  const invitees =
    fields.visible === MeetingVisibility.Private ? await tenantUserIds(ctx, fields.userIds ?? []) : [];
  const [storedImage] = image ? await storeFiles(ctx.storage, ctx.scope.tenantId, [image]) : [];
  const storedAssets = await storeFiles(ctx.storage, ctx.scope.tenantId, assets);
  const start = new Date(fields.startDate);
  const stored = [...(storedImage ? [storedImage] : []), ...storedAssets];
  const id = await keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, () =>
    ctx.scope.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(meetings)
        .values({
          tenantId: ctx.scope.tenantId,
          communityId,
          name: fields.name,
          description: fields.description,
          meetingLink: fields.meetingLink,
          meetingCode: fields.meetingId || null,
          meetingPassword: fields.meetingPassword || null,
          startDate: start,
          duration: fields.duration,
          endDate: new Date(start.getTime() + fields.duration * 60_000),
          rsvpDate: fields.rsvpDate ? new Date(fields.rsvpDate) : null,
          visible: fields.visible,
          imageKey: storedImage?.key ?? null,
          sendNotification: fields.sendNotification,
          notifiedAt: fields.sendNotification ? new Date() : null,
          toDashBoard: fields.toDashBoard,
          createdByUserId: ctx.actor.id,
        })
        .returning({ id: meetings.id });
      const meetingId = created!.id;
      if (storedAssets.length)
        await tx.insert(meetingAssets).values(assetRows(ctx.scope.tenantId, meetingId, storedAssets));
      if (invitees.length)
        await tx
          .insert(meetingUsers)
          .values(
            invitees.map((userId) => ({ tenantId: ctx.scope.tenantId, meetingId, userId, invited: true })),
          );
      return meetingId;
    }),
  );
  if (fields.sendNotification) emitCreated(ctx, communityId, id);
  return getMeeting(ctx, communityId, id);
}

/**
 * `PUT api/v1/admin/community/{id}/meeting/{mid}` — edits a meeting (meetingAll). Visibility cannot change;
 * sendNotification=true notifies once; toDashBoard=true publishes once (not Private); deletedAssetIds and
 * new files apply the asset marks with at most 5 assets in all.
 */
export async function updateMeeting(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  fields: TUpdateMeetingFields,
  files: IncomingFile[],
): Promise<TMeeting> {
  await assertManager(ctx, communityId);
  const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
  const bad = (field: string, message: string) =>
    new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });
  if (fields.visible !== undefined && fields.visible !== m.visible)
    throw bad('visible', MEETING_MESSAGES.visibilityLocked);
  if (fields.sendNotification && m.notifiedAt)
    throw bad('sendNotification', MEETING_MESSAGES.alreadyNotified);
  if (fields.toDashBoard === true && m.toDashBoard)
    throw bad('toDashBoard', MEETING_MESSAGES.alreadyPublished);
  if (fields.toDashBoard === true && m.visible === MeetingVisibility.Private)
    throw bad('toDashBoard', MEETING_MESSAGES.privateNotPublishable);
  const start = fields.startDate ? new Date(fields.startDate) : m.startDate;
  const duration = fields.duration ?? m.duration;
  const rsvpDate =
    fields.rsvpDate === undefined ? m.rsvpDate : fields.rsvpDate ? new Date(fields.rsvpDate) : null;
  if (fields.startDate && start.getTime() !== m.startDate.getTime() && start.getTime() < Date.now() - 60_000)
    throw bad('startDate', MEETING_MESSAGES.timeInPast);
  if (rsvpDate && rsvpDate.getTime() > start.getTime())
    throw bad('rsvpDate', MEETING_MESSAGES.rsvpAfterStart);

  const existing = await ctx.scope.db
    .select({ id: meetingAssets.id, key: meetingAssets.key })
    .from(meetingAssets)
    .where(inTenant(ctx.scope, meetingAssets, eq(meetingAssets.meetingId, meetingId)));
  const deleted = existing.filter((a) => fields.deletedAssetIds?.includes(a.id));
  const { image, assets } = await checkMeetingFiles(files, existing.length - deleted.length);
  const [storedImage] = image ? await storeFiles(ctx.storage, ctx.scope.tenantId, [image]) : [];
  const storedAssets = await storeFiles(ctx.storage, ctx.scope.tenantId, assets);
  const notifyNow = fields.sendNotification === true;
  const stored = [...(storedImage ? [storedImage] : []), ...storedAssets];
  await keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, () =>
    ctx.scope.db.transaction(async (tx) => {
      await tx
        .update(meetings)
        .set({
          name: fields.name ?? m.name,
          description: fields.description ?? m.description,
          meetingLink: fields.meetingLink ?? m.meetingLink,
          meetingCode: fields.meetingId === undefined ? m.meetingCode : fields.meetingId || null,
          meetingPassword:
            fields.meetingPassword === undefined ? m.meetingPassword : fields.meetingPassword || null,
          startDate: start,
          duration,
          endDate: new Date(start.getTime() + duration * 60_000),
          rsvpDate,
          imageKey: storedImage ? storedImage.key : fields.removeImage ? null : m.imageKey,
          sendNotification: m.sendNotification || notifyNow,
          notifiedAt: m.notifiedAt ?? (notifyNow ? new Date() : null),
          toDashBoard: m.toDashBoard || fields.toDashBoard === true,
          updatedAt: new Date(),
        })
        .where(inTenant(ctx.scope, meetings, eq(meetings.id, meetingId)));
      if (deleted.length)
        await tx.delete(meetingAssets).where(
          inTenant(
            ctx.scope,
            meetingAssets,
            inArray(
              meetingAssets.id,
              deleted.map((d) => d.id),
            ),
          ),
        );
      if (storedAssets.length)
        await tx.insert(meetingAssets).values(assetRows(ctx.scope.tenantId, meetingId, storedAssets));
    }),
  );
  const dropped = [
    ...deleted.map((d) => d.key),
    ...(m.imageKey && (storedImage || fields.removeImage) ? [m.imageKey] : []),
  ];
  await discardFiles(ctx.storage, ctx.scope.tenantId, dropped);
  if (notifyNow) emitCreated(ctx, communityId, meetingId);
  return getMeeting(ctx, communityId, meetingId);
}

/** `DELETE api/v1/admin/community/{id}/meeting/{mid}` (meetingAll): the meeting, its answers and assets. */
export async function deleteMeeting(ctx: CommunityContext, communityId: string, meetingId: string) {
  await assertManager(ctx, communityId);
  const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
  const keys = await ctx.scope.db
    .select({ key: meetingAssets.key })
    .from(meetingAssets)
    .where(inTenant(ctx.scope, meetingAssets, eq(meetingAssets.meetingId, meetingId)));
  await ctx.scope.db.delete(meetings).where(inTenant(ctx.scope, meetings, eq(meetings.id, meetingId)));
  await discardFiles(ctx.storage, ctx.scope.tenantId, [
    ...keys.map((k) => k.key),
    ...(m.imageKey ? [m.imageKey] : []),
  ]);
  return { ok: true as const };
}

/**
 * `PUT .../meeting/{mid}/add-members` / `remove-members` (meetingAll; Private meetings — spec 001 §4
 * "Invite members is shown only for Private meetings"). Unknown or other-tenant ids are ignored.
 */
export async function setMembers(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  userIds: string[],
  add: boolean,
) {
  await assertManager(ctx, communityId);
  const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
  if (m.visible !== MeetingVisibility.Private)
    throw new AppError('BAD_REQUEST', MEETING_MESSAGES.invitesOnlyPrivate);
  const ids = await tenantUserIds(ctx, userIds);
  if (ids.length) {
    if (add)
      await ctx.scope.db
        .insert(meetingUsers)
        .values(ids.map((userId) => ({ tenantId: ctx.scope.tenantId, meetingId, userId, invited: true })))
        .onConflictDoUpdate({
          target: [meetingUsers.meetingId, meetingUsers.userId],
          set: { invited: true },
        });
    else
      await ctx.scope.db
        .delete(meetingUsers)
        .where(
          inTenant(
            ctx.scope,
            meetingUsers,
            eq(meetingUsers.meetingId, meetingId),
            inArray(meetingUsers.userId, ids),
          ),
        );
  }
  const meeting = await getMeeting(ctx, communityId, meetingId);
  return { users: meeting.users };
}

/** `GET api/v1/community/{id}/meeting/{mid}/asset` — the meeting's assets. */
export async function listAssets(ctx: CommunityContext, communityId: string, meetingId: string) {
  const meeting = await getMeeting(ctx, communityId, meetingId);
  return { assets: meeting.assets };
}

/** `POST api/v1/community/{id}/meeting/{mid}/asset` — adds asset files (meetingAll; ≤ 5 in all). */
export async function addAssets(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  files: IncomingFile[],
) {
  return updateMeeting(
    ctx,
    communityId,
    meetingId,
    {},
    files.map((f) => ({ ...f, field: 'files' })),
  ).then((m) => ({
    assets: m.assets,
  }));
}

/** `DELETE api/v1/community/{id}/meeting/{mid}/asset/{assetId}` (meetingAll). */
export async function deleteAsset(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  assetId: string,
) {
  const m = await updateMeeting(ctx, communityId, meetingId, { deletedAssetIds: [assetId] }, []);
  return { ok: true as const, assets: m.assets };
}

/** `GET api/v1/community/{id}/meeting/{mid}/asset/{assetId}` — the stored key and name of one asset. */
export async function assetFile(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  assetId: string,
) {
  await loadRow(ctx, communityId, meetingId);
  const [asset] = await ctx.scope.db
    .select()
    .from(meetingAssets)
    .where(
      inTenant(
        ctx.scope,
        meetingAssets,
        eq(meetingAssets.id, assetId),
        eq(meetingAssets.meetingId, meetingId),
      ),
    );
  if (!asset) throw new AppError('NOT_FOUND', MEETING_MESSAGES.notFound);
  return asset;
}
