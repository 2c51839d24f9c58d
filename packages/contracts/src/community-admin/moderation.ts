/**
 * One community's administration and the cross-community moderation queue (issue 14) — spec 001 §2
 * "Community administration area", §3 (Community statistics, Blocked user, Removed member, Join
 * question/answer, Agreement/terms), §4 (Post, Reports, Community), §5 (Join questions, Terms, Blacklist),
 * §7 (Communities admin calls, Members, blocks, questions, Posts admin calls). Paths: docs/api-community-admin.md.
 */
import { z } from 'zod';
import { ZPostStatus, ZReport } from '../posts/posts';

/** Messages of spec 001 §5 and §8 for the community admin pages (exact wording, typos kept). */
export const MODERATION_MESSAGES = {
  questionRequired: 'Please enter a question',
  questionMax: 'Max length is 150 symbols',
  questionNeedsPrivate: 'Community must be private and visible',
  termsEmpty: 'Content cannot be empty.',
  termsLoadFailed: 'Failed to load agreement',
  termsSaveFailed: 'Failed to save agreement.',
  termsSaved: 'Agreement saved successfully.',
  reasonRequired: 'Please enter a reason',
  banFailed: 'Failed to ban members',
  approveReportFailed: 'Error approving report. Try again.',
  declineReportFailed: 'Failed to decline the report. Please try again later.',
  declineReportsFailed: 'Failed to decline the reports. Please try again later.',
  publishFailed: 'Unable to publish the post. Please try again later.',
  restoreFailed: 'Error restoring post. Try again.',
  closeOpenFailed: 'Error closed/open post. Try again.',
  deleteCommunityFailed: 'Error deleting community. Try again.',
  archiveFailed: (archived: boolean) => `${archived ? 'Archived' : 'Unarchived'} failed`,
  successfullyUpdated: 'Successfully updated',
  successfullySaved: 'Successfully saved!',
  removedSuccessfully: 'Removed successfully!',
  restored: 'Successfuly restored',
  deleted: 'Successfuly deleted',
  loadQuestionsFailed: 'Failed to load member questions',
  noChanges: 'No changes to save',
  reportAlreadyResolved: 'The report has already been resolved',
  alreadyBlacklisted: 'The user is already blacklisted',
  notBlacklisted: 'The user is not blacklisted',
  forbidden: 'You do not have permission for this action',
  uncategorized: 'Uncategorized',
} as const;

/** Length limits of spec 001 §9 for these pages. */
export const MODERATION_LIMITS = {
  questionMax: 150,
  reasonMax: 500,
  termsMax: 100_000,
  aboutMax: 100_000,
  reportedPageSize: 1000,
  tablePageSize: 10,
} as const;

const page = z.coerce.number().int().min(1).default(1);
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(1000).default(fallback);

/** `GET api/v1/admin/community/{id}/post/statistics` (spec 001 §3 Community statistics), one query. */
export const ZCommunityStatistics = z.object({
  allPostsCount: z.number().int(),
  pendingPostsCount: z.number().int(),
  reportedPostsCount: z.number().int(),
  reportedPostCommentsCount: z.number().int(),
  archivedPostsCount: z.number().int(),
});
/** The parsed shape of {@link ZCommunityStatistics}. */
export type TCommunityStatistics = z.infer<typeof ZCommunityStatistics>;

/** `PUT api/v1/admin/community/{id}/about` body: the 'Who are we?' HTML (sanitised on save). */
export const ZAboutBody = z.object({ about: z.string().max(MODERATION_LIMITS.aboutMax) });
/** Answer: the stored (sanitised) HTML. */
export const ZAboutResponse = z.object({ about: z.string() });

/**
 * `PUT api/v1/admin/community/{id}/terms` body: the agreement HTML and the require-agreement switch, saved
 * at once (spec 001 §4 Terms); each save is kept as a version. Content cannot be empty (§5 Terms).
 */
