/**
 * Meeting administration — spec 001 §7 "Meetings" (admin calls), §5 Meeting form, §4 (one-way publish
 * and notify, visibility fixed after creation), §6 meetingAll: create, edit, delete, members, assets.
 */
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
import { auditedWrite } from '../../db/audit';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { assertManager, getMeeting, loadRow } from './meetings.service';
import * as repo from './meeting-admin.repository';
import { meetingCreate, meetingWrite } from './meeting-audit';
import * as uploads from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';

/**
 * Multipart text fields of the meeting form (spec 001 §5) → the create/edit input to validate with
 * `ZCreateMeetingFields` / `ZUpdateMeetingFields`: booleans and lists parsed, blank dates and durations
 * dropped, `rsvpDate` 'null' → null (clears the deadline), absent fields left out.
 */
export function meetingInput(f: Record<string, string | string[]>): Record<string, unknown> {
  const text = (k: string) => {
    const v = uploads.textField(f[k]);
    return v === '' ? undefined : v;
  };
  const rsvp = text('rsvpDate');
  const out: Record<string, unknown> = {
    name: uploads.textField(f.name),
    description: uploads.textField(f.description),
    meetingLink: uploads.textField(f.meetingLink),
    meetingId: uploads.textField(f.meetingId),
    meetingPassword: uploads.textField(f.meetingPassword),
    startDate: text('startDate'),
    duration: text('duration'),
    rsvpDate: rsvp === 'null' ? null : rsvp,
    visible: text('visible'),
    sendNotification: uploads.boolField(f.sendNotification),
    toDashBoard: uploads.boolField(f.toDashBoard),
    removeImage: uploads.boolField(f.removeImage),
    userIds: uploads.listField(f.userIds),
    deletedAssetIds: uploads.listField(f.deletedAssetIds),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

async function checkMeetingFiles(
  files: uploads.IncomingFile[],
  existing = 0,
): Promise<{ image: uploads.IncomingFile | null; assets: uploads.IncomingFile[] }> {
  const image = files.find((f) => f.field === 'imageFile') ?? null;
  const assets = files.filter((f) => f.field !== 'imageFile');
  if (image)
    await uploads.checkFiles([image], {
      types: MEETING_IMAGE_TYPES,
      maxBytes: MEETING_LIMITS.fileMaxBytes,
      maxFiles: 1,
      field: 'imageFile',
    });
  if (existing + assets.length > MEETING_LIMITS.assetsMax)
    throw new AppError('BAD_REQUEST', MEETING_MESSAGES.tooManyAssets, {
      errors: { files: [MEETING_MESSAGES.tooManyAssets] },
    });
  await uploads.checkFiles(assets, {
    types: MEETING_FILE_TYPES,
    maxBytes: MEETING_LIMITS.fileMaxBytes,
    maxFiles: MEETING_LIMITS.assetsMax,
    field: 'files',
  });
  return { image, assets };
}

/** Records `meeting.created` in the transaction `tx` of the write. */
function emitCreated(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus'>,
  tx: TenantScope,
  communityId: string,
  meetingId: string,
) {
  return ctx.bus.emit(tx, 'meeting.created', {
    tenantId: ctx.scope.tenantId,
    actorId: ctx.actor.id,
    communityId,
    meetingId,
  });
}

/** Context of the meeting writes: they record themselves in their transaction (issue 39 point 3). */
type WriteContext = Pick<RequestContext, 'scope' | 'actor' | 'audit'>;

/**
 * `POST api/v1/admin/community/{id}/meeting` — creates a meeting with cover and assets (≤ 5). meetingAll.
 * With sendNotification the "new meeting" notification goes out (type 13, one-way). Recorded in the
 * write's transaction (route target, the community) with the meeting, its assets' metadata and invitees as
 * `after` values (`meeting-audit.ts`).
 */
export async function createMeeting(
  ctx: WriteContext & Pick<RequestContext, 'storage' | 'bus'>,
  communityId: string,
  fields: TCreateMeetingFields,
  files: uploads.IncomingFile[],
): Promise<TMeeting> {
  await assertManager(ctx, communityId);
  const { image, assets } = await checkMeetingFiles(files);
  const invitees =
    fields.visible === MeetingVisibility.Private
      ? await repo.tenantUserIds(ctx.scope, fields.userIds ?? [])
      : [];
  const [storedImage] = image ? await uploads.storeFiles(ctx.storage, ctx.scope.tenantId, [image]) : [];
  const storedAssets = await uploads.storeFiles(ctx.storage, ctx.scope.tenantId, assets);
  const start = new Date(fields.startDate);
  const stored = [...(storedImage ? [storedImage] : []), ...storedAssets];
  const id = await uploads.keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, () =>
    auditedWrite(ctx, meetingCreate, async ({ scope: tx }) => {
      const meetingId = await repo.insertMeeting(
        tx,
        {
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
        },
        storedAssets,
        invitees,
      );
      if (fields.sendNotification) await emitCreated(ctx, tx, communityId, meetingId);
      return meetingId;
    }),
  );
  return getMeeting(ctx, communityId, id);
}

/**
 * `PUT api/v1/admin/community/{id}/meeting/{mid}` — edits a meeting (meetingAll). Visibility cannot change;
 * sendNotification=true notifies once; toDashBoard=true publishes once (not Private); deletedAssetIds and
 * new files apply the asset marks with at most 5 assets in all. Recorded in the write's transaction with the
 * changed fields of the meeting, its assets' metadata (never bytes) and invitees, before and after.
 */
export async function updateMeeting(
  ctx: WriteContext & Pick<RequestContext, 'storage' | 'bus'>,
  communityId: string,
  meetingId: string,
  fields: TUpdateMeetingFields,
  files: uploads.IncomingFile[],
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

  const existing = await repo.assetKeysOf(ctx.scope, meetingId);
  const deleted = existing.filter((a) => fields.deletedAssetIds?.includes(a.id));
  const { image, assets } = await checkMeetingFiles(files, existing.length - deleted.length);
  const [storedImage] = image ? await uploads.storeFiles(ctx.storage, ctx.scope.tenantId, [image]) : [];
  const storedAssets = await uploads.storeFiles(ctx.storage, ctx.scope.tenantId, assets);
  const notifyNow = fields.sendNotification === true;
  const stored = [...(storedImage ? [storedImage] : []), ...storedAssets];
  await uploads.keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, () =>
    auditedWrite(ctx, meetingWrite(meetingId), async ({ scope: tx }) => {
      await repo.updateMeetingRow(
        tx,
        meetingId,
        {
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
        },
        deleted.map((d) => d.id),
        storedAssets,
      );
      if (notifyNow) await emitCreated(ctx, tx, communityId, meetingId);
    }),
  );
  const dropped = [
    ...deleted.map((d) => d.key),
    ...(m.imageKey && (storedImage || fields.removeImage) ? [m.imageKey] : []),
  ];
  await uploads.discardFiles(ctx.storage, ctx.scope.tenantId, dropped);
  return getMeeting(ctx, communityId, meetingId);
}

