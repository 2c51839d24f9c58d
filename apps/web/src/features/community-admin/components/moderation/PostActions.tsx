/**
 * The moderation buttons of one post (spec 001 §4 Post transitions, §6 flags, §8 messages): Approve and
 * Decline for a pending post (postApprove), Publish for an archived one and Restore for a deleted one
 * (postEdit), Close (postEdit or postDelete) and Open (postEdit), View post. Destructive actions confirm.
 */
import { Button, Popconfirm, Space } from 'antd';
import { Link } from 'react-router';
import {
  MODERATION_MESSAGES,
  PostStatus,
  type TAdminPost,
  type TCommunityPermissions,
  type TPostStatus,
} from '@portal/contracts';
import { useModerationAction, type ModerationAction } from '../../moderation-queries';
import { useAdminWording } from '../../use-admin-wording';
import { useMessagedRun } from '../../use-messaged-run';

const M = MODERATION_MESSAGES;

/** Labels of the post statuses (spec 001 §3; 'Archived after report' from §4). */
export const POST_STATUS_LABELS: Record<number, string> = {
  [PostStatus.Default]: 'Draft',
  [PostStatus.Published]: 'Published',
  [PostStatus.WaitForApproval]: 'Waiting for approval',
  [PostStatus.Deleted]: 'Deleted',
  [PostStatus.ArchivedDueToReported]: 'Archived after report',
  [PostStatus.Archived]: 'Archived',
};

/** Runs a moderation action with the spec's success and failure messages. */
export function useRunModeration() {
  const action = useModerationAction();
  const run = useMessagedRun<ModerationAction>(action.mutateAsync);
  return { run, isPending: action.isPending };
}

/** Props: the post and the caller's flags in its community. */
export interface PostActionsProps {
  post: TAdminPost;
  permissions: TCommunityPermissions;
}

/** Renders the actions that apply to the post's status for the caller. */
export function PostActions({ post, permissions: p }: PostActionsProps) {
  const { memberBase } = useAdminWording();
  const { run, isPending } = useRunModeration();
  const status = (s: TPostStatus) => ({
    kind: 'status' as const,
    communityId: post.communityId,
    postId: post.id,
    status: s,
  });
  const title = post.title;
  return (
    <Space wrap size={4}>
      <Link to={`${memberBase}/${post.communityAlias}/posts/${post.id}`} aria-label={`View post ${title}`}>
        View post
      </Link>
      {post.status === PostStatus.WaitForApproval && p.postApprove && (
        <>
          <Button
            size="small"
            type="primary"
            loading={isPending}
            aria-label={`Approve ${title}`}
            onClick={() => void run(status(PostStatus.Published), M.successfullyUpdated, M.publishFailed)}
          >
            Approve
          </Button>
          <Popconfirm
            title="Decline this post?"
            okText="Decline"
            onConfirm={() =>
              run(status(PostStatus.Archived), M.successfullyUpdated, 'Error editing post. Try again.')
            }
          >
            <Button size="small" aria-label={`Decline ${title}`}>
              Decline
            </Button>
          </Popconfirm>
        </>
      )}
      {post.status === PostStatus.Archived && p.postEdit && (
        <Button
          size="small"
          aria-label={`Publish ${title}`}
          onClick={() => void run(status(PostStatus.Published), M.successfullyUpdated, M.publishFailed)}
        >
          Publish
        </Button>
      )}
      {post.status === PostStatus.Deleted && p.postEdit && (
        <Button
          size="small"
          aria-label={`Restore ${title}`}
          onClick={() => void run(status(PostStatus.Published), M.restored, M.restoreFailed)}
        >
          Restore post
        </Button>
      )}
      {post.status === PostStatus.Published && !post.isFrozen && (p.postEdit || p.postDelete) && (
        <Popconfirm
          title="Close this post? Nobody can comment on it any more."
          okText="Close"
          onConfirm={() =>
            run({ kind: 'frozen', postId: post.id, isFrozen: true }, M.successfullyUpdated, M.closeOpenFailed)
          }
        >
          <Button size="small" aria-label={`Close ${title}`}>
            Close
          </Button>
        </Popconfirm>
      )}
      {post.status === PostStatus.Published && post.isFrozen && p.postEdit && (
        <Button
          size="small"
          aria-label={`Open ${title}`}
          onClick={() =>
            void run(
              { kind: 'frozen', postId: post.id, isFrozen: false },
              M.successfullyUpdated,
              M.closeOpenFailed,
            )
          }
        >
          Open
        </Button>
      )}
    </Space>
  );
}
