/**
 * Account operations other modules may use (spec 000 §3 User): look a user up by e-mail, change some of
 * its columns, end all of its sessions. Everything stays inside the caller's tenant scope.
 */
import type { TAccount, TAccountSettings, TUpdateAccountSettingsBody } from '@portal/contracts';
import type { UserRow } from '../../plugins/actor';
import type { ActorCache } from '../../plugins/actor-cache';
import type { RequestContext } from '../../plugins/auth';
import { presentAccount, presentSettings } from './account.presenter';
import * as repository from './account.repository';

/** The user with this e-mail (trimmed, case-insensitive) in this tenant, or null. */
export function findUserByEmail(ctx: Pick<RequestContext, 'scope'>, email: string): Promise<UserRow | null> {
  return repository.findUserByEmail(ctx.scope, email);
}

/**
 * Updates some columns of a user of this tenant (`updatedAt` is set to now).
 * @returns the updated row, or null when the user is not in this tenant.
 */
export function updateUser(
  ctx: Pick<RequestContext, 'scope'>,
  userId: string,
  values: Partial<Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>>,
): Promise<UserRow | null> {
  return repository.updateUser(ctx.scope, userId, values);
}

/**
 * Ends every session of a user of this tenant (issue 10 §7: `session_version` + 1, so older tokens fail).
 * @returns false when the user is not in this tenant.
 */
export function endAllSessions(ctx: Pick<RequestContext, 'scope'>, userId: string): Promise<boolean> {
  return repository.endAllSessions(ctx.scope, userId);
}

/** The kind under which the account's segments hang on the remembered actor ({@link ActorCache.attached}). */
export const SEGMENTS_KIND = 'account.segments';

/**
 * `GET api/v1/account` (spec 000 §3 User): the signed-in account with its segments, in the tenant's profile,
 * naming the impersonating administrator when there is one. With `actors` (the replica's actor cache) the
 * segments are remembered with the actor and forgotten with it (migration 0021 notifies on a change of a
 * user's segments or a segment's name): a remembered account costs no SQL statement.
 */
export async function accountOf(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant' | 'impersonatorId'>,
  actors?: Pick<ActorCache, 'attached'>,
): Promise<TAccount> {
  const load = () => repository.findUserSegments(ctx.scope, ctx.actor.id);
  const segments = actors
    ? await actors.attached(ctx.scope.tenantId, ctx.actor.id, SEGMENTS_KIND, load)
    : await load();
  return presentAccount(ctx.actor, segments, ctx.tenant, ctx.impersonatorId);
}

/** `PUT api/v1/account/settings`: changes the given settings (two-factor, mail, sms). */
export async function updateSettings(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
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
