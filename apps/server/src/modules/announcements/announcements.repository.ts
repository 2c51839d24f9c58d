/**
 * Announcement data access (spec 000 §3 Announcement, §7), always within a tenant scope.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { announcementDismissals, announcements, segments, userSegments } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored announcement. */
export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * The newest active announcement for this member, in one query: for everyone (no segments) or for one of
 * the member's segments (spec 000 §6 "items with no segments are visible to all"), and not dismissed by them.
 */
export async function findActiveAnnouncementFor(
  scope: TenantScope,
  userId: string,
): Promise<AnnouncementRow | null> {
  const [row] = await scope.db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.isActive, true),
        sql`(cardinality(${announcements.segmentIds}) = 0 or exists (
          select 1 from ${userSegments}
          where ${userSegments.tenantId} = ${scope.tenantId}
            and ${userSegments.userId} = ${userId}
            and ${userSegments.segmentId} = any(${announcements.segmentIds})))`,
        sql`not exists (
          select 1 from ${announcementDismissals}
          where ${announcementDismissals.announcementId} = ${announcements.id}
            and ${announcementDismissals.userId} = ${userId})`,
      ),
    )
    .orderBy(desc(announcements.updatedAt), desc(announcements.id))
    .limit(1);
  return row ?? null;
}

/** The announcement with this id in this tenant, or null. */
export async function findAnnouncement(scope: TenantScope, id: number): Promise<AnnouncementRow | null> {
  const [row] = await scope.db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row ?? null;
}

/** The tenant's newest announcement (the one /admin/announcement edits), or null. */
export async function findLatestAnnouncement(scope: TenantScope): Promise<AnnouncementRow | null> {
  const [row] = await scope.db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.updatedAt), desc(announcements.id))
    .limit(1);
  return row ?? null;
}

/** Records that a member dismissed an announcement (idempotent). */
export async function insertDismissal(scope: TenantScope, announcementId: number, userId: string) {
  await scope.db
    .insert(announcementDismissals)
    .values({ tenantId: scope.tenantId, announcementId, userId })
    .onConflictDoNothing();
}

/** Inserts or updates the tenant's announcement; an edit clears dismissals so members see the new text. */
export async function saveAnnouncement(
  scope: TenantScope,
  id: number | null,
  values: Pick<AnnouncementRow, 'title' | 'description' | 'link' | 'isActive' | 'segmentIds'>,
): Promise<AnnouncementRow> {
  return scope.db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx
        .insert(announcements)
        .values({ ...values, tenantId: scope.tenantId })
        .returning();
      return created!;
    }
    const [updated] = await tx
      .update(announcements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning();
    await tx.delete(announcementDismissals).where(and(eq(announcementDismissals.announcementId, id)));
    return updated!;
  });
}

/** The tenant's segments as `{ segmentId, segmentName }`, by name (targets of an announcement). */
export async function listSegments(scope: TenantScope) {
  return scope.db
    .select({ segmentId: segments.id, segmentName: segments.name })
    .from(segments)
    .orderBy(asc(segments.name), asc(segments.id));
}
