/**
 * Managers tab of the global community administration (spec 001 §2 'Add manager'; §5 "Manager and segment
 * search: at least 3 letters", "Other": adding a manager shows the user's existing community roles with a
 * warning and asks for confirmation, since a manager of all communities loses them; §6 "Managers are added by
 * admins by searching users"; §7 `api/v1/admin/account/admin`; §9 default role filter 3, 10 per page).
 */
import { useState } from 'react';
import { Button, Form, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useApp } from '../../../../shared/app-feedback';
import { UserAddOutlined } from '@ant-design/icons';
import {
  canAssignGlobalRole,
  GLOBAL_ADMIN_MESSAGES as M,
  UserRole,
  type TManager,
  type TUserSearchResult,
} from '@portal/contracts';
import { errorMessage } from '../../../../api/api-error';
import { usePermissionSubject } from '../../../../session/use-permission-subject';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { tableEmptyText } from '../../../../shared/components/table-empty';
import { fixedPagination } from '../../../../shared/table-pagination';
import { useDebouncedValue } from '../../../../shared/use-debounced-value';
import {
  fetchUserRelations,
  useAddManager,
  useManagerCandidates,
  useManagers,
  useRemoveManager,
} from '../../global-queries';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '../../queries';
import { useTranslation } from 'react-i18next';

const ROLE_NAMES: Record<number, string> = {
  [UserRole.Manager]: 'Manager',
  [UserRole.Admin]: 'Admin',
  [UserRole.WorkSpaceOwner]: 'Workspace owner',
};
const ROLES = [UserRole.Manager, UserRole.Admin, UserRole.WorkSpaceOwner] as const;

/** Renders the tab. */
export default function ManagersTab() {
  const { message, modal, notification } = useApp();
  const subject = usePermissionSubject();
  const [role, setRole] = useState<number>(UserRole.Manager);
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const list = useManagers(role, page);
  const remove = useRemoveManager();

  const confirmRemove = (manager: TManager) =>
    modal.confirm({
      title: `Remove ${manager.firstName} ${manager.lastName} as ${ROLE_NAMES[manager.role]}?`,
      content: 'They keep their account and become a standard user.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(manager.email).then(
          () => void message.success('Removed successfully!'),
          (error: unknown) =>
            notification.error({
              title: 'Error removing manager',
              description: errorMessage(error, 'An error occurred'),
            }),
        ),
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space wrap>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            Managers
          </Typography.Title>
          <Select
            aria-label="Role"
            value={role}
            style={{ width: 180 }}
            onChange={(next) => {
              setRole(next);
              setPage(1);
            }}
            options={ROLES.map((r) => ({ value: r, label: `${ROLE_NAMES[r]}s` }))}
          />
        </Space>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setIsAdding(true)}>
          Add manager
        </Button>
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert
          message="Failed to load managers"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<TManager>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.admins ?? []}
          locale={{ emptyText: tableEmptyText(list.isPending, 'No managers yet') }}
          pagination={{
            ...fixedPagination(page, ADMIN_PAGE_SIZE, list.data?.totalItemCount ?? 0, setPage),
            hideOnSinglePage: true,
          }}
          columns={[
            { title: 'Name', key: 'name', render: (_v, m) => `${m.firstName} ${m.lastName}` },
            { title: 'E-mail', dataIndex: 'email' },
            { title: 'Role', key: 'role', render: (_v, m) => <Tag>{ROLE_NAMES[m.role]}</Tag> },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, m) =>
                subject && canAssignGlobalRole(subject, m.role) ? (
                  <Button
                    size="small"
                    danger
                    aria-label={`Remove ${m.email}`}
                    onClick={() => confirmRemove(m)}
                  >
                    Remove
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {isAdding && <AddManagerModal onClose={() => setIsAdding(false)} />}
    </>
  );
}

/** The 'Add manager' modal: a user picker (≥ 3 characters, debounced) and the role to give. */
function AddManagerModal({ onClose }: { onClose: () => void }) {
  const { message, modal, notification } = useApp();
  const subject = usePermissionSubject();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const candidates = useManagerCandidates(debounced);
  const [user, setUser] = useState<TUserSearchResult | null>(null);
  const [role, setRole] = useState<number>(UserRole.Manager);
  const [isChecking, setIsChecking] = useState(false);
  const { t } = useTranslation();
  const add = useAddManager();
  const users = candidates.data?.users ?? [];

  const submit = () => {
    if (!user) return;
    add.mutate(
      { userEmail: user.registeredEmail, role: role as 1 | 2 | 3 },
      {
        onSuccess: () => {
          void message.success('Successfully saved!');
          onClose();
        },
        onError: (error) =>
          notification.error({
            title: 'Error adding manager',
            description: errorMessage(error, 'An error occurred'),
          }),
      },
    );
  };

  const handleOk = async () => {
    if (!user) return;
    if (role !== UserRole.Manager) return submit();
    setIsChecking(true);
    try {
      const { relations } = await fetchUserRelations(user.id);
      const roles = relations.filter((r) => r.role !== 'Member' || r.isBlocked);
      if (roles.length === 0) return submit();
      modal.confirm({
        title: t('words.managerHasRoles', { name: `${user.firstName} ${user.lastName}` }),
        content: (
          <>
            <p>{t('words.managerLosesRoles')}</p>
            <ul>
              {roles.map((r) => (
                <li key={r.community.id}>
                  {r.community.name}: {r.isBlocked ? 'Blacklisted' : r.role}
                </li>
              ))}
            </ul>
          </>
        ),
        okText: 'Add manager',
        onOk: submit,
      });
    } catch (error) {
      notification.error({
        title: 'Failed to load member roles',
        description: errorMessage(error, 'An error occurred'),
      });
    } finally {
      setIsChecking(false);
    }
  };

  const tooShort = keyword.trim().length > 0 && keyword.trim().length < 3;
  return (
    <Modal
      open
      title="Add manager"
      okText="Add"
      okButtonProps={{ disabled: !user }}
      confirmLoading={isChecking || add.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label="User"
          htmlFor="manager-user"
          validateStatus={tooShort ? 'warning' : undefined}
          help={tooShort ? M.searchMin : undefined}
        >
          <Select
            id="manager-user"
            showSearch
            filterOption={false}
            placeholder="Search by name or e-mail"
            onSearch={setKeyword}
            loading={candidates.isFetching}
            value={user?.id}
            onChange={(id) => setUser(users.find((u) => u.id === id) ?? null)}
            notFoundContent={debounced.length >= 3 && !candidates.isFetching ? 'Not found users' : null}
            options={users.map((u) => ({
              value: u.id,
              label: `${u.firstName} ${u.lastName} (${u.registeredEmail})`,
            }))}
          />
        </Form.Item>
        <Form.Item label="Role" htmlFor="manager-role">
          <Select
            id="manager-role"
            value={role}
            onChange={setRole}
            options={ROLES.filter((r) => subject && canAssignGlobalRole(subject, r)).map((r) => ({
              value: r,
              label: ROLE_NAMES[r],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
