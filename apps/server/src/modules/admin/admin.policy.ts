/**
 * Who may use the user administration (our side of spec 000 §2 `/admin/users`): the user search needs admin
 * access (spec 000 §6 `hasAdminAccess`); sign-in-as links and "sign out everywhere" need the global Admin and
 * are refused while impersonating (issue 10 §7, §12). Every refusal is a 403 'Forbidden' through
 * `assertAllowed` (lib/policy.ts).
 */
import { canEndSessions, hasAdminAccess } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { RequestContext } from '../../plugins/auth';

/** An administrator signed in as themself (not through another's impersonation). */
const notImpersonating = (ctx: Pick<RequestContext, 'impersonatorId'>): boolean => !ctx.impersonatorId;

/** @throws AppError 403 'Forbidden' without admin access (spec 000 §6). */
export function assertCanSearchUsers(ctx: Pick<RequestContext, 'actor'>): void {
  assertAllowed(hasAdminAccess, ctx.actor, 'Forbidden');
}

/**
 * @throws AppError 403 'Forbidden' while impersonating (issue 10 §12); the role and the target are checked by
 * the auth module's `createImpersonation`.
 */
export function assertCanStartImpersonation(ctx: Pick<RequestContext, 'impersonatorId'>): void {
  assertAllowed(notImpersonating, ctx, 'Forbidden');
}

/**
 * @throws AppError 403 'Forbidden' unless a global Admin signed in as themself (`canEndSessions`,
 * issue 10 §7).
 */
export function assertCanEndSessions(ctx: Pick<RequestContext, 'actor' | 'impersonatorId'>): void {
  assertAllowed((c) => canEndSessions(c.actor) && notImpersonating(c), ctx, 'Forbidden');
}
