/** Unit tests of the event time zones of spec 000 §9 ('UTC+HH:MM', converted by offset; 'Invalid time zone format'). */
import { describe, expect, it } from 'vitest';
import {
  formatUtcOffset,
  offsetLocalToUtc,
  utcOffsetMinutes,
  utcOffsetZones,
  ZEventTimeZone,
} from './time-zone';

describe('event time zones (spec 000 §9)', () => {
  it('reads UTC±HH:MM as minutes east of UTC and writes them back', () => {
    expect(utcOffsetMinutes('UTC+10:00')).toBe(600);
    expect(utcOffsetMinutes('UTC-03:30')).toBe(-210);
    expect(utcOffsetMinutes('UTC+14:00')).toBe(840);
    for (const bad of ['UTC+14:30', 'UTC+10', 'UTC+1:00', 'GMT+10:00', 'UTC+10:60', 'Australia/Sydney'])
      expect(utcOffsetMinutes(bad), bad).toBeNull();
    expect(formatUtcOffset(-210)).toBe('UTC-03:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(utcOffsetZones()).toContain('UTC+05:45');
    expect(utcOffsetZones()).toContain('UTC-12:00');
  });

  it('converts a local date-time by its offset', () => {
    expect(offsetLocalToUtc('2026-03-01T09:00', 'UTC+10:00').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(offsetLocalToUtc('2026-03-01T09:00:30', 'UTC-03:30').toISOString()).toBe(
      '2026-03-01T12:30:30.000Z',
    );
    expect(() => offsetLocalToUtc('2026-03-01T09:00', 'UTC+99:00')).toThrow('Invalid time zone format');
    expect(() => offsetLocalToUtc('2026-02-30T09:00', 'UTC+10:00')).toThrow('Invalid date');
  });

  it("accepts UTC±HH:MM and IANA names, and refuses anything else with 'Invalid time zone format'", () => {
    expect(ZEventTimeZone.safeParse('UTC+09:30').success).toBe(true);
    expect(ZEventTimeZone.safeParse('Australia/Sydney').success).toBe(true);
    const bad = ZEventTimeZone.safeParse('UTC+9:30');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Invalid time zone format');
    expect(ZEventTimeZone.safeParse('Mars/Olympus').success).toBe(false);
  });
});
