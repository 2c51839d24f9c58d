/**
 * The admin members page, /admin/{word}/:id/members (spec 001 §2 Community administration "Members" and
 * "Removed members", §5 Add members and Role change, §6, §8 Members messages): a header with the
 * community, a paged table (10 per page) with a 500 ms debounced search, row actions (Approve, Decline,
 * Change role, Remove; 'Return to community' for removed members) and the Add members modal. The view
 * (`view=removed`), page and keyword live in the URL.
 */
import { useState } from 'react';
import { Alert, Avatar, Button, Popconfirm, Segmented, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  COMMUNITY_ADMIN_MESSAGES,
  type TCommunityDetail,
  type TMember,
  type TMemberRole,
  type TMemberStatus,
} from '@portal/contracts';
import { useUrlKeyword } from '../../../shared/use-url-keyword';
import { SearchBox } from '../../../shared/components/SearchBox';
import { AddMembersModal } from '../components/AddMembersModal';
import { ChangeRoleModal } from '../components/ChangeRoleModal';
import { canActOnMember, offeredRoles } from '../member-rules';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  useAddMembers,
  useAdminCommunity,
  useAdminMembers,
  useMemberChange,
  type MemberChange,
} from '../queries';
import { useAdminWording } from '../use-admin-wording';
import { MemberAnswersModal } from '../components/MemberAnswersModal';
import { useMessagedRun } from '../use-messaged-run';
import { useCommunityAdmin } from './community/CommunityAdminLayout';
import { countLabel } from '../../../shared/count-label';
import { parseSearchParams, ZListSearchParams, zTextParam } from '../../../shared/search-params';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { tableEmptyText } from '../../../shared/components/table-empty';
import { UserCell } from '../components/UserCell';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';

const M = COMMUNITY_ADMIN_MESSAGES;
const ACTIVE_STATUSES: readonly TMemberStatus[] = ['Awaiting', 'Joined'];
const REMOVED_STATUSES: readonly TMemberStatus[] = ['Removed'];
const STATUS_LABELS: Record<TMemberStatus, string> = {
  Awaiting: 'Awaiting approval',
  Joined: 'Joined',
  Blocked: 'Blacklisted',
  Removed: 'Removed',
};

/** Formats a shown date as 'MMMM D, YYYY' (spec 001 §9). */
export function formatJoinedDate(iso: string | null | undefined): string {
  return formatDate(iso);
}

/** The list state in the URL: `view` (members or removed), page and keyword `q`. */
const ZMembersSearchParams = ZListSearchParams.extend({ view: zTextParam, q: zTextParam });

/** Renders the members page of one community. */
export default function CommunityMembersPage() {
  const { id = '' } = useParams();
  const detail = useAdminCommunity(id);
  const { managementPath, Words } = useAdminWording();
  const { t } = useTranslation();
  return (
    <>
      <div>
        <Link to={managementPath}>
          <ArrowLeftOutlined /> Back to {Words.toLowerCase()} management
        </Link>
      </div>
      {detail.isPending ? (
        <Skeleton avatar active paragraph={{ rows: 1 }} style={{ marginTop: 16 }} />
      ) : detail.isLoadingError ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title={
            detail.error && 'status' in detail.error && detail.error.status === 404
              ? t('words.notFoundDot')
              : t('words.fetchFailed')
          }
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <MembersArea detail={detail.data} />
      )}
    </>
  );
}

function CommunityHeader({ detail }: { detail: TCommunityDetail }) {
  const { placeholderImageUrl, Word } = useAdminWording();
  const { community } = detail;
  return (
    <Space align="center" size="middle" style={{ margin: '16px 0' }} wrap>
      <Avatar shape="square" size={64} src={community.imageUrl ?? placeholderImageUrl} alt="" />
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {community.name} {community.isArchived && <Tag>Archived</Tag>}
        </Typography.Title>
        <Typography.Text type="secondary">
          {community.isPublic ? `Open ${Word.toLowerCase()}` : `Private ${Word.toLowerCase()}`} ·{' '}
          <TeamOutlined /> {countLabel(community.membersCount, 'member')}
        </Typography.Text>
      </div>
    </Space>
  );
}

/**
 * The Members (or, with `removed`, Removed members at `deleted-members`) page inside a community's admin
 * area (issue 14): the same table without its own header, the sidebar showing the community.
 */
export function MembersRoute({ removed = false }: { removed?: boolean }) {
  const { detail } = useCommunityAdmin();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {removed ? 'Removed members' : 'Members'}
      </Typography.Title>
      <MembersArea detail={detail} fixedView={removed ? 'removed' : 'members'} />
    </>
  );
}

