/**
 * `/admin/announcement` (spec 000 §2; spec 001 §2 "Announcement: a table plus 'Create announcement'"): every
 * announcement with its date range, audience and state; 'Create announcement', edit, activate / deactivate
 * (only one active at a time, §4) and delete after confirmation. Needs generalAnnouncements
 * (`canManageAnnouncements`; the server answers 403 otherwise). Messages of §8.
 */
import { useState } from 'react';
import { Alert, Button, Empty, Space, Switch, Table, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  ANNOUNCEMENT_MESSAGES as M,
  canManageAnnouncements,
  type TAdminAnnouncement,
  type TAnnouncementBody,
} from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { usePermissionSubject } from '../../../session/use-permission-subject';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { AnnouncementFormModal } from '../components/AnnouncementFormModal';
import { useAdminAnnouncements, useAnnouncementMutation, useAnnouncementSegments } from '../queries';
import { formatDate, toIsoDay } from '../../../shared/format';

const shown = (date: string | null) => (date ? formatDate(date) : '—');
const bodyOf = (a: TAdminAnnouncement, isActive = a.isActive): TAnnouncementBody => ({
  title: a.title,
  description: a.description,
  link: a.link,
  startDate: a.startDate ?? toIsoDay(dayjs()),
  endDate: a.endDate ?? toIsoDay(dayjs().add(30, 'day')),
  isActive,
  segmentIds: a.segmentIds,
});

/** Renders the page. */
export default function AdminAnnouncementPage() {
  const subject = usePermissionSubject();
  const title = (
    <Typography.Title level={1} style={{ fontSize: 26 }}>
      Announcement
    </Typography.Title>
  );
  if (!subject) return <PageSpinner />;
  if (!canManageAnnouncements(subject))
    return (
      <>
        {title}
        <Alert type="warning" showIcon title="You do not have permission to edit announcements." />
      </>
    );
  return (
    <>
      {title}
      <AnnouncementsTable />
    </>
  );
}

function AnnouncementsTable() {
  const { message, modal, notification } = useApp();
  const list = useAdminAnnouncements();
  // The dialog is mounted only while open; the focus goes back to its opener app-wide
  // (shared/dialog-focus-return.ts, issue 42 point 2).
  const [editing, setEditing] = useState<TAdminAnnouncement | 'new' | null>(null);
  const segments = useAnnouncementSegments();
  const mutate = useAnnouncementMutation();
  const segmentName = new Map((segments.data ?? []).map((s) => [s.segmentId, s.segmentName]));

  const fail = (title: string) => (error: unknown) =>
    notification.error({ title, description: errorMessage(error, 'An error occurred') });

  const handleSave = (body: TAnnouncementBody) =>
    mutate.mutate(
      editing && editing !== 'new' ? { kind: 'update', id: editing.id, body } : { kind: 'create', body },
      {
        onSuccess: () => {
          void message.success('Successfully saved!');
          setEditing(null);
        },
        onError: fail(M.createFailed),
      },
    );

  const toggle = (a: TAdminAnnouncement, isActive: boolean) =>
    mutate.mutate(
      { kind: 'update', id: a.id, body: bodyOf(a, isActive) },
      { onSuccess: () => void message.success('Successfully updated'), onError: fail(M.activateFailed) },
    );

  const confirmDelete = (a: TAdminAnnouncement) =>
    modal.confirm({
      title: `Delete announcement ${a.title}?`,
      content: 'Members no longer see it. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        mutate
          .mutateAsync({ kind: 'delete', id: a.id })
          .then(() => void message.success('Successfuly deleted'), fail(M.deleteFailed)),
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Create announcement
        </Button>
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert message={M.fetchFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TAdminAnnouncement>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.announcements ?? []}
          locale={{
            emptyText: list.isPending ? (
              ' '
            ) : (
              <Empty description="No announcements yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ),
          }}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 760 }}
          columns={[
            {
              title: 'Title',
              key: 'title',
              render: (_v, a) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{a.title}</Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                    {a.description}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: 'Dates',
              key: 'dates',
              render: (_v, a) => `${shown(a.startDate)} – ${shown(a.endDate)}`,
            },
            {
              title: 'Audience',
              key: 'segments',
              render: (_v, a) =>
                a.segmentIds.length === 0
                  ? 'All members'
                  : a.segmentIds.map((id) => <Tag key={id}>{segmentName.get(id) ?? `Segment ${id}`}</Tag>),
            },
            {
              title: 'Status',
              key: 'isActive',
              render: (_v, a) => (
                <Space>
                  <Switch
                    checked={a.isActive}
                    aria-label={`${a.title} active`}
                    loading={
                      mutate.isPending && mutate.variables?.kind === 'update' && mutate.variables.id === a.id
                    }
                    onChange={(checked) => toggle(a, checked)}
                  />
                  {a.isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
                </Space>
              ),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, a) => (
                <Space>
                  <Button size="small" aria-label={`Edit ${a.title}`} onClick={() => setEditing(a)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${a.title}`}
                    onClick={() => confirmDelete(a)}
                  >
                    Delete
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <AnnouncementFormModal
          announcement={editing === 'new' ? null : editing}
          segments={segments.data ?? []}
          isSegmentsLoading={segments.isPending}
          isSaving={mutate.isPending}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
