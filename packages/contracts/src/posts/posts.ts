/**
 * Posts, reports and post tags — payloads and answers of spec 001 §7 "Posts", the Post and
 * Comment entities of §3, the post state machine of §4, the validation rules of §5, the rules of §6 and the
 * limits of §9. Answers are camelCase; dates are ISO strings.
 */
import { z } from 'zod';
import { communityLinkFields } from '../shared/record-fields';
import { zRequiredText } from '../shared/input';
import { ZCommunityAttachment } from '../communities/communities';

/** Post status (spec 001 §3): Default 0, Published 1, WaitForApproval 2, Deleted 3, ArchivedDueToReported 4, Archived 99. */
export const PostStatus = {
  Default: 0,
  Published: 1,
  WaitForApproval: 2,
  Deleted: 3,
  ArchivedDueToReported: 4,
  Archived: 99,
} as const;
/** One value of {@link PostStatus}. */
export type TPostStatus = (typeof PostStatus)[keyof typeof PostStatus];
/** Schema of one of those values. */
export const ZPostStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(99),
]);

/**
 * Allowed status changes of `POST api/v1/admin/community/{cid}/post/{pid}/set-status` (spec 001 §4 Post):
 * WaitForApproval → Published (Approve, needs postApprove) or → Archived (Decline, postApprove);
 * Archived → Published (Publish, postEdit); Deleted → Published (Restore, postEdit);
 * Published → ArchivedDueToReported (report approved, postDelete).
 */
export const POST_TRANSITIONS: readonly {
  from: TPostStatus;
  to: TPostStatus;
  flag: 'postApprove' | 'postEdit' | 'postDelete';
}[] = [
  { from: PostStatus.WaitForApproval, to: PostStatus.Published, flag: 'postApprove' },
  { from: PostStatus.WaitForApproval, to: PostStatus.Archived, flag: 'postApprove' },
  { from: PostStatus.Archived, to: PostStatus.Published, flag: 'postEdit' },
  { from: PostStatus.Deleted, to: PostStatus.Published, flag: 'postEdit' },
  { from: PostStatus.Published, to: PostStatus.ArchivedDueToReported, flag: 'postDelete' },
];

/** Post types (spec 001 §3). */
export const POST_TYPES = ['Urgent', 'OpportunityCollaborate', 'OpportunityContinue', 'Knowledge'] as const;
/** One value of {@link POST_TYPES}. */
export type TPostType = (typeof POST_TYPES)[number];
/** Schema of one of those values. */
export const ZPostType = z.enum(POST_TYPES);

/** Report reasons for posts (spec 001 §3). */
export const POST_REPORT_REASONS = [
  'InappropriateContent',
  'PrivacyContent',
  'SharePostInOtherGroups',
  'RemovePost',
] as const;
/** Schema of one of those values. */
export const ZPostReportReason = z.enum(POST_REPORT_REASONS);

/** Messages of spec 001 §4, §5 and §8 for posts and comments (exact wording, typos kept). */
export const POST_MESSAGES = {
  titleRequired: 'Please enter a post title',
  titleMax: 'Max length is 150 symbols',
  bodyRequired: 'Please enter a post content',
  fileTypes: (list: string) => `Allowed only: ${list} file types`,
  fileSize: 'Maximum allowed file size is 5Mb',
  previewTypes: 'Allowed only: png, jpeg, jpg file types for preview',
  tooManyFiles: 'Up to 10 files are allowed',
  tooManyTags: 'Up to 10 tags are allowed',
  created: 'Successfully created',
  createdWaiting: 'Successfully created. Waiting for approval',
  reportPrompt: 'Would you like to report this post?',
  reportSubmitted: 'The report has been submitted successfully.',
  reportFailed: 'An error occurred. The report was not submitted.',
  /** Title of the failed post report's notification (its description is {@link POST_MESSAGES.reportFailed}). */
  reportPostFailed: 'Error reporting post',
  /** Opening a closed post from its page failed (spec 001 §6 "open a closed post: postEdit"). */
  openFailed: 'Error opening post. Try again.',
  closeOpenFailed: 'Error closed/open post. Try again.',
  alreadyReported: 'You have already reported this post',
  alreadyReportedComment: 'You have already reported this comment',
  cannotReportOwnPost: 'You cannot report your own post',
  cannotReportOwnComment: 'You cannot report your own comment',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  postClosed: 'The post is closed',
  postDeleted: 'The post is deleted',
  maxDepth: 'Replies are allowed up to 3 levels',
  reasonRequired: 'Please enter a reason',
  commentRequired: 'Please enter a comment',
  forbidden: 'You do not have permission to do this',
  statusChangeNotAllowed: 'This status change is not allowed',
  edited: 'Post edited successfully',
  deleted: 'Successfuly deleted',
  restored: 'Successfuly restored',
} as const;

