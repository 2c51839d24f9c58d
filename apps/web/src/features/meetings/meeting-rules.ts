/**
 * Client-side rules of the meeting form (spec 001 §5) with their exact messages (from the contracts). Each
 * rule returns the message of the first broken rule, or null.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  MEETING_FILE_TYPES,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  POST_MESSAGES,
  POST_PREVIEW_TYPES,
  attachmentError,
  fileExtension,
} from '@portal/contracts';

/** Meeting title: required, not blank, max 300. */
export function meetingTitleError(title: string): string | null {
  if (!title || title.trim() === '') return MEETING_MESSAGES.titleRequired;
  if (title.length > MEETING_LIMITS.titleMax) return MEETING_MESSAGES.titleMax;
  return null;
}

/** Meeting description: required, max 2000. */
export function meetingDescriptionError(text: string): string | null {
  if (!text || text.trim() === '') return MEETING_MESSAGES.descriptionRequired;
  if (text.length > MEETING_LIMITS.descriptionMax) return MEETING_MESSAGES.descriptionMax;
  return null;
}

/** Meeting link: required, an http(s) URL. */
export function meetingLinkError(link: string): string | null {
  if (!link || link.trim() === '') return MEETING_MESSAGES.linkRequired;
  return /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(link.trim()) ? null : MEETING_MESSAGES.linkInvalid;
}

/** Combines a date and a time of day into one moment. */
export function atTime(date: Dayjs, time: Dayjs): Dayjs {
  return date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
}

/** Past days are disabled in the meeting date picker. */
export function isPastDay(day: Dayjs, now: Dayjs = dayjs()): boolean {
  return day.isBefore(now.startOf('day'));
}

/** From time: on the same day not in the past ('Time cannot be in the past'). */
export function meetingFromError(
  date: Dayjs | null,
  from: Dayjs | null,
  now: Dayjs = dayjs(),
): string | null {
  if (!date || !from) return null;
  return atTime(date, from).isBefore(now.second(0).millisecond(0)) ? MEETING_MESSAGES.timeInPast : null;
}

/** To time: 'End time before start time' if not after From. */
export function meetingToError(from: Dayjs | null, to: Dayjs | null): string | null {
  if (!from || !to) return null;
  const minutes = (t: Dayjs) => t.hour() * 60 + t.minute();
  return minutes(to) <= minutes(from) ? MEETING_MESSAGES.endBeforeStart : null;
}

/** RSVP date: optional, not after the meeting start. */
export function meetingRsvpError(rsvp: Dayjs | null, start: Dayjs | null): string | null {
  if (!rsvp || !start) return null;
  return rsvp.isAfter(start) ? MEETING_MESSAGES.rsvpAfterStart : null;
}

/** Meeting asset file: types of §5, 5 MB. */
export function meetingAssetError(file: { name: string; size: number }): string | null {
  return attachmentError(file, MEETING_FILE_TYPES, MEETING_LIMITS.fileMaxBytes);
}

/** At most 5 meeting assets. */
export function canAddMeetingAsset(count: number): boolean {
  return count < MEETING_LIMITS.assetsMax;
}

/** Preview only for png, jpeg, jpg (spec 001 §5). */
export function previewError(name: string): string | null {
  return (POST_PREVIEW_TYPES as readonly string[]).includes(fileExtension(name))
    ? null
    : POST_MESSAGES.previewTypes;
}
