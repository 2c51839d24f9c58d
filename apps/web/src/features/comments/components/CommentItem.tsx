/**
 * One comment of the nested list (spec 001 §4 Comments): author, original-poster badge, date, the 'edited'
 * marker, body and attachments; like (700 ms delay), reply up to depth 3, edit and delete (own, or the
 * commentEdit flag; the subtree after confirmation), report (anyone but the author); then its replies.
 */
import { useState, type CSSProperties } from 'react';
import { Avatar, Button, Flex, Tag, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { POST_LIMITS, type TPost } from '@portal/contracts';
import {
  useDeleteCommentMutation,
  useEditCommentMutation,
  useLikeCommentMutation,
  useReportCommentMutation,
} from '../queries';
import { canReplyAt, type CommentNode } from '../comment-tree';
import { formatDate, formatTime, fullName, isEdited } from '../../../shared/format';
import { useDelayedToggle } from '../../../shared/use-delayed-toggle';
import { useReport } from '../../../shared/components/ReportModal';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { errorMessage } from '../../../api/api-error';
import { CommentEditor } from './CommentEditor';
import { useFailureNotice } from '../../../shared/failure-notice';

/** A list of sibling comments: the top level of a post, or the replies of one comment. */
export function CommentList({
  nodes,
  item,
  style,
  'aria-label': ariaLabel,
}: {
  nodes: CommentNode[];
  item: Omit<CommentItemProps, 'node'>;
  style: CSSProperties;
  'aria-label'?: string;
}) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, ...style }} aria-label={ariaLabel}>
      {nodes.map((node) => (
        <CommentItem key={node.comment.id} node={node} {...item} />
      ))}
    </ul>
  );
}

/** Props of one comment: the node, the post, the caller and the reply action. */
export interface CommentItemProps {
  node: CommentNode;
  post: TPost;
  userId: string | undefined;
  canEditAny: boolean;
  interactive: boolean;
  onReply: (body: string, files: File[], parent?: string) => Promise<void>;
}

/** One comment with its actions, editor, reply box and replies. */
export function CommentItem({ node, post, userId, canEditAny, interactive, onReply }: CommentItemProps) {
  const { comment } = node;
  const { message, modal } = useApp();
  const notifyFailure = useFailureNotice();
  const likeComment = useLikeCommentMutation();
  const editComment = useEditCommentMutation(post.id);
  const deleteComment = useDeleteCommentMutation(post.id);
  const reportComment = useReportCommentMutation();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const {
    reported,
    start: startReport,
    dialog: reportDialog,
  } = useReport(comment.isReported, 'comment', (text) =>
    reportComment.mutateAsync({ id: comment.id, message: text }),
  );
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
        <Avatar alt="" src={comment.user.avatarUrl ?? undefined} size="small">
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
                  notifyFailure('Error editing comment. Try again.', error);
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
              <Button size="small" type="text" onClick={startReport} disabled={reported}>
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
            <CommentList
              nodes={node.replies}
              item={{ post, userId, canEditAny, interactive, onReply }}
              style={{ paddingLeft: 16, borderLeft: '2px solid var(--portal-border-subtle, #f0f0f0)' }}
            />
          ) : null}
        </div>
      </Flex>
      {reportDialog}
    </li>
  );
}
