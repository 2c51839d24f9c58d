/** /admin/events/{id}/registrations: the event's tickets with member, status, nominee and requirements. */
import { useState } from 'react';
import { Alert, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { formatAud, formatDay } from '../../../shared/format';
import { useAdminEvent, useRegistrations } from '../queries';
import type { RegistrationRow } from './admin-types';

/** Renders the registrations table. */
export default function AdminRegistrationsPage() {
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const event = useAdminEvent(id);
  const list = useRegistrations(id, page);
  return (
    <>
      <Link to="/admin/events">← Events</Link>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Registrations{event.data ? `: ${event.data.title}` : ''}
      </Typography.Title>
      {list.isLoadingError ? (
        <Alert type="error" title={errorMessage(list.error, 'Failed to load registrations')} />
      ) : (
        <Table<RegistrationRow>
          rowKey="ticketId"
          loading={list.isFetching}
          dataSource={list.data?.registrations ?? []}
          pagination={{ current: page, pageSize: 50, total: list.data?.totalItems ?? 0, onChange: setPage }}
          scroll={{ x: 900 }}
          locale={{ emptyText: 'No registrations yet.' }}
          columns={[
            { title: 'Ticket', dataIndex: 'ticketNumber' },
            { title: 'Member', render: (_, r) => `${r.userFullName} (${r.email})` },
            {
              title: 'Price',
              render: (_, r) => `${r.ticketPrice} · ${r.amount === 0 ? 'Free' : formatAud(r.amount)}`,
            },
            {
              title: 'Status',
              render: (_, r) =>
                r.attendanceStatus === 'Active' ? <Tag color="green">Active</Tag> : <Tag>Removed</Tag>,
            },
            {
              title: 'Substitute',
              render: (_, r) => (r.nominee ? `${r.nominee.nomineeName} (${r.nominee.nomineeEmail})` : '—'),
            },
            {
              title: 'Requirements',
              render: (_, r) =>
                [r.dietaryRequirements?.join(', '), r.otherDietaryRequirement, r.accessibilityRequirement]
                  .filter(Boolean)
                  .join('; ') || '—',
            },
            { title: 'Registered', render: (_, r) => formatDay(r.createdAt) },
          ]}
        />
      )}
    </>
  );
}