export const ZTermsBody = z.object({
  agreement: z.string().max(MODERATION_LIMITS.termsMax),
  isRequireAgreement: z.boolean(),
});
/** The parsed shape of {@link ZTermsBody}. */
export type TTermsBody = z.infer<typeof ZTermsBody>;
/** One saved terms version (issue 14): its text, switch, date and how many members accepted it. */
export const ZTermsVersion = z.object({
  id: z.string(),
  text: z.string(),
  isRequireAgreement: z.boolean(),
  createdAt: z.string(),
  acceptedCount: z.number().int(),
});
/** `GET api/v1/admin/community/{id}/terms` answer: current text, switch and the versions, newest first. */
export const ZAdminTerms = z.object({
  agreement: z.string(),
  isRequireAgreement: z.boolean(),
  versions: z.array(ZTermsVersion),
});
/** The parsed shape of {@link ZAdminTerms}. */
export type TAdminTerms = z.infer<typeof ZAdminTerms>;

/** `GET api/v1/admin/community/{id}/post?page&pageSize&status&id` query (status: one post status). */
export const ZAdminPostsQuery = z.object({
  page,
  pageSize: pageSize(10),
  status: z.coerce.number().pipe(ZPostStatus).optional(),
  id: z.uuid().optional(),
});
/** The parsed shape of {@link ZAdminPostsQuery}. */
export type TAdminPostsQuery = z.infer<typeof ZAdminPostsQuery>;

/**
 * Last fields of a moderated post or comment: `user` (id, first and last name, avatarUrl or null) and its
 * open `reports`. Each call builds new schemas.
 */
const authorAndReportsFields = () => ({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  reports: z.array(ZReport),
});

/** A post row of the admin tables and queues (author, counters, open reports). */
export const ZAdminPost = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  status: ZPostStatus,
  isFrozen: z.boolean(),
  communityId: z.string(),
  communityName: z.string(),
  communityAlias: z.string(),
  createdAt: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  viewsCount: z.number().int(),
  ...authorAndReportsFields(),
});
/** The parsed shape of {@link ZAdminPost}. */
export type TAdminPost = z.infer<typeof ZAdminPost>;
/** A page of admin posts. */
export const ZAdminPostsResponse = z.object({ posts: z.array(ZAdminPost), totalItemCount: z.number().int() });
/** The parsed shape of {@link ZAdminPostsResponse}. */
export type TAdminPostsResponse = z.infer<typeof ZAdminPostsResponse>;

/** `GET api/v1/admin/community/{id}/post/report?page&pageSize` (default 1000, spec 001 §9). */
export const ZReportsQuery = z.object({ page, pageSize: pageSize(MODERATION_LIMITS.reportedPageSize) });
/** `DELETE api/v1/admin/community/{id}/post/report?ids=a,b` — declines (resolves) the given open reports. */
export const ZReportIdsQuery = z.object({
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(1000)),
});
/** Answer of a decline or approve: how many reports were resolved. */
export const ZResolvedResponse = z.object({ resolved: z.number().int() });

/** A reported comment with its open reports (spec 001 §2 Reported comments). */
export const ZAdminReportedComment = z.object({
  id: z.string(),
  body: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  communityId: z.string(),
  communityName: z.string(),
  createdAt: z.string(),
  ...authorAndReportsFields(),
});
/** The parsed shape of {@link ZAdminReportedComment}. */
export type TAdminReportedComment = z.infer<typeof ZAdminReportedComment>;
/** `GET api/v1/admin/community/{id}/comment/report` answer. */
export const ZReportedCommentsResponse = z.object({
  comments: z.array(ZAdminReportedComment),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZReportedCommentsResponse}. */
export type TReportedCommentsResponse = z.infer<typeof ZReportedCommentsResponse>;
/** Path of a comment report decision: community id and comment id. */
export const ZCommentReportParams = z.object({ id: z.uuid(), commentId: z.uuid() });

/** `GET api/v1/admin/community/{id}/block?page&pageSize&keyword` query (10 per page, spec 001 §9). */
export const ZBlockListQuery = z.object({
  page,
  pageSize: pageSize(MODERATION_LIMITS.tablePageSize),
  keyword: z.string().trim().max(100).optional(),
});
/** A blacklisted user (spec 001 §3 Blocked user) with the name shown in the table. */
export const ZBlockedUser = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  reason: z.string(),
  updatedAt: z.string(),
});
/** The parsed shape of {@link ZBlockedUser}. */
export type TBlockedUser = z.infer<typeof ZBlockedUser>;
/** The blacklist page. */
export const ZBlockListResponse = z.object({
  blockedUsers: z.array(ZBlockedUser),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZBlockListResponse}. */
export type TBlockListResponse = z.infer<typeof ZBlockListResponse>;
const reason = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, MODERATION_MESSAGES.reasonRequired)
  .max(MODERATION_LIMITS.reasonMax);