/**
 * `DELETE api/v1/admin/community/{id}/meeting/{mid}` (meetingAll): the meeting, its answers and assets.
 * Recorded in its transaction with the meeting as `before` values; the files go once it committed.
 */
export async function deleteMeeting(
  ctx: WriteContext & Pick<RequestContext, 'storage'>,
  communityId: string,
  meetingId: string,
) {
  const { m, keys } = await auditedWrite(ctx, meetingWrite(meetingId), async (ctx) => {
    await assertManager(ctx, communityId);
    const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
    const keys = await repo.assetKeysOf(ctx.scope, meetingId);
    await repo.deleteMeetingRow(ctx.scope, meetingId);
    return { m, keys };
  });
  await uploads.discardFiles(ctx.storage, ctx.scope.tenantId, [
    ...keys.map((k) => k.key),
    ...(m.imageKey ? [m.imageKey] : []),
  ]);
  return { ok: true as const };
}

/**
 * `PUT .../meeting/{mid}/add-members` / `remove-members` (meetingAll; Private meetings — spec 001 §4
 * "Invite members is shown only for Private meetings"). Unknown or other-tenant ids are ignored. Recorded in
 * its transaction with `invitedUserIds` before and after.
 */
export async function setMembers(
  ctx: WriteContext,
  communityId: string,
  meetingId: string,
  userIds: string[],
  add: boolean,
) {
  return auditedWrite(ctx, meetingWrite(meetingId), async (ctx) => {
    await assertManager(ctx, communityId);
    const { meeting: m } = await loadRow(ctx, communityId, meetingId, false);
    if (m.visible !== MeetingVisibility.Private)
      throw new AppError('BAD_REQUEST', MEETING_MESSAGES.invitesOnlyPrivate);
    const ids = await repo.tenantUserIds(ctx.scope, userIds);
    if (ids.length) await repo.setInvited(ctx.scope, meetingId, ids, add);
    const meeting = await getMeeting(ctx, communityId, meetingId);
    return { users: meeting.users };
  });
}

/** `GET api/v1/community/{id}/meeting/{mid}/asset` — the meeting's assets. */
export async function listAssets(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  meetingId: string,
) {
  const meeting = await getMeeting(ctx, communityId, meetingId);
  return { assets: meeting.assets };
}

/**
 * `POST api/v1/community/{id}/meeting/{mid}/asset` — adds asset files (meetingAll; ≤ 5 in all). Recorded as
 * an edit ({@link updateMeeting}): the assets' metadata before and after.
 */
export async function addAssets(
  ctx: WriteContext & Pick<RequestContext, 'storage' | 'bus'>,
  communityId: string,
  meetingId: string,
  files: uploads.IncomingFile[],
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

/** `DELETE api/v1/community/{id}/meeting/{mid}/asset/{assetId}` (meetingAll); recorded as an edit. */
export async function deleteAsset(
  ctx: WriteContext & Pick<RequestContext, 'storage' | 'bus'>,
  communityId: string,
  meetingId: string,
  assetId: string,
) {
  const m = await updateMeeting(ctx, communityId, meetingId, { deletedAssetIds: [assetId] }, []);
  return { ok: true as const, assets: m.assets };
}

/** `GET api/v1/community/{id}/meeting/{mid}/asset/{assetId}` — the stored key and name of one asset. */
export async function assetFile(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  meetingId: string,
  assetId: string,
) {
  await loadRow(ctx, communityId, meetingId);
  const asset = await repo.findMeetingAsset(ctx.scope, meetingId, assetId);
  if (!asset) throw new AppError('NOT_FOUND', MEETING_MESSAGES.notFound);
  return asset;
}
