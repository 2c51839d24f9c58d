/**
 * FAQ — spec 001 §7 "FAQ" and §3 FAQ item. Members read the items that are not deleted; the admin calls
 * need the global generalFaq flag (or role Admin / WorkSpaceOwner; `faq.policy.ts`). Answers are sanitised
 * HTML. Deleting is soft (restorable). Lists: one page query and one count.
 */
import { eq } from 'drizzle-orm';
import { FAQ_MESSAGES, type TFaqItem } from '@portal/contracts';
import { auditedWrite, rowOf } from '../../db/audit';
import { faqItems } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { redact } from '../../lib/audit';
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

/** Context of the admin writes: they record themselves in their transaction (issue 39 point 3). */
type WriteContext = Pick<RequestContext, 'scope' | 'actor' | 'audit'>;

/**
 * `POST api/v1/admin/faq` — creates the given items (generalFaq), answers sanitised. Recorded in its
 * transaction as ONE record (the route's target) whose changes are `{ itemId: { before: null, after: {
 * name, description } } }`. @throws 403.
 */
export async function createFaq(
  ctx: WriteContext,
  items: { name: string; description: string }[],
): Promise<{ faQs: TFaqItem[] }> {
  return auditedWrite(
    ctx,
    {
      changes: (result: { faQs: TFaqItem[] }) =>
        Object.fromEntries(
          result.faQs.map((item) => [
            item.id,
            { before: null, after: redact({ name: item.name, description: item.description }, 1) },
          ]),
        ),
    },
    async (ctx) => {
      assertCanManageFaq(ctx.actor);
      const rows = await repo.insertFaqItems(
        ctx.scope,
        ctx.actor.id,
        items.map((item) => ({ name: item.name, description: sanitizeRichText(item.description) })),
      );
      return { faQs: rows.map(presentFaqItem) };
    },
  );
}

/** Fields every edit stamps: left out of the record (the record names the actor and the time). */
const STAMPS = ['updatedAt', 'updatedByUserId'] as const;

/** One item's edit, soft delete or restore, recorded in its transaction with the changed fields. */
async function change(
  ctx: WriteContext,
  id: string,
  set: Partial<typeof faqItems.$inferInsert>,
): Promise<TFaqItem> {
  return auditedWrite(ctx, { load: rowOf(faqItems, eq(faqItems.id, id)), ignore: STAMPS }, async (ctx) => {
    assertCanManageFaq(ctx.actor);
    const row = await repo.updateFaqItem(ctx.scope, id, ctx.actor.id, set);
    if (!row) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
    return presentFaqItem(row);
  });
}

/** `PUT api/v1/admin/faq/{id}` — new question and answer. @throws 403, 404. */
export const updateFaq = (ctx: WriteContext, id: string, body: { name: string; description: string }) =>
  change(ctx, id, { name: body.name, description: sanitizeRichText(body.description) });
/** `DELETE api/v1/admin/faq/{id}` — soft delete. @throws 403, 404. */
export const deleteFaq = (ctx: WriteContext, id: string) => change(ctx, id, { isDeleted: true });
/** `PUT api/v1/admin/faq/{id}/restore`. @throws 403, 404. */
export const restoreFaq = (ctx: WriteContext, id: string) => change(ctx, id, { isDeleted: false });
