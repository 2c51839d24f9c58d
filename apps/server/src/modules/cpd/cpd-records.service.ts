/**
 * A member's own CPD activities (issue 15; fields of spec 002 §3 CPD record): create, read, edit and delete of
 * self-logged records with evidence files, and the evidence download (`GET api/user/cpd/attachment/{id}/download`).
 *
 * Evidence follows the project's upload rules (`plugins/uploads.ts`): the types and sizes of
 * `CPD_EVIDENCE_TYPES` / `CPD_RECORD_LIMITS`, the bytes checked against the extension, at most 10 files per
 * record; nothing is stored before every check passes, and stored files are removed again when the write fails.
 * Another member's record or file answers 404 like a missing one; credited records (events, courses) answer 403.
 */
import type { Readable } from 'node:stream';
import {
  CPD_EVIDENCE_TYPES,
  CPD_MESSAGES,
  CPD_RECORD_LIMITS,
  CPD_RECORD_MESSAGES,
  isCpdDateInFuture,
  type TCpdRecord,
  type TenantProfile,
  type ZCpdRecordEditForm,
  type ZCpdRecordForm,
} from '@portal/contracts';
import type { z } from 'zod';
import type { StoredAttachment } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { contentTypeOf, extensionOf } from '../../lib/mime';
import type { RequestContext } from '../../plugins/auth';
import * as uploads from '../../plugins/uploads';
import { assertSelfLogged, requireCpdAccess } from './cpd.policy';
import { presentRecord } from './cpd.presenter';
import {
  deleteRecord,
  findRecord,
  insertRecord,
  recordWithAttachment,
  updateRecord,
  type CpdRecordRow,
} from './cpd.repository';
import { ensurePeriods, sydneyToday } from './cpd.service';

type RecordForm = z.output<typeof ZCpdRecordForm>;
type RecordEditForm = z.output<typeof ZCpdRecordEditForm>;

/** Multipart fields of the activity form → the contract's input (blank fields dropped; ids as a list). */
export function cpdFormFields(fields: Record<string, string | string[]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['title', 'categoryName', 'presenter', 'domain', 'completedDate', 'hours'])
    if (Object.hasOwn(fields, key)) out[key] = uploads.textField(fields[key]);
  if (Object.hasOwn(fields, 'removeAttachmentIds'))
    out.removeAttachmentIds = uploads.listField(fields.removeAttachmentIds);
  return uploads.dropEmpty(out);
}

/** @throws AppError BAD_REQUEST when the date is after today in Sydney. */
function assertNotFuture(completedDate: string): void {
  if (isCpdDateInFuture(completedDate, sydneyToday()))
    throw new AppError('BAD_REQUEST', CPD_RECORD_MESSAGES.dateInFuture, {
      errors: { completedDate: [CPD_RECORD_MESSAGES.dateInFuture] },
    });
}

/** Checks evidence files against the rules (type, size, count, content). @throws AppError BAD_REQUEST. */
function checkEvidence(files: uploads.IncomingFile[], alreadyKept = 0): Promise<void> {
  return uploads.checkFiles(files, {
    types: CPD_EVIDENCE_TYPES,
    maxBytes: CPD_RECORD_LIMITS.fileMaxBytes,
    maxFiles: CPD_RECORD_LIMITS.filesMax - alreadyKept,
    field: 'files',
  });
}

/** The member's record. @throws AppError NOT_FOUND (missing or another member's). */
async function requireRecord(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  id: string,
): Promise<CpdRecordRow> {
  const row = await findRecord(ctx.scope, ctx.actor.id, id);
  if (!row) throw new AppError('NOT_FOUND', CPD_MESSAGES.notFound);
  return row;
}

/** The member's self-logged record. @throws AppError NOT_FOUND; FORBIDDEN for a credited record. */
async function requireOwnActivity(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  id: string,
): Promise<CpdRecordRow> {
  const row = await requireRecord(ctx, id);
  assertSelfLogged(row);
  return row;
}

/**
 * `POST api/user/cpd`: logs an activity with evidence files; the period of its date is created when missing.
 * @returns `{ data }` (the record). @throws AppError FORBIDDEN (cpd off), BAD_REQUEST (future date, files).
 */
