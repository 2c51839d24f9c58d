/**
 * The admin user list (issue "Foundation"): name, email, member number, contact types, role name, and a
 * 'Sign in as' button per row when the viewer may impersonate that user (never on administrators' rows,
 * issue 10 §12).
 */
import { Button, Table, Tag, type TableColumnsType } from 'antd';
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
  /** Id of the row whose impersonation is in progress. */
  impersonatingId: string | null;
  onPageChange: (page: number, pageSize: number) => void;
  onImpersonate: (user: AdminUser) => void;
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
    impersonatingId,
    onPageChange,
    onImpersonate,
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
      render: (types: string[]) => types.map((type) => <Tag key={type}>{type}</Tag>),
    },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      render: (role: TUserRole) => ROLE_NAMES[role] ?? String(role),
    },
  ];
  if (canImpersonate) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, user) =>
        mayImpersonate(user) ? (
          <Button
            size="small"
            onClick={() => onImpersonate(user)}
            loading={impersonatingId === user.id}
            aria-label={`Sign in as ${user.firstName} ${user.lastName}`}
          >
            Sign in as
          </Button>
        ) : null,
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
