/**
 * Calls of one community's admin area and the moderation queue (issue 14; spec 001 §7 Communities admin
 * calls, Members/blocks/questions, Posts admin calls; docs/api-community-admin.md). Every mutation
 * invalidates the admin keys of the community (`communityAdminKeys.all`) and the member-side lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminPostsResponse,
  TAdminQuestionsResponse,
  TAdminTerms,
  TBlockListResponse,
  TCommunityChangeResponse,
  TCommunityStatistics,
  TModerationQueue,
  TPostStatus,
  TQuestionAnswersResponse,
  TReportedCommentsResponse,
} from '@portal/contracts';
import { communityApi } from '../../api/community-client';
import { communityAdminKeys } from './queries';

const enc = encodeURIComponent;
const base = (id: string) => `api/v1/admin/community/${enc(id)}`;
const k = (id: string, ...rest: (string | number | undefined)[]) =>
  [...communityAdminKeys.all, 'area', id, ...rest] as const;

/** Invalidates everything admin (and the member-side community lists) after a change. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: communityAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['communities'] }),
    ]);
}

/** `GET …/{id}/post/statistics`: the sidebar counts. */
export function useCommunityStatistics(id: string, enabled = true) {
  return useQuery({
    queryKey: k(id, 'statistics'),
    queryFn: ({ signal }) =>
      communityApi.get<TCommunityStatistics>(`${base(id)}/post/statistics`, { signal }),
    enabled,
  });
}

/** `GET …/{id}/post?page&pageSize&status`: the admin posts table (status undefined: every post). */
export function useAdminPosts(id: string, page: number, status: TPostStatus | undefined) {
  return useQuery({
    queryKey: k(id, 'posts', page, status),
    queryFn: ({ signal }) =>
      communityApi.get<TAdminPostsResponse>(`${base(id)}/post`, {
        signal,
        query: { page, pageSize: 10, ...(status !== undefined ? { status } : {}) },
      }),
    placeholderData: (previous) => previous,
  });
}

/** `GET …/{id}/post/report`: posts with open reports. */
export function useReportedPosts(id: string) {
  return useQuery({
    queryKey: k(id, 'reported-posts'),
    queryFn: ({ signal }) =>
      communityApi.get<TAdminPostsResponse>(`${base(id)}/post/report`, {
        signal,
        query: { page: 1, pageSize: 1000 },
      }),
  });
}

/** `GET …/{id}/comment/report`: comments with open reports. */
export function useReportedComments(id: string) {
  return useQuery({
    queryKey: k(id, 'reported-comments'),
    queryFn: ({ signal }) =>
      communityApi.get<TReportedCommentsResponse>(`${base(id)}/comment/report`, {
        signal,
        query: { page: 1, pageSize: 1000 },
      }),
  });
}

/** One moderation action: a status change, close/open, report decline or comment-report approval. */
export type ModerationAction =
  | { kind: 'status'; communityId: string; postId: string; status: TPostStatus }
  | { kind: 'frozen'; postId: string; isFrozen: boolean }
  | { kind: 'decline'; communityId: string; target: 'post' | 'comment'; ids: string[] }
  | { kind: 'approve-comment'; communityId: string; commentId: string };

/** Runs a {@link ModerationAction} (spec 001 §4 Post transitions and Reports). */
export function useModerationAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (a: ModerationAction) => {
      switch (a.kind) {
        case 'status':
          return communityApi.post(`${base(a.communityId)}/post/${enc(a.postId)}/set-status`, {
            status: a.status,
          });
        case 'frozen':
          return communityApi.put(`api/v1/community/post/${enc(a.postId)}`, { isFrozen: a.isFrozen });
        case 'decline':
          return communityApi.delete(`${base(a.communityId)}/${a.target}/report`, {
            query: { ids: a.ids.join(',') },
          });
        case 'approve-comment':
          return communityApi.post(`${base(a.communityId)}/comment/${enc(a.commentId)}/report/approve`, {});
      }
    },
    onSuccess: invalidate,
  });
}

/** `GET api/v1/admin/community/moderation`: the cross-community queue. */
export function useModerationQueue() {
  return useQuery({
    queryKey: [...communityAdminKeys.all, 'moderation-queue'],
    queryFn: ({ signal }) =>
      communityApi.get<TModerationQueue>('api/v1/admin/community/moderation', {
        signal,
        query: { page: 1, pageSize: 50 },
      }),
  });
}

