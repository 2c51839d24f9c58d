/**
 * Community administration — spec 001 §7 (Communities: create, alias check; Members: admin list, change
 * role or status, remove, add; Users: search), with the rules of §4 (membership: approval, removal,
 * return to community), §5 (Community form, Add members, Role change) and §6 (creating a community: Admin
 * only; add members: communityAddMember; member-row actions: communityAddModerator, or
 * communityAddEditor for non-moderators). Each change emits its community event, so members hear of it
 * through the notifications centre (spec 000 §4 types 1, 14, 15).
 */
import { auditedWrite, createdRow } from '../../db/audit';
import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_MESSAGES,
  isCommunityAdmin,
  type TAccountBatchBody,
  type TAccountBatchResponse,
  type TAccountSummary,
  type TAdminCommunityQuery,
  type TAdminCommunityResponse,
  type TAccountSearchBody,
  type TAccountSearchResponse,
  type TAdminMembersBody,
  type TMemberRole,
  type TMemberStatus,
  type TMemberUpdateBody,
} from '@portal/contracts';
import { withTransaction } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { discardFiles, listField, storeFiles, textField, type MultipartBody } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import {
  joinedCount,
  listCommunities,
  loadCommunityAccess,
  queryMembers,
  removeMembership,
  usersWithStatus,
} from '../communities/communities.service';
import {
  assertAccountSearch,
  assertAddMember,
  assertCreator,
  assertMemberAdmin,
  assertRowAction,
} from './community-admin.policy';
import * as repo from './community-admin.repository';
import { communityAuditRow } from './community-edit.repository';

/** What audit records of community and membership writes compare (re-exported for other modules). */
export { communityAuditRow };
export const memberStatuses = repo.memberStatuses;
import { aliasConflict, badField, checkedCommunityForm, formColumns } from './community-form';
import { presentAccount, presentAccountSummary } from './community-admin.presenter';

/**
 * `GET api/v1/admin/community/exists-by-alias?alias` — the uniqueness check of the community form (§5).
 * Admins only (403 otherwise). Answer `{ exists }`.
 */
export async function aliasExists(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  alias: string,
): Promise<{ exists: boolean }> {
  assertCreator(ctx.actor);
  return { exists: await repo.aliasTaken(ctx.scope, alias) };
}

/**
 * `POST api/v1/admin/community` (multipart: `imageFile`, `categoryIds[]`, `tagsId[]`, `segmentIds[]` and
 * the form's fields; spec 001 §5 Community form). Admin only. The image is required (png, jpeg, jpg ≤ 5 MB);
 * categories must be leaves where subcategories exist; tags ≤ 10; dates not in the past, start before end.
 * A public, visible community emits `community.created` (notification type 1 to every member of the tenant).
 * @returns the new community's id and alias.
 * @throws AppError 403 not an admin, 400 invalid field (field errors; nothing stored), 409 alias taken.
 */
export async function createCommunity(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus' | 'audit'>,
  body: MultipartBody,
): Promise<{ id: string; alias: string }> {
  return auditedWrite(ctx, createdRow(communityAuditRow), async (ctx) => {
    assertCreator(ctx.actor);
    const { scope, actor, storage } = ctx;
    const { form, images, dates, links } = await checkedCommunityForm(scope, body, {
      alias: textField(body.fields.alias),
      segmentIds: listField(body.fields.segmentIds),
    });

    const [image] = await storeFiles(storage, scope.tenantId, images);
    let created: { id: string; alias: string };
    try {
      created = await withTransaction(scope, async (tx) => {
        const row = await repo.insertCommunity(
          tx,
          {
            ...formColumns(form, dates),
            imageUrl: image!.key,
            createdByUserId: actor.id,
            latestActivity: new Date(),
          },
          links.categoryIds,
          links.tagIds,
        );
        await ctx.bus.emit(tx, 'community.created', {
          tenantId: scope.tenantId,
          actorId: actor.id,
          communityId: row.id,
          isPublic: form.isPublic && form.isVisible,
        });
        return row;
      });
    } catch (error) {
      await discardFiles(storage, scope.tenantId, [image!.key]);
      if ((error as { code?: string }).code === '23505') throw aliasConflict();
      throw error;
    }
    return created;
  });
}

/**
 * `POST api/v1/admin/community/{id}/getlist` — the admin members table: Awaiting and Joined by default
 * (`statuses: ['Removed']` for the removed members page), searched by name or e-mail, 10 per page.
 * @throws AppError 403 without a member-management permission in this community.
 */
