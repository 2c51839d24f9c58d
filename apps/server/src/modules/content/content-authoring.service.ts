/**
 * Content authoring — issue 5 (create, edit, schedule, publish, archive news, resources and members-only pages;
 * taxonomy; uploads). Every statement is scoped to the tenant; related ids (categories, tags, segments, files)
 * are checked to belong to the tenant before anything is written (400 with field errors otherwise). Callers
 * must be content editors (content.policy.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TENANT_PROFILES,
  ZContentItemInput,
  ZContentItemPatch,
  ZContentPageInput,
  ZContentPagePatch,
  ZPublishBody,
  type TAuthoringCollection,
  type TContentItemPatch,
  type TContentPageInput,
  type TenantId,
} from '@portal/contracts';
import { auditedWrite, createdRow, rowOf } from '../../db/audit';
import {
  contentCategories,
  contentItems,
  contentPages,
  contentSubcategories,
  contentTags,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import {
  REFERENCE_LOADERS,
  categoryExists,
  deleteItemRow,
  deletePageRow,
  withTransaction,
  insertCategory,
  insertItem,
  insertPage,
  insertSubcategory,
  insertTag,
  updateItemRow,
  updatePage,
  writeRelations,
  type ItemKind,
  type ItemValues,
  type PageValues,
  type Written,
} from './content.repository';
import { invalidateContentCounts } from './query';
import type { RequestContext } from '../../plugins/auth';

/** Editorial states; `published` is stored as the tenant's active key. */
type State = 'draft' | 'published' | 'archived';

const stored = (scope: TenantScope, state: State) =>
  state === 'published' ? TENANT_PROFILES[scope.tenantId as TenantId].newsActiveKey : state;

/** Validates a body with a zod schema; 400 with field errors (first message as `message`) otherwise. */
function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.') || '(root)'] ??= []).push(issue.message);
  throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid input', { errors });
}

/** Checks that every referenced id exists in the tenant. @throws AppError BAD_REQUEST with field errors. */
async function checkIds(scope: TenantScope, input: TContentItemPatch, kind: ItemKind): Promise<void> {
  const errors: Record<string, string[]> = {};
  const check = async <T extends number | string>(
    field: keyof typeof REFERENCE_LOADERS,
    ids: T[] | undefined,
    load: (unique: T[]) => Promise<{ id: number | string }[]>,
  ) => {
    if (!ids?.length) return;
    const unique = [...new Set(ids)];
    if ((await load(unique)).length !== unique.length) errors[field] = ['Unknown id'];
  };
  const L = REFERENCE_LOADERS;
  await Promise.all([
    check('categoryIds', input.categoryIds, (ids) => L.categoryIds(scope, ids, kind)),
    check('subcategoryIds', input.subcategoryIds, (ids) => L.subcategoryIds(scope, ids)),
    check('tagIds', input.tagIds, (ids) => L.tagIds(scope, ids)),
    check('segmentIds', input.segmentIds, (ids) => L.segmentIds(scope, ids)),
    check('imageId', input.imageId ? [input.imageId] : undefined, (ids) => L.imageId(scope, ids)),
    check(
      'assets',
      input.assets?.flatMap((a) => (a.fileId ? [a.fileId] : [])),
      (ids) => L.assets(scope, ids),
    ),
  ]);
  if (Object.keys(errors).length) {
    const firstField = Object.keys(errors)[0]!;
    throw new AppError('BAD_REQUEST', `${firstField}: Unknown id`, { errors });
  }
}

/** Creates a news item or resource; returns `{ id, status }`. @throws AppError BAD_REQUEST. */
export async function createItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  kind: ItemKind,
  input: TContentItemPatch & { name: string },
): Promise<Written> {
  const { scope } = ctx;
  await checkIds(scope, input, kind);
  const status = stored(scope, input.state ?? 'draft');
  const result = await withTransaction(scope, async (tx) => {
    const row = await insertItem(tx, kind, {
      status,
      name: input.name,
      shortDescription: input.shortDescription ?? null,
      content: input.content ? sanitizeRichText(input.content) : null,
      imageId: input.imageId ?? null,
      userCreated: ctx.actor.id,
      publishStartDate: input.publishStartDate
        ? new Date(input.publishStartDate)
        : status === stored(scope, 'published')
          ? new Date()
          : null,
    });
    await writeRelations(tx, kind, row.id, input);
    return row;
  });
  await invalidateContentCounts(scope);
  return result;
}