/** `GET …/{id}/block`: the blacklist page. */
export function useBlacklist(id: string, page: number, keyword: string) {
  return useQuery({
    queryKey: k(id, 'blacklist', page, keyword),
    queryFn: ({ signal }) =>
      communityApi.get<TBlockListResponse>(`${base(id)}/block`, {
        signal,
        query: { page, pageSize: 10, ...(keyword ? { keyword } : {}) },
      }),
    placeholderData: (previous) => previous,
  });
}

/** Blacklist changes: block with a reason, change the reason, unblock. */
export type BlacklistChange =
  | { kind: 'block'; userIds: string[]; reason: string }
  | { kind: 'reason'; userId: string; reason: string }
  | { kind: 'unblock'; userIds: string[] };

/** Runs a {@link BlacklistChange} on a community. */
export function useBlacklistChange(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (c: BlacklistChange) =>
      c.kind === 'block'
        ? communityApi.post(`${base(id)}/block`, { userIds: c.userIds, reason: c.reason })
        : c.kind === 'reason'
          ? communityApi.put(`${base(id)}/block/${enc(c.userId)}`, { reason: c.reason })
          : communityApi.post(`${base(id)}/unblock`, { userIds: c.userIds }),
    onSuccess: invalidate,
  });
}

/** `GET …/{id}/terms`: terms, switch and versions. */
export function useAdminTerms(id: string) {
  return useQuery({
    queryKey: k(id, 'terms'),
    queryFn: ({ signal }) => communityApi.get<TAdminTerms>(`${base(id)}/terms`, { signal }),
  });
}

/** `PUT …/{id}/terms`: text and switch saved at once. */
export function useSaveTerms(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { agreement: string; isRequireAgreement: boolean }) =>
      communityApi.put<TAdminTerms>(`${base(id)}/terms`, body),
    onSuccess: invalidate,
  });
}

/** `GET …/{id}/question`: the join questions. */
export function useAdminQuestions(id: string) {
  return useQuery({
    queryKey: k(id, 'questions'),
    queryFn: ({ signal }) => communityApi.get<TAdminQuestionsResponse>(`${base(id)}/question`, { signal }),
  });
}

/** Join question changes: add, edit, delete. */
export type QuestionChange =
  | { kind: 'add'; text: string; isRequiredAssets: boolean }
  | { kind: 'edit'; qid: string; text: string; isRequiredAssets: boolean }
  | { kind: 'delete'; qid: string };

/** Runs a {@link QuestionChange}. */
export function useQuestionChange(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (c: QuestionChange) =>
      c.kind === 'add'
        ? communityApi.post(`${base(id)}/question`, {
            communityQuestions: [{ text: c.text, isRequiredAssets: c.isRequiredAssets }],
          })
        : c.kind === 'edit'
          ? communityApi.put(`${base(id)}/question/${enc(c.qid)}`, {
              text: c.text,
              isRequiredAssets: c.isRequiredAssets,
            })
          : communityApi.delete(`${base(id)}/question/${enc(c.qid)}`),
    onSuccess: invalidate,
  });
}

/** `GET …/{id}/question-answers?memberId`: a member's answers (only while `memberId` is set). */
export function useQuestionAnswers(id: string, memberId: string | null) {
  return useQuery({
    queryKey: k(id, 'answers', memberId ?? ''),
    queryFn: ({ signal }) =>
      communityApi.get<TQuestionAnswersResponse>(`${base(id)}/question-answers`, {
        signal,
        query: { memberId: memberId! },
      }),
    enabled: Boolean(memberId),
  });
}

/** Community changes: edit (multipart Community form), archive / unarchive, delete, about text. */
export type CommunityChange =
  | { kind: 'edit'; form: FormData }
  | { kind: 'archive'; isArchived: boolean }
  | { kind: 'delete' }
  | { kind: 'about'; about: string };

/** Runs a {@link CommunityChange}. */
export function useCommunityChange(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (c: CommunityChange): Promise<unknown> => {
      if (c.kind === 'edit') return communityApi.put<TCommunityChangeResponse>(base(id), c.form);
      if (c.kind === 'archive') {
        const form = new FormData();
        form.set('isArchived', String(c.isArchived));
        return communityApi.put<TCommunityChangeResponse>(base(id), form);
      }
      if (c.kind === 'delete') return communityApi.delete<TCommunityChangeResponse>(base(id));
      return communityApi.put<{ about: string }>(`${base(id)}/about`, { about: c.about });
    },
    onSuccess: invalidate,
  });
}

/** `GET api/v1/community/{id}/about`: the 'Who are we?' HTML. */
export function useAboutText(id: string) {
  return useQuery({
    queryKey: k(id, 'about'),
    queryFn: ({ signal }) =>
      communityApi.get<{ about: string }>(`api/v1/community/${enc(id)}/about`, { signal }),
  });
}
