/**
 * Calendar items of the portal's rows (issue 38 point 1): an event (one VEVENT per session of a multi-session
 * event, else the event itself; the member's own ticket noted in DESCRIPTION), a community meeting, the end of
 * a course enrolment and of a CPD period (all-day). UIDs are on the tenant's domain (`calendarUid`).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { offsetLocalToUtc, utcOffsetMinutes, type TEventSession } from '@portal/contracts';
import type { events, meetings } from '../../db/schema/index';
import { calendarUid, type AllDayItem, type TimedItem } from './ical';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The columns of an event that its calendar items read. */
export type CalendarEventRow = Pick<
  typeof events.$inferSelect,
  | 'id'
  | 'title'
  | 'shortDesc'
  | 'address'
  | 'startUtc'
  | 'endUtc'
  | 'startTimeZone'
  | 'sessions'
  | 'updatedAt'
>;

/** The columns of a meeting that its calendar item reads. */
export type CalendarMeetingRow = Pick<
  typeof meetings.$inferSelect,
  'id' | 'communityId' | 'name' | 'description' | 'meetingLink' | 'startDate' | 'endDate' | 'updatedAt'
>;

/** The instant of a session's local wall clock in its zone (`UTC±HH:MM` or IANA), or null when unreadable. */
export function sessionInstant(local: string, zone: string): Date | null {
  try {
    if (utcOffsetMinutes(zone) !== null) return offsetLocalToUtc(local, zone);
    const parsed = dayjs.tz(local, zone);
    return parsed.isValid() ? parsed.toDate() : null;
  } catch {
    return null;
  }
}

/** The DESCRIPTION lines of an event: the member's tickets, the short description, the page. */
function eventDescription(event: CalendarEventRow, ticketNames: string[], url: string): string {
  const lines: string[] = [];
  if (ticketNames.length === 1) lines.push(`Your ticket: ${ticketNames[0]}`);
  else if (ticketNames.length > 1) lines.push(`Your tickets: ${ticketNames.join(', ')}`);
  if (event.shortDesc) lines.push(event.shortDesc);
  lines.push(url);
  return lines.join('\n');
}

/**
 * The VEVENTs of an event: one per session (`event-<id>-session-<n>`, summary "<event> — <session>") when it
 * has sessions whose times read, else one for the event (`event-<id>`), in the event's zone.
 * @param ticketNames the price names of the caller's active tickets (none: not noted).
 * @param origin the tenant's configured origin (UIDs and the event's link).
 */
export function eventItems(event: CalendarEventRow, ticketNames: string[], origin: string): TimedItem[] {
  const url = `${origin}/events/${event.id}`;
  const description = eventDescription(event, ticketNames, url);
  const base = { description, location: event.address, url, lastModified: event.updatedAt };
  const sessions = (event.sessions ?? [])
    .map((session: TEventSession, n) => ({
      session,
      n,
      start: sessionInstant(session.startDateTime, session.startTimeZone),
      end: sessionInstant(session.endDateTime, session.endTimeZone),
    }))
    .filter((s) => s.start && s.end && s.end.getTime() > s.start.getTime());
  if (sessions.length === 0)
    return [
      {
        ...base,
        uid: calendarUid('event', event.id, origin),
        start: event.startUtc,
        end: event.endUtc,
        zone: event.startTimeZone,
        summary: event.title,
      },
    ];
  return sessions.map(({ session, n, start, end }) => ({
    ...base,
    uid: calendarUid('event', `${event.id}-session-${n + 1}`, origin),
    start: start!,
    end: end!,
    zone: session.startTimeZone,
    summary: session.title ? `${event.title} — ${session.title}` : event.title,
  }));
}

/** The VEVENT of a community meeting (`meeting-<id>`), in UTC (meetings carry no zone), with its link. */
export function meetingItem(meeting: CalendarMeetingRow, communityName: string, origin: string): TimedItem {
  return {
    uid: calendarUid('meeting', meeting.id, origin),
    start: meeting.startDate,
    end: meeting.endDate,
    zone: null,
    summary: meeting.name,
    description: [communityName, meeting.description, meeting.meetingLink].filter(Boolean).join('\n'),
    location: meeting.meetingLink,
    url: meeting.meetingLink,
    lastModified: meeting.updatedAt,
  };
}

/** The all-day item of a course enrolment's expiry date (`enrolment-<id>`). */
export function enrolmentItem(
  enrolment: { id: number; expiryDate: string | null; courseName: string },
  origin: string,
): AllDayItem {
  return {
    uid: calendarUid('enrolment', enrolment.id, origin),
    date: enrolment.expiryDate!,
    summary: `Course access ends: ${enrolment.courseName}`,
    url: `${origin}/cpd`,
  };
}

/** The all-day item of the current CPD period's last day (`cpd-period-<id>`). */
export function cpdPeriodItem(period: { id: string; end: string }, origin: string): AllDayItem {
  return {
    uid: calendarUid('cpd-period', period.id, origin),
    date: period.end,
    summary: 'CPD period ends',
    description: 'The last day of your current CPD period.',
    url: `${origin}/cpd`,
  };
}
