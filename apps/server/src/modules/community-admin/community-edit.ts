/**
 * Editing, archiving, deleting a community and its 'Who are we?' text (issue 14) — spec 001 §4 Community
 * (archive sets isArchived and an archive date, unarchive clears it; Public forces visible on; Private
 * forces auto-join off; deleting marks the community deleted), §5 Community form (every rule of the create
 * form; the alias is sent only if changed; an edit with no segments sends `isSetSegmentIdsEmpty`; archived
 * date at least tomorrow), §6 (admin settings and archiving for admins; community creation and deletion:
 * Admin only), §7 `PUT api/v1/admin/community/{id}` (multipart), `DELETE …`, `PUT …/about`.
 */
import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_TYPES,
  MODERATION_MESSAGES,
  ZCommunityForm,
  type TCommunityChangeResponse,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { parseOr400 } from '../../lib/validation';
import {
  checkFiles,
  discardFiles,
  listField,
  storeFiles,
  textField,
  type MultipartBody,
} from '../../plugins/uploads';
import { loadCommunityAccess, type CommunityContext } from '../communities/communities.service';
import { assertCreator } from './community-admin.policy';
import * as repo from './community-admin.repository';
import * as edit from './community-edit.repository';

const badField = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });
const flag = (v: string | undefined) => v === 'true';
const startOfToday = () => new Date(new Date().toISOString().slice(0, 10));

/** @throws AppError 403 unless a global admin (Admin or WorkSpaceOwner). */
async function adminAccess(ctx: CommunityContext, id: string) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  if (!access.isAdmin) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.forbidden);
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
export async function updateCommunity(ctx: CommunityContext, id: string, body: MultipartBody) {
  const access = await adminAccess(ctx, id);
  const f = body.fields;
  const archive = archiveChanges(f);
  if (textField(f.name) === undefined) {
    if (!('isArchived' in archive)) throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.noChanges);
    return present(await edit.updateCommunity(ctx.scope, id, archive));
  }
  const current = access.community;
  const form = parseOr400(ZCommunityForm, {
    name: textField(f.name),
    shortDescription: textField(f.shortDescription),
    alias: textField(f.alias) || current.alias,
    title: textField(f.title) || undefined,
    categoryIds: listField(f.categoryIds) ?? [],
    tagsId: listField(f.tagsId),
    segmentIds: flag(textField(f.isSetSegmentIdsEmpty))
      ? []
      : (listField(f.segmentIds) ?? current.segmentIds),
    isPublic: textField(f.isPublic),
    isVisible: textField(f.isVisible),
    isAutoJoin: textField(f.isAutoJoin),
    isRequirePostApproval: textField(f.isRequirePostApproval),
    isRequireAgreement: textField(f.isRequireAgreement),
    pushToWebSite: textField(f.pushToWebSite),
    aliveStartDate: textField(f.aliveStartDate) || undefined,
    aliveEndDate: textField(f.aliveEndDate) || undefined,
  });
  const images = body.files.filter((file) => file.field === 'imageFile');
  if (images.length)
    await checkFiles(images, {
      types: COMMUNITY_IMAGE_TYPES,
      maxBytes: COMMUNITY_IMAGE_MAX_BYTES,
      maxFiles: 1,
      field: 'imageFile',
    });
  else if (!current.imageUrl) throw badField('imageFile', COMMUNITY_ADMIN_MESSAGES.imageRequired);
  const start = form.aliveStartDate ? new Date(form.aliveStartDate) : null;
  const end = form.aliveEndDate ? new Date(form.aliveEndDate) : null;
  const unchanged = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  if (start && start < startOfToday() && !unchanged(start, current.aliveStartDate))
    throw badField('aliveStartDate', COMMUNITY_ADMIN_MESSAGES.datePast);
  if (end && end < startOfToday() && !unchanged(end, current.aliveEndDate))
    throw badField('aliveEndDate', COMMUNITY_ADMIN_MESSAGES.datePast);
  if (start && end && start >= end) throw badField('aliveEndDate', COMMUNITY_ADMIN_MESSAGES.startAfterEnd);
  const categoryIds = [...new Set(form.categoryIds)];
  const tagIds = [...new Set(form.tagsId)];
  const { categories, tags } = await repo.findCategoriesAndTags(ctx.scope, categoryIds, tagIds);
  if (categories.length !== categoryIds.length) throw badField('categoryIds', 'Unknown category');
  if (categories.some((c) => c.hasChildren))
    throw badField('categoryIds', 'Choose a subcategory where the category has subcategories');
  if (tags.length !== tagIds.length) throw badField('tagsId', 'Unknown tag');
  const aliasChanged = form.alias.toLowerCase() !== current.alias.toLowerCase();
  if (aliasChanged && (await repo.aliasTaken(ctx.scope, form.alias)))
    throw new AppError('CONFLICT', COMMUNITY_ADMIN_MESSAGES.aliasExists, {
      errors: { alias: [COMMUNITY_ADMIN_MESSAGES.aliasExists] },
    });

  const [image] = images.length ? await storeFiles(ctx.storage, ctx.scope.tenantId, images) : [];
  try {
    const row = await edit.updateCommunity(
      ctx.scope,
      id,
      {
        name: form.name,
        alias: form.alias,
        shortDescription: form.shortDescription,
        title: form.title ?? null,
        ...(image ? { imageUrl: image.key } : {}),
        isPublic: form.isPublic,
        isVisible: form.isVisible,
        isAutoJoin: form.isAutoJoin,
        isRequirePostApproval: form.isRequirePostApproval,
        isRequireAgreement: form.isRequireAgreement,
        pushToWebSite: form.pushToWebSite,
        segmentIds: form.segmentIds,
        aliveStartDate: start,
        aliveEndDate: end,
        ...archive,
      },
      { categoryIds, tagIds },
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
    if ((error as { code?: string }).code === '23505')
      throw new AppError('CONFLICT', COMMUNITY_ADMIN_MESSAGES.aliasExists, {
        errors: { alias: [COMMUNITY_ADMIN_MESSAGES.aliasExists] },
      });
    throw error;
  }
}

/**
 * `DELETE api/v1/admin/community/{id}` — marks the community deleted (it leaves every list and answers
 * 404 afterwards). Admin only (as creation). @throws AppError 403, 404.
 */
export async function deleteCommunity(ctx: CommunityContext, id: string) {
  assertCreator(ctx.actor);
  await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  return present(await edit.updateCommunity(ctx.scope, id, { isDeleted: true }));
}

/**
 * `PUT api/v1/admin/community/{id}/about` `{ about }` — the 'Who are we?' rich text, sanitised. Admins, or
 * holders of commentEdit here (spec 001 §6 "as built"). @throws AppError 403.
 */
export async function saveAbout(ctx: CommunityContext, id: string, about: string) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id });
  if (!(access.isAdmin || access.permissions.commentEdit))
    throw new AppError('FORBIDDEN', MODERATION_MESSAGES.forbidden);
  const clean = sanitizeRichText(about);
  await edit.updateCommunity(ctx.scope, id, { about: clean, latestActivity: new Date() });
  return { about: clean };
}
