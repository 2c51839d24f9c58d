/**
 * The sent-mail list (issue 10 §2): recipient, subject, time and delivery, newest first, paginated; a row's
 * 'Open' button shows the message.
 */
import { Button, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TSentMailSummary } from '@portal/contracts';
import { formatDayTime } from '../../../shared/format';

/** '25 Nov 2026, 09:41' in the viewer's time zone. */
export const formatSentAt = (iso: string) => formatDayTime(iso);

/** The delivery state of one message (issue 35), with the attempts and the last SMTP error when it failed. */
function DeliveryTag({ item }: { item: TSentMailSummary }) {
  const tries = `${item.attempts} ${item.attempts === 1 ? 'attempt' : 'attempts'}`;
  const tag = {
    recorded: <Tag>Recorded only</Tag>,
    queued: <Tag color="blue">Queued</Tag>,
    sent: <Tag color="green">Sent by e-mail</Tag>,
    retrying: <Tag color="orange">Retrying ({tries})</Tag>,
    failed: <Tag color="red">Failed after {tries}</Tag>,
  }[item.status];
  return item.lastError && item.status !== 'sent' ? (
    <Tooltip title={`Last error: ${item.lastError}`}>
      <span tabIndex={0} aria-label={`${item.status}, last error: ${item.lastError}`}>
        {tag}
      </span>
    </Tooltip>
  ) : (
    tag
  );
}

/** Props of {@link SentMailTable}. */
export interface SentMailTableProps {
  items: TSentMailSummary[];
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  /** Text shown when there is no row (no mail at all, or none for the search). */
  emptyText: string;
  onPageChange: (page: number, pageSize: number) => void;
  onOpen: (id: string) => void;
}

/** Renders the paginated table. */
export function SentMailTable(props: SentMailTableProps) {
  const { items, total, page, pageSize, isLoading, emptyText, onPageChange, onOpen } = props;
  const columns: TableColumnsType<TSentMailSummary> = [
    { title: 'Recipient', dataIndex: 'to', key: 'to' },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Sent',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => formatSentAt(value),
    },
    {
      title: 'Delivery',
      dataIndex: 'status',
      key: 'status',
      render: (_, item) => <DeliveryTag item={item} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, item) => (
        <Button
          size="small"
          onClick={() => onOpen(item.id)}
          aria-label={`Open "${item.subject}" to ${item.to}`}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <Table<TSentMailSummary>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      scroll={{ x: true }}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: onPageChange,
      }}
    />
  );
}
