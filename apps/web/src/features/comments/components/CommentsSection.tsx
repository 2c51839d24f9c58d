/**
 * Nested comments of a post (spec 001 §4 Comments): new comments at the top of their sibling list, replies
 * up to depth 3, the original-poster badge, the 'edited' marker (updatedAt > createdAt + 100 ms), edit
 * (reloads the list), delete of the whole subtree after confirmation, like (700 ms delay) and report
 * (anyone but the author). Messages: 'Error creating comment. Try again.', 'Error editing comment. Try
 * again.' with the server message as description.
 */
import { Empty, Flex, Skeleton, Typography } from 'antd';
import type { TPost } from '@portal/contracts';
import { useComments, useCreateCommentMutation, useLiveComments } from '../queries';
import { buildCommentTree } from '../comment-tree';
import { CommentEditor } from './CommentEditor';
import { CommentList } from './CommentItem';
import { LoadError } from '../../../shared/components/LoadError';
import { useFailureNotice } from '../../../shared/failure-notice';

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
  useLiveComments(post.id);
  const createComment = useCreateCommentMutation(post.id);
  const notifyFailure = useFailureNotice();
  const create = async (body: string, files: File[], parent?: string) => {
    try {
      await createComment.mutateAsync(toForm(body, files, parent));
    } catch (error) {
      notifyFailure('Error creating comment. Try again.', error);
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
      ) : comments.isLoadingError ? (
        <LoadError message="Failed to load comments" onRetry={() => comments.refetch()} />
      ) : tree.length === 0 ? (
        <Empty description="No comments yet" />
      ) : (
        <CommentList
          nodes={tree}
          item={{ post, userId, canEditAny, interactive, onReply: create }}
          style={{ padding: 0 }}
          aria-label="Comments"
        />
      )}
    </Flex>
  );
}
