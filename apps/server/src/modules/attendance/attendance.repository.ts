/**
 * Attendance SQL (issue 15 "CPD from attendance"): an event's active tickets with holder and check-in (name
 * search, paging, counts), one ticket, check-in rows, and the member a nominee's e-mail names — all through the
 * tenant-bound `scope.db`.
 */
import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { ticketCheckIns, ticketPrices, tickets, users } from '../../db/schema/index';
import { type TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';

/** Named selection: a ticket with its price name, holder and check-in. */
const attendeeColumns = {
  ticket: {
    id: tickets.id,
    eventId: tickets.eventId,
    userId: tickets.userId,
    ticketNumber: tickets.ticketNumber,
    attendanceStatus: tickets.attendanceStatus,
    nominee: tickets.nominee,
  },
  priceName: ticketPrices.name,
  holder: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  checkIn: { checkedInAt: ticketCheckIns.checkedInAt, creditedUserId: ticketCheckIns.creditedUserId },
};

/** A ticket as the check-in list needs it. */
export type AttendeeRow = {
  ticket: {
    id: number;
    eventId: number;
    userId: string;
    ticketNumber: string;
    attendanceStatus: string;
    nominee: { nomineeName: string; nomineeEmail: string } | null;
  };
  priceName: string;
  holder: { firstName: string; lastName: string; email: string };
  checkIn: { checkedInAt: Date; creditedUserId: string | null } | null;
};

function selectAttendees(scope: TenantScope) {
  return scope.db
    .select(attendeeColumns)
    .from(tickets)
    .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(ticketCheckIns, eq(ticketCheckIns.ticketId, tickets.id));
}

/** Filters of the check-in list. */
export interface AttendanceFilter {
  keyword?: string;
  checkedIn?: boolean;
  page: number;
  size: number;
}

/** Name, e-mail or ticket number of the holder or nominee contains the keyword. */
function keywordMatches(keyword: string) {
  const pattern = containsPattern(keyword);
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(tickets.ticketNumber, pattern),
    ilike(sql`coalesce(${tickets.nominee} ->> 'nomineeName', '')`, pattern),
    ilike(sql`coalesce(${tickets.nominee} ->> 'nomineeEmail', '')`, pattern),
  );
}

/**
 * A page of the event's active tickets by attendee name (nominee's when nominated, else the holder's), the
 * number matching, and the event's checked-in and ticket counts. Three queries.
 */
export async function attendeesPage(scope: TenantScope, eventId: number, filter: AttendanceFilter) {
  const active = and(eq(tickets.eventId, eventId), ne(tickets.attendanceStatus, 'Removed'));
  const where = and(
    active,
    filter.keyword ? keywordMatches(filter.keyword) : undefined,
    filter.checkedIn === undefined
      ? undefined
      : filter.checkedIn
        ? isNotNull(ticketCheckIns.ticketId)
        : isNull(ticketCheckIns.ticketId),
  );
  const { limit, offset } = pageOf(filter.page, filter.size);
  const attendeeName = sql`coalesce(${tickets.nominee} ->> 'nomineeName', ${users.firstName} || ' ' || ${users.lastName})`;
  const [rows, [matching], [totals]] = await Promise.all([
    selectAttendees(scope)
      .where(where)
      .orderBy(asc(attendeeName), asc(tickets.id))
      .limit(limit)
      .offset(offset),
    scope.db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(ticketCheckIns, eq(ticketCheckIns.ticketId, tickets.id))
      .where(where),
    scope.db
      .select({ tickets: count(), checkedIn: count(ticketCheckIns.ticketId) })
      .from(tickets)
      .leftJoin(ticketCheckIns, eq(ticketCheckIns.ticketId, tickets.id))
      .where(active),
  ]);
  return {
    rows: rows as AttendeeRow[],
    totalItems: Number(matching?.n ?? 0),
    ticketCount: Number(totals?.tickets ?? 0),
    checkedInCount: Number(totals?.checkedIn ?? 0),
  };
}

/** One ticket of the event (any status) with holder and check-in, or undefined. */
export async function attendeeByTicket(
  scope: TenantScope,
  eventId: number,
  ticketId: number,
): Promise<AttendeeRow | undefined> {
  const [row] = await selectAttendees(scope).where(
    and(eq(tickets.id, ticketId), eq(tickets.eventId, eventId)),
  );
  return row as AttendeeRow | undefined;
}

/** The member's own active ticket (for its QR code), or undefined. */
export async function ownActiveTicket(scope: TenantScope, userId: string, ticketId: number) {
  const [row] = await scope.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.userId, userId), ne(tickets.attendanceStatus, 'Removed')),
    );
  return row;
}

/** The id of the tenant's member with this e-mail (case-insensitive), or undefined. */
export async function userIdByEmail(scope: TenantScope, email: string): Promise<string | undefined> {
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.id;
}

/** Records a check-in (nothing when the ticket is already checked in). @returns true when inserted. */
export async function insertCheckIn(
  scope: TenantScope,
  row: { ticketId: number; eventId: number; checkedInBy: string; creditedUserId: string | null },
): Promise<boolean> {
  const rows = await scope.db
    .insert(ticketCheckIns)
    .values({ ...row, tenantId: scope.tenantId })
    .onConflictDoNothing()
    .returning({ ticketId: ticketCheckIns.ticketId });
  return rows.length > 0;
}

/** Removes a check-in. @returns the removed row (its credited member), or undefined when none. */
export async function deleteCheckIn(scope: TenantScope, ticketId: number) {
  const [row] = await scope.db
    .delete(ticketCheckIns)
    .where(eq(ticketCheckIns.ticketId, ticketId))
    .returning({ creditedUserId: ticketCheckIns.creditedUserId, eventId: ticketCheckIns.eventId });
  return row;
}

/** Whether another check-in of the event still credits `userId`. */
export async function stillCredited(scope: TenantScope, eventId: number, userId: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(ticketCheckIns)
    .where(and(eq(ticketCheckIns.eventId, eventId), eq(ticketCheckIns.creditedUserId, userId)));
  return Number(row?.n ?? 0) > 0;
}

/** One transaction of the scope's tenant (the platform's, `db/tenant-scope.ts`). */
export { withTransaction } from '../../db/tenant-scope';
