/** /favourites/events (spec 002 §2 Favourites): bookmarked events in pages of 8, each linking to /events/{id}. */
import { useState } from 'react';
import { Alert, Empty, Pagination, Spin, Typography } from 'antd';
import { EVENT_MESSAGES } from '@portal/contracts';
import { useFavouriteEvents } from '../queries';
import { EventCard, EventGrid } from '../components/EventCard';
import { imageLoadingAt } from '../../../shared/card-image-loading';

/** Renders the favourite events. */
export default function EventsFavouritesPage() {
  const [page, setPage] = useState(1);
  const favourites = useFavouriteEvents(page);
  const events = favourites.data?.events ?? [];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 16 }}>
        Events
      </Typography.Title>
      {favourites.isLoading ? (
        <Spin />
      ) : favourites.isLoadingError ? (
        <Alert type="error" title={EVENT_MESSAGES.loadEventsFailed} />
      ) : events.length === 0 ? (
        <Empty description={EVENT_MESSAGES.noFavouriteEvents} />
      ) : (
        <>
          <EventGrid>
            {events.map((e, index) => (
              <EventCard key={e.id} event={e} imageLoading={imageLoadingAt(index)} />
            ))}
          </EventGrid>
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={8}
            total={favourites.data?.totalItems ?? 0}
            onChange={setPage}
            hideOnSinglePage
            showSizeChanger={false}
          />
        </>
      )}
    </>
  );
}
