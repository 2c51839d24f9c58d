/**
 * Reported posts (postDelete) and Reported comments (commentDelete) of one community (spec 001 §2): the
 * collapsible lists with their reports and decisions, four states.
 */
import { Typography } from 'antd';
import { QueryBody } from '../../components/QueryBody';
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
      <QueryBody query={list} failure="Error fetching post. Try again.">
        {(data) => <ReportedPostsList posts={data.posts} permissions={detail.permissions} />}
      </QueryBody>
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
      <QueryBody query={list} failure="Failed to load comments">
        {(data) => <ReportedCommentsList comments={data.comments} permissions={detail.permissions} />}
      </QueryBody>
    </>
  );
}
