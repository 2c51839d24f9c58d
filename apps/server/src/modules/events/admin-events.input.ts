/**
 * The admin event form → column values (fields of spec 002 §3): local start/end date-times are converted from
 * their time zones ('UTC+HH:MM' by offset, spec 000 §9, or IANA with dayjs) to UTC, every HTML field is sanitised, ends must follow starts.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { z } from 'zod';
import {
  isEventTimeZone,
  offsetLocalToUtc,
  TIME_ZONE_MESSAGES,
  utcOffsetMinutes,
  type ZAdminEventInput,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import type { EventValues } from './admin-events.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The admin event form after validation. */
export type AdminEventInput = z.output<typeof ZAdminEventInput>;

/**
 * Local `YYYY-MM-DDTHH:mm[:ss]` in a zone → UTC instant: a `UTC±HH:MM` zone converts by its offset (spec 000
 * §9), an IANA zone with its daylight-saving rules.
 * @throws AppError BAD_REQUEST 'Invalid time zone format' for any other zone, 'Invalid date' for bad dates.
 */
export function localToUtc(local: string, zone: string, field: string): Date {
  if (!isEventTimeZone(zone))
    throw new AppError('BAD_REQUEST', TIME_ZONE_MESSAGES.invalidFormat, {
      errors: { [field]: [TIME_ZONE_MESSAGES.invalidFormat] },
    });
  if (utcOffsetMinutes(zone) !== null) {
    try {
      return offsetLocalToUtc(local, zone);
    } catch {
      throw new AppError('BAD_REQUEST', `Invalid date: ${local}`, { errors: { [field]: ['Invalid date'] } });
    }
  }
  const parsed = dayjs.tz(local, zone);
  if (!parsed.isValid())
    throw new AppError('BAD_REQUEST', `Invalid date: ${local}`, { errors: { [field]: ['Invalid date'] } });
  return parsed.toDate();
}

const html = (value: string | null | undefined) => (value ? sanitizeRichText(value) || null : null);
const normaliseLocal = (value: string) => (value.length === 16 ? `${value}:00` : value);

/** Every session must end after it starts. @throws AppError BAD_REQUEST naming the session. */
function checkSessions(input: AdminEventInput): void {
  for (const [i, session] of input.sessions.entries()) {
    const s = localToUtc(session.startDateTime, session.startTimeZone, `sessions.${i}.startDateTime`);
    const e = localToUtc(session.endDateTime, session.endTimeZone, `sessions.${i}.endDateTime`);
    if (e.getTime() <= s.getTime())
      throw new AppError('BAD_REQUEST', `Session ${i + 1} must end after it starts`, {
        errors: { [`sessions.${i}.endDateTime`]: ['Must be after the start'] },
      });
  }
}

/** Validated, sanitised column values of an admin input. @throws AppError BAD_REQUEST with field errors. */
export function eventValues(input: AdminEventInput): EventValues {
  const startUtc = localToUtc(input.startDateTime, input.startTimeZone, 'startDateTime');
  const endUtc = localToUtc(input.endDateTime, input.endTimeZone, 'endDateTime');
  if (endUtc.getTime() <= startUtc.getTime())
    throw new AppError('BAD_REQUEST', 'The event must end after it starts', {
      errors: { endDateTime: ['Must be after the start'] },
    });
  checkSessions(input);
  const shortDesc = input.shortDesc?.trim() || null;
  return {
    title: input.title,
    content: html(input.content),
    shortDesc,
    typeId: input.typeId ?? null,
    categoryId: input.categoryId ?? null,
    locationId: input.locationId ?? null,
    address: input.address?.trim() || null,
    externalUrl: input.externalUrl || null,
    featureImg: input.featureImg || null,
    listingImg: input.listingImg || null,
    startUtc,
    endUtc,
    startLocal: normaliseLocal(input.startDateTime),
    startTimeZone: input.startTimeZone,
    endLocal: normaliseLocal(input.endDateTime),
    endTimeZone: input.endTimeZone,
    sessions: input.sessions.map((s) => ({
      ...s,
      startDateTime: normaliseLocal(s.startDateTime),
      endDateTime: normaliseLocal(s.endDateTime),
    })),
    canEnrolContent: html(input.canEnrolContent),
    canEnrolLayout: input.canEnrolLayout,
    coursesLayout: input.coursesLayout.map((c) => ({ ...c, courseDesc: html(c.courseDesc) })),
    sponsorContent: html(input.sponsorContent),
    reasoningContent: html(input.reasoningContent),
    accessContent: html(input.accessContent),
    presenters: input.presenters.map((p) => ({ ...p, profileDesc: html(p.profileDesc) })),
    isCpd: input.isCpd,
    cpdDetails: input.cpdDetails ?? null,
    docs: input.docs,
    links: input.links,
    isSingleClickRegistration: input.isSingleClickRegistration,
    isPublished: input.isPublished,
    segmentIds: [...new Set(input.segmentIds)].sort((a, b) => a - b),
    searchText: `${input.title} ${shortDesc ?? ''}`.toLowerCase(),
    updatedAt: new Date(),
  };
}
