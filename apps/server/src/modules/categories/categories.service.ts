/**
 * Community categories, global administration — spec 001 §7 "Categories" (`api/v1/admin/community/category`
 * list, create, update, delete), §5 Category (name required, description and colour optional, default grey),
 * §6 (the `generalCategories` flag). Two levels: a category is top level or the subcategory of a top-level one.
 * A category in use (communities filed under it or its subcategories) is deleted only after its communities
 * are moved to another category (`moveToCategoryId`).
 */
import { eq } from 'drizzle-orm';
import { auditedWrite, createdRow, rowOf } from '../../db/audit';
import { communityCategories } from '../../db/schema/index';
import {
  GLOBAL_ADMIN_MESSAGES as M,
  type TAdminCategoriesQuery,
  type TCategoryBody,
  type TCommunityCategory,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { assertCanManageCategories } from './categories.policy';
import { presentCategory, presentTree } from './categories.presenter';
import * as repo from './categories.repository';

/**
 * `GET api/v1/admin/community/category?page&pageSize&onlyParents`: a page of top-level categories by name with
 * their subcategories (three queries: page, count, children). @throws 403.
 */
export async function listCategories(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TAdminCategoriesQuery,
) {
  assertCanManageCategories(ctx.actor);
  const { rows, total } = await repo.findParentPage(ctx.scope, query.page, query.pageSize);
  const children = await repo.findChildren(
    ctx.scope,
    rows.map((r) => r.category.id),
  );
  return { communityCategories: presentTree(rows, children, !query.onlyParents), totalItemCount: total };
}

/** @throws AppError 400 when the parent is missing (or another tenant's), or itself a subcategory. */
async function assertParent(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  parentId: string | null,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  const parent = parentId === selfId ? null : await repo.findCategory(ctx.scope, parentId);
  if (!parent)
    throw new AppError('BAD_REQUEST', M.parentNotFound, { errors: { parentCategoryId: [M.parentNotFound] } });
  if (parent.category.parentCategoryId)
    throw new AppError('BAD_REQUEST', M.parentNotTopLevel, {
      errors: { parentCategoryId: [M.parentNotTopLevel] },
    });
}

/** `POST api/v1/admin/community/category`. @throws 403; 400 for a bad parent. */
export async function createCategory(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  body: TCategoryBody,
): Promise<TCommunityCategory> {
  return auditedWrite(
    ctx,
    createdRow((s, id) => rowOf(communityCategories, eq(communityCategories.id, id))(s)),
    async (ctx) => {
      assertCanManageCategories(ctx.actor);
      await assertParent(ctx, body.parentCategoryId);
      const row = await repo.insertCategory(ctx.scope, { ...body, createdByUserId: ctx.actor.id });
      return presentCategory({ category: row, communityCount: 0 });
    },
  );
}

/**
 * `PUT api/v1/admin/community/category/{id}`: name, description, colour, parent. A category with
 * subcategories stays top level. @throws 403, 404; 400 for a bad parent.
 */
export async function updateCategory(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  body: TCategoryBody,
): Promise<TCommunityCategory> {
  return auditedWrite(
    ctx,
    { load: rowOf(communityCategories, eq(communityCategories.id, id)) },
    async (ctx) => {
      assertCanManageCategories(ctx.actor);
      const current = await repo.findCategory(ctx.scope, id);
      if (!current) throw new AppError('NOT_FOUND', M.categoryNotFound);
      await assertParent(ctx, body.parentCategoryId, id);
      if (body.parentCategoryId && (await repo.countChildren(ctx.scope, id)) > 0)
        throw new AppError('BAD_REQUEST', M.parentHasChildren, {
          errors: { parentCategoryId: [M.parentHasChildren] },
        });
      const row = await repo.updateCategory(ctx.scope, id, body);
      if (!row) throw new AppError('NOT_FOUND', M.categoryNotFound);
      return presentCategory({ category: row, communityCount: current.communityCount });
    },
  );
}

/**
 * `DELETE api/v1/admin/community/category/{id}[?moveToCategoryId]`: deletes the category and its
 * subcategories. When communities are filed under them, `moveToCategoryId` (another category, not one being
 * deleted) is required and they are filed there first.
 * @throws 403, 404; 409 in use without a target; 400 for a bad target.
 */
export async function deleteCategory(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  moveToCategoryId?: string,
) {
  return auditedWrite(
    ctx,
    { load: rowOf(communityCategories, eq(communityCategories.id, id)) },
    async (ctx) => {
      assertCanManageCategories(ctx.actor);
      const current = await repo.findCategory(ctx.scope, id);
      if (!current) throw new AppError('NOT_FOUND', M.categoryNotFound);
      const inUse = await repo.communitiesUnder(ctx.scope, id);
      let target: string | null = null;
      if (inUse.length > 0) {
        if (!moveToCategoryId) throw new AppError('CONFLICT', M.categoryInUse(inUse.length));
        const to = moveToCategoryId === id ? null : await repo.findCategory(ctx.scope, moveToCategoryId);
        if (!to || to.category.parentCategoryId === id)
          throw new AppError('BAD_REQUEST', M.moveTargetInvalid, {
            errors: { moveToCategoryId: [M.moveTargetInvalid] },
          });
        target = to.category.id;
      }
      await repo.moveAndDelete(ctx.scope, id, inUse, target);
      return { id, movedCommunities: target ? inUse.length : 0 };
    },
  );
}
