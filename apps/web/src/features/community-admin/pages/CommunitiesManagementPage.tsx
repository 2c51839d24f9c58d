/**
 * Global community administration, /admin/{word}s-management (spec 001 §2 "Global community administration"):
 * the Communities tab (generalCommunities) — a table of every community with search (debounced 500 ms) and server paging (10 per
 * page), 'Create community' for whoever `canCreateCommunity` allows (global Admin, spec 000 §6) and a
 * 'Manage' action per row that opens the community's admin About page (`/admin/{word}/{id}/about`). Page and keyword live in the URL (`page`, `q`).
 */
import { useState } from 'react';
import { Avatar, Button, Space, Table, Tag } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { canCreateCommunity, type TCommunityListItem } from '@portal/contracts';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useAccount } from '../../../session/session-queries';
import { useUrlKeyword } from '../../../shared/use-url-keyword';
import { SearchBox } from '../../../shared/components/SearchBox';
import { CommunityFormModal } from '../components/CommunityFormModal';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  aliasExists,
  useAdminCommunities,
  useCategoryTree,
  useCreateCommunity,
  useTagOptions,
} from '../queries';
import { useAdminWording } from '../use-admin-wording';
import { parseSearchParams, ZListSearchParams, zTextParam } from '../../../shared/search-params';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { tableEmptyText } from '../../../shared/components/table-empty';
import { fixedPagination } from '../../../shared/table-pagination';
import { useTranslation } from 'react-i18next';

/** The list state in the URL: page and keyword `q`. */
const ZCommunitiesSearchParams = ZListSearchParams.extend({ q: zTextParam });

/** Renders the Communities tab (inside {@link GlobalAdminLayout}, which draws the title and the tab bar). */
export default function CommunitiesManagementPage() {
  const { Word, Words } = useAdminWording();
  return <CommunitiesTab Word={Word} Words={Words} />;
}

function CommunitiesTab({ Word, Words }: { Word: string; Words: string }) {
  const { message, notification } = useApp();
  const { communityRoot, placeholderImageUrl } = useAdminWording();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, q: urlKeyword } = parseSearchParams(ZCommunitiesSearchParams, params);
  const [draft, setDraft] = useUrlKeyword(urlKeyword, 'q', ADMIN_SEARCH_DEBOUNCE_MS);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const account = useAccount();
  const canCreate = account.data ? canCreateCommunity(account.data) : false;
  const list = useAdminCommunities(page, urlKeyword);
  const categories = useCategoryTree(isFormOpen);
  const tags = useTagOptions(isFormOpen);
  const create = useCreateCommunity();

  const setPage = (next: number) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  const handleSubmit = async (form: FormData) => {
    try {
      await create.mutateAsync(form);
      void message.success('Successfully saved!');
      return true;
    } catch (error) {
      notification.error({
        title: t('words.createFailed'),
        description: errorMessage(error, 'An error occurred'),
      });
      return isApiError(error) && error.errors ? error.errors : false;
    }
  };

  const rows = list.data?.communities ?? [];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <SearchBox
          label={`Search ${Words.toLowerCase()}`}
          placeholder="Search by name"
          value={draft}
          onChange={setDraft}
          style={{ width: 320 }}
        />
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsFormOpen(true)}>
            Create {Word.toLowerCase()}
          </Button>
        )}
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert
          message={`Failed to load ${Words.toLowerCase()}`}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<TCommunityListItem>
          rowKey={(row) => row.community.id}
          loading={list.isFetching}
          dataSource={rows}
          locale={{ emptyText: tableEmptyText(list.isPending, `No ${Words.toLowerCase()} found`) }}
          pagination={fixedPagination(page, ADMIN_PAGE_SIZE, list.data?.totalItemCount ?? 0, setPage)}
          scroll={{ x: 720 }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_value, { community }) => (
                <Space>
                  <Avatar shape="square" src={community.imageUrl ?? placeholderImageUrl} alt="" />
                  <span>{community.name}</span>
                </Space>
              ),
            },
            { title: 'Alias', key: 'alias', render: (_v, { community }) => community.alias },
            {
              title: 'Privacy',
              key: 'privacy',
              render: (_v, { community }) => (community.isPublic ? 'Public' : 'Private'),
            },
            {
              title: 'Members',
              key: 'members',
              align: 'right',
              render: (_v, { community }) => community.membersCount,
            },
            {
              title: 'Status',
              key: 'status',
              render: (_v, { community }) => (community.isArchived ? <Tag>Archived</Tag> : null),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, { community }) => (
                <Link
                  to={`${communityRoot}/${encodeURIComponent(community.id)}/about`}
                  aria-label={`Manage ${community.name}`}
                >
                  Manage
                </Link>
              ),
            },
          ]}
        />
      )}
      <CommunityFormModal
        open={isFormOpen}
        Word={Word}
        categories={categories.data?.communityCategories ?? []}
        isCategoriesLoading={categories.isPending && isFormOpen}
        tags={tags.data?.tags ?? []}
        checkAlias={async (alias) => (await aliasExists(alias)).exists}
        onSubmit={handleSubmit}
        onClose={() => setIsFormOpen(false)}
      />
    </>
  );
}
