/**
 * Reported posts (postDelete) and Reported comments (commentDelete) of one community (spec 001 §2): the
 * collapsible lists with their reports and decisions, four states.
 */
import { Skeleton, Typography } from 'antd';
import { LoadErrorAlert } from '../../../../shared/components/LoadErrorAlert';
import { ReportedCommentsList, ReportedPostsList } from '../../components/moderation/ReportedLists';
import { useReportedComments, useReportedPosts } from '../../moderation-queries';
import { useCommunityAdmin } from './CommunityAdminLayout';

/** Route: Reported posts. */
export function ReportedPostsRoute() {
  const { detail } = useCommunityAdmin();
  const list = useReportedPosts(detail.community.id);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Reported posts
      </Typography.Title>
      {list.isPending ? (
        <Skeleton active />
      ) : list.isLoadingError ? (
        <LoadErrorAlert
          message="Error fetching post. Try again."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ReportedPostsList posts={list.data.posts} permissions={detail.permissions} />
      )}
    </>
  );
}

/** Route: Reported comments. */
export function ReportedCommentsRoute() {
  const { detail } = useCommunityAdmin();
  const list = useReportedComments(detail.community.id);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Reported comments
      </Typography.Title>
      {list.isPending ? (
        <Skeleton active />
      ) : list.isLoadingError ? (
        <LoadErrorAlert
          message="Failed to load comments"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ReportedCommentsList comments={list.data.comments} permissions={detail.permissions} />
      )}
    </>
  );
}
