/**
 * Communities area calls and queries (spec 001 §7; docs/api-communities.md, docs/api-meetings.md) on the
 * community API family (bearer token, camelCase answers). Query keys live in {@link communityKeys}.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCommentsResponse,
  TCommunityCategory,
  TCommunityDetail,
  TCommunityListBody,
  TCommunityListResponse,
  TCommunityPreference,
  TExploreMeetingsBody,
  TFaqResponse,
  TFoldersResponse,
  TJoinQuestion,
  TMeeting,
  TMeetingPreference,
  TMeetingsResponse,
  TMembersResponse,
  TMembershipStateResponse,
  TPost,
  TPostsResponse,
  TTopFavoritesResponse,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';

/** Feed page size (spec 001 §9). */
export const FEED_PAGE_SIZE = 20;

/** Query keys of the communities area. */
export const communityKeys = {
  all: ['communities'] as const,
  list: (body: Partial<TCommunityListBody>) => [...communityKeys.all, 'list', body] as const,
  preference: () => [...communityKeys.all, 'preference'] as const,
  topFavorites: () => [...communityKeys.all, 'top-favorites'] as const,
  categories: () => [...communityKeys.all, 'categories'] as const,
  byAlias: (alias: string) => [...communityKeys.all, 'alias', alias] as const,
  about: (id: string) => [...communityKeys.all, 'about', id] as const,
  terms: (id: string) => [...communityKeys.all, 'terms', id] as const,
  questions: (id: string) => [...communityKeys.all, 'questions', id] as const,
  members: (id: string) => [...communityKeys.all, 'members', id] as const,
  feed: (saved: boolean) => [...communityKeys.all, 'feed', saved] as const,
  posts: (id: string) => [...communityKeys.all, 'posts', id] as const,
  post: (id: string) => [...communityKeys.all, 'post', id] as const,
  comments: (postId: string) => [...communityKeys.all, 'comments', postId] as const,
  tags: () => [...communityKeys.all, 'tags'] as const,
  meetings: (communityId: string) => [...communityKeys.all, 'meetings', communityId] as const,
  exploreMeetings: (body: Partial<TExploreMeetingsBody>) =>
    [...communityKeys.all, 'explore-meetings', body] as const,
  meetingPreference: () => [...communityKeys.all, 'meeting-preference'] as const,
  folders: (communityId: string) => [...communityKeys.all, 'folders', communityId] as const,
  faq: () => [...communityKeys.all, 'faq'] as const,
};

const enc = encodeURIComponent;

/** `POST api/v1/community/getlist` (all filters of spec 001 §7). */
export function useCommunityList(body: Partial<TCommunityListBody>) {
  return useQuery({
    queryKey: communityKeys.list(body),
    queryFn: ({ signal }) =>
      communityApi.post<TCommunityListResponse>(
        'api/v1/community/getlist',
        { page: 1, pageSize: 1000, ...body },
        { signal },
      ),
  });
}

/** `POST api/v1/community/preference`: joined and moderated communities of the sidebar. */
export function useCommunityPreference() {
  return useQuery({
    queryKey: communityKeys.preference(),
    queryFn: ({ signal }) =>
      communityApi.post<TCommunityPreference>('api/v1/community/preference', undefined, { signal }),
  });
}

/** `POST api/v1/community/get-top-favorites`: the sidebar favourites. */
export function useTopFavorites() {
  return useQuery({
    queryKey: communityKeys.topFavorites(),
    queryFn: ({ signal }) =>
      communityApi.post<TTopFavoritesResponse>('api/v1/community/get-top-favorites', undefined, { signal }),
  });
}

/** `GET api/v1/community/category?page=1&pageSize=100`: parents with subCategories. */
export function useCategories() {
  return useQuery({
    queryKey: communityKeys.categories(),
    queryFn: ({ signal }) =>
      communityApi.get<{ communityCategories: TCommunityCategory[] }>('api/v1/community/category', {
        signal,
        query: { page: 1, pageSize: 100 },
      }),
    staleTime: 5 * 60_000,
  });
}