export async function adminListMembers(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  body: TAdminMembersBody,
) {
  assertMemberAdmin(await loadCommunityAccess(ctx, { id }));
  return queryMembers(ctx, id, body);
}

/**
 * `PUT api/v1/admin/community/{id}/member/{userId}` with `{ role }` (change role; Save only when it
 * differs) or `{ status: 'Joined' }` (approve an Awaiting request, or return a Removed member). Approval and
 * return emit `member.added` (notification type 14 to the member).
 * @throws AppError 403 (§6 row-action rules), 404 no such membership, 400 when the change does not apply.
 */
export async function updateMember(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus' | 'audit'>,
  id: string,
  userId: string,
  body: TMemberUpdateBody,
) {
  return auditedWrite(ctx, { load: (s) => repo.findMembership(s, id, userId) }, async (ctx) => {
    const { scope } = ctx;
    const access = await loadCommunityAccess(ctx, { id });
    assertMemberAdmin(access);
    const member = await repo.findMembership(scope, id, userId);
    if (!member || member.status === 'Blocked')
      throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.notInCommunity);
    if ('role' in body) {
      if (member.status !== 'Joined')
        throw new AppError('BAD_REQUEST', COMMUNITY_ADMIN_MESSAGES.notInCommunity);
      assertRowAction(access, member, 'role', body.role);
      if (body.role !== member.role) await repo.updateRole(scope, id, userId, body.role);
      return { status: 'Joined' as TMemberStatus, role: body.role, membersCount: await joinedCount(ctx, id) };
    }
    if (member.status !== 'Awaiting' && member.status !== 'Removed')
      throw new AppError('BAD_REQUEST', COMMUNITY_ADMIN_MESSAGES.notAwaiting);
    assertRowAction(access, member, 'approve');
    await withTransaction(scope, async (tx) => {
      if (await repo.approveMembership(tx, id, userId))
        await ctx.bus.emit(tx, 'member.added', {
          tenantId: scope.tenantId,
          actorId: ctx.actor.id,
          communityId: id,
          userId,
        });
    });
    return {
      status: 'Joined' as TMemberStatus,
      role: 'Member' as TMemberRole,
      membersCount: await joinedCount(ctx, id),
    };
  });
}

/**
 * `DELETE api/v1/admin/community/{id}/member/{userId}`: a Joined member becomes Removed (listed on the
 * removed members page, can be returned) and hears of it (`member.removed`, notification type 15); an
 * Awaiting request is declined — deleted with its answers and their files, without a notification.
 * @throws AppError 403 (§6), 404 when the user is neither Joined nor Awaiting.
 */
export async function removeMember(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus' | 'audit'>,
  id: string,
  userId: string,
) {
  return auditedWrite(ctx, { load: (s) => repo.findMembership(s, id, userId) }, async (ctx) => {
    const { scope } = ctx;
    const access = await loadCommunityAccess(ctx, { id });
    assertMemberAdmin(access);
    const member = await repo.findMembership(scope, id, userId);
    if (!member || (member.status !== 'Joined' && member.status !== 'Awaiting'))
      throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.notInCommunity);
    assertRowAction(access, member, member.status === 'Awaiting' ? 'approve' : 'remove');
    if (member.status === 'Awaiting') {
      await removeMembership(ctx, id, userId);
    } else {
      await withTransaction(scope, async (tx) => {
        await repo.markRemoved(tx, id, userId);
        await ctx.bus.emit(tx, 'member.removed', {
          tenantId: scope.tenantId,
          actorId: ctx.actor.id,
          communityId: id,
          userId,
        });
      });
    }
    return { status: null, role: null, membersCount: await joinedCount(ctx, id) };
  });
}

/**
 * `POST api/v1/admin/community/{id}/member` `{ userIds }` — adds users of the tenant as Joined members
 * (spec 001 §5 Add members: users already in the community or blacklisted cannot be chosen). An Awaiting
 * or Removed user becomes Joined. Emits `member.added` for each (notification type 14).
 * @throws AppError 403 without communityAddMember, 400 unknown user / already a member / blacklisted.
 */
