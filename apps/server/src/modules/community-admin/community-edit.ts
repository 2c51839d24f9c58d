/**
 * Editing, archiving, deleting a community and its 'Who are we?' text (issue 14) — spec 001 §4 Community
 * (archive sets isArchived and an archive date, unarchive clears it; Public forces visible on; Private
 * forces auto-join off; deleting marks the community deleted), §5 Community form (every rule of the create
 * form; the alias is sent only if changed; an edit with no segments sends `isSetSegmentIdsEmpty`; archived
 * date at least tomorrow), §6 (admin settings and archiving for admins; community creation and deletion:
 * Admin only), §7 `PUT api/v1/admin/community/{id}` (multipart), `DELETE …`, `PUT …/about`.
 */
import { auditedWrite } from '../../db/audit';
import { MODERATION_MESSAGES, type TCommunityChangeResponse } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { discardFiles, listField, storeFiles, textField, type MultipartBody } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { loadCommunityAccess } from '../communities/communities.service';
import { assertAboutEditor, assertCommunitySettingsAdmin, assertCreator } from './community-admin.policy';
import * as edit from './community-edit.repository';
import { aliasConflict, badField, checkedCommunityForm, formColumns, startOfToday } from './community-form';

const flag = (v: string | undefined) => v === 'true';

/** @throws AppError 404 unknown community, 403 unless a global admin ({@link assertCommunitySettingsAdmin}). */
async function adminAccess(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  const access = await loadCommunityAccess(ctx, { id });
  assertCommunitySettingsAdmin(access);
  return access;
}

const present = (row: Awaited<ReturnType<typeof edit.updateCommunity>>): TCommunityChangeResponse => ({
  ...row,
  archivedDate: row.archivedDate ? row.archivedDate.toISOString() : null,
});

/** The archive fields of a form: `isArchived` and `archivedDate` (at least tomorrow when given). */
function archiveChanges(f: MultipartBody['fields']) {
  const raw = textField(f.isArchived);
  if (raw === undefined) return {};
  const isArchived = flag(raw);
  if (!isArchived) return { isArchived: false, archivedDate: null };
  const dateText = textField(f.archivedDate);
  if (!dateText) return { isArchived: true, archivedDate: new Date() };
  const date = new Date(dateText);
  const tomorrow = new Date(startOfToday().getTime() + 86_400_000);
  if (Number.isNaN(date.getTime()) || date < tomorrow)
    throw badField('archivedDate', 'Archived date must be at least tomorrow');
  return { isArchived: true, archivedDate: date };
}

/**
 * `PUT api/v1/admin/community/{id}` (multipart). With `name`, the whole Community form is checked as on
 * create (image optional: the current one stays; alias checked only when changed) and the links replaced;
 * without it, only `isArchived` / `archivedDate` change (archive / unarchive). Admins only.
 * @throws AppError 403, 404, 400 invalid field (nothing stored), 409 alias taken.
 */
export async function updateCommunity(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'audit'>,
  id: string,
  body: MultipartBody,
) {
  return auditedWrite(ctx, { load: (s) => edit.communityAuditRow(s, id) }, async (ctx) => {
    const access = await adminAccess(ctx, id);
    const f = body.fields;
    const archive = archiveChanges(f);
    if (textField(f.name) === undefined) {
      if (!('isArchived' in archive)) throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.noChanges);
      return present(await edit.updateCommunity(ctx.scope, id, archive));
    }
    const current = access.community;
    const { form, images, dates, links } = await checkedCommunityForm(
      ctx.scope,
      body,
      {
        alias: textField(f.alias) || current.alias,
        segmentIds: flag(textField(f.isSetSegmentIdsEmpty))
          ? []
          : (listField(f.segmentIds) ?? current.segmentIds),
      },
      current,
    );

    const [image] = images.length ? await storeFiles(ctx.storage, ctx.scope.tenantId, images) : [];
    try {
      const row = await edit.updateCommunity(
        ctx.scope,
        id,
        {
          ...formColumns(form, dates),
          ...(image ? { imageUrl: image.key } : {}),
          ...archive,
        },
        links,
      );
      if (
        image &&
        current.imageUrl &&
        !/^(https?:)?\/\//.test(current.imageUrl) &&
        !current.imageUrl.startsWith('/')
      )
        await discardFiles(ctx.storage, ctx.scope.tenantId, [current.imageUrl]);
      return present(row);
    } catch (error) {
      if (image) await discardFiles(ctx.storage, ctx.scope.tenantId, [image.key]);
      if ((error as { code?: string }).code === '23505') throw aliasConflict();
      throw error;
    }
  });
}

/**
 * `DELETE api/v1/admin/community/{id}` — marks the community deleted (it leaves every list and answers
 * 404 afterwards). Admin only (as creation). @throws AppError 403, 404.
 */
export async function deleteCommunity(ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>, id: string) {
  return auditedWrite(ctx, { load: (s) => edit.communityAuditRow(s, id) }, async (ctx) => {
    assertCreator(ctx.actor);
    await loadCommunityAccess(ctx, { id });
    return present(await edit.updateCommunity(ctx.scope, id, { isDeleted: true }));
  });
}

/**
 * `PUT api/v1/admin/community/{id}/about` `{ about }` — the 'Who are we?' rich text, sanitised. Admins, or
 * holders of commentEdit here (spec 001 §6 "as built"). @throws AppError 403.
 */
export async function saveAbout(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  about: string,
) {
  return auditedWrite(ctx, { load: (s) => edit.communityAuditRow(s, id) }, async (ctx) => {
    const access = await loadCommunityAccess(ctx, { id });
    assertAboutEditor(access);
    const clean = sanitizeRichText(about);
    await edit.updateCommunity(ctx.scope, id, { about: clean, latestActivity: new Date() });
    return { about: clean };
  });
}
