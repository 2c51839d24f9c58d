/**
 * Who may manage server values (spec 000 §6 "under an admin API", §7): tenant administrators
 * (`canManageServerValues` of contracts). Refusals are 403s through `assertAllowed` (lib/policy.ts).
 */
import { canManageServerValues, SERVER_VALUE_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 SERVER_VALUE_MESSAGES.forbidden unless the actor is a tenant administrator. */
export function assertCanManageServerValues(actor: Actor): void {
  assertAllowed(canManageServerValues, actor, SERVER_VALUE_MESSAGES.forbidden);
}
