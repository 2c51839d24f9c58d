/**
 * Segment SQL (spec 000 §3 Segment; 002 §7): the tenant's segments by type and a member's segments
 * (`user_segments`, the rows the content service filters news and resources by). Every function takes the
 * tenant scope; `scope.db` is bound to the tenant.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { segments, userSegments } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** Columns of a segment. */
const segmentColumns = { id: segments.id, name: segments.name, type: segments.type };
/** A segment as the service sees it. */
export type SegmentRow = { id: number; name: string; type: string };

/** The tenant's segments of `types`, by name (index segments_tenant_type_idx). */
export function listSegments(scope: TenantScope, types: readonly string[]): Promise<SegmentRow[]> {
  return scope.db
    .select(segmentColumns)
    .from(segments)
    .where(inArray(segments.type, [...types]))
    .orderBy(asc(segments.name), asc(segments.id));
}

/** The tenant's segments with these ids (unknown and other tenants' ids are simply absent). */
export function findSegments(scope: TenantScope, ids: readonly number[]): Promise<SegmentRow[]> {
  return scope.db
    .select(segmentColumns)
    .from(segments)
    .where(inArray(segments.id, [...ids]));
}

/** The member's segments of `types` as `{ segmentId, segmentName }`, by name. One query. */
export function memberSegments(scope: TenantScope, userId: string, types: readonly string[]) {
  return scope.db
    .select({ segmentId: segments.id, segmentName: segments.name })
    .from(userSegments)
    .innerJoin(segments, eq(segments.id, userSegments.segmentId))
    .where(and(eq(userSegments.userId, userId), inArray(segments.type, [...types])))
    .orderBy(asc(segments.name), asc(segments.id));
}

/** Whether the member has the segment. */
export async function hasSegment(scope: TenantScope, userId: string, segmentId: number): Promise<boolean> {
  const rows = await scope.db
    .select({ id: userSegments.segmentId })
    .from(userSegments)
    .where(and(eq(userSegments.userId, userId), eq(userSegments.segmentId, segmentId)))
    .limit(1);
  return rows.length > 0;
}

/** Gives the member these segments (already held ones are kept once). */
export async function addMemberSegments(scope: TenantScope, userId: string, ids: readonly number[]) {
  if (!ids.length) return;
  await scope.db
    .insert(userSegments)
    .values(ids.map((segmentId) => ({ tenantId: scope.tenantId, userId, segmentId })))
    .onConflictDoNothing();
}

/** Takes these segments from the member (absent ones are ignored). */
export async function removeMemberSegments(scope: TenantScope, userId: string, ids: readonly number[]) {
  if (!ids.length) return;
  await scope.db
    .delete(userSegments)
    .where(and(eq(userSegments.userId, userId), inArray(userSegments.segmentId, [...ids])));
}