/** `POST api/v1/admin/community/{id}/block`: blacklist users with a reason (§5: ≥ 1 user and a reason). */
export const ZBlockBody = z.object({ userIds: z.array(z.uuid()).min(1).max(100), reason });
/** The parsed shape of {@link ZBlockBody}. */
export type TBlockBody = z.infer<typeof ZBlockBody>;
/** `PUT api/v1/admin/community/{id}/block/{userId}`: change the reason. */
export const ZBlockReasonBody = z.object({ reason });
/** `POST api/v1/admin/community/{id}/unblock`: take users off the blacklist. */
export const ZUnblockBody = z.object({ userIds: z.array(z.uuid()).min(1).max(100) });
/** Answer of the blacklist changes. */
export const ZBlockChangeResponse = z.object({ changed: z.number().int() });

/** Join question (spec 001 §3; §5: text required, ≤ 150, isRequiredAssets asks for one file). */
export const ZQuestionInput = z.object({
  text: z
    .string({ error: MODERATION_MESSAGES.questionRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.questionRequired)
    .max(MODERATION_LIMITS.questionMax, MODERATION_MESSAGES.questionMax),
  isRequiredAssets: z.boolean().default(false),
});
/** `POST api/v1/admin/community/{id}/question` body: the questions to add. */
export const ZQuestionsBody = z.object({ communityQuestions: z.array(ZQuestionInput).min(1).max(20) });
/** A stored join question. */
export const ZAdminQuestion = z.object({
  id: z.string(),
  text: z.string(),
  isRequiredAssets: z.boolean(),
  communityId: z.string(),
});
/** `GET api/v1/admin/community/{id}/question` answer. */
export const ZAdminQuestionsResponse = z.object({ communityQuestions: z.array(ZAdminQuestion) });
/** The parsed shape of {@link ZAdminQuestionsResponse}. */
export type TAdminQuestionsResponse = z.infer<typeof ZAdminQuestionsResponse>;
/** Path of one question. */
export const ZQuestionParams = z.object({ id: z.uuid(), qid: z.uuid() });

/** `GET api/v1/admin/community/{id}/question-answers?memberId` query. */
export const ZQuestionAnswersQuery = z.object({ memberId: z.uuid() });
/** A member's answers as admins see them (spec 001 §3: questionText, answerText, attachments). */
export const ZQuestionAnswersResponse = z.object({
  questionAnswers: z.array(
    z.object({
      questionId: z.string(),
      questionText: z.string(),
      answerText: z.string(),
      attachments: z.array(z.object({ name: z.string(), url: z.string() })),
    }),
  ),
});
/** The parsed shape of {@link ZQuestionAnswersResponse}. */
export type TQuestionAnswersResponse = z.infer<typeof ZQuestionAnswersResponse>;

/** `GET api/v1/admin/community/moderation?page&pageSize` query: the cross-community queue. */
export const ZModerationQuery = z.object({ page, pageSize: pageSize(50) });
/**
 * The moderation queue (issue 14): pending posts (postApprove), posts with open reports (postDelete) and
 * comments with open reports (commentDelete) of every community the caller moderates, newest first.
 */
export const ZModerationQueue = z.object({
  pendingPosts: z.array(ZAdminPost),
  reportedPosts: z.array(ZAdminPost),
  reportedComments: z.array(ZAdminReportedComment),
  totals: z.object({
    pendingPosts: z.number().int(),
    reportedPosts: z.number().int(),
    reportedComments: z.number().int(),
  }),
});
/** The parsed shape of {@link ZModerationQueue}. */
export type TModerationQueue = z.infer<typeof ZModerationQueue>;

/** Answer of archive, unarchive, update and delete of a community. */
export const ZCommunityChangeResponse = z.object({
  id: z.string(),
  alias: z.string(),
  isArchived: z.boolean(),
  archivedDate: z.string().nullable(),
  isDeleted: z.boolean(),
});
/** The parsed shape of {@link ZCommunityChangeResponse}. */
export type TCommunityChangeResponse = z.infer<typeof ZCommunityChangeResponse>;
