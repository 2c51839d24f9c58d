/**
 * Global terms and conditions — spec 001 §3 ("A global terms text also exists"), §7 "Global admin" (`GET
 * api/v1/admin/community/global-tc`; the save path is not shown: ours is `PUT` on the same path), §5 Terms and
 * spec 000 §5 ('Content cannot be empty.'), §6 (`generalTc`). One sanitised HTML text per tenant.
 */
import { sql } from 'drizzle-orm';
import { auditedWrite, rowOf } from '../../db/audit';
import { GLOBAL_ADMIN_MESSAGES as M, isBlankHtml, type TGlobalTerms } from '@portal/contracts';
import { globalTerms } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { assertCanManageGlobalTerms } from './global-terms.policy';
import { sanitizeRichText } from '../../lib/sanitize';

type Row = typeof globalTerms.$inferSelect;

const present = (row: Row | undefined): TGlobalTerms => ({
  content: row?.content ?? '',
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedByUserId: row?.updatedByUserId ?? null,
});

async function find(scope: TenantScope): Promise<Row | undefined> {
  const [row] = await scope.db.select().from(globalTerms).limit(1);
  return row;
}

/** `GET api/v1/admin/community/global-tc`: the terms ('' when never saved). @throws 403. */
export async function readGlobalTerms(ctx: Pick<RequestContext, 'scope' | 'actor'>): Promise<TGlobalTerms> {
  assertCanManageGlobalTerms(ctx.actor);
  return present(await find(ctx.scope));
}

/**
 * `PUT api/v1/admin/community/global-tc`: saves the sanitised HTML. @throws 403; 400 'Content cannot be
 * empty.' when nothing visible is left after sanitising.
 */
export async function saveGlobalTerms(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  content: string,
): Promise<TGlobalTerms> {
  return auditedWrite(ctx, { load: rowOf(globalTerms, sql`true`) }, async (ctx) => {
    assertCanManageGlobalTerms(ctx.actor);
    const clean = sanitizeRichText(content);
    if (isBlankHtml(clean))
      throw new AppError('BAD_REQUEST', M.termsEmpty, { errors: { content: [M.termsEmpty] } });
    const values = { content: clean, updatedAt: new Date(), updatedByUserId: ctx.actor.id };
    const [row] = await ctx.scope.db
      .insert(globalTerms)
      .values({ tenantId: ctx.scope.tenantId, ...values })
      .onConflictDoUpdate({ target: globalTerms.tenantId, set: values })
      .returning();
    return present(row);
  });
}
