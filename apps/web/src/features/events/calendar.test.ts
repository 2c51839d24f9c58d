import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cellEvents, fetchRange, monthGrid, moreLabel, navigationBlocked, truncateTitle } from './calendar';

const ev = (id: number, eventStart: string, title = `Event ${id}`) => ({ id, title, eventStart });

describe('calendar logic (002 §2 Calendar)', () => {
  it('builds a 42-day grid starting on the Sunday on or before the 1st', () => {
    const grid = monthGrid(dayjs('2026-11-15'));
    expect(grid).toHaveLength(42);
    expect(grid[0].format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(grid[0].day()).toBe(0);
    const feb = monthGrid(dayjs('2027-02-10'));
    expect(feb[0].format('YYYY-MM-DD')).toBe('2027-01-31');
    expect(feb[41].format('YYYY-MM-DD')).toBe('2027-03-13');
  });

  it('truncates titles at 18 and 24 characters', () => {
    expect(truncateTitle('Short title', 18)).toBe('Short title');
    expect(truncateTitle('Exactly eighteen c', 18)).toBe('Exactly eighteen c');
    expect(truncateTitle('A very long conference title', 18)).toBe('A very long confer...');
    expect(truncateTitle('A very long conference title', 24)).toBe('A very long conference t...');
  });

  it('shows 1 event per day cell and 2 per month cell, then +N more', () => {
    const events = [
      ev(1, '2026-11-03T09:00:00Z'),
      ev(2, '2026-11-03T01:00:00Z'),
      ev(3, '2026-11-03T05:00:00Z'),
      ev(4, '2026-11-20T05:00:00Z'),
      ev(5, '2026-12-01T05:00:00Z'),
    ];
    const day = cellEvents(events, dayjs('2026-11-03T12:00:00Z'), 'month');
    expect(day.visible.map((e) => e.id)).toEqual([2]);
    expect(day.more).toBe(2);
    expect(moreLabel(day.more)).toBe('+2 more');
    const month = cellEvents(events, dayjs('2026-11-10'), 'year');
    expect(month.visible).toHaveLength(2);
    expect(month.more).toBe(2);
    expect(moreLabel(cellEvents(events, dayjs('2026-12-10'), 'year').more)).toBeNull();
  });

  it('fetches the grid range in month mode and the whole year in year mode', () => {
    expect(fetchRange(dayjs('2026-11-15'), 'month')).toEqual({
      startDateFrom: '2026-11-01',
      startDateTo: '2026-12-12',
    });
    expect(fetchRange(dayjs('2026-11-15'), 'year')).toEqual({
      startDateFrom: '2026-01-01',
      startDateTo: '2026-12-31',
    });
  });

  it('blocks navigation past the last or before the first event', () => {
    const bounds = { first: '2026-01-10T00:00:00Z', last: '2026-12-20T00:00:00Z' };
    expect(navigationBlocked(dayjs('2026-12-05'), 1, 'month', bounds)).toBe('No more upcoming events');
    expect(navigationBlocked(dayjs('2026-11-05'), 1, 'month', bounds)).toBeNull();
    expect(navigationBlocked(dayjs('2026-01-15'), -1, 'month', bounds)).toBe('No previous events');
    expect(navigationBlocked(dayjs('2026-02-15'), -1, 'month', bounds)).toBeNull();
    expect(navigationBlocked(dayjs('2026-06-15'), 1, 'year', bounds)).toBe('No more upcoming events');
    expect(navigationBlocked(dayjs('2026-06-15'), 1, 'month', null)).toBe('No more upcoming events');
  });
});
