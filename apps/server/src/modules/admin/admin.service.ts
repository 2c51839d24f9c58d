/**
 * Administration of users (our side of spec 000 §2 `/admin/users`): the paged user search (admin access,
 * spec 000 §6), single-use sign-in-as links and "sign out everywhere" (global Admin only; never while
 * impersonating). The rules are in `admin.policy.ts`.
 */
import type { TAdminUser, TAdminUsersQuery, TImpersonationResponse } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditedWrite } from '../../db/audit';
import { impersonationGrants, users } from '../../db/schema/index';
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
 * `POST /api/v1/admin/users/{id}/impersonation` (global Admin, not while impersonating). Recorded in its
 * transaction (issue 39 point 3; target the user): the grant created (`grantId`, `expiresAt` after; never
 * its secret).
 * @throws AppError 403 FORBIDDEN (see `createImpersonation` for the others); 404 'User not found'.
 */
export function impersonate(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'hmac' | 'audit'>,
  userId: string,
): Promise<TImpersonationResponse> {
  const load = async (scope: typeof ctx.scope, result?: TImpersonationResponse) => {
    if (!result) return null;
    const [grant] = await scope.db
      .select({ grantId: impersonationGrants.id, expiresAt: impersonationGrants.expiresAt })
      .from(impersonationGrants)
      .where(and(eq(impersonationGrants.userId, userId), eq(impersonationGrants.adminId, ctx.actor.id)))
      .orderBy(desc(impersonationGrants.createdAt), desc(impersonationGrants.expiresAt))
      .limit(1);
    return grant ?? null;
  };
  return auditedWrite(ctx, { load }, async (ctx) => {
    assertCanStartImpersonation(ctx);
    return createImpersonation(ctx, userId);
  });
}

/**
 * `POST /api/v1/admin/users/{id}/sign-out-everywhere` (global Admin; issue 10 §7). Recorded in its
 * transaction (issue 39 point 3; target the user) with the account's `sessionVersion` before and after.
 * @throws AppError 403 FORBIDDEN; NOT_FOUND 'User not found' for a user of another tenant.
 */
export async function signOutEverywhere(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'impersonatorId' | 'audit'>,
  userId: string,
): Promise<{ signedOut: true }> {
  const load = async (scope: typeof ctx.scope) => {
    const [row] = await scope.db
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  };
  return auditedWrite(ctx, { load }, async (ctx) => {
    assertCanEndSessions(ctx);
    if (!(await endAllSessions(ctx, userId))) throw new AppError('NOT_FOUND', 'User not found');
    return { signedOut: true as const };
  });
}
