/**
 * Rules of the first-time form (spec 000 §7 "First-time form", issue 18): the welcome wizard sets a password
 * only while the member's first login is pending; afterwards the settings' Change password is the way.
 */
import { FIRST_TIME_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** Whether the member's first login is still pending (the only time the wizard sets a password). */
const isFirstLogin = (actor: Pick<Actor, 'isFirstLogin'>): boolean => actor.isFirstLogin;

/** @throws AppError 403 FIRST_TIME_MESSAGES.passwordOnlyFirstLogin after the first login. */
export function assertCanSetFirstPassword(actor: Actor): void {
  assertAllowed(isFirstLogin, actor, FIRST_TIME_MESSAGES.passwordOnlyFirstLogin);
}