/** `GET api/v1/community?alias=`: the community with the caller's role, status and permissions. */
export function useCommunityByAlias(alias: string) {
  return useQuery({
    queryKey: communityKeys.byAlias(alias),
    queryFn: ({ signal }) =>
      communityApi.get<TCommunityDetail>('api/v1/community', { signal, query: { alias } }),
  });
}

/** `GET api/v1/community/{id}/about` → HTML. */
export function useCommunityAbout(id: string, enabled = true) {
  return useQuery({
    queryKey: communityKeys.about(id),
    queryFn: ({ signal }) =>
      communityApi.get<{ about: string }>(`api/v1/community/${enc(id)}/about`, { signal }),
    enabled,
  });
}

/** `GET api/v1/community/{id}/terms` and `GET .../join/question` for the join flow. */
export const joinCalls = {
  terms: (id: string) =>
    communityApi.get<{ agreement: string; isRequireAgreement: boolean }>(`api/v1/community/${enc(id)}/terms`),
  questions: (id: string) =>
    communityApi.get<{ communityQuestions: TJoinQuestion[] }>(`api/v1/community/${enc(id)}/join/question`),
  join: (id: string, body: { answers: { questionId: string; answer: string }[]; acceptTerms?: boolean }) =>
    communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/join`, body),
  sendFile: (id: string, questionId: string, file: File) => {
    const form = new FormData();
    form.append('files', file);
    return communityApi.put(`api/v1/community/${enc(id)}/join/question/${enc(questionId)}/send-files`, form);
  },
  cancel: (id: string) =>
    communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/join/cancel`),
  leave: (id: string) => communityApi.put<TMembershipStateResponse>(`api/v1/community/${enc(id)}/unjoin`),
};

