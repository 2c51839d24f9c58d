/**
 * The discover calendar tab (spec 002 §2 "Calendar"): month mode (42-day grid, 1 event per day cell, titles
 * of 18 characters) or year mode (12 month cells, 2 events each, titles of 24 characters), '+N more' opening
 * the full list; navigation past the last or first event shows 'No more upcoming events' /
 * 'No previous events' for 3 s. Fetches 1000 events per month view and 2000 per year view (002 §9).
 */
import { useState } from 'react';
import { Button, Popover, Segmented, Space, Spin, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { EVENT_LIMITS, type TEventListBody, type TEventSummary } from '@portal/contracts';
import { useEventList } from '../queries';
import {
  DAY_TITLE_LENGTH,
  MONTH_TITLE_LENGTH,
  cellEvents,
  fetchRange,
  monthGrid,
  moreLabel,
  navigationBlocked,
  truncateTitle,
  type CalendarMode,
} from '../calendar';
import { formatCalendarLabel, toIsoDay, toIsoMonth } from '../../../shared/format';

/** How long the navigation info message stays, in seconds (002 §2: 3 s). */
const INFO_SECONDS = 3;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Props: the filter part of the list body and the first date shown. */
export interface EventsCalendarProps {
  filters: Omit<TEventListBody, 'page' | 'size'>;
  initialDate?: Dayjs;
}

function EventLink({ event, max }: { event: TEventSummary; max: number }) {
  return (
    <Link to={`/events/${event.id}`} title={event.title} style={{ display: 'block', fontSize: 12 }}>
      {truncateTitle(event.title, max)}
    </Link>
  );
}

function Cell({
  label,
  events,
  mode,
  muted,
  cellDate,
}: {
  label: string;
  events: TEventSummary[];
  mode: CalendarMode;
  muted?: boolean;
  cellDate: Dayjs;
}) {
  const { visible, more, all } = cellEvents(events, cellDate, mode);
  const max = mode === 'month' ? DAY_TITLE_LENGTH : MONTH_TITLE_LENGTH;
  const moreText = moreLabel(more);
  return (
    <div
      role="gridcell"
      aria-label={label}
      style={{
        border: '1px solid var(--portal-border-subtle, #f0f0f0)',
        minHeight: mode === 'month' ? 84 : 110,
        padding: 4,
        background: muted ? 'var(--portal-bg-muted, #fafafa)' : 'var(--portal-bg-container, #ffffff)',
        minWidth: 0,
      }}
    >
      <Typography.Text type={muted ? 'secondary' : undefined} style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {visible.map((event) => (
        <EventLink key={event.id} event={event} max={max} />
      ))}
      {moreText && (
        <Popover
          trigger="click"
          title={label}
          content={
            <div style={{ maxHeight: 300, overflow: 'auto' }}>
              {all.map((event) => (
                <EventLink key={event.id} event={event} max={60} />
              ))}
            </div>
          }
        >
          <Button type="link" size="small" style={{ padding: 0, fontSize: 12 }}>
            {moreText}
          </Button>
        </Popover>
      )}
    </div>
  );
}

/** Renders the calendar. */
export function EventsCalendar({ filters, initialDate }: EventsCalendarProps) {
  const { message } = useApp();
  const [mode, setMode] = useState<CalendarMode>('month');
  const [current, setCurrent] = useState<Dayjs>(initialDate ?? dayjs());
  const range = fetchRange(current, mode);
  const size = mode === 'month' ? EVENT_LIMITS.calendarMonthSize : EVENT_LIMITS.calendarYearSize;
  const list = useEventList({ ...filters, ...range, page: 1, size, isActiveEvent: null });
  const { startDateFrom: _from, startDateTo: _to, ...unbounded } = filters;
  const first = useEventList({ ...unbounded, page: 1, size: 1, sortOrder: 'asc', isActiveEvent: null });
  const last = useEventList({ ...unbounded, page: 1, size: 1, sortOrder: 'desc', isActiveEvent: null });
  const events = list.data?.events ?? [];

  const go = (step: 1 | -1) => {
    // Until the first and last events are known, navigation is free: 'No more upcoming events' is only said
    // once the data says so (a slow answer must not block the calendar with a wrong message).
    if (first.isPending || last.isPending) return setCurrent(current.add(step, mode));
    const firstStart = first.data?.events[0]?.eventStart;
    const lastStart = last.data?.events[0]?.eventStart;
    const blocked = navigationBlocked(
      current,
      step,
      mode,
      firstStart && lastStart ? { first: firstStart, last: lastStart } : null,
    );
    if (blocked) {
      void message.info({ content: blocked, duration: INFO_SECONDS, key: 'calendar-navigation' });
      return;
    }
    setCurrent(current.add(step, mode));
  };

  return (
    <section aria-label="Events calendar">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space>
          <Button icon={<LeftOutlined />} aria-label="Previous" onClick={() => go(-1)} />
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0, minWidth: 160, textAlign: 'center' }}>
            {formatCalendarLabel(current, mode === 'month' ? 'month' : 'year')}
          </Typography.Title>
          <Button icon={<RightOutlined />} aria-label="Next" onClick={() => go(1)} />
          <Button onClick={() => setCurrent(dayjs())}>Today</Button>
        </Space>
        <Segmented<CalendarMode>
          aria-label="Calendar mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'month', label: 'Month' },
            { value: 'year', label: 'Year' },
          ]}
        />
      </Space>
      <Spin spinning={list.isFetching}>
        {mode === 'month' ? (
          <div role="grid" aria-label={formatCalendarLabel(current, 'month')}>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }} role="row">
              {WEEKDAYS.map((day) => (
                <div key={day} role="columnheader" style={{ padding: 4, fontWeight: 600, fontSize: 12 }}>
                  {day}
                </div>
              ))}
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }} role="row">
              {monthGrid(current).map((day) => (
                <Cell
                  key={toIsoDay(day)}
                  label={formatCalendarLabel(day, 'dayMonth')}
                  cellDate={day}
                  events={events}
                  mode="month"
                  muted={!day.isSame(current, 'month')}
                />
              ))}
            </div>
          </div>
        ) : (
          <div
            role="grid"
            aria-label={formatCalendarLabel(current, 'year')}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          >
            {Array.from({ length: 12 }, (_, index) => current.startOf('year').add(index, 'month')).map(
              (month) => (
                <Cell
                  key={toIsoMonth(month)}
                  label={formatCalendarLabel(month, 'monthName')}
                  cellDate={month}
                  events={events}
                  mode="year"
                />
              ),
            )}
          </div>
        )}
      </Spin>
    </section>
  );
}
