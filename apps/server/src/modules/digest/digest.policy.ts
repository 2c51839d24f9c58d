/**
 * Who may preview a member's digest (issue 38 point 2): whoever may read the tenant's sent mail, a global
 * Admin (`canPreviewDigest` of contracts), since a digest shows the member's private communities and CPD.
 */
import { canPreviewDigest, DIGEST_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 `DIGEST_MESSAGES.forbidden` unless the actor may preview digests. */
export function assertCanPreviewDigest(actor: Actor): void {
  assertAllowed(canPreviewDigest, actor, DIGEST_MESSAGES.forbidden);
}
