/**
 * Account data access, always within a tenant scope (spec 000 §3 User).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TContactType, TPermissionFlags, TUserRole } from '@portal/contracts';
import { communityMembers, segments, userSegments, users } from '../../db/schema/index';
import { inTenant, type TenantScope } from '../../db/tenant-scope';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user as the server's services see it. */
export interface Actor extends UserRow {
  role: TUserRole;
  contactTypes: TContactType[];
  permissions: Partial<TPermissionFlags>;
  /** Communities this user moderates (spec 000 §6 admin access). */
  moderatedCommunityCount: number;
}

const moderatedCount = sql<number>`(
  select count(*)::int from ${communityMembers}
  where ${communityMembers.userId} = ${users.id}
    and ${communityMembers.tenantId} = ${users.tenantId}
    and ${communityMembers.role} = 'Moderator'
    and ${communityMembers.status} = 'Joined'
)`;

/** One query: the user and its moderated-community count, or null when not in this tenant. */
export async function findActorById(scope: TenantScope, userId: string): Promise<Actor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [row] = await scope.db
    .select({ user: users, moderatedCommunityCount: moderatedCount })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)))
    .limit(1);
  return row
    ? ({ ...row.user, moderatedCommunityCount: Number(row.moderatedCommunityCount) } as Actor)
    : null;
}

/** The user with this e-mail (case-insensitive) in this tenant, or null. */
export async function findUserByEmail(scope: TenantScope, email: string): Promise<UserRow | null> {
  const [row] = await scope.db
    .select()
    .from(users)
    .where(inTenant(scope, users, eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** The user's segments as `{ segmentId, segmentName }` (spec 000 §3 Segment). */
export async function findUserSegments(scope: TenantScope, userId: string) {
  return scope.db
    .select({ segmentId: segments.id, segmentName: segments.name })
    .from(userSegments)
    .innerJoin(segments, eq(segments.id, userSegments.segmentId))
    .where(inTenant(scope, userSegments, eq(userSegments.userId, userId)))
    .orderBy(segments.name);
}

/** Updates some columns of a user of this tenant; returns the updated row or null. */
export async function updateUser(
  scope: TenantScope,
  userId: string,
  values: Partial<Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>>,
): Promise<UserRow | null> {
  const [row] = await scope.db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inTenant(scope, users, eq(users.id, userId))))
    .returning();
  return row ?? null;
}

/**
 * Ends every session of a user of this tenant (issue 10 §7): increments `session_version`, which every token
 * carries as `sv`, so all tokens issued before stop working at their next request.
 * @returns false when the user is not in this tenant.
 */
export async function endAllSessions(scope: TenantScope, userId: string): Promise<boolean> {
  const rows = await scope.db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(inTenant(scope, users, eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
