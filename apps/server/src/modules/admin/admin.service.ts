/**
 * Administration of users (our side of spec 000 §2 `/admin/users`): the paged user search (admin access,
 * spec 000 §6), single-use sign-in-as links and "sign out everywhere" (global Admin only; never while
 * impersonating).
 */
import {
  canEndSessions,
  hasAdminAccess,
  type TAdminUser,
  type TAdminUsersQuery,
  type TImpersonationResponse,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import type { TokenService } from '../../plugins/auth';
import { endAllSessions } from '../account/account.service';
import { createImpersonation } from '../auth/auth.service';
import { searchUsers } from './admin.repository';

/** The caller: tenant scope, the signed-in administrator, and whether they are impersonating someone. */
export interface AdminContext {
  scope: TenantScope;
  actor: Actor;
  impersonatorId?: string | null;
}

/** `GET /api/v1/admin/users`: users of the tenant matching a keyword, paged. @throws AppError FORBIDDEN. */
export async function listUsers(
  ctx: AdminContext,
  query: TAdminUsersQuery,
): Promise<{ users: TAdminUser[]; totalItemCount: number }> {
  if (!hasAdminAccess(ctx.actor)) throw new AppError('FORBIDDEN', 'Forbidden');
  const { rows, total } = await searchUsers(ctx.scope, query);
  return { users: rows.map((r) => ({ ...r, role: r.role as TAdminUser['role'] })), totalItemCount: total };
}

/** `POST /api/v1/admin/users/{id}/impersonation` (global Admin, not while impersonating). @throws FORBIDDEN. */
export function impersonate(
  ctx: AdminContext,
  tokens: TokenService,
  userId: string,
): Promise<TImpersonationResponse> {
  if (ctx.impersonatorId) throw new AppError('FORBIDDEN', 'Forbidden');
  return createImpersonation(ctx.scope, tokens, ctx.actor.id, userId);
}

/**
 * `POST /api/v1/admin/users/{id}/sign-out-everywhere` (global Admin; issue 10 §7).
 * @throws AppError FORBIDDEN; NOT_FOUND 'User not found' for a user of another tenant.
 */
export async function signOutEverywhere(ctx: AdminContext, userId: string): Promise<{ signedOut: true }> {
  if (!canEndSessions(ctx.actor) || ctx.impersonatorId) throw new AppError('FORBIDDEN', 'Forbidden');
  if (!(await endAllSessions(ctx.scope, userId))) throw new AppError('NOT_FOUND', 'User not found');
  return { signedOut: true };
}
