/**
 * iCalendar text (RFC 5545) of the portal's calendars, issue 38 point 1: written by `ical-generator`, which
 * escapes TEXT values (`\,` `\;` `\n` `\\`) and folds lines at 75 octets without splitting a UTF-8 character.
 * Each timed item is written in its own zone: `DTSTART;TZID=<zone>:<wall clock>` with that zone's VTIMEZONE.
 * - An IANA zone (`Australia/Sydney`) takes its VTIMEZONE from `timezones-ical-library` (daylight saving
 *   rules included); the wall clock comes from `Intl` in that zone.
 * - A fixed offset of the event form (`UTC+10:00`, spec 000 §9) gets a VTIMEZONE of its own, TZID `UTC+1000`
 *   (a colon is not allowed in an unquoted parameter value), with one STANDARD offset.
 * - A zone neither knows is written in UTC (`…Z`), which every client reads right.
 * All-day items (a CPD period's or an enrolment's end) are `DTSTART;VALUE=DATE`.
 */
import ical, { type ICalCalendar, type ICalDayJsStub } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import { utcOffsetMinutes } from '@portal/contracts';

/** One timed item of a calendar: instants, the zone to show them in, and its text. */
export interface TimedItem {
  /** Globally unique id on the tenant's domain, e.g. `event-12@members.ota.org.au` ({@link calendarUid}). */
  uid: string;
  start: Date;
  end: Date;
  /** The zone the organiser gave (IANA name or `UTC±HH:MM`); null: written in UTC. */
  zone: string | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the item last changed (`LAST-MODIFIED`), if known. */
  lastModified?: Date | null;
}

/** One all-day item: a date `YYYY-MM-DD`. */
export interface AllDayItem {
  uid: string;
  date: string;
  summary: string;
  description?: string | null;
  url?: string | null;
}

