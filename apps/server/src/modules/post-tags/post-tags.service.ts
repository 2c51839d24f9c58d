/**
 * Post tags, global administration — spec 001 §7 "Global admin" (`POST api/v1/admin/community/post/tag` with
 * name; `PUT` and `DELETE …/{id}`), §5 Tag ('Please enter a tag name'), §6 (`generalTags`). Names are unique
 * per tenant, ignoring case (409). Deleting a tag takes it off its posts and communities.
 */
import { eq } from 'drizzle-orm';
import { auditedWrite, createdRow, rowOf } from '../../db/audit';
import { postTags } from '../../db/schema/index';
import { GLOBAL_ADMIN_MESSAGES as M, type TAdminTag, type TTagBody } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { assertCanManageTags } from './post-tags.policy';
import * as repo from './post-tags.repository';

const taken = () => new AppError('CONFLICT', M.tagExists, { errors: { name: [M.tagExists] } });

/** `POST api/v1/admin/community/post/tag`. @throws 403; 409 for a name in use. */
export async function createTag(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  body: TTagBody,
): Promise<TAdminTag> {
  return auditedWrite(
    ctx,
    createdRow((s, id) => rowOf(postTags, eq(postTags.id, id))(s)),
    async (ctx) => {
      assertCanManageTags(ctx.actor);
      if (await repo.nameTaken(ctx.scope, body.name)) throw taken();
      const row = await repo.insertTag(ctx.scope, body.name);
      if (!row) throw taken();
      return { ...row, countOfPosts: 0 };
    },
  );
}

/** `PUT api/v1/admin/community/post/tag/{id}`: renames. @throws 403, 404; 409 for a name in use. */
export async function updateTag(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  body: TTagBody,
): Promise<TAdminTag> {
  return auditedWrite(ctx, { load: rowOf(postTags, eq(postTags.id, id)) }, async (ctx) => {
    assertCanManageTags(ctx.actor);
    if (!(await repo.findTag(ctx.scope, id))) throw new AppError('NOT_FOUND', M.tagNotFound);
    if (await repo.nameTaken(ctx.scope, body.name, id)) throw taken();
    try {
      await repo.renameTag(ctx.scope, id, body.name);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw taken();
      throw error;
    }
    return (await repo.findTag(ctx.scope, id))!;
  });
}

/** `DELETE api/v1/admin/community/post/tag/{id}`. @throws 403, 404. */
export async function deleteTag(ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>, id: string) {
  return auditedWrite(ctx, { load: rowOf(postTags, eq(postTags.id, id)) }, async (ctx) => {
    assertCanManageTags(ctx.actor);
    if (!(await repo.deleteTag(ctx.scope, id))) throw new AppError('NOT_FOUND', M.tagNotFound);
    return { id };
  });
}
