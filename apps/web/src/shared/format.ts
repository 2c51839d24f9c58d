/**
 * The one date and money format module of the web app:
 * - money in AUD, Australian locale (002 §1), amounts in dollars (`formatAud(121.5)` → '$121.50');
 * - events: wall-clock times with zones and 'DD MMM, YYYY' days (002 §9);
 * - communities: 'MMMM D, YYYY' dates, 'HH:mm' times, 'YYYY-MM-DD HH:mm' RSVP dates (001 §9);
 * - content: 'DD MMM YYYY' dates (002 §9).
 */
import dayjs from 'dayjs';

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

/** A calendar date (YYYY-MM-DD, e.g. a Sydney CPD date) in the default format DD/MM/YYYY (002 §9). */
export function formatNumericDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** 'DD MMM, YYYY' (002 §9) of an ISO date. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('DD MMM, YYYY');
}

/** 'MMMM D, YYYY', e.g. 'March 5, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MMMM D, YYYY') : '';
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
  return date.isValid() ? date.format('DD MMM YYYY') : '';
}
