/**
 * Who may use the members' own data calls (issue 39 point 5): a member downloads and asks to close only their
 * own account (the routes take no member id: the signed-in actor is the subject), never while an administrator
 * impersonates them; the closure requests are decided by tenant administrators (`canAdministerMemberships`,
 * the memberships permission). Refusals are 403 'Forbidden' through `assertAllowed`.
 */
import { canAdministerMemberships } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { RequestContext } from '../../plugins/auth';

/** @throws AppError 403 while impersonating: only the member themself takes or closes their account. */
export function assertOwnAccount(ctx: Pick<RequestContext, 'impersonatorId'>): void {
  assertAllowed((c: Pick<RequestContext, 'impersonatorId'>) => !c.impersonatorId, ctx, 'Forbidden');
}

/** @throws AppError 403 unless a tenant administrator signed in as themself. */
export function assertCanDecideClosures(ctx: Pick<RequestContext, 'actor' | 'impersonatorId'>): void {
  assertAllowed(
    (c: Pick<RequestContext, 'actor' | 'impersonatorId'>) =>
      canAdministerMemberships(c.actor) && !c.impersonatorId,
    ctx,
    'Forbidden',
  );
}
