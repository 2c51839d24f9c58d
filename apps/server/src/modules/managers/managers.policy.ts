/**
 * Managers (spec 001 §7 "Global admin", §5 "Other", §6): the global-admin rule of the tab, `canManageManagers`
 * of contracts (`GLOBAL_ADMIN_TAB_RULES`; the `generalManagers` flag, held by tenant administrators as well).
 * Refusals are 403s through `assertAllowed`.
 */
import { canAssignGlobalRole, canManageManagers, GLOBAL_ADMIN_MESSAGES, UserRole } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/**
 * @throws AppError 403 GLOBAL_ADMIN_MESSAGES.forbidden unless the actor holds `generalManagers`
 * (`canManageManagers`).
 */
export function assertCanManageManagers(actor: Actor): void {
  assertAllowed(canManageManagers, actor);
}

/**
 * Only an Admin gives or takes Admin, and nobody changes their own role (`canAssignGlobalRole`): the caller
 * must be allowed to take the account's current role `from` (unless Standard) and to give `to`.
 * @throws AppError 403 GLOBAL_ADMIN_MESSAGES.roleForbidden otherwise.
 */
export function assertCanChangeRole(actor: Actor, from: number, to: number): void {
  assertAllowed(
    (a: Actor) => (from === UserRole.Standard || canAssignGlobalRole(a, from)) && canAssignGlobalRole(a, to),
    actor,
    GLOBAL_ADMIN_MESSAGES.roleForbidden,
  );
}
