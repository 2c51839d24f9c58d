/**
 * Right side panel of the dashboard (spec 000 §2; hidden below 1120 px by the page): welcome, profile card,
 * the CPD progress card of the CPD feature (only when CPD is permitted, passed in by the page), Upcoming Events
 * (links to /events/{id}, 'View all events'), My Favourites link.
 */
import type { ReactNode } from 'react';
import { Avatar, Card, Empty, Skeleton, Space } from 'antd';
import { HeartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TAccount } from '@portal/contracts';
import { ItemList } from '../../../shared/components/ItemList';
import type { DashboardEvent } from '../queries';
import { formatShortWhen } from '../../../shared/format';
import { Typography } from '../../../shared/components/PlainTypography';

/** Props of {@link RightPanel}. */
export interface RightPanelProps {
  account: TAccount;
  tenantName: string;
  /** The CPD progress card, or null when CPD is not permitted (the card is hidden). */
  cpd: ReactNode;
  events: DashboardEvent[];
  isEventsLoading: boolean;
}

/** Renders the panel. */
export function RightPanel({ account, tenantName, cpd, events, isEventsLoading }: RightPanelProps) {
  const initials = `${account.firstName[0] ?? ''}${account.lastName[0] ?? ''}`;
  return (
    <aside aria-label="Your summary" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Welcome to {tenantName}
        </Typography.Title>
        <Typography.Text type="secondary">Your membership at a glance.</Typography.Text>
      </Card>
      <Card aria-label="Profile">
        <Space align="center">
          <Avatar alt="" size={56} src={account.avatarUrl ?? undefined}>
            {initials}
          </Avatar>
          <div>
            <Typography.Text strong style={{ display: 'block' }}>
              {account.firstName} {account.lastName}
            </Typography.Text>
            {account.memberNum && (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                Member no. {account.memberNum}
              </Typography.Text>
            )}
            <Link to="/settings/account-details">View profile</Link>
          </div>
        </Space>
      </Card>
      {cpd}
      <Card title="Upcoming Events" extra={<Link to="/events">View all events</Link>}>
        {isEventsLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No events yet" />
        ) : (
          <ItemList
            items={events}
            itemKey={(e) => String(e.id)}
            renderItem={(e) => {
              const start = e.eventStart ?? e.startDate;
              return {
                title: <Link to={`/events/${e.id}`}>{e.name ?? e.title}</Link>,
                description: start ? formatShortWhen(start) : undefined,
              };
            }}
          />
        )}
      </Card>
      <Card>
        <Link to="/favourites">
          <Space>
            <HeartOutlined aria-hidden />
            My Favourites
          </Space>
        </Link>
      </Card>
    </aside>
  );
}
