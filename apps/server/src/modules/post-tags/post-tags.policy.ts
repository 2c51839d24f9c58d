/**
 * Post tags (spec 001 §7 "Global admin", §6): the global-admin rule of the tab, `canManageTags` of contracts
 * (`GLOBAL_ADMIN_TAB_RULES`; the `generalTags` flag, held by tenant administrators as well). Refusals are 403s
 * through `assertAllowed`.
 */
import { canManageTags } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/**
 * @throws AppError 403 GLOBAL_ADMIN_MESSAGES.forbidden unless the actor holds `generalTags`
 * (`canManageTags`).
 */
export function assertCanManageTags(actor: Actor): void {
  assertAllowed(canManageTags, actor);
}
