/**
 * Who may read an invoice without a session (002 §7 printview): a signed preview URL names the member it was
 * signed for. Rules are applied through `assertAllowed` (lib/policy.ts).
 */
import { assertAllowed } from '../../lib/policy';

/**
 * A signed preview URL must name a member: `userId` is what `verifySignedQuery` returned (null for a bad,
 * expired, tampered, other-invoice or other-tenant signature). @throws AppError FORBIDDEN ('Forbidden').
 */
export function assertSignedMember(userId: string | null): asserts userId is string {
  assertAllowed((id: string | null) => !!id, userId, 'Forbidden');
}
