/**
 * Content writes and helpers — spec 002 §4 (favourites), §5 (segments), §7 (favourite calls); issue 5
 * authoring (create, edit, schedule, publish, archive news, resources and members-only pages).
 * Every statement is scoped to the tenant; related ids (categories, tags, segments, files) are checked to
 * belong to the tenant before anything is written (400 with field errors otherwise).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TContentItemPatch, TContentPageInput, TenantId } from '@portal/contracts';
import {
  contentAssetMapping,
  contentAssets,
  contentCategories,
  contentCategoryMapping,
  contentFavorites,
  contentFiles,
  contentItems,
  contentPages,
  contentSegmentMapping,
  contentSubcategories,
  contentSubcategoryMapping,
  contentTagMapping,
  contentTags,
  segments,
  userSegments,
} from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import type { Actor } from '../../plugins/actor';
import { itemVisible, type AccessContext } from './collections';
import { invalidateContentCounts } from './query';
import { TENANT_PROFILES } from '@portal/contracts';

export type ItemKind = 'news' | 'resource';

/** True for administrators and holders of the `contentEditor` flag (issue 5 authoring). */
export function isContentEditor(actor: Actor): boolean {
  return actor.role === 1 || actor.permissions.contentEditor === true;
}

/** The member's segment ids (one query). */
export async function memberSegmentIds(scope: TenantScope, userId: string): Promise<number[]> {
  const found = await scope.db
    .select({ id: userSegments.segmentId })
    .from(userSegments)
    .where(inTenant(scope, userSegments, eq(userSegments.userId, userId)));
  return found.map((r) => r.id);
}

/** Access context of a request: the segment rule for members; `bypass` only for authoring calls. */
export async function accessContext(
  scope: TenantScope,
  actor: Actor,
  bypass = false,
): Promise<AccessContext> {
  return {
    tenantId: scope.tenantId,
    activeKey: TENANT_PROFILES[scope.tenantId as TenantId].newsActiveKey,
    userId: actor.id,
    bypass,
  };
}

