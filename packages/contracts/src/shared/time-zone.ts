/**
 * Time zones of event date-times (spec 000 §9: "Time zones given as 'UTC+HH:MM' and converted by offset";
 * 000 §8: date helper message 'Invalid time zone format'; spec 002 §3 Event startTimeZone, endTimeZone, sessions).
 * A zone is either a fixed offset written `UTC+HH:MM` / `UTC-HH:MM` (hours 00–14, minutes 00–59) or an
 * IANA name the runtime knows (`Australia/Sydney`, kept for daylight saving). Used by the server's event
 * form input and by the web app's event form, so both refuse the same values with the same message.
 */
import { z } from 'zod';

/** The date helper's message for a zone that is neither `UTC±HH:MM` nor a known IANA name (spec 000 §8). */
export const TIME_ZONE_MESSAGES = { invalidFormat: 'Invalid time zone format' } as const;

const OFFSET = /^UTC([+-])(\d{2}):(\d{2})$/;

/**
 * Minutes east of UTC of a `UTC±HH:MM` zone (`UTC+10:00` → 600, `UTC-03:30` → -210), or null when `zone`
 * is not written that way or is out of range (hours above 14, minutes above 59).
 */
export function utcOffsetMinutes(zone: string): number | null {
  const match = OFFSET.exec(zone);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** True for an IANA zone name the runtime knows (`Intl`). */
export function isIanaTimeZone(zone: string): boolean {
  if (!zone || zone.startsWith('UTC+') || zone.startsWith('UTC-')) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** True for a zone the event forms accept: `UTC±HH:MM` or a known IANA name. */
export function isEventTimeZone(zone: string): boolean {
  return utcOffsetMinutes(zone) !== null || isIanaTimeZone(zone);
}

/** Schema of an event time zone; refuses anything else with 'Invalid time zone format'. */
export const ZEventTimeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isEventTimeZone, { message: TIME_ZONE_MESSAGES.invalidFormat });

/** Writes minutes east of UTC as `UTC±HH:MM` (600 → `UTC+10:00`, -210 → `UTC-03:30`, 0 → `UTC+00:00`). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant of a local wall-clock `YYYY-MM-DDTHH:mm[:ss]` in a `UTC±HH:MM` zone, converted by its offset
 * (spec 000 §9). `UTC+10:00` at `2026-03-01T09:00` → `2026-02-28T23:00:00Z`.
 * @throws Error 'Invalid time zone format' when `zone` is not `UTC±HH:MM`; Error 'Invalid date' for a bad date.
 */
export function offsetLocalToUtc(local: string, zone: string): Date {
  const offset = utcOffsetMinutes(zone);
  if (offset === null) throw new Error(TIME_ZONE_MESSAGES.invalidFormat);
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) throw new Error('Invalid date');
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d || h! > 23 || mi! > 59)
    throw new Error('Invalid date');
  return new Date(utc - offset * 60_000);
}

/** The `UTC±HH:MM` zones offered by the event form, every 30 minutes from UTC-12:00 to UTC+14:00 (plus :45 ones). */
export function utcOffsetZones(): string[] {
  const minutes = new Set<number>([345, 525, 765, 825]);
  for (let m = -12 * 60; m <= 14 * 60; m += 30) minutes.add(m);
  return [...minutes].sort((a, b) => a - b).map(formatUtcOffset);
}
