/**
 * All posts, Posts pending approval and Archived posts of one community (spec 001 §2: table or feed toggle;
 * All posts with a status filter; Archived posts with View post and Publish). The mode comes from the route;
 * page, status and view live in the URL.
 */
import { Segmented, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { PostStatus, type TPostStatus } from '@portal/contracts';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { PostsList } from '../../components/moderation/PostsList';
import { POST_STATUS_LABELS } from '../../components/moderation/PostActions';
import { useAdminPosts } from '../../moderation-queries';
import { useCommunityAdmin } from './CommunityAdminLayout';

/** Which list the route shows. */
export type PostsMode = 'all' | 'pending' | 'archive';

const TITLES: Record<PostsMode, string> = {
  all: 'All posts',
  pending: 'Posts pending approval',
  archive: 'Archived posts',
};
const STATUS_OPTIONS: Record<PostsMode, TPostStatus[]> = {
  all: [
    PostStatus.Published,
    PostStatus.WaitForApproval,
    PostStatus.Deleted,
    PostStatus.ArchivedDueToReported,
    PostStatus.Archived,
  ],
  pending: [PostStatus.WaitForApproval],
  archive: [PostStatus.Archived, PostStatus.ArchivedDueToReported],
};

/** Renders one of the three post lists. */
export function CommunityPostsPage({ mode }: { mode: PostsMode }) {
  const { detail } = useCommunityAdmin();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const view = params.get('view') === 'feed' ? 'feed' : 'table';
  const rawStatus = params.get('status');
  const options = STATUS_OPTIONS[mode];
  const chosen = options.find((s) => String(s) === rawStatus);
  const status: TPostStatus | undefined = mode === 'all' ? chosen : (chosen ?? options[0]);
  const list = useAdminPosts(detail.community.id, page, status);
  const set = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(key);
      else next.set(key, value);
      if (key !== 'page') next.delete('page');
      return next;
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {TITLES[mode]}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          aria-label="View"
          value={view}
          onChange={(v) => set('view', v === 'feed' ? 'feed' : null)}
          options={[
            { value: 'table', label: 'Table' },
            { value: 'feed', label: 'Feed' },
          ]}
        />
        {options.length > 1 && (
          <Select
            aria-label="Status"
            style={{ width: 220 }}
            allowClear={mode === 'all'}
            placeholder="All statuses"
            value={status}
            onChange={(v: TPostStatus | undefined) => set('status', v === undefined ? null : String(v))}
            options={options.map((s) => ({ value: s, label: POST_STATUS_LABELS[s] }))}
          />
        )}
      </Space>
      {list.isLoadingError ? (
        <LoadErrorAlert
          message="Error fetching post. Try again."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <PostsList
          posts={list.data?.posts ?? []}
          loading={list.isFetching}
          view={view}
          permissions={detail.permissions}
          emptyText="No posts yet"
          pagination={{
            current: page,
            total: list.data?.totalItemCount ?? 0,
            onChange: (next) => set('page', next > 1 ? String(next) : null),
          }}
        />
      )}
    </>
  );
}

/** Route: All posts. */
export function AllPostsRoute() {
  return <CommunityPostsPage mode="all" />;
}
/** Route: Posts pending approval. */
export function PendingPostsRoute() {
  return <CommunityPostsPage mode="pending" />;
}
/** Route: Archived posts. */
export function ArchivedPostsRoute() {
  return <CommunityPostsPage mode="archive" />;
}
