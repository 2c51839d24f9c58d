/**
 * The admin user list (issue "Foundation"): name, email, member number, contact types, role name, and per
 * row a 'Sign in as' button when the viewer may impersonate that user (never on administrators' rows,
 * issue 10 §12) and a confirmed 'Sign out everywhere' when the viewer may end sessions (issue 10 §7).
 */
import { Button, Flex, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { UserRole, type TUserRole } from '@portal/contracts';
import type { AdminUser } from '../queries';

const ROLE_NAMES: Record<TUserRole, string> = {
  [UserRole.Standard]: 'Standard',
  [UserRole.Admin]: 'Admin',
  [UserRole.WorkSpaceOwner]: 'Workspace owner',
  [UserRole.Manager]: 'Manager',
};

/** Props of {@link UsersTable}. */
export interface UsersTableProps {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  isLoading: boolean;
  /** Whether the viewer may impersonate at all (shows the Actions column). */
  canImpersonate: boolean;
  /** Whether the viewer may sign in as this row's user (`canImpersonateUser`); the button is hidden otherwise. */
  mayImpersonate: (user: AdminUser) => boolean;
  /** Whether the viewer may end every session of a user (global Admin). */
  canEndSessions: boolean;
  /** Id of the row whose impersonation is in progress. */
  impersonatingId: string | null;
  /** Id of the row whose sessions are being ended. */
  endingSessionsId: string | null;
  onPageChange: (page: number, pageSize: number) => void;
  onImpersonate: (user: AdminUser) => void;
  /** Called after the viewer confirmed "Sign out everywhere" for the user. */
  onEndSessions: (user: AdminUser) => void;
}

/** Renders the paginated table. */
export function UsersTable(props: UsersTableProps) {
  const {
    users,
    total,
    page,
    pageSize,
    isLoading,
    canImpersonate,
    mayImpersonate,
    canEndSessions,
    impersonatingId,
    endingSessionsId,
    onPageChange,
    onImpersonate,
    onEndSessions,
  } = props;
  const columns: TableColumnsType<AdminUser> = [
    { title: 'Name', key: 'name', render: (_, user) => `${user.firstName} ${user.lastName}` },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Member number',
      dataIndex: 'memberNum',
      key: 'memberNum',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: 'Contact types',
      dataIndex: 'contactTypes',
      key: 'contactTypes',
      render: (types: string[]) => (
        <Flex gap={4} wrap>
          {types.map((type) => (
            <Tag key={type}>{type}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      render: (role: TUserRole) => ROLE_NAMES[role] ?? String(role),
    },
  ];
  if (canImpersonate || canEndSessions) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <Space wrap>
            {mayImpersonate(user) && (
              <Button
                size="small"
                onClick={() => onImpersonate(user)}
                loading={impersonatingId === user.id}
                aria-label={`Sign in as ${name}`}
              >
                Sign in as
              </Button>
            )}
            {canEndSessions && (
              <Popconfirm
                title="Sign out everywhere?"
                description={`${name} will be signed out on every device and must sign in again.`}
                okText="Sign out everywhere"
                okButtonProps={{ danger: true }}
                onConfirm={() => onEndSessions(user)}
              >
                <Button
                  size="small"
                  danger
                  loading={endingSessionsId === user.id}
                  aria-label={`Sign out ${name} everywhere`}
                >
                  Sign out everywhere
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    });
  }
  return (
    <Table<AdminUser>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={isLoading}
      scroll={{ x: true }}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, onChange: onPageChange }}
    />
  );
}
