/**
 * `/admin/audit` (issue 39 point 3, docs/audit-log.md): the tenant's audit log for global Admins —
 * filters (who, what, target, dates) kept in the URL, paged on the server, newest first; each target links to
 * its admin page; a record's changes (before and after where recorded) open in a drawer. The retention in
 * days is set here too. Others get a plain refusal (the server refuses them too).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Input,
  InputNumber,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE, AUDIT_RETENTION, canReadAuditLog, type TAuditEntry } from '@portal/contracts';
import { LoadError } from '../../../shared/components/LoadError';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { toAccessSubject, useAccount } from '../../../session/session-queries';
import { useTenant } from '../../../session/tenant-context';
import {
  parseSearchParams,
  ZListSearchParams,
  zPositiveParam,
  zTextParam,
} from '../../../shared/search-params';
import { formatDateTime, toIsoDay } from '../../../shared/format';
import { AuditTable } from '../components/AuditTable';
import { useAuditLog, useAuditSettings, useSaveAuditSettings } from '../queries';

/** Target types an audit record can name (the target filter's choices). */
const TARGET_TYPES = [
  'community',
  'user',
  'event',
  'content',
  'announcement',
  'faq',
  'category',
  'tag',
  'server-value',
  'post',
  'comment',
  'meeting',
  'folder',
  'asset',
  'invoice',
  'audit-settings',
];

/** The audit log for global Admins. */
export default function AuditLogPage() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (account.isLoadingError)
    return <LoadError message="Failed to load your account" onRetry={() => account.refetch()} />;
  if (!canReadAuditLog(toAccessSubject(account.data)))
    return (
      <Result status="403" title="Audit log" subTitle="Only global administrators can see the audit log." />
    );
  return <AuditLog />;
}

const ZAuditSearchParams = ZListSearchParams.extend({
  actorId: zTextParam,
  action: zTextParam,
  targetType: zTextParam,
  targetId: zTextParam,
  from: zTextParam,
  to: zTextParam,
  pageSize: zPositiveParam(AUDIT_PAGE.defaultSize),
});

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function AuditLog() {
  const { wording } = useTenant();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSearchParams(ZAuditSearchParams, searchParams);
  const filters = { ...state, pageSize: Math.min(AUDIT_PAGE.maxSize, state.pageSize) };
  const list = useAuditLog(filters);
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const [targetDraft, setTargetDraft] = useState(state.targetId);

  /** Sets URL parameters (empty removes) and returns to page 1 unless the page is what changes. */
  const update = (values: Record<string, string | number | undefined>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (!('page' in values)) next.delete('page');
      for (const [key, value] of Object.entries(values))
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      return next;
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Audit log
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every change staff made in this organisation, newest first: who, when, what, the target and the
        changed fields. Records cannot be changed or deleted; they are kept for the retention period below.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }} align="end">
        <label>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            What
          </Typography.Text>
          <Select
            aria-label="Action"
            allowClear
            showSearch
            placeholder="Any action"
            style={{ width: 320 }}
            value={state.action || undefined}
            options={(list.data?.actions ?? []).map((a) => ({ value: a, label: a }))}
            onChange={(value?: string) => update({ action: value })}
          />
        </label>
        <label>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            Target
          </Typography.Text>
          <Space.Compact>
            <Select
              aria-label="Target type"
              allowClear
              placeholder="Any type"
              style={{ width: 150 }}
              value={state.targetType || undefined}
              options={TARGET_TYPES.map((t) => ({ value: t, label: t }))}
              onChange={(value?: string) => update({ targetType: value })}
            />
            <Input.Search
              aria-label="Target id"
              placeholder="Target id"
              allowClear
              style={{ width: 200 }}
              value={targetDraft}
              maxLength={200}
              onChange={(e) => setTargetDraft(e.target.value)}
              onSearch={(value) => update({ targetId: value.trim() })}
            />
          </Space.Compact>
        </label>
        <label>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            When
          </Typography.Text>
          <DatePicker.RangePicker
            aria-label="Date range"
            value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
            onChange={(range) =>
              update({
                from: range?.[0] ? toIsoDay(range[0]) : undefined,
                to: range?.[1] ? toIsoDay(range[1]) : undefined,
              })
            }
          />
        </label>
        {state.actorId && (
          <Tag closable onClose={() => update({ actorId: undefined })} style={{ padding: '4px 8px' }}>
            Who: {list.data?.items.find((r) => r.actorId === state.actorId)?.actorName ?? state.actorId}
          </Tag>
        )}
      </Space>
      {list.isLoadingError ? (
        <LoadError message="Failed to load the audit log" onRetry={() => list.refetch()} />
      ) : (
        <AuditTable
          items={list.data?.items ?? []}
          total={list.data?.totalItemCount ?? 0}
          page={state.page}
          pageSize={filters.pageSize}
          loading={list.isFetching}
          communityWord={wording.community}
          onPage={(page, pageSize) => update({ page, pageSize })}
          onOpen={setOpen}
          onActor={(actorId) => update({ actorId })}
        />
      )}
      <Retention />
      <Drawer
        title={open ? `Record ${open.id}: ${open.action}` : ''}
        open={!!open}
        onClose={() => setOpen(null)}
        width={560}
      >
        {open && (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="When">{formatDateTime(open.at)}</Descriptions.Item>
              <Descriptions.Item label="Who">{open.actorName ?? open.actorId ?? '—'}</Descriptions.Item>
              {open.impersonatorId && (
                <Descriptions.Item label="Impersonated by">
                  {open.impersonatorName ?? open.impersonatorId}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Target">
                {open.targetType ? `${open.targetType} ${open.targetId ?? ''}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Address">{open.ip ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Request">{open.requestId ?? '—'}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
              Changes
            </Typography.Title>
            {open.changes ? (
              <Table
                size="small"
                pagination={false}
                rowKey="field"
                dataSource={Object.entries(open.changes).map(([field, c]) => ({ field, ...c }))}
                columns={[
                  { title: 'Field', dataIndex: 'field' },
                  { title: 'Before', key: 'before', render: (_, c) => show(c.before) },
                  { title: 'After', key: 'after', render: (_, c) => show(c.after) },
                ]}
              />
            ) : (
              <Typography.Paragraph type="secondary">No field changes were recorded.</Typography.Paragraph>
            )}
          </>
        )}
      </Drawer>
    </>
  );
}

/** The retention in days, editable. */
function Retention() {
  const settings = useAuditSettings();
  const save = useSaveAuditSettings();
  const [draft, setDraft] = useState<number | null>(null);
  if (!settings.data) return null;
  const value = draft ?? settings.data.retentionDays;
  return (
    <Space direction="vertical" style={{ marginTop: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Retention
      </Typography.Title>
      <Space>
        <InputNumber
          aria-label="Retention in days"
          min={AUDIT_RETENTION.minDays}
          max={AUDIT_RETENTION.maxDays}
          value={value}
          onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
          addonAfter="days"
        />
        <Button
          type="primary"
          loading={save.isPending}
          disabled={value === settings.data.retentionDays}
          onClick={() => save.mutate({ retentionDays: value }, { onSuccess: () => setDraft(null) })}
        >
          Save retention
        </Button>
      </Space>
      {save.error && <Alert type="error" showIcon message="The retention could not be saved." />}
    </Space>
  );
}
