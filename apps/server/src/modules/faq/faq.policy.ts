/**
 * Who may manage the FAQ — spec 001 §6 global administration: the `generalFaq` flag, held by role Admin
 * and WorkSpaceOwner as well (`canManageFaq` of contracts). Reading needs only a signed-in caller.
 */
import { canManageFaq, FAQ_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 FAQ_MESSAGES.forbidden unless the caller may manage the FAQ (`canManageFaq`). */
export function assertCanManageFaq(actor: Actor): void {
  assertAllowed(canManageFaq, actor, FAQ_MESSAGES.forbidden);
}
