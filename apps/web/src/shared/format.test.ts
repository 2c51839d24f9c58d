/**
 * The date and money helpers (issue 40 "one date style"): one en-AU day style everywhere, the spec's own
 * formats where it names one (001 §9 communities, 000 §12 dashboard), API days as YYYY-MM-DD.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatAud,
  formatCalendarDay,
  formatCalendarLabel,
  formatContentDate,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayTime,
  formatLongDay,
  formatLongWhen,
  formatRsvp,
  formatShortWhen,
  formatTime,
  todayIn,
  toIsoDay,
  toIsoMonth,
} from './format';

describe('the one en-AU day style', () => {
  it("reads '4 Dec 2026' for days, date-times and calendar dates", () => {
    expect(formatDay('2026-12-04')).toBe('4 Dec 2026');
    expect(formatDay('2026-12-04T09:30:00')).toBe('4 Dec 2026');
    expect(formatCalendarDay('2026-03-04')).toBe('4 Mar 2026');
    expect(formatContentDate('2026-11-23T10:00:00')).toBe('23 Nov 2026');
  });

  it('adds a 24-hour time', () => {
    expect(formatDayTime('2026-12-04T14:05:00')).toBe('4 Dec 2026, 14:05');
    expect(formatTime('2026-12-04T14:05:00')).toBe('14:05');
  });

  it('reads a calendar date as the day it names, with no zone shift', () => {
    expect(formatCalendarDay('2026-01-01T00:00:00+11:00')).toBe('1 Jan 2026');
    expect(formatCalendarDay('not a date')).toBe('');
  });

  it('gives nothing for no date', () => {
    expect(formatContentDate(null)).toBe('');
    expect(formatContentDate('garbage')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe("the spec's own formats", () => {
  it("communities: 'MMMM D, YYYY', 'HH:mm', RSVP 'YYYY-MM-DD HH:mm' (001 §9)", () => {
    expect(formatDate('2026-03-05T08:00:00')).toBe('March 5, 2026');
    expect(formatDateTime('2026-03-05T08:00:00')).toBe('March 5, 2026 08:00');
    expect(formatRsvp('2026-03-05T08:00:00')).toBe('2026-03-05 08:00');
  });

  it("dashboard: 'dddd, MMMM D [at] h:mm a' and 'D MMM, h:mm a' (000 §12)", () => {
    expect(formatLongWhen('2026-12-04T14:30:00')).toBe('Friday, December 4 at 2:30 pm');
    expect(formatShortWhen('2026-12-04T14:30:00')).toBe('4 Dec, 2:30 pm');
  });

  it("the Auto Rollover's long day, '1 July 2025'", () => {
    expect(formatLongDay(dayjs('2025-07-01'))).toBe('1 July 2025');
  });
});

describe('keys, API values and calendars', () => {
  it('writes API days and month keys', () => {
    expect(toIsoDay(dayjs('2026-12-04T23:59:00'))).toBe('2026-12-04');
    expect(toIsoMonth(dayjs('2026-12-04'))).toBe('2026-12');
  });

  it('labels calendar headings', () => {
    const day = dayjs('2026-12-04');
    expect(formatCalendarLabel(day, 'month')).toBe('December 2026');
    expect(formatCalendarLabel(day, 'monthName')).toBe('December');
    expect(formatCalendarLabel(day, 'year')).toBe('2026');
    expect(formatCalendarLabel(day, 'dayMonth')).toBe('4 Dec');
  });

  it("gives today's date in a time zone (CPD's Sydney day, 002 §9)", () => {
    const now = new Date('2026-12-04T14:00:00Z'); // 01:00 on 5 Dec in Sydney (UTC+11)
    expect(todayIn('Australia/Sydney', now)).toBe('2026-12-05');
    expect(todayIn('UTC', now)).toBe('2026-12-04');
  });
});

describe('money', () => {
  it('shows AUD in the Australian locale (002 §1)', () => {
    expect(formatAud(121.5)).toBe('$121.50');
  });
});
