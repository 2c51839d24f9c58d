/**
 * Administration of users (our side of spec 000 §2 `/admin/users`): the paged user search (admin access,
 * spec 000 §6), single-use sign-in-as links and "sign out everywhere" (global Admin only; never while
 * impersonating). The rules are in `admin.policy.ts`.
 */
import type { TAdminUser, TAdminUsersQuery, TImpersonationResponse } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { endAllSessions } from '../account/account.service';
import { createImpersonation } from '../auth/auth.service';
import { assertCanEndSessions, assertCanSearchUsers, assertCanStartImpersonation } from './admin.policy';
import { searchUsers } from './admin.repository';

/** `GET /api/v1/admin/users`: users of the tenant matching a keyword, paged. @throws AppError 403 FORBIDDEN. */
export async function listUsers(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TAdminUsersQuery,
): Promise<{ users: TAdminUser[]; totalItemCount: number }> {
  assertCanSearchUsers(ctx);
  const { rows, total } = await searchUsers(ctx.scope, query);
  return { users: rows.map((r) => ({ ...r, role: r.role as TAdminUser['role'] })), totalItemCount: total };
}

/**
 * `POST /api/v1/admin/users/{id}/impersonation` (global Admin, not while impersonating).
 * @throws AppError 403 FORBIDDEN (see `createImpersonation` for the others); 404 'User not found'.
 */
export function impersonate(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'hmac'>,
  userId: string,
): Promise<TImpersonationResponse> {
  assertCanStartImpersonation(ctx);
  return createImpersonation(ctx, userId);
}

/**
 * `POST /api/v1/admin/users/{id}/sign-out-everywhere` (global Admin; issue 10 §7).
 * @throws AppError 403 FORBIDDEN; NOT_FOUND 'User not found' for a user of another tenant.
 */
export async function signOutEverywhere(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId'>,
  userId: string,
): Promise<{ signedOut: true }> {
  assertCanEndSessions(ctx);
  if (!(await endAllSessions(ctx, userId))) throw new AppError('NOT_FOUND', 'User not found');
  return { signedOut: true };
}
