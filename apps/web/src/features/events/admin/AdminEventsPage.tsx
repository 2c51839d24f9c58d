/**
 * /admin/events (spec 000 §2, issue 4): the tenant's events with keyword and status filters, publish /
 * unpublish (with a confirmation), links to edit, to the registrations and to the attendance check-in.
 */
import { useState } from 'react';
import { Alert, Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { SearchBox } from '../../../shared/components/SearchBox';
import { fixedPagination } from '../../../shared/table-pagination';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { formatWallClock } from '../../../shared/format';
import { useAdminEvents, usePublishEvent } from '../queries';
import type { AdminEventRow } from './admin-types';

const PAGE_SIZE = 20;

/** Renders the admin event list. */
export default function AdminEventsPage() {
  const { message } = useApp();
  const [draft, setDraft] = useState('');
  const keyword = useDebouncedValue(draft.trim(), 500);
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const list = useAdminEvents({ page, size: PAGE_SIZE, keyword, status });
  const publish = usePublishEvent();

  const toggle = async (row: AdminEventRow) => {
    try {
      await publish.mutateAsync({ id: row.id, publish: !row.isPublished });
      void message.success(row.isPublished ? 'Event unpublished' : 'Event published');
    } catch (error) {
      void message.error(errorMessage(error, 'Could not change the event.'));
    }
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          Events
        </Typography.Title>
        <Link to="/admin/events/new">
          <Button type="primary" icon={<PlusOutlined />}>
            New event
          </Button>
        </Link>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Search events"
          placeholder="Search by title"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setPage(1);
          }}
          style={{ width: 320 }}
        />
        <Segmented
          aria-label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'All' },
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Draft' },
          ]}
        />
      </Space>
      {list.isLoadingError ? (
        <Alert type="error" title={errorMessage(list.error, 'Failed to load events')} />
      ) : (
        <Table<AdminEventRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.events ?? []}
          pagination={fixedPagination(page, PAGE_SIZE, list.data?.totalItems ?? 0, setPage)}
          scroll={{ x: 800 }}
          columns={[
            {
              title: 'Title',
              dataIndex: 'title',
              render: (title: string, row) => <Link to={`/admin/events/${row.id}`}>{title}</Link>,
            },
            {
              title: 'Starts',
              render: (_, row) => formatWallClock(row.startDateTime, row.startTimeZone),
            },
            { title: 'Type', dataIndex: 'type' },
            {
              title: 'Status',
              render: (_, row) => (row.isPublished ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>),
            },
            {
              title: 'Registrations',
              render: (_, row) => (
                <Link to={`/admin/events/${row.id}/registrations`}>{row.registrations}</Link>
              ),
            },
            {
              title: 'Attendance',
              render: (_, row) => (
                <Link to={`/admin/events/${row.id}/attendance`} aria-label={`Check-in for ${row.title}`}>
                  Check-in
                </Link>
              ),
            },
            {
              title: 'Actions',
              render: (_, row) => (
                <Popconfirm
                  title={row.isPublished ? 'Unpublish this event?' : 'Publish this event?'}
                  onConfirm={() => toggle(row)}
                >
                  <Button size="small">{row.isPublished ? 'Unpublish' : 'Publish'}</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
