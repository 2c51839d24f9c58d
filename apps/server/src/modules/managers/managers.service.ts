/**
 * Managers — spec 001 §7 "Global admin" (`GET api/v1/admin/account/admin?page&pageSize&role`, `POST` with
 * userEmail and role, `DELETE ?userEmail`), §5 "Other" (a manager of all communities loses their community
 * roles; the user's existing roles are shown first: `GET api/v1/admin/community/members_and_blocked`), §6
 * (`generalManagers`). Roles: only an Admin gives or takes Admin; nobody changes their own role
 * (`canAssignGlobalRole`). Accounts must exist in the tenant; removing returns them to Standard.
 */
import {
  GLOBAL_ADMIN_MESSAGES as M,
  UserRole,
  type TAddManagerBody,
  type TManager,
  type TUserRole,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { assertCanChangeRole, assertCanManageManagers } from './managers.policy';
import * as repo from './managers.repository';

const present = (row: repo.ManagerRow): TManager => ({ ...row, role: row.role as TUserRole });

/** `GET api/v1/admin/account/admin`: a page of the accounts of `role` (default Manager). @throws 403. */
export async function listManagers(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; role: number },
) {
  assertCanManageManagers(ctx.actor);
  const { rows, total } = await repo.findByRole(ctx.scope, query.role, query.page, query.pageSize);
  return { admins: rows.map(present), totalItemCount: total };
}

/** The target account, refusing an unknown e-mail (404) and the caller's own account (400). */
async function target(ctx: Pick<RequestContext, 'scope' | 'actor'>, email: string): Promise<repo.ManagerRow> {
  const user = await repo.findByEmail(ctx.scope, email);
  if (!user) throw new AppError('NOT_FOUND', M.userNotFound, { errors: { userEmail: [M.userNotFound] } });
  if (user.id === ctx.actor.id)
    throw new AppError('BAD_REQUEST', M.ownRole, { errors: { userEmail: [M.ownRole] } });
  return user;
}

/**
 * `POST api/v1/admin/account/admin`: gives an existing account a global role; a Manager's community roles
 * are reset to Member. @throws 403; 404 unknown e-mail; 400 own account.
 */
export async function addManager(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TAddManagerBody,
): Promise<TManager> {
  assertCanManageManagers(ctx.actor);
  const user = await target(ctx, body.userEmail);
  assertCanChangeRole(ctx.actor, user.role, body.role);
  await repo.setRole(ctx.scope, user.id, body.role, body.role === UserRole.Manager);
  return present({ ...user, role: body.role });
}

/** `DELETE api/v1/admin/account/admin?userEmail`: the account returns to Standard. @throws 403, 404, 400. */
export async function removeManager(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  email: string,
): Promise<TManager> {
  assertCanManageManagers(ctx.actor);
  const user = await target(ctx, email);
  assertCanChangeRole(ctx.actor, user.role, UserRole.Standard);
  if (user.role !== UserRole.Standard) await repo.setRole(ctx.scope, user.id, UserRole.Standard, false);
  return present({ ...user, role: UserRole.Standard });
}

/**
 * `GET api/v1/admin/community/members_and_blocked?userId&page&pageSize`: the user's community relations
 * (community, role, isBlocked), shown before making them a manager. @throws 403.
 */
export async function userRelations(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { userId: string; page: number; pageSize: number },
) {
  assertCanManageManagers(ctx.actor);
  const { rows, total } = await repo.findRelations(ctx.scope, query.userId, query.page, query.pageSize);
  return {
    relations: rows.map((r) => ({
      community: { id: r.id, name: r.name, alias: r.alias },
      role: r.role,
      isBlocked: r.status === 'Blocked',
    })),
    totalItemCount: total,
  };
}