export async function addMembers(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus' | 'audit'>,
  id: string,
  userIds: string[],
) {
  return auditedWrite(ctx, { load: (s) => repo.memberStatuses(s, id, userIds) }, async (ctx) => {
    const { scope } = ctx;
    const access = await loadCommunityAccess(ctx, { id });
    assertAddMember(access);
    const ids = [...new Set(userIds)];
    const rows = await usersWithStatus(ctx, id, ids);
    if (rows.length !== ids.length) throw badField('userIds', 'Unknown user');
    if (rows.some((r) => r.status === 'Joined'))
      throw badField('userIds', COMMUNITY_ADMIN_MESSAGES.alreadyInCommunity);
    if (rows.some((r) => r.status === 'Blocked'))
      throw badField('userIds', COMMUNITY_ADMIN_MESSAGES.blockedUser);
    await withTransaction(scope, async (tx) => {
      await repo.upsertJoinedMembers(tx, id, ids);
      for (const userId of ids)
        await ctx.bus.emit(tx, 'member.added', {
          tenantId: scope.tenantId,
          actorId: ctx.actor.id,
          communityId: id,
          userId,
        });
    });
    return { added: ids.length, membersCount: await joinedCount(ctx, id) };
  });
}

/**
 * `POST api/v1/account/search` (spec 001 §7 Users): users of the tenant whose name (or e-mail) contains
 * the keyword (≥ 3 characters), by first name, with `isInCommunity` (Joined) and `isBlocked` for the
 * given community. Admin users only with `includeAdminUsers`. Needs admin-area access (§6). Two queries.
 */
export async function searchAccounts(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TAccountSearchBody,
): Promise<TAccountSearchResponse> {
  assertAccountSearch(ctx.actor);
  const { rows, total } = await repo.searchUsers(ctx.scope, body);
  return { users: rows.map(presentAccount), totalItemCount: total };
}

/**
 * `GET api/v1/admin/community?page&pageSize[&id]` (spec 001 §7 Communities, "list or single"): the
 * communities the caller administers, by name — every community for a tenant administrator (Admin,
 * WorkSpaceOwner), the ones they moderate for a moderator. Without `id` a page `{ communities,
 * totalItemCount }`; with `id` that community. Needs admin-area access (spec 001 §6).
 * @throws AppError 403 without admin-area access; 404 'Community not found' when `id` is missing, deleted,
 *   of another tenant or not administered by the caller.
 */
export async function adminCommunities(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: TAdminCommunityQuery,
): Promise<TAdminCommunityResponse> {
  assertAccountSearch(ctx.actor);
  let ids = query.id ? [query.id] : undefined;
  if (!isCommunityAdmin(ctx.actor.role)) {
    const moderated = await repo.moderatedCommunityIds(ctx.scope, ctx.actor.id);
    ids = ids ? ids.filter((id) => moderated.includes(id)) : moderated;
  }
  const page =
    ids?.length === 0
      ? { communities: [], totalItemCount: 0 }
      : await listCommunities(ctx, {
          page: query.id ? 1 : query.page,
          pageSize: query.id ? 1 : query.pageSize,
          communityIds: ids,
        });
  if (!query.id) return page;
  const single = page.communities[0]?.community;
  if (!single) throw new AppError('NOT_FOUND', COMMUNITY_MESSAGES.notFound);
  return single;
}

/**
 * `GET api/v1/account/{id}` (spec 000 §7, 001 §7 Users): one user of the tenant — name, avatar, registered
 * e-mail. Needs admin-area access (the same rule as the member picker's search, spec 001 §6).
 * @throws AppError 403 without admin-area access; 404 'User not found' for an unknown id or another tenant's user.
 */
export async function accountById(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
): Promise<TAccountSummary> {
  assertAccountSearch(ctx.actor);
  const { rows } = await repo.findUsersByIds(ctx.scope, [id], { page: 1, pageSize: 1, sortBy: 'firstName' });
  if (!rows[0]) throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.userNotFound);
  return presentAccountSummary(rows[0]);
}

/**
 * `POST api/v1/account/batch` `{ accountIds, page, pageSize, sortBy }` (spec 000 §7 "Users by ids", 001 §7):
 * the tenant's users among `accountIds` (ids of other tenants or unknown ids are left out), one page sorted by
 * first name (or last name), with how many were found. Needs admin-area access (spec 001 §6).
 * @throws AppError 403 without admin-area access.
 */
export async function accountBatch(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TAccountBatchBody,
): Promise<TAccountBatchResponse> {
  assertAccountSearch(ctx.actor);
  const ids = [...new Set(body.accountIds)];
  if (ids.length === 0) return { users: [], totalItemCount: 0 };
  const { rows, total } = await repo.findUsersByIds(ctx.scope, ids, body);
  return { users: rows.map(presentAccountSummary), totalItemCount: total };
}
