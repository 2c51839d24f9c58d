/**
 * The cross-community moderation queue (issue 14; docs/api-community-admin.md): pending posts, reported
 * posts and reported comments of every community the caller moderates, with the same actions as inside a
 * community (approve/decline, archive after report, delete comment, decline reports). Route
 * `/admin/{word}-moderation` (e.g. /admin/community-moderation).
 */
import { Tabs, Typography } from 'antd';
import { COMMUNITY_PERMISSION_FLAGS, type TCommunityPermissions } from '@portal/contracts';
import { PostsList } from '../components/moderation/PostsList';
import { QueryBody } from '../components/QueryBody';
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
      <QueryBody query={queue} failure="Failed to load the moderation queue">
        {(data) => (
          <Tabs
            items={[
              {
                key: 'pending',
                label: `Posts pending approval (${data.totals.pendingPosts})`,
                children: (
                  <PostsList
                    posts={data.pendingPosts}
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
                label: `Reported posts (${data.totals.reportedPosts})`,
                children: <ReportedPostsList posts={data.reportedPosts} permissions={ALL} />,
              },
              {
                key: 'comments',
                label: `Reported comments (${data.totals.reportedComments})`,
                children: <ReportedCommentsList comments={data.reportedComments} permissions={ALL} />,
              },
            ]}
          />
        )}
      </QueryBody>
    </>
  );
}
