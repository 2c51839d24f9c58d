/**
 * The Waitlist section of /admin/events/{id} (issue 38 point 3): per ticket price, the entries in line order
 * — place, member, status, joined at, hold until — with Move up / Move down for waiting entries and Remove
 * (after a confirmation; a held seat then passes to the next member). Finished entries follow, faded.
 */
import { Alert, Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { TAdminWaitlistEntry, TWaitlistStatus } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { formatDayTime, fullName } from '../../../shared/format';
import { useAdminWaitlist, useWaitlistEntryAction } from './waitlist-queries';

const STATUS_COLOURS: Record<TWaitlistStatus, string> = {
  waiting: 'blue',
  offered: 'gold',
  claimed: 'green',
  expired: 'default',
  declined: 'default',
  removed: 'red',
};

/** Renders the waitlists of the event's prices. */
export function EventWaitlists({ eventId }: { eventId: number }) {
  const { message } = useApp();
  const waitlist = useAdminWaitlist(eventId);
  const entryAction = useWaitlistEntryAction();

  const act = async (entryId: number, action: 'up' | 'down' | 'remove') => {
    try {
      await entryAction.mutateAsync({ entryId, action });
      if (action === 'remove') void message.success('Removed from the waitlist');
    } catch (error) {
      void message.error(errorMessage(error, 'The waitlist could not be changed'));
    }
  };

  if (waitlist.isLoadingError) return <Alert type="error" title="The waitlists could not be loaded" />;
  const prices = waitlist.data?.prices ?? [];

  return (
    <Card size="small" title="Waitlist" style={{ marginBottom: 16 }} loading={waitlist.isLoading}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        When a price is sold out, members join its waitlist. A freed seat is offered to the first in line and
        held for the price&apos;s hold length; an expired or declined offer passes to the next.
      </Typography.Paragraph>
      {prices.map((price) => {
        const waiting = price.entries.filter((e) => e.status === 'waiting');
        return (
          <section
            key={price.ticketPriceId}
            aria-label={`Waitlist of ${price.name}`}
            style={{ marginBottom: 16 }}
          >
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {price.name}{' '}
              <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
                hold {price.holdHours} h
              </Typography.Text>
            </Typography.Title>
            {price.entries.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nobody is waiting" />
            ) : (
              <Table<TAdminWaitlistEntry>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={price.entries}
                onRow={(e) => ({
                  style: e.status === 'waiting' || e.status === 'offered' ? undefined : { opacity: 0.6 },
                })}
                columns={[
                  {
                    title: '#',
                    dataIndex: 'place',
                    width: 48,
                    render: (place: number | null) => place ?? '',
                  },
                  {
                    title: 'Member',
                    render: (_, e) => (
                      <Space orientation="vertical" size={0}>
                        <span>{fullName(e)}</span>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {e.email}
                        </Typography.Text>
                      </Space>
                    ),
                  },
                  {
                    title: 'Status',
                    dataIndex: 'status',
                    render: (status: TWaitlistStatus) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
                  },
                  { title: 'Joined', dataIndex: 'joinedAt', render: (at: string) => formatDayTime(at) },
                  {
                    title: 'Hold until',
                    dataIndex: 'holdUntil',
                    render: (at: string | null) => (at ? formatDayTime(at) : ''),
                  },
                  {
                    title: 'Actions',
                    render: (_, e) => {
                      const active = e.status === 'waiting' || e.status === 'offered';
                      if (!active) return null;
                      const index = waiting.findIndex((w) => w.id === e.id);
                      const who = fullName(e);
                      return (
                        <Space size={4}>
                          {e.status === 'waiting' && (
                            <>
                              <Button
                                size="small"
                                icon={<ArrowUpOutlined />}
                                aria-label={`Move ${who} up`}
                                disabled={index === 0}
                                onClick={() => void act(e.id, 'up')}
                              />
                              <Button
                                size="small"
                                icon={<ArrowDownOutlined />}
                                aria-label={`Move ${who} down`}
                                disabled={index === waiting.length - 1}
                                onClick={() => void act(e.id, 'down')}
                              />
                            </>
                          )}
                          <Popconfirm
                            title={`Remove ${who} from the waitlist?`}
                            description={
                              e.status === 'offered' ? 'The held seat passes to the next member.' : undefined
                            }
                            okText="Remove"
                            okButtonProps={{ danger: true }}
                            onConfirm={() => act(e.id, 'remove')}
                          >
                            <Button
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`Remove ${who}`}
                            />
                          </Popconfirm>
                        </Space>
                      );
                    },
                  },
                ]}
              />
            )}
          </section>
        );
      })}
    </Card>
  );
}
