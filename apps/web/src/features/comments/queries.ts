/**
 * Comments queries (spec 001 §4 Comments, §7 Posts; docs/api-communities.md) on the community API: a post's
 * comments (all levels), create, edit, delete, like and report. A change refreshes the comments and the post
 * (its comment count).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCommentsResponse } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys } from '../../shared/community-queries';
import { useLiveEvent, useLiveFollow } from '../../session/live';

/** Query keys of comments (under {@link communityRootKeys}). */
export const commentKeys = {
  list: (postId: string) => [...communityRootKeys.all, 'comments', postId] as const,
};

const enc = encodeURIComponent;

/** `GET api/v1/community/post/{id}/comment?page=1&pageSize=1000` (all levels). */
export function useComments(postId: string) {
  return useQuery({
    queryKey: commentKeys.list(postId),
    queryFn: ({ signal }) =>
      communityApi.get<TCommentsResponse>(`api/v1/community/post/${enc(postId)}/comment`, {
        signal,
        query: { page: 1, pageSize: 1000 },
      }),
  });
}

/** Refreshes a post's comments and the post (its comment count). */
function useInvalidateComments() {
  const queryClient = useQueryClient();
  return (postId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentKeys.list(postId) }),
      queryClient.invalidateQueries({ queryKey: communityRootKeys.post(postId) }),
    ]);
}

/**
 * Follows the open post's new comments on the live stream (issue 38 point 4): each `comment` event of this
 * post refreshes its comments and its count. The comment box is not part of the list, so what the member is
 * typing stays.
 */
export function useLiveComments(postId: string) {
  const invalidate = useInvalidateComments();
  useLiveFollow(postId);
  useLiveEvent('comment', (event) => {
    if (event.postId === postId) void invalidate(postId);
  });
}

/** `POST api/v1/community/post/{id}/comment` (multipart: body, files, parentId); refreshes the comments. */
export function useCreateCommentMutation(postId: string) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (form: FormData) => communityApi.post(`api/v1/community/post/${enc(postId)}/comment`, form),
    onSuccess: () => invalidate(postId),
  });
}

/** `PUT api/v1/community/post/comment/{id}` `{ body }`; refreshes the post's comments. */
export function useEditCommentMutation(postId: string) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      communityApi.put(`api/v1/community/post/comment/${enc(commentId)}`, { body }),
    onSuccess: () => invalidate(postId),
  });
}

/** `DELETE api/v1/community/post/comment/{id}` (with its replies); refreshes the post's comments. */
export function useDeleteCommentMutation(postId: string) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (commentId: string) =>
      communityApi.delete<{ deletedCount: number; commentsCount: number }>(
        `api/v1/community/post/comment/${enc(commentId)}`,
      ),
    onSuccess: () => invalidate(postId),
  });
}

/** `POST api/v1/community/post/comment/{id}/like|dislike` (sent by the delayed toggle). */
export function useLikeCommentMutation() {
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      communityApi.post<{ isLiked: boolean; likesCount: number }>(
        `api/v1/community/post/comment/${enc(id)}/${on ? 'like' : 'dislike'}`,
      ),
  });
}

/** `POST api/v1/community/post/comment/{id}/report` `{ message }`. */
export function useReportCommentMutation() {
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      communityApi.post(`api/v1/community/post/comment/${enc(id)}/report`, { message }),
  });
}
