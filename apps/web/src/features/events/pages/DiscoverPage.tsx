/**
 * /events/discover/{filterType} (spec 002 §2): a filter sidebar and the listing and calendar tabs
 * (`?activeTab=calendar`; the calendar tab only with the calendar sub-module). filterType `all` lists events
 * that have not ended, `past` ended ones, `cpd` CPD listings. The list loads 20 per page (002 §9).
 */
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Alert, Col, Empty, Spin } from 'antd';
import { Tabs } from '../../../shared/components/PlainTabs';
import { useParams, useSearchParams } from 'react-router';
import { canAccessSubModule, EVENT_LIMITS, EVENT_MESSAGES, eventCountBound } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { useAccessSubject } from '../../../session/access-hooks';
import type { PagePrefetch } from '../../../shared/data-prefetch';
import { eventFilterQueries, eventListQuery, useEventFilters, useEventList } from '../queries';
import { EventCard, EventGrid } from '../components/EventCard';
import { imageLoadingAt } from '../../../shared/card-image-loading';
import { WhenNear } from '../../../shared/components/WhenNear';
import { activeEventFilterCount, EMPTY_FILTERS, EventFilters } from '../components/EventFilters';
import { discoverBody, discoverListBody, type EventFilterValue } from '../discover-body';

export { discoverBody } from '../discover-body';
import { FiltersPanel } from '../../../shared/components/FiltersPanel';
import { countLabel } from '../../../shared/count-label';
import { Typography } from '../../../shared/components/PlainTypography';
import { Row } from '../../../shared/components/PlainRow';

/**
 * antd's Pagination, loaded when the list first has more than one page (it hides itself on a single page; issue
 * 37 point 5: not part of the page's first JavaScript).
 */
const Pagination = lazy(() => import('antd/es/pagination'));

/** The calendar tab's content, loaded when the tab is first shown (issue 37 point 5: listing is the default). */
const EventsCalendar = lazy(async () => ({
  default: (await import('../components/EventsCalendar')).EventsCalendar,
}));

/**
 * The count above the list for `totalItems` of `page` (20 a page): "12 events", or "More than 200 events" when
 * the server stopped counting at `eventCountBound(page, size)` (it answers that bound + 1 when more match).
 */
export function discoverCountLabel(totalItems: number, page: number): string {
  const bound = eventCountBound(page, EVENT_LIMITS.pageSize);
  return totalItems > bound ? `More than ${countLabel(bound, 'event')}` : countLabel(totalItems, 'event');
}

/** Renders the discover page. */
export default function DiscoverPage() {
  const { filterType = 'all' } = useParams();
  const [params, setParams] = useSearchParams();
  const tenant = useTenant();
  const subject = useAccessSubject();
  const calendarOn = subject !== null && canAccessSubModule(tenant, 'events', 'calendar', subject);
  const activeTab = calendarOn && params.get('activeTab') === 'calendar' ? 'calendar' : 'listing';
  const [filters, setFilters] = useState<EventFilterValue>(() => ({
    ...EMPTY_FILTERS,
    keyword: params.get('keyword') ?? '',
  }));
  const [page, setPage] = useState(1);
  const lists = useEventFilters();
  const body = discoverBody(filterType, filters);
  const list = useEventList({ ...body, page, size: EVENT_LIMITS.pageSize }, activeTab === 'listing');
  // The page's cards are drawn in a background render when the list arrives (a query's answer re-renders
  // synchronously: one long task of the phone's main thread); the spinner stays until then (issue 37 point 5).
  const shown = useDeferredValue(list.data);
  const events = shown?.events ?? [];

  const listing = list.isLoadingError ? (
    <Alert type="error" showIcon title={EVENT_MESSAGES.loadEventsFailed} />
  ) : shown === undefined && (list.isLoading || list.data !== undefined) ? (
    <Spin style={{ display: 'block', margin: 48 }} />
  ) : events.length === 0 ? (
    <Empty description="No events found." />
  ) : (
    <>
      <Typography.Paragraph type="secondary">
        {discoverCountLabel(shown?.totalItems ?? 0, page)}
      </Typography.Paragraph>
      <EventGrid>
        {events.map((e, index) => (
          <EventCard
            key={e.id}
            event={e}
            status={e.userTicketId ? 'Going' : undefined}
            imageLoading={imageLoadingAt(index)}
          />
        ))}
      </EventGrid>
      {(shown?.totalItems ?? 0) > EVENT_LIMITS.pageSize && (
        <WhenNear>
          <Suspense fallback={null}>
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={EVENT_LIMITS.pageSize}
              total={shown?.totalItems ?? 0}
              onChange={setPage}
              showSizeChanger={false}
              hideOnSinglePage
            />
          </Suspense>
        </WhenNear>
      )}
    </>
  );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Discover events
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={7} xl={6}>
          <FiltersPanel activeCount={activeEventFilterCount(filters)} collapseBelow="md">
            <aside style={{ background: 'var(--portal-bg-container, #ffffff)', borderRadius: 8 }}>
              <EventFilters
                types={lists.types.data ?? {}}
                categories={lists.categories.data ?? {}}
                locations={lists.locations.data ?? {}}
                tags={lists.tags.data ?? []}
                when={lists.when.data ?? []}
                value={filters}
                onChange={(next) => {
                  setFilters(next);
                  setPage(1);
                }}
              />
            </aside>
          </FiltersPanel>
        </Col>
        <Col xs={24} md={17} xl={18}>
          <Tabs
            activeKey={activeTab}
            onChange={(key) =>
              setParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  if (key === 'calendar') next.set('activeTab', 'calendar');
                  else next.delete('activeTab');
                  return next;
                },
                { replace: true },
              )
            }
            items={[
              { key: 'listing', label: 'Listing', children: listing },
              ...(calendarOn
                ? [
                    {
                      key: 'calendar',
                      label: 'Calendar',
                      children: (
                        <Suspense fallback={<Spin />}>
                          <EventsCalendar filters={body} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Col>
      </Row>
    </>
  );
}

/**
 * Starts the sidebar's filter lists and the first page of the listing with the page's chunk, with the body
 * the page builds on entry (the filter type of the path, the `keyword` parameter; shared/data-prefetch.ts).
 */
export const prefetch: PagePrefetch = ({ queryClient, params, url }) => {
  const filters = eventFilterQueries();
  void queryClient.prefetchQuery(filters.types);
  void queryClient.prefetchQuery(filters.categories);
  void queryClient.prefetchQuery(filters.locations);
  void queryClient.prefetchQuery(filters.tags);
  void queryClient.prefetchQuery(filters.when);
  if (url.searchParams.get('activeTab') === 'calendar') return;
  void queryClient.prefetchQuery(eventListQuery(discoverListBody(params.filterType, url.searchParams)));
};
