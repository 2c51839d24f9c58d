/**
 * FAQ — spec 001 §7 "FAQ" and §3 FAQ item. Members read the items that are not deleted; the admin calls
 * need the global generalFaq flag (or role Admin / WorkSpaceOwner). Answers are sanitised HTML. Deleting is
 * soft (restorable). Lists: one page query and one count.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { canManageFaq, FAQ_MESSAGES, type TFaqItem } from '@portal/contracts';
import { faqItems } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/sanitize';
import type { Actor } from '../../plugins/actor';

type Row = typeof faqItems.$inferSelect;

/** Caller context of the FAQ calls. */
export interface FaqContext {
  scope: TenantScope;
  actor: Actor;
}

const present = (r: Row): TFaqItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isDeleted: r.isDeleted,
  createdAt: r.createdAt.toISOString(),
  createdByUserId: r.createdByUserId,
  updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  updatedByUserId: r.updatedByUserId,
});

/** @throws 403 unless the caller may manage the FAQ (`canManageFaq`: generalFaq, or Admin / WorkSpaceOwner). */
export function assertFaqAdmin(ctx: FaqContext): void {
  if (!canManageFaq(ctx.actor)) throw new AppError('FORBIDDEN', FAQ_MESSAGES.forbidden);
}

/** `GET api/v1/faq` (not deleted) or `GET api/v1/admin/faq` (all, `admin`): oldest first. */
export async function listFaq(ctx: FaqContext, query: { page: number; pageSize: number }, admin = false) {
  if (admin) assertFaqAdmin(ctx);
  const where = inTenant(ctx.scope, faqItems, admin ? undefined : eq(faqItems.isDeleted, false));
  const { limit, offset } = pageOf(query.page, query.pageSize);
  const [rows, [count]] = await Promise.all([
    ctx.scope.db
      .select()
      .from(faqItems)
      .where(where)
      .orderBy(asc(faqItems.createdAt), asc(faqItems.id))
      .limit(limit)
      .offset(offset),
    ctx.scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(faqItems)
      .where(where),
  ]);
  return { faQs: rows.map(present), totalItemCount: Number(count?.n ?? 0) };
}

/** `POST api/v1/admin/faq` — creates the given items (generalFaq). */
export async function createFaq(ctx: FaqContext, items: { name: string; description: string }[]) {
  assertFaqAdmin(ctx);
  const now = Date.now();
  const rows = await ctx.scope.db
    .insert(faqItems)
    .values(
      items.map((item, i) => ({
        tenantId: ctx.scope.tenantId,
        name: item.name,
        description: sanitizeRichText(item.description),
        createdByUserId: ctx.actor.id,
        // Keeps the given order in the oldest-first list.
        createdAt: new Date(now + i),
      })),
    )
    .returning();
  return { faQs: rows.map(present) };
}

async function change(
  ctx: FaqContext,
  id: string,
  set: Partial<typeof faqItems.$inferInsert>,
): Promise<TFaqItem> {
  assertFaqAdmin(ctx);
  const [row] = await ctx.scope.db
    .update(faqItems)
    .set({ ...set, updatedAt: new Date(), updatedByUserId: ctx.actor.id })
    .where(and(inTenant(ctx.scope, faqItems, eq(faqItems.id, id))))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
  return present(row);
}

/** `PUT api/v1/admin/faq/{id}` — new question and answer. */
export const updateFaq = (ctx: FaqContext, id: string, body: { name: string; description: string }) =>
  change(ctx, id, { name: body.name, description: sanitizeRichText(body.description) });
/** `DELETE api/v1/admin/faq/{id}` — soft delete. */
export const deleteFaq = (ctx: FaqContext, id: string) => change(ctx, id, { isDeleted: true });
/** `PUT api/v1/admin/faq/{id}/restore`. */
export const restoreFaq = (ctx: FaqContext, id: string) => change(ctx, id, { isDeleted: false });
