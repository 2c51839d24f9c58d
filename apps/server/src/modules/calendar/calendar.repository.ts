/**
 * Calendar SQL (issue 38 point 1) through the tenant-bound `scope.db`: the member's feed row (by user; by token
 * hash with its owner), and what a feed holds of one member — their active tickets of published events, their
 * Going meetings (the meetings service's condition), their Active course enrolments with an expiry date, their
 * CPD period of today — in one prepared statement (issue 37 point 4). Every query names the member: nothing here
 * can return another member's rows.
 */
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  calendarFeeds,
  communities,
  courseEnrolments,
  courses,
  cpdPeriods,
  events,
  meetings,
  ticketPrices,
  tickets,
  users,
} from '../../db/schema/index';
import { preparedQuery, type TenantScope } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { isoTimestampSql } from '../../lib/sql-json';
import { actorColumns, actorOfRow, type Actor } from '../../plugins/actor';
import type { FeedSections } from './calendar.policy';
import type { CalendarEventRow, CalendarMeetingRow } from './calendar.presenter';

/** A stored feed row. */
export type FeedRow = typeof calendarFeeds.$inferSelect;

/** The member's feed row, or undefined. */
export async function feedOfUser(scope: TenantScope, userId: string): Promise<FeedRow | undefined> {
  const [row] = await scope.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
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

/** The feed row of a token and its owner as the services see them (`Actor`). */
export interface FeedOwner {
  feed: FeedRow;
  actor: Actor;
}

/** The feed by token hash joined to its user (the actor's own selection), prepared once per handle and tenant. */
const feedOwnerQuery = (db: Db) =>
  db
    .select({ feed: calendarFeeds, ...actorColumns })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('calendar_feed_owner');

/**
 * The feed whose token hashes to `tokenHash` (hex SHA-256), in the scope's tenant only, with its owner as an
 * Actor (what `findActorById` gives): one prepared statement instead of the feed's and the actor's two
 * (issue 37 point 4). @returns undefined for an unknown hash or another tenant's feed.
 */
export async function feedOwnerByTokenHash(
  scope: TenantScope,
  tokenHash: string,
): Promise<FeedOwner | undefined> {
  const [row] = await preparedQuery(scope, 'calendar_feed_owner', feedOwnerQuery).execute({ tokenHash });
  return row ? { feed: row.feed, actor: actorOfRow(row) } : undefined;
}

/** A ticket of the feed: the event (the columns its calendar items read) and the ticket's price name. */
export interface FeedTicketRow {
  event: CalendarEventRow;
  priceName: string;
}

/** A Going meeting of the feed (the columns its calendar item reads) and its community's name. */
export interface FeedMeetingRow {
  meeting: CalendarMeetingRow;
  communityName: string;
}

/** What one member's feed holds, each list in the order the feed uses (see {@link feedItems}). */
export interface FeedItems {
  tickets: FeedTicketRow[];
  meetings: FeedMeetingRow[];
  enrolments: { id: number; expiryDate: string | null; courseName: string }[];
  periods: { id: string; start: string; end: string }[];
}

/** The values of {@link feedItems}' statement. */
export interface FeedItemsParams {
  userId: string;
  /** Items ending before this instant are left out (ISO 8601). */
  since: string;
  /** The member's today in Sydney (YYYY-MM-DD). */
  today: string;
}

/**
 * The statement of {@link feedItems} for one set of sections and one kind of caller (`meetingsWhere`: the
 * meetings service's Going-and-visible condition, the caller's id a placeholder). Each section is a JSON array
 * built by a subquery of the bound handle (so scoped to the tenant), ordered and capped as the feed needs:
 * tickets by event start then ticket id (500), meetings by start then id (500), enrolments by expiry then id
 * (200), the one CPD period containing today that ends first. Sections off are `[]` without a subquery.
 */
const feedItemsQuery = (sections: FeedSections, meetingsWhere: () => SQL, name: string) => (db: Db) => {
  const userId = sql.placeholder('userId');
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const today = sql`${sql.placeholder('today')}::date`;
  const empty = sql`'[]'::json`;
  const ticketRows = db
    .select({
      j: sql`json_build_object('event', json_build_object(
          'id', ${events.id}, 'title', ${events.title}, 'shortDesc', ${events.shortDesc},
          'address', ${events.address}, 'startUtc', ${isoTimestampSql(events.startUtc)},
          'endUtc', ${isoTimestampSql(events.endUtc)}, 'startTimeZone', ${events.startTimeZone},
          'sessions', ${events.sessions}, 'updatedAt', ${isoTimestampSql(events.updatedAt)}),
          'priceName', ${ticketPrices.name})`.as('j'),
      n: sql<number>`row_number() over (order by ${events.startUtc}, ${tickets.id})`.as('n'),
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
    .where(
      and(
        eq(tickets.userId, userId as unknown as string),
        eq(tickets.attendanceStatus, 'Active'),
        eq(events.isPublished, true),
        sql`${events.endUtc} >= ${since}`,
      ),
    )
    .orderBy(asc(events.startUtc), asc(tickets.id))
    .limit(500)
    .as('t');
  const meetingRows = db
    .select({
      j: sql`json_build_object('meeting', json_build_object(
          'id', ${meetings.id}, 'communityId', ${meetings.communityId}, 'name', ${meetings.name},
          'description', ${meetings.description}, 'meetingLink', ${meetings.meetingLink},
          'startDate', ${isoTimestampSql(meetings.startDate)}, 'endDate', ${isoTimestampSql(meetings.endDate)},
          'updatedAt', ${isoTimestampSql(meetings.updatedAt)}),
          'communityName', ${communities.name})`.as('j'),
      n: sql<number>`row_number() over (order by ${meetings.startDate}, ${meetings.id})`.as('n'),
    })
    .from(meetings)
    .innerJoin(communities, eq(communities.id, meetings.communityId))
    .where(meetingsWhere())
    .orderBy(asc(meetings.startDate), asc(meetings.id))
    .limit(500)
    .as('m');
  const enrolmentRows = db
    .select({
      j: sql`json_build_object('id', ${courseEnrolments.id}, 'expiryDate', ${courseEnrolments.expiryDate},
          'courseName', ${courses.name})`.as('j'),
      n: sql<number>`row_number() over (order by ${courseEnrolments.expiryDate}, ${courseEnrolments.id})`.as(
        'n',
      ),
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(
      and(
        eq(courseEnrolments.userId, userId as unknown as string),
        eq(courseEnrolments.status, 'Active'),
        isNotNull(courseEnrolments.expiryDate),
        sql`${courseEnrolments.expiryDate} >= ${today}`,
      ),
    )
    .orderBy(asc(courseEnrolments.expiryDate), asc(courseEnrolments.id))
    .limit(200)
    .as('e');
  const periodRows = db
    .select({
      j: sql`json_build_object('id', ${cpdPeriods.id}, 'start', ${cpdPeriods.periodStartDate},
          'end', ${cpdPeriods.periodEndDate})`.as('j'),
    })
    .from(cpdPeriods)
    .where(
      and(
        eq(cpdPeriods.userId, userId as unknown as string),
        sql`${cpdPeriods.periodStartDate} <= ${today}`,
        sql`${cpdPeriods.periodEndDate} >= ${today}`,
      ),
    )
    .orderBy(asc(cpdPeriods.periodEndDate))
    .limit(1)
    .as('p');
  return db
    .select({
      tickets: sections.events
        ? sql<unknown[]>`(select coalesce(json_agg(t.j order by t.n), '[]'::json) from ${ticketRows})`
        : sql<unknown[]>`${empty}`,
      meetings: sections.meetings
        ? sql<unknown[]>`(select coalesce(json_agg(m.j order by m.n), '[]'::json) from ${meetingRows})`
        : sql<unknown[]>`${empty}`,
      enrolments: sections.cpd
        ? sql<unknown[]>`(select coalesce(json_agg(e.j order by e.n), '[]'::json) from ${enrolmentRows})`
        : sql<unknown[]>`${empty}`,
      periods: sections.cpd
        ? sql<unknown[]>`(select coalesce(json_agg(p.j), '[]'::json) from ${periodRows})`
        : sql<unknown[]>`${empty}`,
    })
    .from(users)
    .where(eq(users.id, userId as unknown as string))
    .prepare(name);
};

interface EventJson extends Omit<CalendarEventRow, 'startUtc' | 'endUtc' | 'updatedAt'> {
  startUtc: string;
  endUtc: string;
  updatedAt: string;
}

interface MeetingJson extends Omit<CalendarMeetingRow, 'startDate' | 'endDate' | 'updatedAt'> {
  startDate: string;
  endDate: string;
  updatedAt: string;
}

/**
 * Everything one member's feed holds, in one prepared statement (issue 37 point 4; was four queries): the
 * sections of `sections` only, meetings by `meetingsCondition` (the meetings service's condition for this caller, whose
 * id must be the placeholder `userId`, built only when the statement is, and the key of the caller's kind that
 * condition depends on). Timestamps
 * arrive as ISO 8601 with milliseconds and become Dates, as the driver's would.
 */
export async function feedItems(
  scope: TenantScope,
  sections: FeedSections,
  meetingsCondition: { where: () => SQL; callerKind: string },
  params: FeedItemsParams,
): Promise<FeedItems> {
  const name = `calendar_feed_items_${meetingsCondition.callerKind}_${Number(sections.events)}${Number(
    sections.meetings,
  )}${Number(sections.cpd)}`;
  const [row] = await preparedQuery(
    scope,
    name,
    feedItemsQuery(sections, meetingsCondition.where, name),
  ).execute({
    ...params,
  });
  if (!row) return { tickets: [], meetings: [], enrolments: [], periods: [] };
  return {
    tickets: (row.tickets as { event: EventJson; priceName: string }[]).map(({ event, priceName }) => ({
      event: {
        ...event,
        startUtc: new Date(event.startUtc),
        endUtc: new Date(event.endUtc),
        updatedAt: new Date(event.updatedAt),
      },
      priceName,
    })),
    meetings: (row.meetings as { meeting: MeetingJson; communityName: string }[]).map(
      ({ meeting, communityName }) => ({
        meeting: {
          ...meeting,
          startDate: new Date(meeting.startDate),
          endDate: new Date(meeting.endDate),
          updatedAt: new Date(meeting.updatedAt),
        },
        communityName,
      }),
    ),
    enrolments: row.enrolments as FeedItems['enrolments'],
    periods: row.periods as FeedItems['periods'],
  };
}
