/**
 * FAQ — spec 001 §7 "FAQ" and §3 FAQ item. Members read the items that are not deleted; the admin calls
 * need the global generalFaq flag (or role Admin / WorkSpaceOwner; `faq.policy.ts`). Answers are sanitised
 * HTML. Deleting is soft (restorable). Lists: one page query and one count.
 */
import { FAQ_MESSAGES, type TFaqItem } from '@portal/contracts';
import type { faqItems } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import type { Actor } from '../../plugins/actor';
import { assertManagesFaq } from './faq.policy';
import { presentFaqItem } from './faq.presenter';
import * as repo from './faq.repository';

/** Caller context of the FAQ calls. */
export interface FaqContext {
  scope: TenantScope;
  actor: Actor;
}

/** @throws 403 unless the caller may manage the FAQ (`canManageFaq`: generalFaq, or Admin / WorkSpaceOwner). */
export function assertFaqAdmin(ctx: FaqContext): void {
  assertManagesFaq(ctx.actor);
}

/** `GET api/v1/faq` (not deleted) or `GET api/v1/admin/faq` (all, `admin`): oldest first. @throws 403 (admin). */
export async function listFaq(ctx: FaqContext, query: { page: number; pageSize: number }, admin = false) {
  if (admin) assertFaqAdmin(ctx);
  const { rows, total } = await repo.findFaqPage(ctx.scope, query, admin);
  return { faQs: rows.map(presentFaqItem), totalItemCount: total };
}

/** `POST api/v1/admin/faq` — creates the given items (generalFaq), answers sanitised. @throws 403. */
export async function createFaq(ctx: FaqContext, items: { name: string; description: string }[]) {
  assertFaqAdmin(ctx);
  const rows = await repo.insertFaqItems(
    ctx.scope,
    ctx.actor.id,
    items.map((item) => ({ name: item.name, description: sanitizeRichText(item.description) })),
  );
  return { faQs: rows.map(presentFaqItem) };
}

async function change(
  ctx: FaqContext,
  id: string,
  set: Partial<typeof faqItems.$inferInsert>,
): Promise<TFaqItem> {
  assertFaqAdmin(ctx);
  const row = await repo.updateFaqItem(ctx.scope, id, ctx.actor.id, set);
  if (!row) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
  return presentFaqItem(row);
}

/** `PUT api/v1/admin/faq/{id}` — new question and answer. @throws 403, 404. */
export const updateFaq = (ctx: FaqContext, id: string, body: { name: string; description: string }) =>
  change(ctx, id, { name: body.name, description: sanitizeRichText(body.description) });
/** `DELETE api/v1/admin/faq/{id}` — soft delete. @throws 403, 404. */
export const deleteFaq = (ctx: FaqContext, id: string) => change(ctx, id, { isDeleted: true });
/** `PUT api/v1/admin/faq/{id}/restore`. @throws 403, 404. */
export const restoreFaq = (ctx: FaqContext, id: string) => change(ctx, id, { isDeleted: false });
