/**
 * Posts queries and calls (spec 001 §7 Posts; docs/api-communities.md) on the community API.
 */
import { useState } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TPost, TPostsResponse } from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityRootKeys, useInvalidateCommunities } from '../../shared/community-queries';
import { useLiveEvent } from '../../session/live';

/** Feed page size (spec 001 §9). */
export const FEED_PAGE_SIZE = 20;

/** Query keys of posts (under {@link communityRootKeys}). */
export const postKeys = {
  feed: (saved: boolean) => [...communityRootKeys.all, 'feed', saved] as const,
  posts: (communityId: string) => [...communityRootKeys.all, 'posts', communityId] as const,
  post: communityRootKeys.post,
  tags: () => [...communityRootKeys.all, 'tags'] as const,
};

const enc = encodeURIComponent;

/** Where a list of posts comes from: the feed (`saved`: only saved posts) or one community. */
export type PostSource = { kind: 'feed'; saved: boolean } | { kind: 'community'; id: string };

/** Infinite list of posts: the feed (`includeOnlySaved`) or a community's posts; 20 per page. */
export function usePostPages(source: PostSource) {
  return useInfiniteQuery(postPagesQuery(source));
}

/** The options of {@link usePostPages} (shared with the pages' route prefetch, shared/data-prefetch.ts). */
export function postPagesQuery(source: PostSource) {
  return infiniteQueryOptions({
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
    getNextPageParam: (last: TPostsResponse, pages: TPostsResponse[]) =>
      pages.reduce((n, p) => n + p.posts.length, 0) < last.totalItemCount && last.posts.length > 0
        ? pages.length + 1
        : undefined,
  });
}

/**
 * Posts published since the feed was loaded, as the live stream announces them (issue 38 point 4): their
 * count, and `show`, which reloads the feed and forgets them. The server never announces the member's own
 * posts; a post already in the loaded feed is not counted.
 */
export function useNewFeedPosts() {
  const queryClient = useQueryClient();
  // The feed's own query (same key, shared cache): a post the feed shows by now is no longer new.
  const feed = useInfiniteQuery(postPagesQuery({ kind: 'feed', saved: false }));
  const [postIds, setPostIds] = useState<string[]>([]);
  useLiveEvent('post', ({ postId }) => setPostIds((ids) => (ids.includes(postId) ? ids : [...ids, postId])));
  const shown = new Set(feed.data?.pages.flatMap((page) => page.posts.map((post) => post.id)) ?? []);
  const show = async () => {
    setPostIds([]);
    await queryClient.invalidateQueries({ queryKey: postKeys.feed(false) });
  };
  return { count: postIds.filter((id) => !shown.has(id)).length, show };
}

/** `GET api/v1/community/post/{id}`. */
export function usePost(id: string) {
  return useQuery({
    queryKey: postKeys.post(id),
    queryFn: ({ signal }) => communityApi.get<TPost>(`api/v1/community/post/${enc(id)}`, { signal }),
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

/** What {@link useSavePostMutation} sends: the post form, and the tag ids when they changed. */
export interface SavePostInput {
  /** The post being edited; absent for a new post. */
  postId?: string;
  form: FormData;
  /** The new tag ids, or undefined when the tags did not change. */
  tagIds?: string[];
}

/**
 * `POST api/v1/community/post` (new) or `PUT api/v1/community/post/{id}` (edit) with the multipart form, then
 * `PUT .../set-tags` when the tags changed. A tags failure does not fail the save: it answers
 * `tagsFailed: true` (the caller shows 'Editing tags error. Try again.'). Refreshes every community query.
 */
export function useSavePostMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: async ({ postId, form, tagIds }: SavePostInput) => {
      const saved = postId
        ? await communityApi.put<TPost>(`api/v1/community/post/${enc(postId)}`, form)
        : await communityApi.post<TPost>('api/v1/community/post', form);
      let tagsFailed = false;
      if (tagIds) {
        try {
          await communityApi.put(`api/v1/community/post/${enc(saved.id)}/set-tags`, { tagIds });
        } catch {
          tagsFailed = true;
        }
      }
      return { saved, tagsFailed };
    },
    onSuccess: () => invalidate(),
  });
}

/** `DELETE api/v1/community/post/{id}`; refreshes every community query. */
export function useDeletePostMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: (id: string) => communityApi.delete(`api/v1/community/post/${enc(id)}`),
    onSuccess: () => invalidate(),
  });
}

/** `PUT api/v1/community/post/{id}` `{ isFrozen }` (close or open a post); refreshes every community query. */
export function useFreezePostMutation() {
  const invalidate = useInvalidateCommunities();
  return useMutation({
    mutationFn: ({ id, isFrozen }: { id: string; isFrozen: boolean }) =>
      communityApi.put<TPost>(`api/v1/community/post/${enc(id)}`, { isFrozen }),
    onSuccess: () => invalidate(),
  });
}

/** `POST api/v1/community/post/{id}/view`: counts a view; failures are ignored. */
export function usePostViewMutation() {
  return useMutation({
    mutationFn: (id: string) => communityApi.post(`api/v1/community/post/${enc(id)}/view`),
  });
}

/** `POST api/v1/community/post/{id}/like|dislike` (sent by the delayed toggle). */
export function useLikePostMutation() {
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      communityApi.post<{ isLiked: boolean; likesCount: number }>(
        `api/v1/community/post/${enc(id)}/${on ? 'like' : 'dislike'}`,
      ),
  });
}

/** `POST api/v1/community/post/{id}/save|unsave` (sent by the delayed toggle); refreshes the saved feed. */
export function useSavePostToggleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      communityApi.post<{ isSaved: boolean }>(`api/v1/community/post/${enc(id)}/${on ? 'save' : 'unsave'}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postKeys.feed(true) }),
  });
}

/** `POST api/v1/community/post/{id}/report` `{ message }`. */
export function useReportPostMutation() {
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      communityApi.post(`api/v1/community/post/${enc(id)}/report`, { message }),
  });
}

/** `POST api/v1/community/post/{id}/share`: tells the server the link was shared (the author is notified, type 6). */
export function useSharePostMutation() {
  return useMutation({
    mutationFn: (id: string) =>
      communityApi.post<{ shared: boolean }>(`api/v1/community/post/${enc(id)}/share`),
  });
}