/** A calendar zone: its TZID, its VTIMEZONE block and the wall clock of an instant there. */
interface CalendarZone {
  tzid: string;
  vtimezone: string;
  wallClock(instant: Date): WallClock;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date-time already written in its zone, handed to ical-generator as its documented day.js stub
 * (`ICalDayJsStub`): without a `tz()` method the library writes `format('YYYYMMDD')T format('HHmmss')` as
 * given, after `;TZID=`. `toDate()` is the instant (the library orders start and end by it).
 */
class WallClock implements ICalDayJsStub {
  constructor(
    private readonly parts: { y: number; mo: number; d: number; h: number; mi: number; s: number },
    private readonly instant: Date,
  ) {}
  format(format = 'YYYY-MM-DDTHH:mm:ss'): string {
    const { y, mo, d, h, mi, s } = this.parts;
    return format
      .replace('YYYY', pad(y, 4))
      .replace('MM', pad(mo))
      .replace('DD', pad(d))
      .replace('HH', pad(h))
      .replace('mm', pad(mi))
      .replace('ss', pad(s));
  }
  isValid(): boolean {
    return !Number.isNaN(this.instant.getTime());
  }
  toDate(): Date {
    return this.instant;
  }
  toJSON(): string {
    return this.instant.toISOString();
  }
}

/** `+1000`, `-0330`: minutes east of UTC as a UTC-OFFSET value (RFC 5545 §3.3.14). */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const ianaFormats = new Map<string, Intl.DateTimeFormat>();
let knownZones: Set<string> | null = null;

/** The zone of a fixed `UTC±HH:MM` offset: TZID `UTC+1000`, one STANDARD part. */
function fixedZone(minutes: number): CalendarZone {
  const tzid = `UTC${offsetText(minutes)}`;
  const offset = offsetText(minutes);
  return {
    tzid,
    vtimezone: [
      'BEGIN:VTIMEZONE',
      `TZID:${tzid}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${tzid}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n'),
    wallClock(instant) {
      const t = new Date(instant.getTime() + minutes * 60_000);
      return new WallClock(
        {
          y: t.getUTCFullYear(),
          mo: t.getUTCMonth() + 1,
          d: t.getUTCDate(),
          h: t.getUTCHours(),
          mi: t.getUTCMinutes(),
          s: t.getUTCSeconds(),
        },
        instant,
      );
    },
  };
}

/** The zone of an IANA name that both `Intl` and `timezones-ical-library` know, else null. */
function ianaZone(name: string): CalendarZone | null {
  knownZones ??= new Set(tzlib_get_timezones() as string[]);
  if (!knownZones.has(name)) return null;
  let vtimezone: string;
  try {
    const block = tzlib_get_ical_block(name) as unknown;
    if (!Array.isArray(block) || typeof block[0] !== 'string' || !block[0].includes('BEGIN:VTIMEZONE'))
      return null;
    vtimezone = block[0];
  } catch {
    return null;
  }
  let format = ianaFormats.get(name);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: name,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return null;
    }
    ianaFormats.set(name, format);
  }
  const intl = format;
  return {
    tzid: name,
    vtimezone,
    wallClock(instant) {
      const parts = intl.formatToParts(instant);
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        Number(parts.find((p) => p.type === type)?.value ?? 0);
      return new WallClock(
        {
          y: part('year'),
          mo: part('month'),
          d: part('day'),
          h: part('hour'),
          mi: part('minute'),
          s: part('second'),
        },
        instant,
      );
    },
  };
}

/** Names of UTC itself: written with `Z` (ical-generator writes a `UTC` zone that way too). */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Z']);

/** Zones already made, by the name events give (a few dozen at most: names the runtime knows). */
const zoneCache = new Map<string, CalendarZone | null>();

/** The calendar zone of an event zone (IANA or `UTC±HH:MM`), or null to write the item in UTC. */
export function calendarZone(zone: string): CalendarZone | null {
  if (UTC_NAMES.has(zone)) return null;
  const cached = zoneCache.get(zone);
  if (cached !== undefined) return cached;
  const minutes = utcOffsetMinutes(zone);
  const made = minutes !== null ? fixedZone(minutes) : ianaZone(zone);
  // Only known zones are kept, so the cache stays bounded whatever names reach it.
  if (made) zoneCache.set(zone, made);
  return made;
}

/**
 * A UID on the tenant's domain (RFC 5545 §3.8.4.7 recommends "id@domain"): `kind-id@host`, so the same item
 * keeps its UID across deployments of one tenant and differs between tenants.
 * @param origin the tenant's configured origin (`https://members.ota.org.au`), never a request header.
 */
export function calendarUid(kind: string, id: string | number, origin: string): string {
  return `${kind}-${id}@${new URL(origin).hostname}`;
}

/** Escapes a TEXT value ical-generator writes as is (the calendar's name). */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** The options of {@link buildCalendar}. */
export interface CalendarInput {
  /** The calendar's name (`X-WR-CALNAME`). */
  name: string;
  timed: TimedItem[];
  allDay?: AllDayItem[];
  /** Suggested refresh interval of a subscription, in seconds (`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`). */
  ttlSeconds?: number;
  /** `DTSTAMP` of every item; the feed passes a fixed instant so an unchanged feed has the same bytes. */
  stamp: Date;
}

/** The iCalendar text (CRLF lines, folded at 75 octets) of `input`. */
export function buildCalendar(input: CalendarInput): string {
  const calendar: ICalCalendar = ical({
    name: escapeText(input.name),
    prodId: { company: 'portal', product: 'member-portal', language: 'EN' },
  });
  if (input.ttlSeconds) calendar.ttl(input.ttlSeconds);
  const zones = new Map<string, CalendarZone>();
  calendar.timezone({ name: null, generator: (tzid) => zones.get(tzid)?.vtimezone ?? null });
  for (const item of input.timed) {
    const zone = item.zone ? calendarZone(item.zone) : null;
    if (zone) zones.set(zone.tzid, zone);
    calendar.createEvent({
      id: item.uid,
      stamp: input.stamp,
      start: zone ? zone.wallClock(item.start) : item.start,
      end: zone ? zone.wallClock(item.end) : item.end,
      timezone: zone?.tzid ?? null,
      summary: item.summary,
      description: item.description ?? null,
      location: item.location ?? null,
      url: item.url ?? null,
      lastModified: item.lastModified ?? null,
    });
  }
  for (const item of input.allDay ?? []) {
    calendar.createEvent({
      id: item.uid,
      stamp: input.stamp,
      // A date string is read as UTC midnight and written by its UTC date: the same day, `VALUE=DATE`.
      start: item.date,
      allDay: true,
      summary: item.summary,
      description: item.description ?? null,
      url: item.url ?? null,
    });
  }
  return calendar.toString();
}
