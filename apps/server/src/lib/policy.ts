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

/**
 * A signed link (an invoice or certificate preview, a CPD printview, a pay link, a brand asset) must name a
 * member: `userId` is what `verifySignedQuery` returned — null for a bad, expired, tampered, other-resource or
 * other-tenant signature. @throws AppError 403 'Forbidden'.
 */
export function assertSignedMember(userId: string | null): asserts userId is string {
  assertAllowed((id: string | null) => !!id, userId, 'Forbidden');
}

/**
 * A member acts only for themself (002 §7 calls that carry a `userId`): a `userId` of a body or query, when
 * given, must be `actorId`, the signed-in member's. @throws AppError 403 'Forbidden'.
 */
export function assertSelf(userId: string | null | undefined, actorId: string): void {
  assertAllowed((id: string | null | undefined) => !id || id === actorId, userId, 'Forbidden');
}
