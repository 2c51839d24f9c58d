/**
 * The signed-in user as every service sees it (DESIGN.md "Server": one request context). The auth plugin
 * loads it once per request with {@link findActorById}; modules import `Actor` from here, never from another
 * module.
 */
import { eq, sql } from 'drizzle-orm';
import type { TContactType, TPermissionFlags, TUserRole } from '@portal/contracts';
import { communities, communityMembers, users } from '../db/schema/index';
import { preparedQuery, type TenantScope } from '../db/tenant-scope';
import type { Db } from '../db/client';

/** A row of `users` (spec 000 §3 User). */
export type UserRow = typeof users.$inferSelect;

/** The signed-in user as the server's services see it. */
export interface Actor extends UserRow {
  role: TUserRole;
  contactTypes: TContactType[];
  permissions: Partial<TPermissionFlags>;
  /** Communities this user moderates, deleted ones left out (spec 000 §6 admin access; issue 40 "My {words}"). */
  moderatedCommunityCount: number;
}

const moderatedCount = sql<number>`(
  select count(*)::int from ${communityMembers}
  where ${communityMembers.userId} = ${users.id}
    and ${communityMembers.tenantId} = ${users.tenantId}
    and ${communityMembers.role} = 'Moderator'
    and ${communityMembers.status} = 'Joined'
    and exists(select 1 from ${communities} where ${communities.id} = ${communityMembers.communityId}
      and not ${communities.isDeleted})
)`;

/**
 * The selection of an actor's row: the `users` row and its moderated-community count. Also selected beside
 * another table that names the user (the calendar feed's owner, issue 37 point 4); {@link actorOfRow} reads it.
 */
export const actorColumns = { user: users, moderatedCommunityCount: moderatedCount };

/** The Actor of a row selected with {@link actorColumns} (the count arrives as a number or numeric text). */
export function actorOfRow(row: { user: UserRow; moderatedCommunityCount: number | string }): Actor {
  return { ...row.user, moderatedCommunityCount: Number(row.moderatedCommunityCount) } as Actor;
}

/** The actor's query, prepared once per handle and tenant (every signed-in request runs it). */
const actorQuery = (db: Db) =>
  db
    .select(actorColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('actor_by_id');

/**
 * One query: the user and its moderated-community count, or null when `userId` is not a UUID or not a user of
 * this tenant. Prepared ({@link preparedQuery}): each signed-in request skips building it.
 */
export async function findActorById(scope: TenantScope, userId: string): Promise<Actor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [row] = await preparedQuery(scope, 'actor_by_id', actorQuery).execute({ userId });
  return row ? actorOfRow(row) : null;
}
