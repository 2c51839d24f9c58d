/**
 * The audit log table (issue 39 point 3): when, who (and the impersonating administrator), what, the target
 * (a link to its admin page where it has one) and the address; a row's "Changes" button opens its detail.
 */
import { Button, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import type { TAuditEntry } from '@portal/contracts';
import { formatDateTime } from '../../../shared/format';
import { auditTargetPath } from './audit-links';

interface Props {
  items: TAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  communityWord: string;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (entry: TAuditEntry) => void;
  onActor: (actorId: string) => void;
}

/** Paged on the server: `total` records, `page` of `pageSize`. */
export function AuditTable({
  items,
  total,
  page,
  pageSize,
  loading,
  communityWord,
  onPage,
  onOpen,
  onActor,
}: Props) {
  const columns: TableProps<TAuditEntry>['columns'] = [
    { title: 'When', dataIndex: 'at', key: 'at', render: (at: string) => formatDateTime(at), width: 190 },
    {
      title: 'Who',
      key: 'who',
      render: (_, r) => (
        <>
          {r.actorId ? (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onActor(r.actorId!)}>
              {r.actorName ?? r.actorId}
            </Button>
          ) : (
            '—'
          )}
          {r.impersonatorId && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              as impersonated by {r.impersonatorName ?? r.impersonatorId}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: 'What',
      dataIndex: 'action',
      key: 'action',
      render: (action: string) => <Typography.Text code>{action}</Typography.Text>,
    },
    {
      title: 'Target',
      key: 'target',
      render: (_, r) => {
        if (!r.targetType) return '—';
        const label = r.targetId ? `${r.targetType} ${r.targetId}` : r.targetType;
        const path = auditTargetPath(r.targetType, r.targetId, communityWord);
        return path ? <Link to={path}>{label}</Link> : label;
      },
    },
    { title: 'Address', dataIndex: 'ip', key: 'ip', render: (ip: string | null) => ip ?? '—' },
    {
      title: 'Changes',
      key: 'changes',
      render: (_, r) => (
        <Button size="small" onClick={() => onOpen(r)} aria-label={`Open record ${r.id}`}>
          {r.changes ? `${Object.keys(r.changes).length} field(s)` : 'Details'}
        </Button>
      ),
    },
  ];
  return (
    <Table<TAuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      scroll={{ x: 900 }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
        showTotal: (n) => `${n} record${n === 1 ? '' : 's'}`,
        onChange: onPage,
      }}
      locale={{ emptyText: 'No records match these filters.' }}
    />
  );
}
