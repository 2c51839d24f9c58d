/**
 * Blacklist (banned members) of one community (spec 001 §2): a table with search (10 per page), the
 * 'Blacklist user' modal, the reason edit (Save disabled when empty or unchanged) and 'Remove from
 * blacklist' after confirmation. communityBlacklist only (§6).
 */
import { useState } from 'react';
import { Alert, Button, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { StopOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { MODERATION_LIMITS, MODERATION_MESSAGES, type TBlockedUser } from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { tableEmptyText } from '../../../../shared/components/table-empty';
import { SearchBox } from '../../../../shared/components/SearchBox';
import { useUrlKeyword } from '../../../../shared/use-url-keyword';
import { BlacklistUserModal } from '../../components/BlacklistUserModal';
import { UserCell } from '../../components/UserCell';
import { useBlacklist, useBlacklistChange, type BlacklistChange } from '../../moderation-queries';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../queries';
import { useCommunityAdmin } from './CommunityAdminLayout';
import { formatDate } from '../../../../shared/format';

const M = MODERATION_MESSAGES;

/** Renders the Blacklist page. */
export default function BlacklistPage() {
  const { detail } = useCommunityAdmin();
  const id = detail.community.id;
  const { message, notification } = useApp();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const urlKeyword = params.get('q') ?? '';
  const [draft, setDraft] = useUrlKeyword(urlKeyword, 'q', ADMIN_SEARCH_DEBOUNCE_MS);
  const list = useBlacklist(id, page, urlKeyword);
  const change = useBlacklistChange(id);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [editing, setEditing] = useState<TBlockedUser | null>(null);
  const [reason, setReason] = useState('');

  if (!detail.permissions.communityBlacklist) return <Alert type="warning" showIcon title={M.forbidden} />;

  const run = async (c: BlacklistChange, success: string, failure: string) => {
    try {
      await change.mutateAsync(c);
      void message.success(success);
      return true;
    } catch (error) {
      notification.error({ title: failure, description: errorMessage(error, 'An error occurred') });
      return false;
    }
  };
  const name = (u: TBlockedUser) => `${u.firstName} ${u.lastName}`.trim();

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Blacklist
      </Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <SearchBox
          label="Search blacklist"
          placeholder="Search by name or email"
          value={draft}
          onChange={setDraft}
          style={{ width: 280 }}
        />
        <Button type="primary" icon={<StopOutlined />} onClick={() => setIsAddOpen(true)}>
          Blacklist user
        </Button>
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert
          message="Failed to load the blacklist"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<TBlockedUser>
          rowKey="userId"
          loading={list.isFetching}
          dataSource={list.data?.blockedUsers ?? []}
          locale={{ emptyText: tableEmptyText(list.isPending, 'No blacklisted users yet') }}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.totalItemCount ?? 0,
            showSizeChanger: false,
            onChange: (next) =>
              setParams((prev) => {
                const copy = new URLSearchParams(prev);
                if (next > 1) copy.set('page', String(next));
                else copy.delete('page');
                return copy;
              }),
          }}
          scroll={{ x: 700 }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_v, u) => (
                <UserCell avatarUrl={u.avatarUrl} firstName={u.firstName} name={name(u)} email={u.email} />
              ),
            },
            { title: 'Reason', dataIndex: 'reason', key: 'reason' },
            { title: 'Since', key: 'since', render: (_v, u) => formatDate(u.updatedAt) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, u) => (
                <Space wrap size={4}>
                  <Button
                    size="small"
                    aria-label={`Edit reason for ${name(u)}`}
                    onClick={() => {
                      setEditing(u);
                      setReason(u.reason);
                    }}
                  >
                    Edit reason
                  </Button>
                  <Popconfirm
                    title={`Take ${name(u)} off the blacklist?`}
                    okText="Remove"
                    onConfirm={() =>
                      run(
                        { kind: 'unblock', userIds: [u.userId] },
                        M.removedSuccessfully,
                        'Error during updating',
                      )
                    }
                  >
                    <Button size="small" aria-label={`Remove ${name(u)} from blacklist`}>
                      Remove from blacklist
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      <BlacklistUserModal
        open={isAddOpen}
        communityId={id}
        isSaving={change.isPending}
        onClose={() => setIsAddOpen(false)}
        onSave={async (userIds, why) => {
          const ok = await run({ kind: 'block', userIds, reason: why }, M.successfullyUpdated, M.banFailed);
          if (ok) setIsAddOpen(false);
          return ok;
        }}
      />
      <Modal
        open={editing !== null}
        title="Reason"
        okText="Save"
        okButtonProps={{ disabled: !reason.trim() || reason.trim() === editing?.reason }}
        confirmLoading={change.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void (async () => {
            if (!editing) return;
            if (
              await run(
                { kind: 'reason', userId: editing.userId, reason: reason.trim() },
                M.successfullyUpdated,
                'Error during updating',
              )
            )
              setEditing(null);
          })()
        }
      >
        <Input.TextArea
          aria-label="Reason"
          value={reason}
          maxLength={MODERATION_LIMITS.reasonMax}
          onChange={(e) => setReason(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Modal>
    </>
  );
}
