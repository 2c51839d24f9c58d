/**
 * `/admin/account-closures` (issue 39 point 5, docs/members-data.md): the pending requests of members to close
 * their account, each with Approve (the account is anonymised and closed) and Decline. Tenant administrators
 * (`canAdministerMemberships`); the server checks every call.
 */
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { MEMBER_DATA_MESSAGES, type TAdminAccountClosure } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { formatDayTime } from '../../../shared/format';
import { useAdminClosures, useDecideClosure } from '../queries';

/** The pending requests, oldest first. */
export default function AccountClosuresPage() {
  const { message } = useApp();
  const list = useAdminClosures();
  const decide = useDecideClosure();
  const run = (id: string, decision: 'approve' | 'decline') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          void message.success(
            decision === 'approve' ? MEMBER_DATA_MESSAGES.approved : MEMBER_DATA_MESSAGES.declined,
          ),
        onError: (error) => void message.error(errorMessage(error, MEMBER_DATA_MESSAGES.decideFailed)),
      },
    );
  if (list.isLoadingError)
    return (
      <LoadError message="The closure requests could not be loaded." onRetry={() => void list.refetch()} />
    );
  return (
    <>
      <Typography.Title level={3}>Account closure requests</Typography.Title>
      <Table<TAdminAccountClosure>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: 'No pending requests' }}
        columns={[
          { title: 'Member', dataIndex: 'name' },
          { title: 'E-mail', dataIndex: 'email' },
          {
            title: 'Requested',
            dataIndex: 'requestedAt',
            render: (value: string) => formatDayTime(value),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_, row) => (
              <Space>
                <Popconfirm
                  title="Close this account?"
                  description="The profile is anonymised; posts stay under 'Former member'; invoices are kept."
                  okText="Approve"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => run(row.id, 'approve')}
                >
                  <Button danger aria-label={`Approve closure of ${row.name}`}>
                    Approve
                  </Button>
                </Popconfirm>
                <Button aria-label={`Decline closure of ${row.name}`} onClick={() => run(row.id, 'decline')}>
                  Decline
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
