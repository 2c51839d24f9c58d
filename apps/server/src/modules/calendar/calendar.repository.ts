/**
 * Calendar SQL (issue 38 point 1) through the tenant-bound `scope.db`: the member's feed row (by user, by token
 * hash), and what a feed holds of one member — their active tickets of published events, their Active course
 * enrolments with an expiry date, their CPD period of today. Meetings come from the meetings service (its
 * visibility rule). Every query names the member: nothing here can return another member's rows.
 */
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import {
  calendarFeeds,
  courseEnrolments,
  courses,
  cpdPeriods,
  events,
  ticketPrices,
  tickets,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

/** A stored feed row. */
export type FeedRow = typeof calendarFeeds.$inferSelect;

/** The member's feed row, or undefined. */
export async function feedOfUser(scope: TenantScope, userId: string): Promise<FeedRow | undefined> {
  const [row] = await scope.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row;
}

/** The feed whose token hashes to `tokenHash`, in the scope's tenant only (unique index), or undefined. */
export async function feedByTokenHash(scope: TenantScope, tokenHash: string): Promise<FeedRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Creates the member's feed unless one exists (two first calls at once keep one). @returns the stored row. */
export async function insertFeed(
  scope: TenantScope,
  userId: string,
  seed: string,
  tokenHash: string,
): Promise<FeedRow> {
  await scope.db
    .insert(calendarFeeds)
    .values({ tenantId: scope.tenantId, userId, seed, tokenHash })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  return (await feedOfUser(scope, userId))!;
}

/** Replaces the member's seed and token hash (the old link stops working at once). @returns the row or undefined. */
export async function rotateFeed(
  scope: TenantScope,
  userId: string,
  seed: string,
  tokenHash: string,
): Promise<FeedRow | undefined> {
  const [row] = await scope.db
    .update(calendarFeeds)
    .set({ seed, tokenHash, rotatedAt: new Date(), contentEtag: null, contentChangedAt: null })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  return row;
}

/** Records a new answer's ETag and when the content changed (only when it differs from the stored one). */
export async function recordContent(
  scope: TenantScope,
  userId: string,
  etag: string,
  changedAt: Date,
): Promise<void> {
  await scope.db
    .update(calendarFeeds)
    .set({ contentEtag: etag, contentChangedAt: changedAt })
    .where(eq(calendarFeeds.userId, userId));
}

/** A ticket of the feed: the event and the ticket's price name. */
export interface FeedTicketRow {
  event: typeof events.$inferSelect;
  priceName: string;
}

/**
 * The member's active tickets of published events that end at or after `since`, soonest first (at most 500),
 * with each ticket's price name.
 */
export function activeTicketEvents(
  scope: TenantScope,
  userId: string,
  since: Date,
): Promise<FeedTicketRow[]> {
  return scope.db
    .select({ event: events, priceName: ticketPrices.name })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.attendanceStatus, 'Active'),
        eq(events.isPublished, true),
        gte(events.endUtc, since),
      ),
    )
    .orderBy(asc(events.startUtc), asc(tickets.id))
    .limit(500);
}

/** The member's Active enrolments with an expiry date on or after `today` (YYYY-MM-DD), with the course. */
export function expiringEnrolments(scope: TenantScope, userId: string, today: string) {
  return scope.db
    .select({ id: courseEnrolments.id, expiryDate: courseEnrolments.expiryDate, courseName: courses.name })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(
      and(
        eq(courseEnrolments.userId, userId),
        eq(courseEnrolments.status, 'Active'),
        isNotNull(courseEnrolments.expiryDate),
        gte(courseEnrolments.expiryDate, today),
      ),
    )
    .orderBy(asc(courseEnrolments.expiryDate), asc(courseEnrolments.id))
    .limit(200);
}

/** The member's CPD periods containing `today` (YYYY-MM-DD); read only (the CPD screens create missing ones). */
export function periodsOn(scope: TenantScope, userId: string, today: string) {
  return scope.db
    .select({ id: cpdPeriods.id, start: cpdPeriods.periodStartDate, end: cpdPeriods.periodEndDate })
    .from(cpdPeriods)
    .where(
      and(
        eq(cpdPeriods.userId, userId),
        lte(cpdPeriods.periodStartDate, today),
        gte(cpdPeriods.periodEndDate, today),
      ),
    )
    .orderBy(asc(cpdPeriods.periodEndDate));
}
