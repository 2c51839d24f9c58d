/**
 * `/admin/settings` (spec 000 §2 General routes): the server values table (spec 000 §3 Server value: key, value;
 * §7 list/search, create, update, delete). Tenant administrators only (`canManageServerValues`; the server
 * answers 403 otherwise). Search is debounced and sent to the server (`keyword`); deletes are confirmed.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import {
  canManageServerValues,
  SERVER_VALUE_LIMITS,
  SERVER_VALUE_MESSAGES as M,
  ZCreateServerValueBody,
  ZUpdateServerValueBody,
  type TServerValue,
} from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { usePermissionSubject } from '../../../session/use-permission-subject';
import { formatDate } from '../../../shared/format';
import { zodRule } from '../../../shared/form-rules';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { EditDeleteButtons } from '../../../shared/components/EditDeleteButtons';
import { FormModal } from '../../../shared/components/FormModal';
import { SearchBox } from '../../../shared/components/SearchBox';
import { tableEmptyText } from '../../../shared/components/table-empty';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useServerValueMutation, useServerValues } from '../queries';

type ValueForm = { key: string; value: string };

/** Renders the page. */
export default function ServerValuesPage() {
  const subject = usePermissionSubject();
  const title = (
    <Typography.Title level={1} style={{ fontSize: 28 }}>
      Settings
    </Typography.Title>
  );
  if (!subject) return <PageSpinner />;
  if (!canManageServerValues(subject))
    return (
      <>
        {title}
        <Alert type="warning" showIcon title={M.forbidden} />
      </>
    );
  return (
    <>
      {title}
      <ServerValuesTable />
    </>
  );
}

function ServerValuesTable() {
  const { message, modal, notification } = useApp();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const list = useServerValues(debounced);
  const mutate = useServerValueMutation();
  const [editing, setEditing] = useState<TServerValue | 'new' | null>(null);

  const handleSave = (values: ValueForm) =>
    mutate.mutate(
      editing === 'new' || !editing
        ? { kind: 'create', key: values.key.trim(), value: values.value }
        : { kind: 'update', id: editing.id, value: values.value },
      {
        onSuccess: () => {
          void message.success(M.saved);
          setEditing(null);
        },
        onError: (error) =>
          notification.error({
            title: 'Error during saving',
            description: errorMessage(error, 'An error occurred'),
          }),
      },
    );

  const confirmDelete = (row: TServerValue) =>
    modal.confirm({
      title: `Delete ${row.key}?`,
      content: 'Anything that reads this value falls back to its default.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        mutate.mutateAsync({ kind: 'delete', id: row.id }).then(
          () => void message.success(M.deleted),
          (error: unknown) =>
            notification.error({
              title: 'Error during deleting',
              description: errorMessage(error, 'An error occurred'),
            }),
        ),
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          Server values
        </Typography.Title>
        <Space wrap>
          <SearchBox
            label="Search server values"
            placeholder="Search by key or value"
            value={keyword}
            onChange={setKeyword}
            style={{ width: 280 }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add value
          </Button>
        </Space>
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert message={M.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TServerValue>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.serverValues ?? []}
          locale={{
            emptyText: tableEmptyText(
              list.isPending,
              debounced ? 'No server values found' : 'No server values yet',
            ),
          }}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          columns={[
            {
              title: 'Key',
              dataIndex: 'key',
              render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
            },
            {
              title: 'Value',
              dataIndex: 'value',
              render: (v: string) => (
                <Typography.Text style={{ wordBreak: 'break-word' }}>{v}</Typography.Text>
              ),
            },
            { title: 'Updated', dataIndex: 'updatedAt', render: (v: string) => formatDate(v) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, row) => (
                <EditDeleteButtons
                  name={row.key}
                  onEdit={() => setEditing(row)}
                  onDelete={() => confirmDelete(row)}
                />
              ),
            },
          ]}
        />
      )}
      <FormModal<ValueForm>
        open={editing !== null}
        title={editing === 'new' ? 'Add server value' : 'Edit server value'}
        isSaving={mutate.isPending}
        initialValues={
          editing && editing !== 'new' ? { key: editing.key, value: editing.value } : { key: '', value: '' }
        }
        onSave={handleSave}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="key"
          label="Key"
          required
          rules={editing === 'new' ? [zodRule(ZCreateServerValueBody.shape.key)] : []}
        >
          <Input maxLength={SERVER_VALUE_LIMITS.keyMax} disabled={editing !== 'new'} />
        </Form.Item>
        <Form.Item name="value" label="Value" required rules={[zodRule(ZUpdateServerValueBody.shape.value)]}>
          <Input.TextArea rows={4} maxLength={SERVER_VALUE_LIMITS.valueMax} />
        </Form.Item>
      </FormModal>
    </>
  );
}