/** Edits a news item or resource (lists replace the old ones). @throws AppError BAD_REQUEST, NOT_FOUND. */
export async function updateItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  kind: ItemKind,
  id: number,
  input: TContentItemPatch,
): Promise<Written> {
  const { scope } = ctx;
  await checkIds(scope, input, kind);
  const result = await withTransaction(scope, async (tx) => {
    const values: ItemValues = { dateUpdated: new Date() };
    if (input.name !== undefined) values.name = input.name;
    if (input.shortDescription !== undefined) values.shortDescription = input.shortDescription ?? null;
    if (input.content !== undefined) values.content = input.content ? sanitizeRichText(input.content) : null;
    if (input.imageId !== undefined) values.imageId = input.imageId ?? null;
    if (input.state !== undefined) values.status = stored(scope, input.state);
    if (input.publishStartDate !== undefined)
      values.publishStartDate = input.publishStartDate ? new Date(input.publishStartDate) : null;
    const row = await updateItemRow(tx, kind, id, values);
    if (!row) throw new AppError('NOT_FOUND', 'Not found');
    await writeRelations(tx, kind, id, input);
    return row;
  });
  await invalidateContentCounts(scope);
  return result;
}

/** Publishes (optionally scheduled), archives or unpublishes an item. @throws AppError NOT_FOUND. */
export async function setItemState(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  kind: ItemKind,
  id: number,
  state: State,
  publishStartDate?: string | null,
): Promise<Written> {
  const { scope } = ctx;
  const values: ItemValues = { status: stored(scope, state), dateUpdated: new Date() };
  if (state === 'published')
    values.publishStartDate = publishStartDate
      ? new Date(publishStartDate)
      : (sql`coalesce(publish_start_date, now())` as never);
  const row = await updateItemRow(scope, kind, id, values);
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  await invalidateContentCounts(scope);
  return row;
}

/** Deletes an item (its relation rows cascade). @throws AppError NOT_FOUND. */
export async function deleteItem(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  kind: ItemKind,
  id: number,
): Promise<void> {
  if (!(await deleteItemRow(ctx.scope, kind, id))) throw new AppError('NOT_FOUND', 'Not found');
  await invalidateContentCounts(ctx.scope);
}

/** Creates (`id` null) or edits a members-only page. @throws AppError NOT_FOUND. */
export async function savePage(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: number | null,
  input: Partial<TContentPageInput>,
): Promise<Written> {
  const { scope } = ctx;
  const values: PageValues = { dateUpdated: new Date() };
  if (input.name !== undefined) values.name = input.name;
  if (input.content !== undefined) values.content = input.content ? sanitizeRichText(input.content) : null;
  if (input.state !== undefined) values.status = stored(scope, input.state);
  if (input.membersOnly !== undefined) values.membersOnly = input.membersOnly;
  if (input.sort !== undefined) values.sort = input.sort;
  if (id === null) return insertPage(scope, { ...values, name: input.name ?? '' });
  const row = await updatePage(scope, id, values);
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return row;
}

/** Deletes a page. @throws AppError NOT_FOUND. */
export async function deletePage(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: number): Promise<void> {
  if (!(await deletePageRow(ctx.scope, id))) throw new AppError('NOT_FOUND', 'Not found');
}

/** A created category, subcategory or tag as its audit record shows it (null before it exists). */
function taxonomyAuditRow(kind: 'category' | 'subcategory' | 'tag', id: number | undefined) {
  if (id === undefined) return async () => null;
  const table = { category: contentCategories, subcategory: contentSubcategories, tag: contentTags }[kind];
  return rowOf(table, eq(table.id, id));
}

