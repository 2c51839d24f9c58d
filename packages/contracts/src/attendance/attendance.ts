/**
 * Event attendance (check-in) — issue 15 "CPD from attendance": event administrators (`canManageEvents`:
 * Admin, WorkSpaceOwner) mark who attended an event, from a list with name search or by scanning the QR code
 * of the member's ticket. Checking in an attendee of a CPD event credits one CPD record with the event's hours
 * (`cpdDetails['CPD hours']`) and `relatedEventId`; a nominated substitute who is a member of the tenant is
 * credited instead of the holder; un-checking removes the credit.
 *
 * Calls (ours; the spec gives the User ticket of 002 §3 but no check-in paths):
 * - `GET /api/admin/events/{id}/attendance` {@link ZAttendanceQuery} → {@link ZAttendanceListResponse}
 * - `POST /api/admin/events/{id}/checkin` {@link ZCheckInBody} (ticketId or the QR `code`) → {@link ZCheckInResponse}
 * - `DELETE /api/admin/events/{id}/checkin/{ticketId}` → {@link ZCheckInResponse} (un-check)
 * - `GET /api/ticket/{id}/checkin-code` → {@link ZCheckInCodeResponse} (the member's own active ticket)
 */
import { z } from 'zod';
import { ZIntId, ZIntIdParam, ZText } from '../shared/input';

/** Page size of the attendance list and the longest name search. */
export const ATTENDANCE_LIMITS = { pageSize: 50, maxPageSize: 200, keywordMax: 100 } as const;

/** Messages of the check-in page (ours). */
export const ATTENDANCE_MESSAGES = {
  checkedIn: (name: string) => `${name} checked in`,
  unchecked: (name: string) => `${name} is no longer checked in`,
  alreadyCheckedIn: 'Already checked in',
  invalidCode: 'This QR code is not a ticket of this event',
  ticketCancelled: 'This ticket was cancelled',
  loadFailed: 'Failed to load attendees',
  checkInFailed: 'Failed to check in. Try again.',
  noAttendees: 'No attendees yet',
} as const;

/** Who attends on a ticket: the holder, or the nominated substitute (002 §3 Nominee). */
export const ZAttendeeKind = z.enum(['holder', 'nominee']);

/**
 * One ticket on the check-in list. `attendeeName`/`attendeeEmail` are the nominee's when a substitute is
 * nominated, else the holder's. `checkedInAt` ISO 8601 (null: not checked in). `cpdCreditedTo` the name of the
 * member credited with the event's CPD hours (null: none — not a CPD event, not checked in, or a nominee who
 * is not a member of the tenant).
 */
export const ZAttendee = z.object({
  ticketId: z.number().int(),
  ticketNumber: z.string(),
  ticketPrice: z.string(),
  holderName: z.string(),
  holderEmail: z.string(),
  attendeeKind: ZAttendeeKind,
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  checkedInAt: z.string().nullable(),
  cpdCreditedTo: z.string().nullable(),
});
export type TAttendee = z.infer<typeof ZAttendee>;

/** `{id}` of the attendance calls: the event id; `{ticketId}` of un-check. */
export const ZAttendanceParams = z.object({ id: ZIntIdParam });
export const ZUncheckParams = z.object({ id: ZIntIdParam, ticketId: ZIntIdParam });

/** List query: `keyword` (holder or nominee name, e-mail, ticket number), `checkedIn` filter, page, size. */
export const ZAttendanceQuery = z.object({
  keyword: ZText.trim().max(ATTENDANCE_LIMITS.keywordMax).optional(),
  checkedIn: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(ATTENDANCE_LIMITS.maxPageSize).default(ATTENDANCE_LIMITS.pageSize),
});
export type TAttendanceQuery = z.input<typeof ZAttendanceQuery>;

/**
 * The event's active tickets (cancelled ones are not listed) by attendee name, with totals: `totalItems`
 * matching the query, `checkedInCount` and `ticketCount` over the whole event. `isCpd` and `cpdHours`
 * (decimal, null when not a CPD event) say what a check-in credits.
 */
export const ZAttendanceListResponse = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    isCpd: z.boolean(),
    cpdHours: z.number().nullable(),
  }),
  attendees: z.array(ZAttendee),
  totalItems: z.number().int(),
  checkedInCount: z.number().int(),
  ticketCount: z.number().int(),
});
export type TAttendanceListResponse = z.infer<typeof ZAttendanceListResponse>;

/** Check-in body: the ticket id (from the list) or the scanned QR `code` ({@link ZCheckInCodeResponse}). */
export const ZCheckInBody = z
  .object({
    ticketId: ZIntId.optional(),
    code: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => b.ticketId !== undefined || b.code !== undefined, {
    error: 'ticketId or code is required',
  });
export type TCheckInBody = z.input<typeof ZCheckInBody>;

/** Check-in and un-check answer: the attendee as the list shows it now. Checking in twice is idempotent. */
export const ZCheckInResponse = z.object({ attendee: ZAttendee });
export type TCheckInResponse = z.infer<typeof ZCheckInResponse>;

/** `{id}` of `GET /api/ticket/{id}/checkin-code`: the ticket id. */
export const ZTicketCodeParams = z.object({ id: ZIntIdParam });

/**
 * The QR code value of a ticket: `code` is a signed token naming the ticket (`T{ticketId}.{signature}`), to be
 * drawn as a QR code on the member's ticket and scanned by the check-in page.
 */
export const ZCheckInCodeResponse = z.object({ code: z.string() });
export type TCheckInCodeResponse = z.infer<typeof ZCheckInCodeResponse>;
