/**
 * Account data access, always within a tenant scope (spec 000 §3 User).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { segments, userSegments, users } from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';

import type { UserRow } from '../../plugins/actor';

/**
 * The user with this e-mail (case-insensitive) in this tenant, or null; a closed account (issue 39 point 5) is
 * never found, so no sign-in, code or password reset reaches it.
 */
export async function findUserByEmail(scope: TenantScope, email: string): Promise<UserRow | null> {
  const [row] = await scope.db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.closedAt)))
    .limit(1);
  return row ?? null;
}

/** The user's segments query, prepared once per handle and tenant. */
const userSegmentsQuery = (db: Db) =>
  db
    .select({ segmentId: segments.id, segmentName: segments.name })
    .from(userSegments)
    .innerJoin(segments, eq(segments.id, userSegments.segmentId))
    .where(eq(userSegments.userId, sql.placeholder('userId')))
    .orderBy(segments.name)
    .prepare('account_user_segments');

/** The user's segments as `{ segmentId, segmentName }`, by name (spec 000 §3 Segment); one prepared query. */
export async function findUserSegments(
  scope: TenantScope,
  userId: string,
): Promise<{ segmentId: number; segmentName: string }[]> {
  return preparedQuery(scope, 'account_user_segments', userSegmentsQuery).execute({ userId });
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
    .where(and(eq(users.id, userId)))
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
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
