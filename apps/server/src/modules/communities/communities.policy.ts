/**
 * Who may do what in a community — spec 001 §6 on top of the shared rules of contracts
 * (`effectiveCommunityPermissions`: global flag OR community flag; admins everything) and the membership
 * states of §4. One query loads a community with the caller's membership.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMMUNITY_MESSAGES,
  effectiveCommunityPermissions,
  isCommunityAdmin,
  type TCommunityPermissions,
  type TMemberRole,
  type TMemberStatus,
} from '@portal/contracts';
import { communities, communityMembers } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';

export type CommunityRow = typeof communities.$inferSelect;
export type MemberRow = typeof communityMembers.$inferSelect;

/** The caller's standing in one community. */
export interface CommunityAccess {
  community: CommunityRow;
  /** The stored membership row, if any. */
  membership: MemberRow | null;
  /** Role and status as shown: admins and auto-join communities show Joined (spec 001 §4). */
  role: TMemberRole | null;
  status: TMemberStatus | null;
  isAdmin: boolean;
  /** Joined member, auto-join community, or admin. */
  isJoined: boolean;
  /** May read about, members, posts and comments: public, joined, or admin. */
  readable: boolean;
  permissions: TCommunityPermissions;
}

/** Computes the access of an actor from a community row and its membership row. */
export function accessOf(
  actor: Actor,
  community: CommunityRow,
  membership: MemberRow | null,
): CommunityAccess {
  const isAdmin = isCommunityAdmin(actor.role);
  const stored = membership && membership.status !== 'Removed' ? membership : null;
  let status = (stored?.status ?? null) as TMemberStatus | null;
  let role = (stored?.role ?? null) as TMemberRole | null;
  if (!status && (community.isAutoJoin || isAdmin)) {
    status = 'Joined';
    role = 'Member';
  }
  const isJoined = status === 'Joined';
  const permissions = effectiveCommunityPermissions({
    role: actor.role,
    permissions: actor.permissions,
    membership: role && status ? { role, status, permissions: stored?.permissions ?? {} } : null,
  });
  return {
    community,
    membership,
    role,
    status,
    isAdmin,
    isJoined,
    readable: isAdmin || isJoined || community.isPublic,
    permissions,
  };
}

/**
 * Loads a community of the tenant by id or alias with the caller's membership (one query).
 * @throws AppError 404 'Community not found' (400 for an alias, spec 001 §2) when missing or deleted.
 */
export async function loadCommunityAccess(
  scope: TenantScope,
  actor: Actor,
  by: { id: string } | { alias: string },
): Promise<CommunityAccess> {
  const where =
    'id' in by ? eq(communities.id, by.id) : sql`lower(${communities.alias}) = ${by.alias.toLowerCase()}`;
  const [row] = await scope.db
    .select({ community: communities, membership: communityMembers })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, actor.id)),
    )
    .where(inTenant(scope, communities, where, eq(communities.isDeleted, false)))
    .limit(1);
  if (!row) throw new AppError('id' in by ? 'NOT_FOUND' : 'BAD_REQUEST', COMMUNITY_MESSAGES.notFound);
  return accessOf(actor, row.community, row.membership);
}

/** @throws AppError 403 'Community is private' unless the caller may read the community's content. */
export function assertReadable(access: CommunityAccess): void {
  if (!access.readable) throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
}

/**
 * The community header (by id or alias) is shown to anyone signed in when the community is visible or
 * public, so that non-members can request to join; a hidden private community only to members and admins.
 */
export function assertHeaderVisible(access: CommunityAccess): void {
  const c = access.community;
  if (!(c.isVisible || c.isPublic || access.isAdmin || access.status)) {
    throw new AppError('FORBIDDEN', COMMUNITY_MESSAGES.isPrivate);
  }
}

/** Parses input with a zod schema; 400 with field errors and the first message on failure. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const where = issue.path.join('.') || '(root)';
    (errors[where] ??= []).push(issue.message);
  }
  throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid input', { errors });
}
