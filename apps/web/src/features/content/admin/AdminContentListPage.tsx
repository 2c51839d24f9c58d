/**
 * /admin/resources (spec 000 §2; issue 5 authoring): tabs News, Resources and Members-only pages, each a
 * table of every item (drafts, scheduled and archived included) with search, paging, and actions Edit,
 * Publish, Archive, Unpublish and Delete (destructive ones confirmed first).
 */
import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { CONTENT_MESSAGES } from '../content-kinds';
import { formatContentDate } from '../../../shared/format';
import {
  ADMIN_PAGE_SIZE,
  isAuthoringCollection,
  useLifecycle,
  useManagedList,
  type AuthoringCollection,
  type LifecycleAction,
  type ManagedRow,
} from './admin-queries';
import { editorialStatus, statusColor } from './status';
import { parseSearchParams, ZListSearchParams, zTextParam } from '../../../shared/search-params';

const TABS: Array<{ key: AuthoringCollection; label: string; singular: string }> = [
  { key: 'news', label: 'News', singular: 'news item' },
  { key: 'resource', label: 'Resources', singular: 'resource' },
  { key: 'pages', label: 'Members-only pages', singular: 'page' },
];

const ACTION_DONE: Record<LifecycleAction, string> = {
  publish: 'Published',
  archive: 'Archived',
  unpublish: 'Moved back to draft',
  delete: 'Deleted',
};

/** The list state in the URL: tab (collection), page and keyword. */
const ZContentAdminSearchParams = ZListSearchParams.extend({ keyword: zTextParam });

/** Renders the content admin table. */
export default function AdminContentListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { message } = useApp();
  const tabParam = params.get('tab') ?? undefined;
  const collection: AuthoringCollection = isAuthoringCollection(tabParam) ? tabParam : 'news';
  const { page, keyword: search } = parseSearchParams(ZContentAdminSearchParams, params);
  const [keyword, setKeyword] = useState(search);
  const list = useManagedList(collection, page, search);
  const lifecycle = useLifecycle(collection);
  const tab = TABS.find((candidate) => candidate.key === collection) ?? TABS[0];

  const setQuery = (next: { tab?: string; page?: number; keyword?: string }) => {
    const merged = { tab: collection, page, keyword: search, ...next };
    const out: Record<string, string> = { tab: merged.tab };
    if (merged.page > 1) out.page = String(merged.page);
    if (merged.keyword) out.keyword = merged.keyword;
    setParams(out);
  };

  const run = (row: ManagedRow, action: LifecycleAction) =>
    lifecycle.mutate(
      { id: row.id, action },
      {
        onSuccess: () => message.success(`${ACTION_DONE[action]}: ${row.name}`),
        onError: (error) => message.error(errorMessage(error, CONTENT_MESSAGES.unknownError)),
      },
    );

  const columns = [
    {
      title: 'Title',
      dataIndex: 'name',
      render: (name: string, row: ManagedRow) => (
        <Link to={`/admin/resources/${collection}/${row.id}`}>{name}</Link>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 120,
      render: (status: string, row: ManagedRow) => {
        const label = editorialStatus(status, row.publishStartDate);
        return <Tag color={statusColor(label)}>{label}</Tag>;
      },
    },
    collection === 'pages'
      ? { title: 'Order', dataIndex: 'sort', width: 90 }
      : {
          title: 'Publish start',
          dataIndex: 'publishStartDate',
          width: 140,
          render: (value: string | null) => formatContentDate(value) || '—',
        },
    {
      title: 'Updated',
      dataIndex: 'dateUpdated',
      width: 140,
      render: (value: string | null, row: ManagedRow) => formatContentDate(value ?? row.dateCreated) || '—',
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 300,
      render: (_: unknown, row: ManagedRow) => {
        const label = editorialStatus(row.status, row.publishStartDate);
        return (
          <Space wrap size={4}>
            <Button size="small" onClick={() => void navigate(`/admin/resources/${collection}/${row.id}`)}>
              Edit
            </Button>
            {label === 'Draft' || label === 'Archived' ? (
              <Button size="small" type="primary" onClick={() => run(row, 'publish')}>
                Publish
              </Button>
            ) : (
              <Button size="small" onClick={() => run(row, 'unpublish')}>
                Unpublish
              </Button>
            )}
            {label !== 'Archived' && (
              <Popconfirm
                title={`Archive “${row.name}”?`}
                description="Members will no longer see it."
                okText="Archive"
                onConfirm={() => run(row, 'archive')}
              >
                <Button size="small">Archive</Button>
              </Popconfirm>
            )}
            <Popconfirm
              title={`Delete “${row.name}”?`}
              description="This cannot be undone."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => run(row, 'delete')}
            >
              <Button size="small" danger>
                Delete
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-content-heading">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <Typography.Title level={1} id="admin-content-heading" style={{ fontSize: 28, margin: 0, flex: 1 }}>
          Manage resources
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(`/admin/resources/${collection}/new`)}
        >
          New {tab.singular}
        </Button>
      </div>
      <Tabs
        activeKey={collection}
        onChange={(key) => {
          setKeyword('');
          setParams({ tab: key });
        }}
        items={TABS.map((candidate) => ({ key: candidate.key, label: candidate.label }))}
      />
      <Input.Search
        aria-label={`Search ${tab.label.toLowerCase()}`}
        placeholder={`Search ${tab.label.toLowerCase()}`}
        allowClear
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => setQuery({ keyword: value.trim(), page: 1 })}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {list.isLoadingError ? (
        <LoadError
          message={errorMessage(list.error, CONTENT_MESSAGES.unknownError)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<ManagedRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          columns={columns}
          scroll={{ x: 900 }}
          locale={{ emptyText: CONTENT_MESSAGES.noData }}
          pagination={{
            current: page,
            pageSize: ADMIN_PAGE_SIZE,
            total: list.data?.meta?.filterCount ?? 0,
            showSizeChanger: false,
            onChange: (next) => setQuery({ page: next }),
          }}
        />
      )}
    </section>
  );
}
