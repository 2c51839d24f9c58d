/**
 * Nested comments of a post (spec 001 §4 Comments): new comments at the top of their sibling list, replies
 * up to depth 3, the original-poster badge, the 'edited' marker (updatedAt > createdAt + 100 ms), edit
 * (reloads the list), delete of the whole subtree after confirmation, like (700 ms delay) and report
 * (anyone but the author). Messages: 'Error creating comment. Try again.', 'Error editing comment. Try
 * again.' with the server message as description.
 */
import { useState } from 'react';
import { App, Avatar, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { POST_LIMITS, type TPost } from '@portal/contracts';
import {
  useComments,
  useCreateCommentMutation,
  useDeleteCommentMutation,
  useEditCommentMutation,
  useLikeCommentMutation,
  useReportCommentMutation,
} from '../queries';
import { buildCommentTree, canReplyAt, type CommentNode } from '../comment-tree';
import { formatDate, formatTime, fullName, isEdited } from '../../../shared/format';
import { useDelayedToggle } from '../../../shared/use-delayed-toggle';
import { CommentEditor } from './CommentEditor';
import { ReportModal } from './ReportModal';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';

/** Props: the post, the caller's id and the commentEdit flag. */
export interface CommentsSectionProps {
  post: TPost;
  userId: string | undefined;
  canEditAny: boolean;
}

function toForm(body: string, files: File[], parentCommentId?: string): FormData {
  const form = new FormData();
  form.append('body', body);
  if (parentCommentId) form.append('parentCommentId', parentCommentId);
  files.forEach((f) => form.append('files', f));
  return form;
}

/** The comments section. */
export function CommentsSection({ post, userId, canEditAny }: CommentsSectionProps) {
  const comments = useComments(post.id);
  const createComment = useCreateCommentMutation(post.id);
  const { notification } = App.useApp();
  const create = async (body: string, files: File[], parent?: string) => {
    try {
      await createComment.mutateAsync(toForm(body, files, parent));
    } catch (error) {
      notification.error({
        title: 'Error creating comment. Try again.',
        description: errorMessage(error, ''),
        duration: 4.5,
      });
      throw error;
    }
  };
  const interactive = post.canComment && !post.isFrozen && post.status !== 3;
  const tree = comments.data ? buildCommentTree(comments.data.postComments) : [];
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        Comments ({post.commentsCount})
      </Typography.Title>
      {interactive ? (
        <CommentEditor
          label="Write a comment"
          onSave={(body, files) => create(body, files).catch(() => undefined)}
        />
      ) : post.isFrozen ? (
        <Typography.Text type="secondary">This post is closed for new comments.</Typography.Text>
      ) : null}
      {comments.isPending ? (
        <Skeleton active />
      ) : comments.isError ? (
        <LoadError message="Failed to load comments" onRetry={() => comments.refetch()} />
      ) : tree.length === 0 ? (
        <Empty description="No comments yet" />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Comments">
          {tree.map((node) => (
            <CommentItem
              key={node.comment.id}
              node={node}
              post={post}
              userId={userId}
              canEditAny={canEditAny}
              interactive={interactive}
              onReply={create}
            />
          ))}
        </ul>
      )}
    </Flex>
  );
}

interface CommentItemProps {
  node: CommentNode;
  post: TPost;
  userId: string | undefined;
  canEditAny: boolean;
  interactive: boolean;
  onReply: (body: string, files: File[], parent?: string) => Promise<void>;
}

