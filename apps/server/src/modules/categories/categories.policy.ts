/**
 * Community categories (spec 001 §7 "Categories", §6): the global-admin rule of the tab, `canManageCategories`
 * of contracts (`GLOBAL_ADMIN_TAB_RULES`; the `generalCategories` flag, held by tenant administrators as
 * well). Refusals are 403s through `assertAllowed`.
 */
import { canManageCategories } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/**
 * @throws AppError 403 GLOBAL_ADMIN_MESSAGES.forbidden unless the actor holds `generalCategories`
 * (`canManageCategories`).
 */
export function assertCanManageCategories(actor: Actor): void {
  assertAllowed(canManageCategories, actor);
}
