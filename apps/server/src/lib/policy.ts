/**
 * Checking a permission rule of the contracts (`packages/contracts/src/users/access.ts`, spec 000 §6 and
 * 001 §6) in a service: one line instead of an `if … throw` per module.
 */
import { GLOBAL_ADMIN_MESSAGES } from '@portal/contracts';
import { AppError } from './app-error';

/**
 * @throws AppError 403 with `message` (by default the global admin screens' 'forbidden' text) unless
 * `rule(subject)` holds.
 */
export function assertAllowed<S>(
  rule: (subject: S) => boolean,
  subject: S,
  message: string = GLOBAL_ADMIN_MESSAGES.forbidden,
): void {
  if (!rule(subject)) throw new AppError('FORBIDDEN', message);
}
