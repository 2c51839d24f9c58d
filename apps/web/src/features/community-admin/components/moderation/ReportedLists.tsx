/**
 * Reported posts and reported comments as collapsible lists with their reports (spec 001 §2), with the
 * decisions of §4 Reports: a post report is approved by archiving the post ('Archived after report') or
 * declined (resolved); a comment report is approved by deleting the comment or declined. Messages of §8.
 */
import { Collapse, Empty, Popconfirm, Space, Typography, Button } from 'antd';
import {
  MODERATION_MESSAGES,
  PostStatus,
  type TAdminPost,
  type TAdminReportedComment,
  type TCommunityPermissions,
} from '@portal/contracts';
import { ItemList } from '../../../../shared/components/ItemList';
import { SafeHtml } from '../../../../shared/components/SafeHtml';
import { useRunModeration } from './PostActions';
import { formatDateTime } from '../../../../shared/format';

const M = MODERATION_MESSAGES;
const date = formatDateTime;

function Reports({ reports }: { reports: TAdminPost['reports'] }) {
  return (
    <ItemList
      size="small"
      header={<Typography.Text strong>{`Reports (${reports.length})`}</Typography.Text>}
      items={reports}
      itemKey={(r) => r.id}
      renderItem={(r) => ({
        content: (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{r.reason}</Typography.Text>
            <Typography.Text type="secondary">{date(r.createdAt)}</Typography.Text>
          </Space>
        ),
      })}
    />
  );
}

/** Props of {@link ReportedPostsList}. */
export interface ReportedPostsListProps {
  posts: TAdminPost[];
  permissions: TCommunityPermissions;
}

/** Posts with open reports, each collapsible with its reports and the two decisions. */
export function ReportedPostsList({ posts, permissions }: ReportedPostsListProps) {
  const { run } = useRunModeration();
  if (!posts.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No reported posts yet" />;
  return (
    <Collapse
      items={posts.map((post) => ({
        key: post.id,
        label: (
          <span>
            {post.title}{' '}
            <Typography.Text type="secondary">
              · {post.communityName} · {post.reports.length} reports
            </Typography.Text>
          </span>
        ),
        children: (
          <>
            <Typography.Text type="secondary">
              {post.user.firstName} {post.user.lastName} · {date(post.createdAt)}
            </Typography.Text>
            <SafeHtml html={post.body} />
            <Reports reports={post.reports} />
            {permissions.postDelete && (
              <Space wrap>
                <Popconfirm
                  title="Archive this post after the report?"
                  okText="Approve"
                  onConfirm={() =>
                    run(
                      {
                        kind: 'status',
                        communityId: post.communityId,
                        postId: post.id,
                        status: PostStatus.ArchivedDueToReported,
                      },
                      M.successfullyUpdated,
                      M.approveReportFailed,
                    )
                  }
                >
                  <Button type="primary" danger aria-label={`Approve reports of ${post.title}`}>
                    Approve report
                  </Button>
                </Popconfirm>
                <Button
                  aria-label={`Decline reports of ${post.title}`}
                  onClick={() =>
                    void run(
                      {
                        kind: 'decline',
                        communityId: post.communityId,
                        target: 'post',
                        ids: post.reports.map((r) => r.id),
                      },
                      M.successfullyUpdated,
                      post.reports.length > 1 ? M.declineReportsFailed : M.declineReportFailed,
                    )
                  }
                >
                  Decline
                </Button>
              </Space>
            )}
          </>
        ),
      }))}
    />
  );
}

/** Props of {@link ReportedCommentsList}. */
export interface ReportedCommentsListProps {
  comments: TAdminReportedComment[];
  permissions: TCommunityPermissions;
}

/** Comments with open reports, each collapsible with its reports and the two decisions. */
export function ReportedCommentsList({ comments, permissions }: ReportedCommentsListProps) {
  const { run } = useRunModeration();
  if (!comments.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No reported comments yet" />;
  return (
    <Collapse
      items={comments.map((c) => ({
        key: c.id,
        label: (
          <span>
            {`Comment by ${c.user.firstName} ${c.user.lastName}`}{' '}
            <Typography.Text type="secondary">
              · on “{c.postTitle}” · {c.reports.length} reports
            </Typography.Text>
          </span>
        ),
        children: (
          <>
            <SafeHtml html={c.body} />
            <Reports reports={c.reports} />
            {permissions.commentDelete && (
              <Space wrap>
                <Popconfirm
                  title="Delete this comment and its replies?"
                  okText="Approve"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    run(
                      { kind: 'approve-comment', communityId: c.communityId, commentId: c.id },
                      M.deleted,
                      M.approveReportFailed,
                    )
                  }
                >
                  <Button
                    type="primary"
                    danger
                    aria-label={`Approve reports of the comment by ${c.user.firstName} ${c.user.lastName}`}
                  >
                    Approve report
                  </Button>
                </Popconfirm>
                <Button
                  aria-label={`Decline reports of the comment by ${c.user.firstName} ${c.user.lastName}`}
                  onClick={() =>
                    void run(
                      {
                        kind: 'decline',
                        communityId: c.communityId,
                        target: 'comment',
                        ids: c.reports.map((r) => r.id),
                      },
                      M.successfullyUpdated,
                      c.reports.length > 1 ? M.declineReportsFailed : M.declineReportFailed,
                    )
                  }
                >
                  Decline
                </Button>
              </Space>
            )}
          </>
        ),
      }))}
    />
  );
}