/** Creates a category, subcategory or tag. @throws AppError BAD_REQUEST (missing type, unknown category). */
export async function createTaxonomy(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  kind: 'category' | 'subcategory' | 'tag',
  input: { label: string; type?: 'news' | 'resource'; categoryId?: number },
): Promise<{ id: number }> {
  return auditedWrite(
    ctx,
    { ...createdRow((s, id) => taxonomyAuditRow(kind, Number(id))(s)), targetId: undefined },
    async (ctx) => {
      const { scope } = ctx;
      if (kind === 'tag') return insertTag(scope, input.label);
      if (kind === 'category') {
        if (!input.type)
          throw new AppError('BAD_REQUEST', 'type: Required', { errors: { type: ['Required'] } });
        return insertCategory(scope, input.label, input.type);
      }
      if (input.categoryId && !(await categoryExists(scope, input.categoryId)))
        throw new AppError('BAD_REQUEST', 'categoryId: Unknown id', {
          errors: { categoryId: ['Unknown id'] },
        });
      return insertSubcategory(scope, input.label, input.categoryId ?? null);
    },
  );
}

/**
 * A content item or page as its audit records compare it (issue 39 point 3): its row, or null. Items of every
 * kind share one table (ids are unique across kinds).
 */
function contentAuditRow(collection: TAuthoringCollection, id: number | undefined) {
  if (id === undefined) return async () => null;
  return collection === 'pages'
    ? rowOf(contentPages, eq(contentPages.id, id))
    : rowOf(contentItems, eq(contentItems.id, id));
}

/**
 * `POST /api/content/manage/{collection}`: creates after checking the body against the collection's schema.
 * Recorded in the write's transaction: target `content` `{collection}/{id}`, every set field as `after`.
 */
export async function createInCollection(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  collection: TAuthoringCollection,
  body: unknown,
): Promise<Written> {
  return auditedWrite(
    ctx,
    {
      ...createdRow((s, id) => contentAuditRow(collection, Number(id))(s)),
      targetId: (r: { id: string | number }) => `${collection}/${r.id}`,
    },
    (ctx) =>
      collection === 'pages'
        ? savePage(ctx, null, parseBody(ZContentPageInput, body))
        : createItem(ctx, collection, parseBody(ZContentItemInput, body)),
  );
}

/** `PATCH /api/content/manage/{collection}/{id}`: edits after checking the body (recorded with before/after). */
export async function updateInCollection(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  collection: TAuthoringCollection,
  id: number,
  body: unknown,
) {
  return auditedWrite(ctx, { load: contentAuditRow(collection, id) }, (ctx) =>
    collection === 'pages'
      ? savePage(ctx, id, parseBody(ZContentPagePatch, body))
      : updateItem(ctx, collection, id, parseBody(ZContentItemPatch, body)),
  );
}

/**
 * `POST .../publish|archive|unpublish`: changes the state (publish may carry `publishStartDate`); recorded
 * with the state before and after.
 */
export async function changeState(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  collection: TAuthoringCollection,
  id: number,
  to: State,
  body: unknown,
) {
  return auditedWrite(ctx, { load: contentAuditRow(collection, id) }, async (ctx) => {
    if (collection === 'pages') return savePage(ctx, id, { state: to });
    const parsed = to === 'published' ? parseBody(ZPublishBody, body ?? {}) : {};
    return setItemState(ctx, collection, id, to, parsed.publishStartDate);
  });
}

/** `DELETE /api/content/manage/{collection}/{id}` (recorded with the removed row as `before`). @throws 404. */
export async function deleteInCollection(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  collection: TAuthoringCollection,
  id: number,
) {
  return auditedWrite(ctx, { load: contentAuditRow(collection, id) }, (ctx) =>
    collection === 'pages' ? deletePage(ctx, id) : deleteItem(ctx, collection, id),
  );
}