/** Limits of spec 001 §5 and §9 for posts and comments. Sizes in bytes. */
export const POST_LIMITS = {
  titleMax: 150,
  bodyMax: 100_000,
  tagsMax: 10,
  filesMax: 10,
  fileMaxBytes: 5 * 1024 * 1024,
  feedPageSize: 20,
  commentsPageSize: 1000,
  commentDepthMax: 3,
  /** 'edited' marker when updatedAt is more than this after createdAt (ms). */
  editedMarkerMs: 100,
  likeDelayMs: 700,
  feedSaveDelayMs: 600,
} as const;

/** Attachment file types of posts and comments (spec 001 §5 Post form). */
export const POST_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'ppt', 'pptx', 'txt', 'png', 'jpeg', 'jpg'] as const;
/** Types with a preview; also the cover image types. */
export const POST_PREVIEW_TYPES = ['png', 'jpeg', 'jpg'] as const;

/** Lower-case extension of a file name without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first message of the attachment rules a file breaks, or null (spec 001 §5). */
export function attachmentError(
  file: { name: string; size: number },
  types: readonly string[] = POST_FILE_TYPES,
  maxBytes: number = POST_LIMITS.fileMaxBytes,
): string | null {
  if (!types.includes(fileExtension(file.name))) return POST_MESSAGES.fileTypes(types.join(', '));
  if (file.size > maxBytes) return POST_MESSAGES.fileSize;
  return null;
}

/** Tag on a post (spec 001 §3 Post tag). */
export const ZTagRef = z.object({ id: z.string(), name: z.string() });
/** Post tag with its post count (`GET api/v1/community/post/tag`). */
export const ZPostTag = ZTagRef.extend({ countOfPosts: z.number().int() });
/** A page of post tags with the total. */
export const ZPostTagsResponse = z.object({ tags: z.array(ZPostTag), totalItemCount: z.number().int() });

/** Author fields shown on posts and comments. */
export const ZAuthor = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  pronoun: z.string().nullable(),
});

/** A report (spec 001 §3); listed only to callers with postDelete (posts) or commentDelete (comments). */
export const ZReport = z.object({
  id: z.string(),
  userId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

/**
 * Post (spec 001 §3). `isSaved`, `isLiked`, `isReported` are the caller's; `community` gives the alias
 * for links from the feed; `canEdit`/`canDelete`/`canComment`/`canReport` are the §6 rules for the caller.
 */
export const ZPost = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  status: ZPostStatus,
  type: ZPostType.nullable(),
  isFrozen: z.boolean(),
  isSaved: z.boolean(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
  commentsCount: z.number().int(),
  tags: z.array(ZTagRef),
  attachments: z.array(ZCommunityAttachment),
  createdByUserId: z.string(),
  ...communityLinkFields(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reports: z.array(ZReport),
  user: ZAuthor,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canComment: z.boolean(),
  canReport: z.boolean(),
});
/** The parsed shape of {@link ZPost}. */
export type TPost = z.infer<typeof ZPost>;

/** A page of posts. */
export const ZPostsResponse = z.object({ posts: z.array(ZPost), totalItemCount: z.number().int() });
/** The parsed shape of {@link ZPostsResponse}. */
export type TPostsResponse = z.infer<typeof ZPostsResponse>;

const page = z.coerce.number().int().min(1).default(1);

/** `GET api/v1/community/post/feed?page&pageSize&includeOnlySaved` (page size 20): newest first. */
export const ZFeedQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(POST_LIMITS.feedPageSize),
  includeOnlySaved: z.stringbool().optional(),
});
/** `GET api/v1/community/{id}/posts?page&pageSize[&keyword]`: Published posts, newest first. */
export const ZCommunityPostsQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(1000).default(POST_LIMITS.feedPageSize),
  keyword: z.string().trim().max(200).optional(),
});
/** `GET api/v1/community/post/search-by-body?keyword&page&pageSize[&communityId]`: title and body search. */
export const ZPostSearchQuery = z.object({
  keyword: z.string().trim().min(1).max(200),
  communityId: z.uuid().optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(POST_LIMITS.feedPageSize),
});

