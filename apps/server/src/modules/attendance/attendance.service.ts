/**
 * Event attendance (issue 15 "CPD from attendance"): event administrators check attendees in from the list
 * (name search) or by the QR code of the member's ticket, and un-check them. Checking in an attendee of a CPD
 * event credits one CPD record with the event's hours (`cpdDetails['CPD hours']`) and `relatedEventId`, through
 * `cpd.service` in the same transaction as the check-in; a nominated substitute who is a member of the tenant
 * (matched by e-mail) is credited instead of the holder (a substitute who is not a member: nobody is); un-checking
 * removes the credit unless another checked-in ticket of the event still credits that member. Checking in twice
 * changes nothing. Tenants with CPD off (lca) check in without credits.
 *
 * The credit is written here rather than by an event-bus listener: the bus is fire-and-forget (errors are only
 * logged), and a check-in must not succeed while its credit silently fails.
 */
import type { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  type TAttendanceListResponse,
  type TAttendee,
  type ZAttendanceQuery,
  type ZCheckInBody,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { auditedWrite, rowOf } from '../../db/audit';
import { ticketCheckIns } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { creditEventAttendance, removeEventCredit } from '../cpd/cpd.service';
import { findEventRow, requireEventAdmin } from '../events/events.service';
import { checkInCode, ticketIdOfCode } from './attendance.codes';
import { presentAttendee } from './attendance.presenter';
import {
  attendeeByTicket,
  attendeesPage,
  deleteCheckIn,
  withTransaction,
  insertCheckIn,
  ownActiveTicket,
  stillCredited,
  userIdByEmail,
  type AttendeeRow,
} from './attendance.repository';

/** CPD hours of an event (decimal; null when not a CPD event or no positive 'CPD hours'). */
export function cpdHoursOf(event: {
  isCpd: boolean;
  cpdDetails: Record<string, string> | null;
}): number | null {
  if (!event.isCpd) return null;
  const details = event.cpdDetails ?? {};
  const key = Object.keys(details).find((k) => k.trim().toLowerCase() === 'cpd hours');
  const hours = key ? Number.parseFloat(details[key]!) : Number.NaN;
  return Number.isFinite(hours) && hours > 0 ? Math.round(hours * 100) / 100 : null;
}

/** The event (drafts included) for an administrator. @throws AppError FORBIDDEN, NOT_FOUND. */
async function adminEvent(ctx: Pick<RequestContext, 'scope' | 'actor'>, eventId: number) {
  requireEventAdmin(ctx.actor);
  return (await findEventRow(ctx, eventId, true)).event;
}

/** Names of credited members, by id (the holder's name is on the row; a nominee's is their nominee name). */
function creditedName(row: AttendeeRow): string | null {
  if (!row.checkIn?.creditedUserId) return null;
  if (row.checkIn.creditedUserId === row.ticket.userId)
    return `${row.holder.firstName} ${row.holder.lastName}`;
  return row.ticket.nominee?.nomineeName ?? null;
}

/** `GET /api/admin/events/{id}/attendance`: a page of the check-in list. @throws FORBIDDEN, NOT_FOUND. */
export async function listAttendance(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  eventId: number,
  query: z.output<typeof ZAttendanceQuery>,
): Promise<TAttendanceListResponse> {
  const event = await adminEvent(ctx, eventId);
  const page = await attendeesPage(ctx.scope, eventId, {
    keyword: query.keyword || undefined,
    checkedIn: query.checkedIn === undefined ? undefined : query.checkedIn === 'true',
    page: query.page,
    size: query.size,
  });
  return {
    event: { id: event.id, title: event.title, isCpd: event.isCpd, cpdHours: cpdHoursOf(event) },
    attendees: page.rows.map((r) => presentAttendee(r, creditedName(r))),
    totalItems: page.totalItems,
    checkedInCount: page.checkedInCount,
    ticketCount: page.ticketCount,
  };
}

/** The member a check-in credits: the holder, or the nominee when nominated (null: not a member). */
async function attendeeUserId(scope: TenantScope, row: AttendeeRow): Promise<string | null> {
  if (!row.ticket.nominee) return row.ticket.userId;
  return (await userIdByEmail(scope, row.ticket.nominee.nomineeEmail)) ?? null;
}

/**
 * A ticket's check-in as the audit records of checking in and un-checking compare it (`ticketId`,
 * `checkedInAt`, `checkedInBy`, `creditedUserId`; null when not checked in or for no ticket).
 */
async function checkInAuditRow(scope: TenantScope, ticketId: number | null) {
  if (ticketId === null) return null;
  const row = await rowOf(ticketCheckIns, eq(ticketCheckIns.ticketId, ticketId))(scope);
  if (!row) return null;
  const { ticketId: id, checkedInAt, checkedInBy, creditedUserId } = row;
  return { ticketId: id, checkedInAt, checkedInBy, creditedUserId };
}

/**
 * `POST /api/admin/events/{id}/checkin` by ticket id or the ticket's QR code. Idempotent.
 * @throws AppError FORBIDDEN, NOT_FOUND (event or ticket), BAD_REQUEST (a code of another event or tampered;
 * a cancelled ticket).
 */
export async function checkIn(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant' | 'hmac' | 'audit'>,
  eventId: number,
  body: z.output<typeof ZCheckInBody>,
): Promise<{ attendee: TAttendee }> {
  return auditedWrite(
    ctx,
    { load: (s) => checkInAuditRow(s, body.ticketId ?? ticketIdOfCode(ctx.hmac, s.tenantId, body.code!)) },
    async (ctx) => {
      const event = await adminEvent(ctx, eventId);
      const ticketId = body.ticketId ?? ticketIdOfCode(ctx.hmac, ctx.scope.tenantId, body.code!);
      if (ticketId === null) throw new AppError('BAD_REQUEST', ATTENDANCE_MESSAGES.invalidCode);
      const row = await attendeeByTicket(ctx.scope, eventId, ticketId);
      if (!row) {
        if (body.code) throw new AppError('BAD_REQUEST', ATTENDANCE_MESSAGES.invalidCode);
        throw new AppError('NOT_FOUND', 'Not found');
      }
      if (row.ticket.attendanceStatus === 'Removed')
        throw new AppError('BAD_REQUEST', ATTENDANCE_MESSAGES.ticketCancelled);
      const hours = ctx.tenant.modules.cpd?.enabled ? cpdHoursOf(event) : null;
      await withTransaction(ctx.scope, async (tx) => {
        const creditedUserId = hours === null ? null : await attendeeUserId(tx, row);
        const inserted = await insertCheckIn(tx, {
          ticketId,
          eventId,
          checkedInBy: ctx.actor.id,
          creditedUserId,
        });
        if (inserted && creditedUserId && hours !== null)
          await creditEventAttendance(
            { scope: tx },
            {
              userId: creditedUserId,
              eventId,
              ticketId,
              title: event.title,
              hours,
              startsAt: event.startUtc,
              domain: event.cpdDetails?.Domain ?? null,
              presenter: event.presenters.map((p) => p.name).join(', ') || null,
            },
          );
      });
      const now = (await attendeeByTicket(ctx.scope, eventId, ticketId))!;
      return { attendee: presentAttendee(now, creditedName(now)) };
    },
  );
}

/**
 * `DELETE /api/admin/events/{id}/checkin/{ticketId}`: un-checks a ticket and removes its CPD credit (unless
 * another checked-in ticket of the event credits the same member). Un-checking twice changes nothing.
 * @throws AppError FORBIDDEN, NOT_FOUND.
 */
export async function uncheck(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'audit'>,
  eventId: number,
  ticketId: number,
): Promise<{ attendee: TAttendee }> {
  return auditedWrite(ctx, { load: (s) => checkInAuditRow(s, ticketId) }, async (ctx) => {
    await adminEvent(ctx, eventId);
    const row = await attendeeByTicket(ctx.scope, eventId, ticketId);
    if (!row) throw new AppError('NOT_FOUND', 'Not found');
    await withTransaction(ctx.scope, async (tx) => {
      const removed = await deleteCheckIn(tx, ticketId);
      const userId = removed?.creditedUserId;
      if (userId && !(await stillCredited(tx, eventId, userId)))
        await removeEventCredit({ scope: tx }, userId, eventId);
    });
    const now = (await attendeeByTicket(ctx.scope, eventId, ticketId))!;
    return { attendee: presentAttendee(now, creditedName(now)) };
  });
}

/**
 * `GET /api/ticket/{id}/checkin-code`: the QR code value of the member's own active ticket.
 * @throws AppError NOT_FOUND (missing, cancelled, or another member's ticket).
 */
export async function ticketCheckInCode(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac'>,
  ticketId: number,
): Promise<{ code: string }> {
  const ticket = await ownActiveTicket(ctx.scope, ctx.actor.id, ticketId);
  if (!ticket) throw new AppError('NOT_FOUND', 'Not found');
  return { code: checkInCode(ctx.hmac, ctx.scope.tenantId, ticket.id) };
}
