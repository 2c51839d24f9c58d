/**
 * FAQ — spec 001 §7 "FAQ" and §3 FAQ item. Members read the items that are not deleted; the admin calls
 * need the global generalFaq flag (or role Admin / WorkSpaceOwner; `faq.policy.ts`). Answers are sanitised
 * HTML. Deleting is soft (restorable). Lists: one page query and one count.
 */
import { FAQ_MESSAGES, type TFaqItem } from '@portal/contracts';
import type { faqItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import type { RequestContext } from '../../plugins/auth';
import { assertCanManageFaq } from './faq.policy';
import { presentFaqItem } from './faq.presenter';
import * as repo from './faq.repository';

/** `GET api/v1/faq` (not deleted) or `GET api/v1/admin/faq` (all, `admin`): oldest first. @throws 403 (admin). */
export async function listFaq(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number },
  admin = false,
) {
  if (admin) assertCanManageFaq(ctx.actor);
  const { rows, total } = await repo.findFaqPage(ctx.scope, query, admin);
  return { faQs: rows.map(presentFaqItem), totalItemCount: total };
}

/** `POST api/v1/admin/faq` — creates the given items (generalFaq), answers sanitised. @throws 403. */
export async function createFaq(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  items: { name: string; description: string }[],
) {
  assertCanManageFaq(ctx.actor);
  const rows = await repo.insertFaqItems(
    ctx.scope,
    ctx.actor.id,
    items.map((item) => ({ name: item.name, description: sanitizeRichText(item.description) })),
  );
  return { faQs: rows.map(presentFaqItem) };
}

async function change(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  set: Partial<typeof faqItems.$inferInsert>,
): Promise<TFaqItem> {
  assertCanManageFaq(ctx.actor);
  const row = await repo.updateFaqItem(ctx.scope, id, ctx.actor.id, set);
  if (!row) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
  return presentFaqItem(row);
}

/** `PUT api/v1/admin/faq/{id}` — new question and answer. @throws 403, 404. */
export const updateFaq = (
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  body: { name: string; description: string },
) => change(ctx, id, { name: body.name, description: sanitizeRichText(body.description) });
/** `DELETE api/v1/admin/faq/{id}` — soft delete. @throws 403, 404. */
export const deleteFaq = (ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) =>
  change(ctx, id, { isDeleted: true });
/** `PUT api/v1/admin/faq/{id}/restore`. @throws 403, 404. */
export const restoreFaq = (ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) =>
  change(ctx, id, { isDeleted: false });