/** Community toggles: like/dislike, favourite, view (spec 001 §7). */
export const communityToggles = {
  like: (id: string, on: boolean) =>
    communityApi.post<{ isLiked: boolean; likesCount: number }>(
      `api/v1/community/${enc(id)}/${on ? 'like' : 'dislike'}`,
    ),
  favourite: (id: string, on: boolean) =>
    communityApi.post<{ isFavorite: boolean }>(
      `api/v1/community/${enc(id)}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
    ),
  view: (id: string) => communityApi.post<{ viewsCount: number }>(`api/v1/community/${enc(id)}/view`),
};

/** `GET api/v1/community/{id}/member?page=1&pageSize=100`. */
export function useMembers(id: string, keyword = '') {
  return useQuery({
    queryKey: [...communityKeys.members(id), keyword],
    queryFn: ({ signal }) =>
      communityApi.get<TMembersResponse>(`api/v1/community/${enc(id)}/member`, {
        signal,
        query: { page: 1, pageSize: 100, keyword: keyword || undefined },
      }),
  });
}

/** Infinite list of posts: the feed (`includeOnlySaved`) or a community's posts; 20 per page. */
export function usePostPages(source: { kind: 'feed'; saved: boolean } | { kind: 'community'; id: string }) {
  return useInfiniteQuery({
    queryKey: source.kind === 'feed' ? communityKeys.feed(source.saved) : communityKeys.posts(source.id),
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
    queryKey: communityKeys.post(id),
    queryFn: ({ signal }) => communityApi.get<TPost>(`api/v1/community/post/${enc(id)}`, { signal }),
  });
}

/** `GET api/v1/community/post/{id}/comment?page=1&pageSize=1000` (all levels). */
export function useComments(postId: string) {
  return useQuery({
    queryKey: communityKeys.comments(postId),
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
    queryKey: communityKeys.tags(),
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

/** `GET api/v1/community/{id}/meeting?page=1&pageSize=100`. */
export function useCommunityMeetings(communityId: string) {
  return useQuery({
    queryKey: communityKeys.meetings(communityId),
    queryFn: ({ signal }) =>
      communityApi.get<TMeetingsResponse>(`api/v1/community/${enc(communityId)}/meeting`, {
        signal,
        query: { page: 1, pageSize: 100 },
      }),
  });
}

/** `POST api/v1/community/meeting` (explore; page size 1000 from the API, shown 10 at a time). */
export function useExploreMeetings(body: Partial<TExploreMeetingsBody>) {
  return useQuery({
    queryKey: communityKeys.exploreMeetings(body),
    queryFn: ({ signal }) =>
      communityApi.post<TMeetingsResponse>(
        'api/v1/community/meeting',
        { page: 1, pageSize: 1000, ...body },
        { signal },
      ),
  });
}

/** `GET api/v1/community/meeting/preference`. */
export function useMeetingPreference() {
  return useQuery({
    queryKey: communityKeys.meetingPreference(),
    queryFn: ({ signal }) =>
      communityApi.get<TMeetingPreference>('api/v1/community/meeting/preference', { signal }),
  });
}

/** Meeting calls (spec 001 §7 Meetings). */
export const meetingCalls = {
  rsvp: (communityId: string, mid: string, status: 0 | 1 | 2) =>
    communityApi.post<{ status: number; goingCount: number }>(
      `api/v1/community/${enc(communityId)}/meeting/${enc(mid)}`,
      { status },
    ),
  favourite: (communityId: string, mid: string, on: boolean) =>
    communityApi.post<{ isFavorite: boolean }>(
      `api/v1/community/${enc(communityId)}/meeting/${enc(mid)}/${on ? 'add-to-favorite' : 'delete-from-favorite'}`,
    ),
  create: (communityId: string, form: FormData) =>
    communityApi.post<TMeeting>(`api/v1/admin/community/${enc(communityId)}/meeting`, form),
  update: (communityId: string, mid: string, body: FormData | Record<string, unknown>) =>
    communityApi.put<TMeeting>(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(mid)}`, body),
  remove: (communityId: string, mid: string) =>
    communityApi.delete(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(mid)}`),
  addMembers: (communityId: string, mid: string, userIds: string[]) =>
    communityApi.put(`api/v1/admin/community/${enc(communityId)}/meeting/${enc(mid)}/add-members`, {
      userIds,
    }),
};

/** `GET api/v1/community/{id}/folder`: folders with their items, and what the caller may manage. */
export function useFolders(communityId: string) {
  return useQuery({
    queryKey: communityKeys.folders(communityId),
    queryFn: ({ signal }) =>
      communityApi.get<TFoldersResponse>(`api/v1/community/${enc(communityId)}/folder`, { signal }),
  });
}

/** Folder and asset calls (spec 001 §7 Assets and folders). */
export const assetCalls = {
  createFolder: (cid: string, body: { name: string; description?: string }) =>
    communityApi.post(`api/v1/community/${enc(cid)}/folder`, body),
  renameFolder: (cid: string, fid: string, body: { name: string; description?: string }) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/${enc(fid)}`, body),
  deleteFolder: (cid: string, fid: string) =>
    communityApi.delete(`api/v1/community/${enc(cid)}/folder/${enc(fid)}`),
  reorderFolder: (cid: string, id: string, newOrder: number) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/reorder`, { id, newOrder }),
  reorderAsset: (cid: string, fid: string, id: string, newOrder: number) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset/reorder`, { id, newOrder }),
  addAsset: (cid: string, fid: string, form: FormData) =>
    communityApi.post(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset`, form),
  renameAsset: (cid: string, fid: string, aid: string, body: { name: string; description?: string }) =>
    communityApi.put(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset/${enc(aid)}`, body),
  deleteAsset: (cid: string, fid: string, aid: string) =>
    communityApi.delete(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset`, { query: { id: aid } }),
  /** Downloads a file with the token; the server records the engagement event (docs/api-meetings.md). */
  download: (cid: string, fid: string, aid: string) =>
    communityApi.get<Blob>(`api/v1/community/${enc(cid)}/folder/${enc(fid)}/asset/${enc(aid)}/download`, {
      responseType: 'blob',
    }),
};

/** `GET api/v1/faq?page=1&pageSize=1000`. */
export function useFaq() {
  return useQuery({
    queryKey: communityKeys.faq(),
    queryFn: ({ signal }) =>
      communityApi.get<TFaqResponse>('api/v1/faq', { signal, query: { page: 1, pageSize: 1000 } }),
  });
}

/** Invalidates every communities query (after joins, leaves, creates). */
export function useInvalidateCommunities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
}

/** A mutation wrapper that refreshes the communities queries on success. */
export function useCommunityMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const invalidate = useInvalidateCommunities();
  return useMutation({ mutationFn: fn, onSuccess: () => void invalidate() });
}
