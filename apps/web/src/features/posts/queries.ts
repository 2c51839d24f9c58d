/**
 * Posts and comments queries and calls (spec 001 §7 Posts; docs/api-communities.md) on the community API.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCommentsResponse, TPost, TPostsResponse } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys } from '../../shared/community-queries';

/** Feed page size (spec 001 §9). */
export const FEED_PAGE_SIZE = 20;

/** Query keys of posts and comments (under {@link communityRootKeys}). */
export const postKeys = {
  feed: (saved: boolean) => [...communityRootKeys.all, 'feed', saved] as const,
  posts: (communityId: string) => [...communityRootKeys.all, 'posts', communityId] as const,
  post: (id: string) => [...communityRootKeys.all, 'post', id] as const,
  comments: (postId: string) => [...communityRootKeys.all, 'comments', postId] as const,
  tags: () => [...communityRootKeys.all, 'tags'] as const,
};

const enc = encodeURIComponent;

/** Infinite list of posts: the feed (`includeOnlySaved`) or a community's posts; 20 per page. */
export function usePostPages(source: { kind: 'feed'; saved: boolean } | { kind: 'community'; id: string }) {
  return useInfiniteQuery({
    queryKey: source.kind === 'feed' ? postKeys.feed(source.saved) : postKeys.posts(source.id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      source.kind === 'feed'
        ? communityApi.get<TPostsResponse>('api/v1/community/post/feed', {
            signal,
            query: { page: pageParam, pageSize: FEED_PAGE_SIZE, includeOnlySaved: source.saved || undefined },
          })
        : communityApi.get<TPostsResponse>(`api/v1/community/${enc(source.id)}/posts`, {
            signal,
            query: { page: pageParam, pageSize: FEED_PAGE_SIZE },
          }),
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.posts.length, 0) < last.totalItemCount && last.posts.length > 0
        ? pages.length + 1
        : undefined,
  });
}

/** `GET api/v1/community/post/{id}`. */
export function usePost(id: string) {
  return useQuery({
    queryKey: postKeys.post(id),
    queryFn: ({ signal }) => communityApi.get<TPost>(`api/v1/community/post/${enc(id)}`, { signal }),
  });
}

/** `GET api/v1/community/post/{id}/comment?page=1&pageSize=1000` (all levels). */
export function useComments(postId: string) {
  return useQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) =>
      communityApi.get<TCommentsResponse>(`api/v1/community/post/${enc(postId)}/comment`, {
        signal,
        query: { page: 1, pageSize: 1000 },
      }),
  });
}

/** `GET api/v1/community/post/tag?page=1&pageSize=100`. */
export function usePostTags() {
  return useQuery({
    queryKey: postKeys.tags(),
    queryFn: ({ signal }) =>
      communityApi.get<{ tags: { id: string; name: string; countOfPosts: number }[] }>(
        'api/v1/community/post/tag',
        {
          signal,
          query: { page: 1, pageSize: 100 },
        },
      ),
    staleTime: 5 * 60_000,
  });
}

/** Post and comment calls (spec 001 §7 Posts). */
export const postCalls = {
  create: (form: FormData) => communityApi.post<TPost>('api/v1/community/post', form),
  update: (id: string, form: FormData) => communityApi.put<TPost>(`api/v1/community/post/${enc(id)}`, form),
  setFrozen: (id: string, isFrozen: boolean) =>
    communityApi.put<TPost>(`api/v1/community/post/${enc(id)}`, { isFrozen }),
  remove: (id: string) => communityApi.delete(`api/v1/community/post/${enc(id)}`),
  setTags: (id: string, tagIds: string[]) =>
    communityApi.put(`api/v1/community/post/${enc(id)}/set-tags`, { tagIds }),
  view: (id: string) => communityApi.post(`api/v1/community/post/${enc(id)}/view`),
  like: (id: string, on: boolean) =>
    communityApi.post<{ isLiked: boolean; likesCount: number }>(
      `api/v1/community/post/${enc(id)}/${on ? 'like' : 'dislike'}`,
    ),
  save: (id: string, on: boolean) =>
    communityApi.post<{ isSaved: boolean }>(`api/v1/community/post/${enc(id)}/${on ? 'save' : 'unsave'}`),
  report: (id: string, message: string) =>
    communityApi.post(`api/v1/community/post/${enc(id)}/report`, { message }),
  /** Tells the server the post's link was shared (its author is notified, type 6). */
  share: (id: string) => communityApi.post<{ shared: boolean }>(`api/v1/community/post/${enc(id)}/share`),
  comment: (postId: string, form: FormData) =>
    communityApi.post(`api/v1/community/post/${enc(postId)}/comment`, form),
  editComment: (commentId: string, body: string) =>
    communityApi.put(`api/v1/community/post/comment/${enc(commentId)}`, { body }),
  deleteComment: (commentId: string) =>
    communityApi.delete<{ deletedCount: number; commentsCount: number }>(
      `api/v1/community/post/comment/${enc(commentId)}`,
    ),
  likeComment: (commentId: string, on: boolean) =>
    communityApi.post<{ isLiked: boolean; likesCount: number }>(
      `api/v1/community/post/comment/${enc(commentId)}/${on ? 'like' : 'dislike'}`,
    ),
  reportComment: (commentId: string, message: string) =>
    communityApi.post(`api/v1/community/post/comment/${enc(commentId)}/report`, { message }),
};
