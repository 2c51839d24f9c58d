/**
 * The cross-community moderation queue (issue 14; docs/api-community-admin.md): pending posts, reported
 * posts and reported comments of every community the caller moderates, with the same actions as inside a
 * community (approve/decline, archive after report, delete comment, decline reports). Route
 * `/admin/{word}-moderation` (e.g. /admin/community-moderation).
 */
import { Skeleton, Tabs, Typography } from 'antd';
import { COMMUNITY_PERMISSION_FLAGS, type TCommunityPermissions } from '@portal/contracts';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PostsList } from '../components/moderation/PostsList';
import { ReportedCommentsList, ReportedPostsList } from '../components/moderation/ReportedLists';
import { useModerationQueue } from '../moderation-queries';

/** The server sent only what the caller may decide, so the actions are offered for every listed item. */
const ALL = Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [f, true])) as TCommunityPermissions;
const PENDING_ONLY = { ...ALL, postEdit: false, postDelete: false };

/** Renders the moderation queue. */
export default function ModerationQueuePage() {
  const queue = useModerationQueue();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Moderation queue
      </Typography.Title>
      {queue.isPending ? (
        <Skeleton active />
      ) : queue.isLoadingError ? (
        <LoadErrorAlert
          message="Failed to load the moderation queue"
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <Tabs
          items={[
            {
              key: 'pending',
              label: `Posts pending approval (${queue.data.totals.pendingPosts})`,
              children: (
                <PostsList
                  posts={queue.data.pendingPosts}
                  loading={queue.isFetching}
                  view="table"
                  permissions={PENDING_ONLY}
                  emptyText="No posts yet"
                  showCommunity
                />
              ),
            },
            {
              key: 'posts',
              label: `Reported posts (${queue.data.totals.reportedPosts})`,
              children: <ReportedPostsList posts={queue.data.reportedPosts} permissions={ALL} />,
            },
            {
              key: 'comments',
              label: `Reported comments (${queue.data.totals.reportedComments})`,
              children: <ReportedCommentsList comments={queue.data.reportedComments} permissions={ALL} />,
            },
          ]}
        />
      )}
    </>
  );
}
