/**
 * Calendar logic of the discover calendar tab (spec 002 §2 Events "Calendar"): a 42-day month grid, at most
 * 1 event in a day cell and 2 in a month cell (year mode) followed by '+N more', titles truncated at 18
 * (day cells) or 24 (month cells) characters, and the 'No more upcoming events' / 'No previous events'
 * checks when navigating past the data.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { toIsoDay } from '../../shared/format';

/** Days in the month grid (6 weeks × 7). */
export const GRID_DAYS = 42;
/** Events shown in a day cell (month mode) before '+N more'. */
export const DAY_CELL_LIMIT = 1;
/** Events shown in a month cell (year mode) before '+N more'. */
export const MONTH_CELL_LIMIT = 2;
/** Title length in a day cell. */
export const DAY_TITLE_LENGTH = 18;
/** Title length in a month cell. */
export const MONTH_TITLE_LENGTH = 24;

/** Calendar modes (002 §2). */
export type CalendarMode = 'month' | 'year';

/** An event as the calendar needs it: id, title and start (ISO, any offset). */
export interface CalendarEvent {
  id: number;
  title: string;
  eventStart: string;
}

/** The 42 days of the grid for the month of `date`, starting on the Sunday on or before the 1st. */
export function monthGrid(date: Dayjs): Dayjs[] {
  const first = date.startOf('month');
  const start = first.subtract(first.day(), 'day');
  return Array.from({ length: GRID_DAYS }, (_, index) => start.add(index, 'day'));
}

/** `title` cut to `max` characters with an ellipsis when longer. */
export function truncateTitle(title: string, max: number): string {
  return title.length > max ? `${title.slice(0, max)}...` : title;
}

/** The events of one cell: the visible ones (limit) and how many more. */
export function cellEvents<T extends CalendarEvent>(
  events: T[],
  cell: Dayjs,
  mode: CalendarMode,
): { visible: T[]; more: number; all: T[] } {
  const unit = mode === 'month' ? 'day' : 'month';
  const all = events
    .filter((event) => dayjs(event.eventStart).isSame(cell, unit))
    .sort((a, b) => a.eventStart.localeCompare(b.eventStart));
  const limit = mode === 'month' ? DAY_CELL_LIMIT : MONTH_CELL_LIMIT;
  return { visible: all.slice(0, limit), more: Math.max(0, all.length - limit), all };
}

/** The text of the '+N more' link, or null when nothing is hidden. */
export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/** The date range of a calendar fetch: the 42-day grid (month) or the whole year (year). */
export function fetchRange(date: Dayjs, mode: CalendarMode): { startDateFrom: string; startDateTo: string } {
  if (mode === 'month') {
    const grid = monthGrid(date);
    return {
      startDateFrom: toIsoDay(grid[0]),
      startDateTo: toIsoDay(grid[GRID_DAYS - 1]),
    };
  }
  return {
    startDateFrom: toIsoDay(date.startOf('year')),
    startDateTo: toIsoDay(date.endOf('year')),
  };
}

/**
 * Whether navigating from `current` by `step` periods passes the data: forward past the last event's period
 * gives 'No more upcoming events', backward before the first event's period 'No previous events'.
 * `bounds` are the first and last event starts (ISO); null when there are no events at all.
 */
export function navigationBlocked(
  current: Dayjs,
  step: 1 | -1,
  mode: CalendarMode,
  bounds: { first: string; last: string } | null,
): 'No more upcoming events' | 'No previous events' | null {
  const next = current.add(step, mode);
  if (!bounds) return step > 0 ? 'No more upcoming events' : 'No previous events';
  if (step > 0 && next.startOf(mode).isAfter(dayjs(bounds.last))) return 'No more upcoming events';
  if (step < 0 && next.endOf(mode).isBefore(dayjs(bounds.first))) return 'No previous events';
  return null;
}