const title = zRequiredText(POST_MESSAGES.titleRequired).max(POST_LIMITS.titleMax, POST_MESSAGES.titleMax);
const body = zRequiredText(POST_MESSAGES.bodyRequired).max(POST_LIMITS.bodyMax);
const tagIds = z.array(z.uuid()).max(POST_LIMITS.tagsMax, POST_MESSAGES.tooManyTags);

/**
 * `POST api/v1/community/post` — multipart fields (spec 001 §7): communityId, title, body (HTML), type,
 * tagIds (repeat the field or JSON array); files: `imageFile` (png/jpeg/jpg, 5 MB) and up to 10 `files`.
 * Answer: the post; status 2 (WaitForApproval) in approval-required communities, else 1.
 */
export const ZCreatePostFields = z.object({
  communityId: z.uuid(),
  title,
  body,
  type: ZPostType.optional(),
  tagIds: tagIds.default([]),
});
/** The parsed shape of {@link ZCreatePostFields}. */
export type TCreatePostFields = z.infer<typeof ZCreatePostFields>;

/**
 * `PUT api/v1/community/post/{id}` — JSON or multipart. Every field optional: title, body, type,
 * isFrozen (close/open: postEdit or postDelete), `deletedAttachmentIds`, `removeImage`; multipart may add
 * `imageFile` and `files`. A closed or deleted post cannot be edited, only opened.
 */
export const ZUpdatePostFields = z.object({
  title: title.optional(),
  body: body.optional(),
  type: ZPostType.nullable().optional(),
  isFrozen: z.boolean().optional(),
  deletedAttachmentIds: z.array(z.uuid()).max(POST_LIMITS.filesMax).optional(),
  removeImage: z.boolean().optional(),
});
/** The parsed shape of {@link ZUpdatePostFields}. */
export type TUpdatePostFields = z.infer<typeof ZUpdatePostFields>;

/** Path `{id}` of a post. */
export const ZPostIdParams = z.object({ id: z.uuid() });
/** Path parameter `{id}` of a user (`GET api/v1/community/users/{id}/post-counter`). */
export const ZUserIdParams = z.object({ id: z.uuid() });
/** `PUT api/v1/community/post/{id}/set-tags` body: up to 10 tag ids (replaces the post's tags). */
export const ZSetTagsBody = z.object({ tagIds });
/** Answer of set-tags: the post's tags after the change. */
export const ZSetTagsResponse = z.object({ tags: z.array(ZTagRef) });

/** `POST .../post/{id}/report` body: the message (not blank), optional reason. 409 when already reported. */
export const ZReportBody = z.object({
  message: z
    .string({ error: POST_MESSAGES.reasonRequired })
    .trim()
    .min(1, POST_MESSAGES.reasonRequired)
    .max(2000),
  reason: ZPostReportReason.optional(),
});
/** The parsed shape of {@link ZReportBody}. */
export type TReportBody = z.infer<typeof ZReportBody>;
/** Answer of a report (post or comment). */
export const ZReportResponse = z.object({ reported: z.literal(true) });

/** Answer of post like/dislike, save/unsave and view. */
export const ZPostLikeResponse = z.object({ isLiked: z.boolean(), likesCount: z.number().int() });
/** Answer of save/unsave: whether the caller now has the post saved. */
export const ZPostSaveResponse = z.object({ isSaved: z.boolean() });
/** Answer of view: the post's view count after. */
export const ZPostViewResponse = z.object({ viewsCount: z.number().int() });
/**
 * `POST api/v1/community/post/{id}/share` answer (path ours; spec 000 §4 names the "post shared"
 * notification, type 6, but no call): the member shared the post's link, and its author is told.
 */
export const ZPostShareResponse = z.object({ shared: z.boolean() });
/** Answer of `DELETE api/v1/community/post/{id}`: the new status (3). */
export const ZPostStatusResponse = z.object({ id: z.string(), status: ZPostStatus });

/** `POST api/v1/admin/community/{cid}/post/{pid}/set-status` body and params (spec 001 §4). */
export const ZSetPostStatusBody = z.object({ status: ZPostStatus });
/** Path `{cid}` (community) and `{pid}` (post) of set-status. */
export const ZSetPostStatusParams = z.object({ cid: z.uuid(), pid: z.uuid() });

/** `GET api/v1/community/users/{id}/post-counter` answer: the user's Published posts and comments. */
export const ZPostCounterResponse = z.object({
  postsCount: z.number().int(),
  commentsCount: z.number().int(),
});
/** `GET api/v1/community/post/tag?page&pageSize` query (default 100). */
export const ZPostTagsQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});
