/** An event card of the lists (002 §2 "Event cards link to /events/{id}"). */
import { memo } from 'react';
import { Card, Space, Tag } from 'antd';
import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TEventSummary } from '@portal/contracts';
import { useTenant } from '../../../session/tenant-context';
import { formatWallClock } from '../../../shared/format';
import { cardImageAttributes, type CardImageLoading } from '../../../shared/card-image-loading';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props: the event, an optional status label (e.g. 'Going') and how its cover loads (default `eager`). */
export interface EventCardProps {
  event: TEventSummary;
  status?: string;
  imageLoading?: CardImageLoading;
}

/** Renders an event card whose title links to the event page. */
export const EventCard = memo(function EventCard({ event, status, imageLoading = 'eager' }: EventCardProps) {
  const tenant = useTenant();
  const image = event.listingImg || event.featureImg || tenant.placeholderImageUrl;
  return (
    <Card
      size="small"
      cover={
        <img
          src={image}
          alt=""
          {...cardImageAttributes(imageLoading)}
          style={{ height: 140, objectFit: 'cover' }}
        />
      }
      data-testid="event-card"
    >
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space size={4} wrap>
          {event.type && <Tag>{event.type}</Tag>}
          {event.isCpd && <Tag color="blue">CPD</Tag>}
          {event.soldOut && <Tag color="red">Sold out</Tag>}
          {status && <Tag color="green">{status}</Tag>}
        </Space>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          <Link to={`/events/${event.id}`}>{event.title}</Link>
        </Typography.Title>
        <Typography.Text type="secondary">
          <CalendarOutlined aria-hidden /> {formatWallClock(event.startDateTime, event.startTimeZone)}
        </Typography.Text>
        {(event.location || event.address) && (
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {event.location ?? event.address}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
});

/** A responsive grid of event cards. */
export function EventGrid({ children }: { children: React.ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        maxWidth: 1364,
      }}
    >
      {children}
    </div>
  );
}
