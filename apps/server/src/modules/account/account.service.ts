/**
 * Account operations other modules may use (spec 000 §3 User): look a user up by e-mail, change some of
 * its columns, end all of its sessions. Everything stays inside the caller's tenant scope.
 */
import type {
  TAccount,
  TAccountSettings,
  TenantProfile,
  TUpdateAccountSettingsBody,
} from '@portal/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import type { Actor, UserRow } from '../../plugins/actor';
import { presentAccount, presentSettings } from './account.presenter';
import * as repository from './account.repository';

export type { UserRow };

/** The user with this e-mail (trimmed, case-insensitive) in this tenant, or null. */
export function findUserByEmail(scope: TenantScope, email: string): Promise<UserRow | null> {
  return repository.findUserByEmail(scope, email);
}

/**
 * Updates some columns of a user of this tenant (`updatedAt` is set to now).
 * @returns the updated row, or null when the user is not in this tenant.
 */
export function updateUser(
  scope: TenantScope,
  userId: string,
  values: Partial<Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>>,
): Promise<UserRow | null> {
  return repository.updateUser(scope, userId, values);
}

/**
 * Ends every session of a user of this tenant (issue 10 §7: `session_version` + 1, so older tokens fail).
 * @returns false when the user is not in this tenant.
 */
export function endAllSessions(scope: TenantScope, userId: string): Promise<boolean> {
  return repository.endAllSessions(scope, userId);
}

/** The caller of the account calls: tenant scope and the signed-in user. */
export interface AccountContext {
  scope: TenantScope;
  actor: Actor;
}

/** `GET api/v1/account` (spec 000 §3 User): the signed-in account with its segments. */
export async function accountOf(
  ctx: AccountContext,
  tenant: TenantProfile,
  impersonatorId: string | null,
): Promise<TAccount> {
  const segments = await repository.findUserSegments(ctx.scope, ctx.actor.id);
  return presentAccount(ctx.actor, segments, tenant, impersonatorId);
}

/** `PUT api/v1/account/settings`: changes the given settings (two-factor, mail, sms). */
export async function updateSettings(
  ctx: AccountContext,
  body: TUpdateAccountSettingsBody,
): Promise<TAccountSettings> {
  const { enableTFA, mailTo, allowSms } = body;
  const updated = await repository.updateUser(ctx.scope, ctx.actor.id, {
    ...(enableTFA !== undefined ? { enableTfa: enableTFA } : {}),
    ...(mailTo !== undefined ? { mailTo } : {}),
    ...(allowSms !== undefined ? { allowSms } : {}),
  });
  return presentSettings(updated ?? ctx.actor);
}
