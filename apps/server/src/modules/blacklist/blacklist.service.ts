/**
 * The blacklist of a community (issue 14) — spec 001 §2 Blacklist (banned members), §4 "block with a
 * reason, unblock", §5 Blacklist (reason required; at least one user; already-blacklisted users cannot be
 * picked), §6 (blacklist actions: communityBlacklist plus an admin check — admin-area access), §7 blocks.
 * A blacklisted user can't see, join or post in the community until unblocked: the communities service's
 * `accessOf` takes every right away from a Blocked membership (`assertNotBlacklisted`).
 */
import { auditedWrite } from '../../db/audit';
import { MODERATION_MESSAGES, type TBlockBody, type TBlockListResponse } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { fileUrl } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { joinedCount, loadCommunityAccess, usersWithStatus } from '../communities/communities.service';
import { assertBlacklister } from './blacklist.policy';
import * as repo from './blacklist.repository';
import { memberStatuses } from '../community-admin/community-admin.service';

/** The caller's access to community `id`. @throws AppError 404 unknown community, 403 {@link assertBlacklister}. */
async function blacklisterAccess(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  const access = await loadCommunityAccess(ctx, { id });
  assertBlacklister(access, ctx.actor);
  return access;
}

/** `GET api/v1/admin/community/{id}/block?page&pageSize&keyword` — the blacklist table, 10 per page. */
export async function listBlocked(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<TBlockListResponse> {
  await blacklisterAccess(ctx, id);
  const { rows, total } = await repo.blockedPage(ctx.scope, id, q);
  return {
    blockedUsers: rows.map((r) => ({
      ...r,
      avatarUrl: fileUrl(r.avatarUrl),
      reason: r.reason ?? '',
      updatedAt: r.updatedAt.toISOString(),
    })),
    totalItemCount: total,
  };
}

/**
 * `POST api/v1/admin/community/{id}/block` `{ userIds, reason }` — blacklists users of the tenant (members,
 * applicants, removed or strangers). Admins cannot be blacklisted (they are members everywhere).
 * @throws AppError 403, 400 unknown user / already blacklisted / an admin.
 */
export async function blockUsers(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  body: TBlockBody,
) {
  return auditedWrite(ctx, { load: (s) => memberStatuses(s, id, body.userIds) }, async (ctx) => {
    await blacklisterAccess(ctx, id);
    const ids = [...new Set(body.userIds)];
    if (ids.includes(ctx.actor.id)) throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.forbidden);
    const rows = await usersWithStatus(ctx, id, ids);
    if (rows.length !== ids.length) throw new AppError('BAD_REQUEST', 'Unknown user');
    if (rows.some((r) => r.status === 'Blocked'))
      throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.alreadyBlacklisted, {
        errors: { userIds: [MODERATION_MESSAGES.alreadyBlacklisted] },
      });
    await repo.block(ctx.scope, id, ids, body.reason);
    return { changed: ids.length, membersCount: await joinedCount(ctx, id) };
  });
}

/** `PUT api/v1/admin/community/{id}/block/{userId}` `{ reason }`. @throws 404 not blacklisted. */
export async function changeReason(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  userId: string,
  reason: string,
) {
  return auditedWrite(
    ctx,
    { load: async (s) => (await memberStatuses(s, id, [userId]))[userId] },
    async (ctx) => {
      await blacklisterAccess(ctx, id);
      if (!(await repo.setReason(ctx.scope, id, userId, reason)))
        throw new AppError('NOT_FOUND', MODERATION_MESSAGES.notBlacklisted);
      return { changed: 1 };
    },
  );
}

/** `POST api/v1/admin/community/{id}/unblock` `{ userIds }` — off the blacklist (they may join again). */
export async function unblockUsers(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  id: string,
  userIds: string[],
) {
  return auditedWrite(ctx, { load: (s) => memberStatuses(s, id, userIds) }, async (ctx) => {
    await blacklisterAccess(ctx, id);
    const changed = await repo.unblock(ctx.scope, id, [...new Set(userIds)]);
    if (changed === 0) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.notBlacklisted);
    return { changed };
  });
}
