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
import { and, eq, ne } from 'drizzle-orm';
import { auditedWrite, type AuditedWriteSpec, type AuditRow } from '../../db/audit';
import { communityMembers, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
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

/** Context of the writes: they record themselves in their transaction (issue 39 point 3). */
type WriteContext = Pick<RequestContext, 'scope' | 'actor' | 'audit'>;

/**
 * What a role change's audit record compares for the account of `email`: its global `role` and its
 * `communityRoles` other than Member (`{ communityId: role }`, which a Manager's appointment resets).
 */
async function roleState(scope: TenantScope, email: string): Promise<AuditRow | null> {
  const [user] = await scope.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return null;
  const roles = await scope.db
    .select({ communityId: communityMembers.communityId, role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.userId, user.id), ne(communityMembers.role, 'Member')));
  return { role: user.role, communityRoles: Object.fromEntries(roles.map((r) => [r.communityId, r.role])) };
}

/** The record of a role change: the route's action and target type, the account's id, its roles compared. */
const roleSpec = (email: string): AuditedWriteSpec<TManager> => ({
  targetId: (result) => result.id,
  load: (scope) => roleState(scope, email),
});

/**
 * `POST api/v1/admin/account/admin`: gives an existing account a global role; a Manager's community roles
 * are reset to Member. Recorded in its transaction (target: the account; `role`, `communityRoles` before and
 * after). @throws 403; 404 unknown e-mail; 400 own account.
 */
export async function addManager(ctx: WriteContext, body: TAddManagerBody): Promise<TManager> {
  return auditedWrite(ctx, roleSpec(body.userEmail), async (ctx) => {
    assertCanManageManagers(ctx.actor);
    const user = await target(ctx, body.userEmail);
    assertCanChangeRole(ctx.actor, user.role, body.role);
    await repo.setRole(ctx.scope, user.id, body.role, body.role === UserRole.Manager);
    return present({ ...user, role: body.role });
  });
}

/**
 * `DELETE api/v1/admin/account/admin?userEmail`: the account returns to Standard. Recorded in its transaction
 * like {@link addManager}. @throws 403, 404, 400.
 */
export async function removeManager(ctx: WriteContext, email: string): Promise<TManager> {
  return auditedWrite(ctx, roleSpec(email), async (ctx) => {
    assertCanManageManagers(ctx.actor);
    const user = await target(ctx, email);
    assertCanChangeRole(ctx.actor, user.role, UserRole.Standard);
    if (user.role !== UserRole.Standard) await repo.setRole(ctx.scope, user.id, UserRole.Standard, false);
    return present({ ...user, role: UserRole.Standard });
  });
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
