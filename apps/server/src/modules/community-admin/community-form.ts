/**
 * The Community form of spec 001 §5, shared by create (`POST api/v1/admin/community`) and edit
 * (`PUT api/v1/admin/community/{id}`): reading the multipart fields, the image, date, category, tag and alias
 * checks, and the columns a form writes. Every failure is a 400 with field errors (or 409 for the alias)
 * thrown before anything is stored.
 */
import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_TYPES,
  SEGMENT_MESSAGES,
  ZCommunityForm,
  type TCommunityForm,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { parseOr400 } from '../../lib/validation';
import {
  checkFiles,
  listField,
  textField,
  type IncomingFile,
  type MultipartBody,
} from '../../plugins/uploads';
import * as repo from './community-admin.repository';
import { areChoosableSegments } from '../segments/segments.service';

/** A 400 with `message` as the error of `field` (the form shows it under the field). */
export const badField = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { [field]: [message] } });

/** The 409 of an alias another community of the tenant uses (found first, or by the unique index). */
export const aliasConflict = () =>
  new AppError('CONFLICT', COMMUNITY_ADMIN_MESSAGES.aliasExists, {
    errors: { alias: [COMMUNITY_ADMIN_MESSAGES.aliasExists] },
  });

/** Midnight UTC of today: dates before it are in the past. */
export const startOfToday = () => new Date(new Date().toISOString().slice(0, 10));

/**
 * The form's fields parsed by `ZCommunityForm`; `alias` and `segmentIds` are given by the caller (create
 * reads them as sent, edit falls back to the current ones). @throws AppError 400 with field errors.
 */
function parseCommunityForm(
  f: MultipartBody['fields'],
  given: { alias: string | undefined; segmentIds: readonly (string | number)[] | undefined },
): TCommunityForm {
  return parseOr400(ZCommunityForm, {
    name: textField(f.name),
    shortDescription: textField(f.shortDescription),
    alias: given.alias,
    title: textField(f.title) || undefined,
    categoryIds: listField(f.categoryIds) ?? [],
    tagsId: listField(f.tagsId),
    segmentIds: given.segmentIds,
    isPublic: textField(f.isPublic),
    isVisible: textField(f.isVisible),
    isAutoJoin: textField(f.isAutoJoin),
    isRequirePostApproval: textField(f.isRequirePostApproval),
    isRequireAgreement: textField(f.isRequireAgreement),
    pushToWebSite: textField(f.pushToWebSite),
    aliveStartDate: textField(f.aliveStartDate) || undefined,
    aliveEndDate: textField(f.aliveEndDate) || undefined,
  });
}

/**
 * The `imageFile` parts of the body, checked (png, jpeg, jpg ≤ 5 MB, one). Without one: 400 imageRequired
 * unless `optional` (an edit keeping its current image). @throws AppError 400.
 */
async function communityImages(body: MultipartBody, optional: boolean): Promise<IncomingFile[]> {
  const images = body.files.filter((file) => file.field === 'imageFile');
  if (images.length)
    await checkFiles(images, {
      types: COMMUNITY_IMAGE_TYPES,
      maxBytes: COMMUNITY_IMAGE_MAX_BYTES,
      maxFiles: 1,
      field: 'imageFile',
    });
  else if (!optional) throw badField('imageFile', COMMUNITY_ADMIN_MESSAGES.imageRequired);
  return images;
}

/**
 * The alive dates: not in the past (on edit, an unchanged date may be) and start before end.
 * @returns the dates (null when not given). @throws AppError 400.
 */
function aliveDates(
  form: TCommunityForm,
  current?: { aliveStartDate: Date | null; aliveEndDate: Date | null },
): { start: Date | null; end: Date | null } {
  const start = form.aliveStartDate ? new Date(form.aliveStartDate) : null;
  const end = form.aliveEndDate ? new Date(form.aliveEndDate) : null;
  const kept = (a: Date | null, b: Date | null | undefined) =>
    current !== undefined && (a?.getTime() ?? null) === (b?.getTime() ?? null);
  const today = startOfToday();
  if (start && start < today && !kept(start, current?.aliveStartDate))
    throw badField('aliveStartDate', COMMUNITY_ADMIN_MESSAGES.datePast);
  if (end && end < today && !kept(end, current?.aliveEndDate))
    throw badField('aliveEndDate', COMMUNITY_ADMIN_MESSAGES.datePast);
  if (start && end && start >= end) throw badField('aliveEndDate', COMMUNITY_ADMIN_MESSAGES.startAfterEnd);
  return { start, end };
}

/**
 * The form's categories and tags, de-duplicated: every one known in the tenant, categories leaves where
 * subcategories exist. @throws AppError 400.
 */
async function checkedCategoriesAndTags(
  scope: TenantScope,
  form: TCommunityForm,
): Promise<{ categoryIds: string[]; tagIds: string[] }> {
  const categoryIds = [...new Set(form.categoryIds)];
  const tagIds = [...new Set(form.tagsId)];
  const { categories, tags } = await repo.findCategoriesAndTags(scope, categoryIds, tagIds);
  if (categories.length !== categoryIds.length) throw badField('categoryIds', 'Unknown category');
  if (categories.some((c) => c.hasChildren))
    throw badField('categoryIds', 'Choose a subcategory where the category has subcategories');
  if (tags.length !== tagIds.length) throw badField('tagsId', 'Unknown tag');
  return { categoryIds, tagIds };
}

/** What a community being edited already has: the checks let an unchanged alias, image or date stand. */
export interface CurrentCommunity {
  alias: string;
  imageUrl: string | null;
  aliveStartDate: Date | null;
  aliveEndDate: Date | null;
}

/**
 * The whole Community form check, in the order the form shows its errors: fields, image (required on create,
 * optional when `current` has one), dates, categories and tags, segments (the tenant's, 'Segment not found'
 * otherwise), then the alias (on edit only when changed).
 * @returns the parsed form, the image parts to store, the dates and the category and tag links.
 * @throws AppError 400 with field errors, 409 alias taken; nothing is stored.
 */
export async function checkedCommunityForm(
  scope: TenantScope,
  body: MultipartBody,
  given: { alias: string | undefined; segmentIds: readonly (string | number)[] | undefined },
  current?: CurrentCommunity,
) {
  const form = parseCommunityForm(body.fields, given);
  const images = await communityImages(body, Boolean(current?.imageUrl));
  const dates = aliveDates(form, current);
  const links = await checkedCategoriesAndTags(scope, form);
  if (!(await areChoosableSegments({ scope }, form.segmentIds)))
    throw badField('segmentIds', SEGMENT_MESSAGES.notFound);
  const aliasChanged = !current || form.alias.toLowerCase() !== current.alias.toLowerCase();
  if (aliasChanged && (await repo.aliasTaken(scope, form.alias))) throw aliasConflict();
  return { form, images, dates, links };
}

/**
 * The community columns the form writes: name, alias, short description, title (null when blank), segments,
 * the six flags and the alive dates (image, archive and audit columns are the caller's).
 */
export function formColumns(form: TCommunityForm, dates: { start: Date | null; end: Date | null }) {
  const {
    categoryIds: _categoryIds,
    tagsId: _tagsId,
    aliveStartDate: _start,
    aliveEndDate: _end,
    title,
    ...columns
  } = form;
  return { ...columns, title: title ?? null, aliveStartDate: dates.start, aliveEndDate: dates.end };
}