function CommentItem({ node, post, userId, canEditAny, interactive, onReply }: CommentItemProps) {
  const { comment } = node;
  const { message, modal, notification } = App.useApp();
  const likeComment = useLikeCommentMutation();
  const editComment = useEditCommentMutation(post.id);
  const deleteComment = useDeleteCommentMutation(post.id);
  const reportComment = useReportCommentMutation();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(comment.isReported);
  const own = comment.createdByUserId === userId;
  const [liked, likes, toggleLike] = useDelayedToggle({
    value: comment.isLiked,
    count: comment.likesCount,
    delayMs: POST_LIMITS.likeDelayMs,
    send: (on) => likeComment.mutateAsync({ id: comment.id, on }),
  });
  const remove = () =>
    modal.confirm({
      title: 'Delete comment',
      content: node.replies.length
        ? 'The comment and all its replies will be deleted.'
        : 'The comment will be deleted.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteComment.mutateAsync(comment.id);
          void message.success('Successfuly deleted');
        } catch (error) {
          void message.error(errorMessage(error, 'Something went wrong. Try again'));
        }
      },
    });
  return (
    <li style={{ marginTop: 12 }} data-testid={`comment-${comment.depth}`}>
      <Flex gap={8} align="flex-start">
        <Avatar src={comment.user.avatarUrl ?? undefined} size="small">
          {comment.user.firstName.charAt(0)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{fullName(comment.user)}</Typography.Text>
            {comment.createdByUserId === post.createdByUserId ? (
              <Tag color="geekblue">Original poster</Tag>
            ) : null}
            <Typography.Text type="secondary">
              {formatDate(comment.createdAt)} {formatTime(comment.createdAt)}
            </Typography.Text>
            {isEdited(comment.createdAt, comment.updatedAt) ? (
              <Typography.Text type="secondary">(edited)</Typography.Text>
            ) : null}
          </Flex>
          {editing ? (
            <CommentEditor
              label="Edit comment"
              initial={comment.body}
              saveText="Save"
              allowFiles={false}
              onCancel={() => setEditing(false)}
              onSave={async (body) => {
                try {
                  await editComment.mutateAsync({ commentId: comment.id, body });
                  setEditing(false);
                } catch (error) {
                  notification.error({
                    title: 'Error editing comment. Try again.',
                    description: errorMessage(error, ''),
                    duration: 4.5,
                  });
                }
              }}
            />
          ) : (
            <SafeHtml html={comment.body} />
          )}
          {comment.attachments.length > 0 ? (
            <Flex gap={8} wrap>
              {comment.attachments.map((a) => (
                <a key={a.id} href={a.path} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>
              ))}
            </Flex>
          ) : null}
          <Flex gap={4} wrap>
            <Button
              size="small"
              type="text"
              aria-pressed={liked}
              aria-label={liked ? 'Unlike comment' : 'Like comment'}
              icon={liked ? <HeartFilled /> : <HeartOutlined />}
              onClick={toggleLike}
              disabled={!interactive}
            >
              {likes}
            </Button>
            {interactive && canReplyAt(comment.depth) ? (
              <Button size="small" type="text" onClick={() => setReplying((r) => !r)}>
                Reply
              </Button>
            ) : null}
            {own || canEditAny ? (
              <>
                <Button size="small" type="text" onClick={() => setEditing(true)} disabled={!interactive}>
                  Edit
                </Button>
                <Button size="small" type="text" danger onClick={remove} disabled={!interactive}>
                  Delete
                </Button>
              </>
            ) : null}
            {!own ? (
              <Button size="small" type="text" onClick={() => setReporting(true)} disabled={reported}>
                {reported ? 'Reported' : 'Report'}
              </Button>
            ) : null}
          </Flex>
          {replying ? (
            <CommentEditor
              label="Write a reply"
              saveText="Reply"
              onCancel={() => setReplying(false)}
              onSave={async (body, files) => {
                await onReply(body, files, comment.id)
                  .then(() => setReplying(false))
                  .catch(() => undefined);
              }}
            />
          ) : null}
          {node.replies.length > 0 ? (
            <ul style={{ listStyle: 'none', paddingLeft: 16, margin: 0, borderLeft: '2px solid #f0f0f0' }}>
              {node.replies.map((child) => (
                <CommentItem
                  key={child.comment.id}
                  node={child}
                  post={post}
                  userId={userId}
                  canEditAny={canEditAny}
                  interactive={interactive}
                  onReply={onReply}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </Flex>
      <ReportModal
        open={reporting}
        subject="comment"
        send={(text) => reportComment.mutateAsync({ id: comment.id, message: text })}
        onClose={(done) => {
          setReporting(false);
          if (done) setReported(true);
        }}
      />
    </li>
  );
}
