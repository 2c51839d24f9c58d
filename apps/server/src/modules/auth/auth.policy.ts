/**
 * Who may sign in as whom (issue 10 §12, issue 35 point 5): only a global Admin impersonates
 * (`canImpersonate`), never themself, and never another administrator (`canImpersonateUser` of contracts).
 * Every refusal is a 403 through `assertAllowed` (lib/policy.ts).
 */
import { canImpersonate, canImpersonateUser, MESSAGES, type TUserRole } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 'Forbidden' unless `admin` is a global Admin (`canImpersonate`). */
export function assertCanImpersonate(admin: Actor): void {
  assertAllowed(canImpersonate, admin, 'Forbidden');
}

/**
 * Checked after {@link assertCanImpersonate}: oneself first, as the administrator rule would otherwise answer
 * with the wrong reason (issue 35 point 5).
 * @throws AppError 403 'You cannot impersonate yourself.' for the admin's own account; 403
 * MESSAGES.cannotImpersonateAdmin for an administrator (Admin, WorkSpaceOwner; issue 10 §12).
 */
export function assertCanImpersonateUser(admin: Actor, user: { id: string; role: TUserRole }): void {
  assertAllowed((target) => target.id !== admin.id, user, MESSAGES.cannotImpersonateSelf);
  assertAllowed((target) => canImpersonateUser(admin, target), user, MESSAGES.cannotImpersonateAdmin);
}
