/**
 * The check-in list of an event (issue 15): attendee (a nominated substitute says whom they replace), ticket
 * number and type, a check-in box, and who was credited with the event's CPD hours.
 */
import { Checkbox, Table, Tag, Typography } from 'antd';
import { ATTENDANCE_MESSAGES, type TAttendee } from '@portal/contracts';
import { formatTime } from '../../../shared/format';

/** Props of {@link AttendeesTable}. */
export interface AttendeesTableProps {
  attendees: TAttendee[];
  isLoading: boolean;
  /** The ticket whose check-in is being saved (its box is disabled meanwhile). */
  busyTicketId: number | null;
  onToggle: (attendee: TAttendee, isCheckedIn: boolean) => void;
  pagination: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/** Renders the table. */
export function AttendeesTable({
  attendees,
  isLoading,
  busyTicketId,
  onToggle,
  pagination,
}: AttendeesTableProps) {
  return (
    <Table<TAttendee>
      rowKey="ticketId"
      loading={isLoading}
      dataSource={attendees}
      locale={{ emptyText: ATTENDANCE_MESSAGES.noAttendees }}
      pagination={{ ...pagination, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 760 }}
      columns={[
        {
          title: 'Checked in',
          width: 120,
          render: (_, row) => (
            <Checkbox
              checked={row.checkedInAt !== null}
              disabled={busyTicketId === row.ticketId}
              aria-label={`Checked in: ${row.attendeeName}`}
              onChange={(event) => onToggle(row, event.target.checked)}
            >
              {row.checkedInAt ? formatTime(row.checkedInAt) : ''}
            </Checkbox>
          ),
        },
        {
          title: 'Attendee',
          render: (_, row) => (
            <>
              <Typography.Text strong>{row.attendeeName}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{row.attendeeEmail}</Typography.Text>
              </div>
              {row.attendeeKind === 'nominee' && (
                <Tag style={{ marginTop: 4 }}>Substitute for {row.holderName}</Tag>
              )}
            </>
          ),
        },
        { title: 'Ticket', dataIndex: 'ticketNumber' },
        { title: 'Ticket type', dataIndex: 'ticketPrice' },
        {
          title: 'CPD credited to',
          render: (_, row) => row.cpdCreditedTo ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
      ]}
    />
  );
}