function MembersArea({ detail, fixedView }: { detail: TCommunityDetail; fixedView?: 'members' | 'removed' }) {
  const communityId = detail.community.id;
  const permissions = detail.permissions;
  const [params, setParams] = useSearchParams();
  const { view, page, q: urlKeyword } = parseSearchParams(ZMembersSearchParams, params);
  const isRemovedView = fixedView ? fixedView === 'removed' : view === 'removed';
  const [answersOf, setAnswersOf] = useState<TMember | null>(null);
  const { t } = useTranslation();
  const [draft, setDraft] = useUrlKeyword(urlKeyword, 'q', ADMIN_SEARCH_DEBOUNCE_MS);
  const statuses = isRemovedView ? REMOVED_STATUSES : ACTIVE_STATUSES;
  const list = useAdminMembers(communityId, statuses, page, urlKeyword);
  const change = useMemberChange(communityId);
  const add = useAddMembers(communityId);
  const [roleTarget, setRoleTarget] = useState<TMember | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);

  const updateParams = (edit: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        edit(next);
        return next;
      },
      { replace },
    );

  const run = useMessagedRun<MemberChange>(change.mutateAsync);
  const runAdd = useMessagedRun<string[]>(add.mutateAsync);

  const handleAdd = async (userIds: string[]) => {
    const ok = await runAdd(userIds, M.successfullyUpdated, M.addFailed);
    if (ok) setIsAddOpen(false);
    return ok;
  };

  const handleRoleSave = async (role: TMemberRole) => {
    if (!roleTarget) return;
    const ok = await run(
      { kind: 'role', userId: roleTarget.userId, role },
      M.successfullyUpdated,
      M.roleFailed,
    );
    if (ok) setRoleTarget(null);
  };

  const nameOf = (m: TMember) => `${m.firstName} ${m.lastName}`.trim();
  const renderActions = (member: TMember) => {
    const can = (action: Parameters<typeof canActOnMember>[2]) => canActOnMember(permissions, member, action);
    const name = nameOf(member);
    return (
      <Space wrap size={4}>
        {member.isHaveAnswers && (
          <Button size="small" aria-label={`View answers of ${name}`} onClick={() => setAnswersOf(member)}>
            View answers
          </Button>
        )}
        {can('approve') && (
          <Button
            size="small"
            type="primary"
            aria-label={`Approve ${name}`}
            onClick={() =>
              void run({ kind: 'join', userId: member.userId }, M.successfullyUpdated, M.approveFailed)
            }
          >
            Approve
          </Button>
        )}
        {can('decline') && (
          <Popconfirm
            title={`Decline the request of ${name}?`}
            okText="Decline"
            onConfirm={() =>
              run({ kind: 'remove', userId: member.userId }, M.successfullyUpdated, M.removeFailed)
            }
          >
            <Button size="small" aria-label={`Decline ${name}`}>
              Decline
            </Button>
          </Popconfirm>
        )}
        {can('role') && (
          <Button size="small" aria-label={`Change role of ${name}`} onClick={() => setRoleTarget(member)}>
            Change role
          </Button>
        )}
        {can('remove') && (
          <Popconfirm
            title={t('words.removeFrom', { name })}
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              run({ kind: 'remove', userId: member.userId }, M.removedSuccessfully, M.removeFailed)
            }
          >
            <Button size="small" danger aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Popconfirm>
        )}
        {can('return') && (
          <Popconfirm
            title={t('words.returnTo', { name })}
            okText="Return"
            onConfirm={() =>
              run({ kind: 'join', userId: member.userId }, M.successfullyUpdated, M.returnFailed)
            }
          >
            <Button size="small" aria-label={t('words.returnToLabel', { name })}>
              {t('words.returnButton')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

  return (
    <>
      {!fixedView && <CommunityHeader detail={detail} />}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space wrap>
          {!fixedView && (
            <Segmented
              aria-label="Members view"
              value={isRemovedView ? 'removed' : 'members'}
              onChange={(value) =>
                updateParams((next) => {
                  if (value === 'removed') next.set('view', 'removed');
                  else next.delete('view');
                  next.delete('page');
                })
              }
              options={[
                { value: 'members', label: 'Members' },
                { value: 'removed', label: 'Removed members' },
              ]}
            />
          )}
          <SearchBox
            label="Search members"
            placeholder="Search by name or email"
            value={draft}
            onChange={setDraft}
            style={{ width: 280 }}
          />
        </Space>
        {permissions.communityAddMember && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setIsAddOpen(true)}>
            Add members
          </Button>
        )}
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert
          message="Failed to load members"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<TMember>
          rowKey="userId"
          loading={list.isFetching}
          dataSource={list.data?.members ?? []}
          locale={{
            emptyText: tableEmptyText(
              list.isPending,
              isRemovedView ? 'No removed members yet' : 'No members yet',
            ),
          }}
          pagination={{
            current: page,
            pageSize: ADMIN_PAGE_SIZE,
            total: list.data?.totalItemCount ?? 0,
            showSizeChanger: false,
            onChange: (next) =>
              updateParams((copy) => {
                if (next > 1) copy.set('page', String(next));
                else copy.delete('page');
              }),
          }}
          scroll={{ x: 760 }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_v, member) => (
                <UserCell
                  avatarUrl={member.avatarUrl}
                  firstName={member.firstName}
                  name={nameOf(member)}
                  email={member.email}
                />
              ),
            },
            { title: 'Role', dataIndex: 'role', key: 'role' },
            {
              title: 'Status',
              key: 'status',
              render: (_v, member) => (
                <Tag color={member.status === 'Awaiting' ? 'gold' : undefined}>
                  {STATUS_LABELS[member.status]}
                </Tag>
              ),
            },
            {
              title: 'Joined date',
              key: 'joinedAt',
              render: (_v, member) =>
                member.status === 'Awaiting' ? '—' : formatJoinedDate(member.joinedAt),
            },
            { title: 'Actions', key: 'actions', render: (_v, member) => renderActions(member) },
          ]}
        />
      )}
      <ChangeRoleModal
        member={roleTarget}
        roles={offeredRoles(permissions)}
        isSaving={change.isPending}
        onSave={(role) => void handleRoleSave(role)}
        onClose={() => setRoleTarget(null)}
      />
      <MemberAnswersModal communityId={communityId} member={answersOf} onClose={() => setAnswersOf(null)} />
      <AddMembersModal
        open={isAddOpen}
        communityId={communityId}
        isSaving={add.isPending}
        onAdd={handleAdd}
        onClose={() => setIsAddOpen(false)}
      />
    </>
  );
}
