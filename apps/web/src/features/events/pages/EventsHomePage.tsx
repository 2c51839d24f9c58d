/** Events home (spec 002 §2): 'My upcoming events' (first 2) and 'Discover events' (first 4), each with See all. */
import { Alert, Empty, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { EVENT_MESSAGES } from '@portal/contracts';
import { useEventList, useRegisteredEvents } from '../queries';
import { EventCard, EventGrid } from '../components/EventCard';

function Heading({ title, to }: { title: string; to: string }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', margin: '16px 0 8px' }}>
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Link to={to}>See all</Link>
    </Space>
  );
}

/** Renders the events home. */
export default function EventsHomePage() {
  const upcoming = useRegisteredEvents('upcoming', 2);
  const discover = useEventList({
    page: 1,
    size: 4,
    sortField: 'eventStart',
    sortOrder: 'asc',
    isActiveEvent: true,
  });
  const mine = upcoming.data?.pages[0]?.registeredTickets.slice(0, 2) ?? [];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Events
      </Typography.Title>
      <Heading title="My upcoming events" to="/events/attending" />
      {upcoming.isLoading ? (
        <Skeleton active />
      ) : upcoming.isLoadingError ? (
        <Alert type="error" title={EVENT_MESSAGES.loadEventsFailed} />
      ) : mine.length === 0 ? (
        <Empty description="No upcoming events." />
      ) : (
        <EventGrid>
          {mine.map((t) => (
            <EventCard key={t.ticketId} event={t.event} status="Going" />
          ))}
        </EventGrid>
      )}
      <Heading title="Discover events" to="/events/discover/all" />
      {discover.isLoading ? (
        <Skeleton active />
      ) : discover.isLoadingError ? (
        <Alert type="error" title={EVENT_MESSAGES.loadEventsFailed} />
      ) : (discover.data?.events ?? []).length === 0 ? (
        <Empty description="No Data" />
      ) : (
        <EventGrid>
          {(discover.data?.events ?? []).slice(0, 4).map((e) => (
            <EventCard key={e.id} event={e} status={e.userTicketId ? 'Going' : undefined} />
          ))}
        </EventGrid>
      )}
    </>
  );
}