export async function createRecord(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'tenant'>,
  form: RecordForm,
  files: uploads.IncomingFile[],
): Promise<{ data: TCpdRecord }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  assertNotFuture(form.completedDate);
  await checkEvidence(files);
  const stored = await uploads.storeFiles(ctx.storage, ctx.scope.tenantId, files);
  const row = await uploads.keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, async () => {
    await ensurePeriods(ctx, ctx.actor.id, [form.completedDate]);
    return insertRecord(ctx.scope, {
      userId: ctx.actor.id,
      ...activityFields(form),
      attachments: stored,
      source: 'self',
    });
  });
  return { data: presentRecord(row) };
}

/** `GET api/user/cpd/{id}`: one of the member's records. @throws AppError FORBIDDEN, NOT_FOUND. */
export async function getRecord(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'tenant'>,
  id: string,
): Promise<{ data: TCpdRecord }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  return { data: presentRecord(await requireRecord(ctx, id)) };
}

/**
 * `PUT api/user/cpd/{id}`: edits a self-logged activity; `removeAttachmentIds` drops evidence files (removed
 * from storage after the write), new files are added (10 at most in all).
 * @throws AppError FORBIDDEN (cpd off, credited record), NOT_FOUND, BAD_REQUEST (future date, files).
 */
export async function editRecord(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'tenant'>,
  id: string,
  form: RecordEditForm,
  files: uploads.IncomingFile[],
): Promise<{ data: TCpdRecord }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  const row = await requireOwnActivity(ctx, id);
  assertNotFuture(form.completedDate);
  const removed = new Set(form.removeAttachmentIds);
  const kept = row.attachments.filter((a) => !removed.has(a.id));
  await checkEvidence(files, kept.length);
  const stored = await uploads.storeFiles(ctx.storage, ctx.scope.tenantId, files);
  const updated = await uploads.keepFilesIf(ctx.storage, ctx.scope.tenantId, stored, async () => {
    await ensurePeriods(ctx, ctx.actor.id, [form.completedDate]);
    return updateRecord(ctx.scope, ctx.actor.id, id, {
      ...activityFields(form),
      attachments: [...kept, ...stored],
    });
  });
  if (!updated) throw new AppError('NOT_FOUND', CPD_MESSAGES.notFound);
  await dropFiles(
    ctx,
    row.attachments.filter((a) => removed.has(a.id)),
  );
  return { data: presentRecord(updated) };
}

/** `DELETE api/user/cpd/{id}`: deletes a self-logged activity and its evidence files. @throws as {@link editRecord}. */
export async function removeRecord(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'tenant'>,
  id: string,
): Promise<{ success: true }> {
  requireCpdAccess(ctx.tenant, ctx.actor);
  await requireOwnActivity(ctx, id);
  const row = await deleteRecord(ctx.scope, ctx.actor.id, id);
  if (row) await dropFiles(ctx, row.attachments);
  return { success: true };
}

/** An evidence file to send: name, content type and a read stream. */
export interface EvidenceFile {
  name: string;
  contentType: string;
  stream: Readable;
}

/**
 * `GET api/user/cpd/attachment/{id}/download`: an evidence file of the member's own records.
 * @throws AppError FORBIDDEN (cpd off), NOT_FOUND (unknown, or another member's).
 */
export async function evidenceFile(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  tenant: TenantProfile,
  attachmentId: string,
): Promise<EvidenceFile> {
  requireCpdAccess(tenant, ctx.actor);
  const row = await recordWithAttachment(ctx.scope, ctx.actor.id, attachmentId);
  const file = row?.attachments.find((a) => a.id === attachmentId);
  if (!file) throw new AppError('NOT_FOUND', CPD_MESSAGES.notFound);
  return {
    name: file.name,
    contentType: contentTypeOf(extensionOf(file.name), CPD_EVIDENCE_TYPES),
    stream: await ctx.storage.read(ctx.scope.tenantId, file.key),
  };
}

/** The stored fields of the activity form. */
function activityFields(form: RecordForm) {
  return {
    title: form.title,
    categoryName: form.categoryName ?? null,
    presenter: form.presenter ?? null,
    domain: form.domain ?? null,
    completedDate: form.completedDate,
    hours: form.hours,
  };
}

function dropFiles(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage'>,
  files: StoredAttachment[],
): Promise<void> {
  return uploads.discardFiles(
    ctx.storage,
    ctx.scope.tenantId,
    files.map((f) => f.key),
  );
}
