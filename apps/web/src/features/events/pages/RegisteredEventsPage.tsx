/**
 * Attending and My past events (spec 002 §2): the member's tickets with their events, infinite scroll in
 * pages of 20, loading the next page within 100 px of the bottom (002 §9). Attending starts with the member's
 * calendar subscription link (issue 38).
 */
import { Alert, Empty, Spin, Typography } from 'antd';
import { EVENT_MESSAGES } from '@portal/contracts';
import { useRegisteredEvents } from '../queries';
import { EventCard, EventGrid } from '../components/EventCard';
import { imageLoadingAt } from '../../../shared/card-image-loading';
import { useIntersectionSentinel } from '../../../shared/infinite-scroll';
import { CalendarSubscriptionCard } from '../../../shared/components/CalendarSubscriptionCard';

/** Distance from the bottom that loads the next page, in px (002 §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

/** Renders one of the two lists. */
export function RegisteredEvents({ kind }: { kind: 'upcoming' | 'past' }) {
  const list = useRegisteredEvents(kind);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useIntersectionSentinel({
    isEnabled: hasNextPage && !isFetchingNextPage,
    onEnter: () => void fetchNextPage(),
    marginPx: INFINITE_SCROLL_THRESHOLD_PX,
  });

  const tickets = list.data?.pages.flatMap((p) => p.registeredTickets) ?? [];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {kind === 'upcoming' ? 'Attending' : 'My past events'}
      </Typography.Title>
      {kind === 'upcoming' && (
        <div style={{ marginBottom: 24 }}>
          <CalendarSubscriptionCard />
        </div>
      )}
      {list.isLoading ? (
        <Spin />
      ) : list.isLoadingError ? (
        <Alert type="error" title={EVENT_MESSAGES.loadEventsFailed} />
      ) : tickets.length === 0 ? (
        <Empty description={kind === 'upcoming' ? 'No upcoming events.' : 'No past events.'} />
      ) : (
        <EventGrid>
          {tickets.map((t, index) => (
            <EventCard
              key={t.ticketId}
              event={t.event}
              status={kind === 'upcoming' ? 'Going' : 'Attended'}
              imageLoading={imageLoadingAt(index)}
            />
          ))}
        </EventGrid>
      )}
      <div ref={sentinel} style={{ height: 1 }} />
      {isFetchingNextPage && <Spin style={{ display: 'block', margin: 16 }} />}
    </>
  );
}

/** /events/attending. */
export default function AttendingPage() {
  return <RegisteredEvents kind="upcoming" />;
}