/** True when the member may see this item now (spec 002 §5). */
export async function itemIsVisible(
  scope: TenantScope,
  ctx: AccessContext,
  kind: ItemKind,
  id: number,
): Promise<boolean> {
  const result = (await scope.db.execute(
    sql`select 1 from content_items v where v.id = ${id} and ${itemVisible('v', kind, ctx)}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Favourites
// ---------------------------------------------------------------------------------------------------

/** Adds or removes a bookmark; 404 'Not found' when the member cannot see the item. */
export async function setFavorite(
  scope: TenantScope,
  ctx: AccessContext,
  userId: string,
  kind: ItemKind,
  id: number,
  on: boolean,
): Promise<void> {
  if (on) {
    if (!(await itemIsVisible(scope, ctx, kind, id))) throw new AppError('NOT_FOUND', 'Not found');
    await scope.db
      .insert(contentFavorites)
      .values({ tenantId: scope.tenantId, userId, itemId: id, kind })
      .onConflictDoNothing();
  } else {
    await scope.db
      .delete(contentFavorites)
      .where(
        inTenant(
          scope,
          contentFavorites,
          eq(contentFavorites.userId, userId),
          eq(contentFavorites.itemId, id),
        ),
      );
  }
}

/** A page of bookmarked ids of one kind (newest first) among items still visible, and their total. */
export async function listFavorites(
  scope: TenantScope,
  ctx: AccessContext,
  userId: string,
  kind: ItemKind,
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    inTenant(scope, contentFavorites, eq(contentFavorites.userId, userId), eq(contentFavorites.kind, kind)),
    sql`exists (select 1 from content_items v where v.id = ${contentFavorites.itemId} and ${itemVisible('v', kind, ctx)})`,
  );
  const [ids, [total]] = await Promise.all([
    scope.db
      .select({ id: contentFavorites.itemId })
      .from(contentFavorites)
      .where(where)
      .orderBy(desc(contentFavorites.createdAt), desc(contentFavorites.itemId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentFavorites)
      .where(where),
  ]);
  return { ids: ids.map((r) => r.id), total: Number(total?.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------------
// Authoring
// ---------------------------------------------------------------------------------------------------

const stored = (scope: TenantScope, state: 'draft' | 'published' | 'archived') =>
  state === 'published' ? TENANT_PROFILES[scope.tenantId as TenantId].newsActiveKey : state;

/** Checks that every id exists in the tenant; collects field errors. */
async function checkIds(scope: TenantScope, input: TContentItemPatch, kind: ItemKind): Promise<void> {
  const errors: Record<string, string[]> = {};
  const check = async (
    field: string,
    ids: (number | string)[] | undefined,
    loader: (ids: never[]) => Promise<{ id: number | string }[]>,
  ) => {
    if (!ids?.length) return;
    const unique = [...new Set(ids)];
    const found = await loader(unique as never[]);
    if (found.length !== unique.length) errors[field] = ['Unknown id'];
  };
  await Promise.all([
    check('categoryIds', input.categoryIds, (ids) =>
      scope.db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(
          inTenant(
            scope,
            contentCategories,
            inArray(contentCategories.id, ids),
            eq(contentCategories.type, kind),
          ),
        ),
    ),
    check('subcategoryIds', input.subcategoryIds, (ids) =>
      scope.db
        .select({ id: contentSubcategories.id })
        .from(contentSubcategories)
        .where(inTenant(scope, contentSubcategories, inArray(contentSubcategories.id, ids))),
    ),
    check('tagIds', input.tagIds, (ids) =>
      scope.db
        .select({ id: contentTags.id })
        .from(contentTags)
        .where(inTenant(scope, contentTags, inArray(contentTags.id, ids))),
    ),
    check('segmentIds', input.segmentIds, (ids) =>
      scope.db
        .select({ id: segments.id })
        .from(segments)
        .where(inTenant(scope, segments, inArray(segments.id, ids))),
    ),
    check('imageId', input.imageId ? [input.imageId] : undefined, (ids) =>
      scope.db
        .select({ id: contentFiles.id })
        .from(contentFiles)
        .where(
          inTenant(
            scope,
            contentFiles,
            inArray(contentFiles.id, ids),
            sql`${contentFiles.type} like 'image/%'`,
          ),
        ),
    ),
    check(
      'assets',
      input.assets?.flatMap((a) => (a.fileId ? [a.fileId] : [])),
      (ids) =>
        scope.db
          .select({ id: contentFiles.id })
          .from(contentFiles)
          .where(inTenant(scope, contentFiles, inArray(contentFiles.id, ids))),
    ),
  ]);
  if (Object.keys(errors).length) {
    const firstField = Object.keys(errors)[0]!;
    throw new AppError('BAD_REQUEST', `${firstField}: Unknown id`, { errors });
  }
}

/** Replaces the relation rows of an item with the given lists (only the lists present in `input`). */
async function writeRelations(
  tx: TenantScope['db'],
  scope: TenantScope,
  kind: ItemKind,
  id: number,
  input: TContentItemPatch,
): Promise<void> {
  const owner = kind === 'news' ? { newsId: id } : { resourceId: id };
  const col = kind === 'news' ? 'newsId' : 'resourceId';
  const replace = async (table: typeof contentCategoryMapping, ids: number[] | undefined) => {
    if (ids === undefined) return;
    await tx.delete(table).where(and(eq(table.tenantId, scope.tenantId), eq(table[col], id)));
    if (ids.length)
      await tx
        .insert(table)
        .values([...new Set(ids)].map((targetId) => ({ tenantId: scope.tenantId, ...owner, targetId })));
  };
  await replace(contentCategoryMapping, input.categoryIds);
  await replace(contentSubcategoryMapping, input.subcategoryIds);
  await replace(contentTagMapping, input.tagIds);
  if (input.segmentIds !== undefined) {
    await replace(contentSegmentMapping, input.segmentIds);
    await tx
      .update(contentItems)
      .set({ segmentIds: [...new Set(input.segmentIds)] })
      .where(and(eq(contentItems.tenantId, scope.tenantId), eq(contentItems.id, id)));
  }
  if (input.assets !== undefined) {
    const old = await tx
      .select({ id: contentAssetMapping.targetId })
      .from(contentAssetMapping)
      .where(and(eq(contentAssetMapping.tenantId, scope.tenantId), eq(contentAssetMapping[col], id)));
    if (old.length)
      await tx.delete(contentAssets).where(
        and(
          eq(contentAssets.tenantId, scope.tenantId),
          inArray(
            contentAssets.id,
            old.map((o) => o.id),
          ),
        ),
      );
    if (input.assets.length) {
      const created = await tx
        .insert(contentAssets)
        .values(
          input.assets.map((a) => ({
            tenantId: scope.tenantId,
            name: a.name,
            type: a.type,
            url: a.type === 'Link' ? (a.url ?? null) : null,
            fileId: a.type === 'Link' ? null : (a.fileId ?? null),
          })),
        )
        .returning({ id: contentAssets.id });
      await tx
        .insert(contentAssetMapping)
        .values(created.map((c) => ({ tenantId: scope.tenantId, ...owner, targetId: c.id })));
    }
  }
}

/** Creates a news item or resource; returns `{ id, status }`. */
export async function createItem(
  scope: TenantScope,
  actor: Actor,
  kind: ItemKind,
  input: TContentItemPatch & { name: string },
): Promise<{ id: number; status: string }> {
  await checkIds(scope, input, kind);
  const status = stored(scope, input.state ?? 'draft');
  const result = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({
        tenantId: scope.tenantId,
        kind,
        status,
        name: input.name,
        shortDescription: input.shortDescription ?? null,
        content: input.content ? sanitizeRichText(input.content) : null,
        imageId: input.imageId ?? null,
        userCreated: actor.id,
        publishStartDate: input.publishStartDate
          ? new Date(input.publishStartDate)
          : status === stored(scope, 'published')
            ? new Date()
            : null,
      })
      .returning({ id: contentItems.id, status: contentItems.status });
    await writeRelations(tx as unknown as TenantScope['db'], scope, kind, row!.id, input);
    return row!;
  });
  invalidateContentCounts(scope.tenantId);
  return result;
}

/** Edits a news item or resource (lists replace the old ones). 404 when not in the tenant. */
export async function updateItem(
  scope: TenantScope,
  kind: ItemKind,
  id: number,
  input: TContentItemPatch,
): Promise<{ id: number; status: string }> {
  await checkIds(scope, input, kind);
  const result = await scope.db.transaction(async (tx) => {
    const values: Partial<typeof contentItems.$inferInsert> = { dateUpdated: new Date() };
    if (input.name !== undefined) values.name = input.name;
    if (input.shortDescription !== undefined) values.shortDescription = input.shortDescription ?? null;
    if (input.content !== undefined) values.content = input.content ? sanitizeRichText(input.content) : null;
    if (input.imageId !== undefined) values.imageId = input.imageId ?? null;
    if (input.state !== undefined) values.status = stored(scope, input.state);
    if (input.publishStartDate !== undefined)
      values.publishStartDate = input.publishStartDate ? new Date(input.publishStartDate) : null;
    const [row] = await tx
      .update(contentItems)
      .set(values)
      .where(and(inTenant(scope, contentItems, eq(contentItems.id, id), eq(contentItems.kind, kind))))
      .returning({ id: contentItems.id, status: contentItems.status });
    if (!row) throw new AppError('NOT_FOUND', 'Not found');
    await writeRelations(tx as unknown as TenantScope['db'], scope, kind, id, input);
    return row;
  });
  invalidateContentCounts(scope.tenantId);
  return result;
}

/** Publishes (optionally scheduled), archives or unpublishes an item. */
export async function setItemState(
  scope: TenantScope,
  kind: ItemKind,
  id: number,
  state: 'draft' | 'published' | 'archived',
  publishStartDate?: string | null,
): Promise<{ id: number; status: string }> {
  const values: Partial<typeof contentItems.$inferInsert> = {
    status: stored(scope, state),
    dateUpdated: new Date(),
  };
  if (state === 'published')
    values.publishStartDate = publishStartDate
      ? new Date(publishStartDate)
      : (sql`coalesce(${contentItems.publishStartDate}, now())` as never);
  const [row] = await scope.db
    .update(contentItems)
    .set(values)
    .where(inTenant(scope, contentItems, eq(contentItems.id, id), eq(contentItems.kind, kind)))
    .returning({ id: contentItems.id, status: contentItems.status });
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  invalidateContentCounts(scope.tenantId);
  return row;
}

/** Deletes an item (its relation rows cascade). */
export async function deleteItem(scope: TenantScope, kind: ItemKind, id: number): Promise<void> {
  const removed = await scope.db
    .delete(contentItems)
    .where(inTenant(scope, contentItems, eq(contentItems.id, id), eq(contentItems.kind, kind)))
    .returning({ id: contentItems.id });
  if (!removed.length) throw new AppError('NOT_FOUND', 'Not found');
  invalidateContentCounts(scope.tenantId);
}

/** Creates or edits a members-only page. */
export async function savePage(
  scope: TenantScope,
  id: number | null,
  input: Partial<TContentPageInput>,
): Promise<{ id: number; status: string }> {
  const values: Partial<typeof contentPages.$inferInsert> = { dateUpdated: new Date() };
  if (input.name !== undefined) values.name = input.name;
  if (input.content !== undefined) values.content = input.content ? sanitizeRichText(input.content) : null;
  if (input.state !== undefined) values.status = stored(scope, input.state);
  if (input.membersOnly !== undefined) values.membersOnly = input.membersOnly;
  if (input.sort !== undefined) values.sort = input.sort;
  if (id === null) {
    const [row] = await scope.db
      .insert(contentPages)
      .values({ tenantId: scope.tenantId, name: input.name ?? '', ...values })
      .returning({ id: contentPages.id, status: contentPages.status });
    return row!;
  }
  const [row] = await scope.db
    .update(contentPages)
    .set(values)
    .where(inTenant(scope, contentPages, eq(contentPages.id, id)))
    .returning({ id: contentPages.id, status: contentPages.status });
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return row;
}

/** Deletes a page. */
export async function deletePage(scope: TenantScope, id: number): Promise<void> {
  const removed = await scope.db
    .delete(contentPages)
    .where(inTenant(scope, contentPages, eq(contentPages.id, id)))
    .returning({ id: contentPages.id });
  if (!removed.length) throw new AppError('NOT_FOUND', 'Not found');
}

/** Creates a category, subcategory or tag. */
export async function createTaxonomy(
  scope: TenantScope,
  kind: 'category' | 'subcategory' | 'tag',
  input: { label: string; type?: 'news' | 'resource'; categoryId?: number },
): Promise<{ id: number }> {
  if (kind === 'tag') {
    const [row] = await scope.db
      .insert(contentTags)
      .values({ tenantId: scope.tenantId, label: input.label })
      .returning({ id: contentTags.id });
    return row!;
  }
  if (kind === 'category') {
    if (!input.type) throw new AppError('BAD_REQUEST', 'type: Required', { errors: { type: ['Required'] } });
    const [row] = await scope.db
      .insert(contentCategories)
      .values({ tenantId: scope.tenantId, label: input.label, type: input.type })
      .returning({ id: contentCategories.id });
    return row!;
  }
  if (input.categoryId) {
    const [cat] = await scope.db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(inTenant(scope, contentCategories, eq(contentCategories.id, input.categoryId)));
    if (!cat)
      throw new AppError('BAD_REQUEST', 'categoryId: Unknown id', { errors: { categoryId: ['Unknown id'] } });
  }
  const [row] = await scope.db
    .insert(contentSubcategories)
    .values({ tenantId: scope.tenantId, label: input.label, categoryId: input.categoryId ?? null })
    .returning({ id: contentSubcategories.id });
  return row!;
}
