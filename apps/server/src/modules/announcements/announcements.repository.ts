/**
 * Announcement data access (spec 000 §3 Announcement, §7), always within a tenant scope.
 */
import { and, asc, desc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { announcementDismissals, announcements, segments, userSegments } from '../../db/schema/index';
import { deleteWhere, preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageAndTotal } from '../../lib/paging';

/** A stored announcement. */
export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Condition: the announcement is active, within its date range, for everyone (no segments) or for one of the
 * member's segments (spec 000 §6 "items with no segments are visible to all"), and not dismissed by them.
 * `userId` may be a placeholder (prepared statements).
 */
function activeFor(scope: TenantScope, userId: string | Placeholder): SQL | undefined {
  return and(
    eq(announcements.isActive, true),
    // Within its date range (spec 001 §5 Announcement); rows from before ranges existed have none.
    sql`(${announcements.startDate} is null or ${announcements.startDate} <= current_date)`,
    sql`(${announcements.endDate} is null or ${announcements.endDate} >= current_date)`,
    sql`(cardinality(${announcements.segmentIds}) = 0 or exists (
      select 1 from ${userSegments}
      where ${userSegments.tenantId} = ${scope.tenantId}
        and ${userSegments.userId} = ${userId}
        and ${userSegments.segmentId} = any(${announcements.segmentIds})))`,
    sql`not exists (
      select 1 from ${announcementDismissals}
      where ${announcementDismissals.announcementId} = ${announcements.id}
        and ${announcementDismissals.userId} = ${userId})`,
  );
}

/** The newest active announcement for this member ({@link activeFor}), in one query. */
export async function findActiveAnnouncementFor(
  scope: TenantScope,
  userId: string,
): Promise<AnnouncementRow | null> {
  const [row] = await scope.db
    .select()
    .from(announcements)
    .where(activeFor(scope, userId))
    .orderBy(desc(announcements.updatedAt), desc(announcements.id))
    .limit(1);
  return row ?? null;
}

/** The statement of {@link findActiveAnnouncementJson}, prepared once per handle and tenant. */
const activeAnnouncementJsonQuery = (scope: TenantScope) => (db: Db) =>
  db
    .select({
      json: sql<string>`json_build_object('id', ${announcements.id}, 'title', ${announcements.title}, 'description', ${announcements.description}, 'link', ${announcements.link})::text`,
    })
    .from(announcements)
    .where(activeFor(scope, sql.placeholder('userId')))
    .orderBy(desc(announcements.updatedAt), desc(announcements.id))
    .limit(1)
    .prepare('active_announcement_json');

/**
 * The newest active announcement for this member ({@link activeFor}) as the JSON text of the contract's
 * `TAnnouncement` (`presentAnnouncement`'s shape), or null: one prepared statement.
 */
export async function findActiveAnnouncementJson(scope: TenantScope, userId: string): Promise<string | null> {
  const [row] = await preparedQuery(
    scope,
    'active_announcement_json',
    activeAnnouncementJsonQuery(scope),
  ).execute({
    userId,
  });
  return row?.json ?? null;
}

/** The announcement with this id in this tenant, or null. */
export async function findAnnouncement(scope: TenantScope, id: number): Promise<AnnouncementRow | null> {
  const [row] = await scope.db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row ?? null;
}

/** A page of the tenant's announcements, newest first (index `announcements_tenant_created_idx`), and the total. */
export function findAnnouncementPage(scope: TenantScope, page: number, pageSize: number) {
  return pageAndTotal<AnnouncementRow>(
    scope.db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)),
    scope.db.$count(announcements),
    page,
    pageSize,
  );
}

/** Records that a member dismissed an announcement (idempotent). */
export async function insertDismissal(scope: TenantScope, announcementId: number, userId: string) {
  await scope.db
    .insert(announcementDismissals)
    .values({ tenantId: scope.tenantId, announcementId, userId })
    .onConflictDoNothing();
}

/** What the announcement form writes. */
export type AnnouncementValues = Pick<
  AnnouncementRow,
  'title' | 'description' | 'link' | 'startDate' | 'endDate' | 'isActive' | 'segmentIds'
>;

/**
 * Inserts (`id` null) or updates an announcement in one transaction. An active one first deactivates every
 * other (spec 001 §4 "Only one may be active at a time"); an edit clears dismissals so members see the new
 * text. Null when `id` is not in this tenant.
 */
export async function saveAnnouncement(
  scope: TenantScope,
  id: number | null,
  values: AnnouncementValues,
  createdByUserId: string,
): Promise<AnnouncementRow | null> {
  return scope.db.transaction(async (tx) => {
    if (values.isActive)
      await tx
        .update(announcements)
        .set({ isActive: false, updatedAt: new Date() })
        .where(and(eq(announcements.isActive, true), id === null ? undefined : ne(announcements.id, id)));
    if (id === null) {
      const [created] = await tx
        .insert(announcements)
        .values({ ...values, createdByUserId, tenantId: scope.tenantId })
        .returning();
      return created!;
    }
    const [updated] = await tx
      .update(announcements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning();
    if (!updated) return null;
    await tx.delete(announcementDismissals).where(eq(announcementDismissals.announcementId, id));
    return updated;
  });
}

/** Deletes an announcement (its dismissals go by cascade); false when not in this tenant. */
export async function deleteAnnouncement(scope: TenantScope, id: number): Promise<boolean> {
  return deleteWhere(scope, announcements, eq(announcements.id, id));
}

/** The tenant's segments as `{ segmentId, segmentName }`, by name (targets of an announcement). */
export async function listSegments(scope: TenantScope) {
  return scope.db
    .select({ segmentId: segments.id, segmentName: segments.name })
    .from(segments)
    .orderBy(asc(segments.name), asc(segments.id));
}
