/**
 * Global terms and conditions (spec 001 §7 "Global admin", §6): the global-admin rule of the tab,
 * `canManageGlobalTerms` of contracts (`GLOBAL_ADMIN_TAB_RULES`; the `generalTc` flag, held by tenant
 * administrators as well). Refusals are 403s through `assertAllowed`.
 */
import { canManageGlobalTerms } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/**
 * @throws AppError 403 GLOBAL_ADMIN_MESSAGES.forbidden unless the actor holds `generalTc`
 * (`canManageGlobalTerms`).
 */
export function assertCanManageGlobalTerms(actor: Actor): void {
  assertAllowed(canManageGlobalTerms, actor);
}
