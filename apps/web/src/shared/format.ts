/**
 * The one date and money module of the web app (issue 40 "one date style"); a lint rule (eslint.config.js)
 * keeps `toLocale*String`, `Intl.DateTimeFormat` and dayjs `.format('…')` out of every other web file.
 * - money in AUD, Australian locale (002 §1), amounts in dollars (`formatAud(121.5)` → '$121.50');
 * - days everywhere in one en-AU style, 'D MMM YYYY' ('4 Dec 2026', as the server's PDFs and messages),
 *   with 'HH:mm' times (000 §12 "time HH:mm"): settings, invoices, memberships, CPD, courses, content,
 *   events' admin tables, dashboard news;
 * - where the spec names a format for an area it is kept exactly: communities show 'MMMM D, YYYY' dates,
 *   'HH:mm' times and 'YYYY-MM-DD HH:mm' RSVP dates (001 §9 table "Time format"); the dashboard's
 *   'dddd, MMMM D [at] h:mm a' and the short 'D MMM, h:mm a' (000 §12);
 * - events: wall-clock times with their zone (002 §4);
 * - API values: 'YYYY-MM-DD' days ({@link toIsoDay}).
 */
import dayjs, { type Dayjs } from 'dayjs';

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** An amount in dollars as AUD: `121.5` → `$121.50`. */
export function formatAud(dollars: number): string {
  return AUD.format(dollars);
}

/** A ticket price label of an amount in dollars: 'Free' for 0, else AUD. */
export function priceLabel(dollars: number): string {
  return dollars === 0 ? 'Free' : formatAud(dollars);
}

/** Local wall-clock `YYYY-MM-DDTHH:mm[:ss]` with its IANA zone: 'Mon 23 Nov 2026, 9:00 am (Australia/Sydney)'. */
export function formatWallClock(dateTime: string, timeZone: string): string {
  return `${dayjs(dateTime).format('ddd D MMM YYYY, h:mm a')} (${timeZone})`;
}

/** The one day style, 'D MMM YYYY'. */
const DAY = 'D MMM YYYY';

/**
 * A calendar date (YYYY-MM-DD…, e.g. a Sydney CPD date, 002 §9) as '4 Dec 2026', read as the day it names
 * (no time-zone shift); '' when it is not a date.
 */
export function formatCalendarDay(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(isoDate)) return '';
  const day = dayjs(isoDate.slice(0, 10));
  return day.isValid() ? day.format(DAY) : '';
}

/** An ISO date or date-time as its local day, '4 Dec 2026'. */
export function formatDay(iso: string): string {
  return dayjs(iso).format(DAY);
}

/** An ISO date-time as its local day and 24-hour time, '4 Dec 2026, 14:30'. */
export function formatDayTime(iso: string | Dayjs): string {
  return dayjs(iso).format(`${DAY}, HH:mm`);
}

/** A long day, '1 July 2025' (the Auto Rollover text of the first-time login, 002 §9). */
export function formatLongDay(day: Dayjs): string {
  return day.format('D MMMM YYYY');
}

/** A day as an API value, 'YYYY-MM-DD' (000 §4 "saved dates as YYYY-MM-DD"). */
export function toIsoDay(day: Dayjs | string): string {
  return dayjs(day).format('YYYY-MM-DD');
}

/** A month as a key, 'YYYY-MM'. */
export function toIsoMonth(day: Dayjs): string {
  return day.format('YYYY-MM');
}

/** Calendar headings: 'December 2026' ('month'), 'December' ('monthName'), '2026' ('year'), '4 Dec' ('dayMonth'). */
export function formatCalendarLabel(day: Dayjs, part: 'month' | 'monthName' | 'year' | 'dayMonth'): string {
  const pattern = { month: 'MMMM YYYY', monthName: 'MMMM', year: 'YYYY', dayMonth: 'D MMM' }[part];
  return day.format(pattern);
}

/** Today's date in an IANA time zone as 'YYYY-MM-DD' (e.g. CPD's Sydney day, 002 §9). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The dashboard's upcoming meeting, 'Friday, December 4 at 2:30 pm' (000 §12). */
export function formatLongWhen(iso: string): string {
  return dayjs(iso).format('dddd, MMMM D [at] h:mm a');
}

/** A short moment, '4 Dec, 2:30 pm' (000 §12: notifications, dashboard events). */
export function formatShortWhen(iso: string): string {
  return dayjs(iso).format('D MMM, h:mm a');
}

/** Communities' shown date (001 §9), 'MMMM D, YYYY', e.g. 'March 5, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MMMM D, YYYY') : '';
}

/** Communities' shown date and time (001 §9), 'March 5, 2026 14:30'. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

/** 'HH:mm'. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('HH:mm') : '';
}

/** RSVP date 'YYYY-MM-DD HH:mm'. */
export function formatRsvp(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** 'MMMM D, YYYY · HH:mm–HH:mm' of a meeting. */
export function formatMeetingWhen(startIso: string, endIso: string): string {
  return `${formatDate(startIso)} · ${formatTime(startIso)}–${formatTime(endIso)}`;
}

/** Full name of an author. */
export function fullName(user: { firstName: string; lastName: string } | null | undefined): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/** 'edited' marker: updatedAt more than 100 ms after createdAt (spec 001 §4 Comments). */
export function isEdited(createdAt: string, updatedAt: string | null | undefined): boolean {
  if (!updatedAt) return false;
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 100;
}

/** '23 Nov 2026', or '' for no date. */
export function formatContentDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DAY) : '';
}

/**
 * Date picker display formats: entry in the spec's default DD/MM/YYYY (000 §12, 002 §9), and in the
 * communities area the 001 §9 formats ('MMMM D, YYYY' dates, 'HH:mm' times, 'YYYY-MM-DD HH:mm' RSVP).
 */
export const PICKER_FORMATS = {
  day: 'DD/MM/YYYY',
  dayTime: 'DD/MM/YYYY HH:mm',
  time: 'HH:mm',
  communityDay: 'MMMM D, YYYY',
  rsvp: 'YYYY-MM-DD HH:mm',
} as const;
