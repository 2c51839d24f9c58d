/**
 * Comments — payloads and answers of spec 001 §7 "Posts" (comment calls), the Comment entity of §3
 * (threads of at most 3 levels), the rules of §5 (body HTML up to the post body limit, up to 10 files) and
 * §6 (commentDelete sees reports). Messages and limits are shared with posts (`POST_MESSAGES`,
 * `POST_LIMITS`).
 */
import { z } from 'zod';
import { ZCommunityAttachment } from '../communities/communities';
import { POST_LIMITS, ZAuthor, ZPostLikeResponse, ZReport } from '../posts/posts';

const page = z.coerce.number().int().min(1).default(1);

/**
 * Comment (spec 001 §3). `depth` is 1 for top level, at most 3. `isReported` is the caller's;
 * `reports` only for commentDelete holders.
 */
export const ZComment = z.object({
  id: z.string(),
  postId: z.string(),
  parentCommentId: z.string().nullable(),
  depth: z.number().int(),
  body: z.string(),
  attachments: z.array(ZCommunityAttachment),
  createdByUserId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likesCount: z.number().int(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  reports: z.array(ZReport),
  user: ZAuthor,
});
/** The parsed shape of {@link ZComment}. */
export type TComment = z.infer<typeof ZComment>;

/** `GET api/v1/community/post/{id}/comment?page&pageSize` (1000): all levels, newest first per post. */
export const ZCommentsQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(1000).default(POST_LIMITS.commentsPageSize),
});
/** A page of comments (`postComments`) with the total. */
export const ZCommentsResponse = z.object({
  postComments: z.array(ZComment),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZCommentsResponse}. */
export type TCommentsResponse = z.infer<typeof ZCommentsResponse>;

/**
 * `POST api/v1/community/post/{id}/comment` — JSON or multipart: body (HTML, may be empty when files are
 * attached), parentCommentId (null for top level; the parent's depth must be below 3), up to 10 `files`.
 */
export const ZCreateCommentFields = z.object({
  body: z.string().max(POST_LIMITS.bodyMax).default(''),
  parentCommentId: z.uuid().nullish(),
});
/** The parsed shape of {@link ZCreateCommentFields}. */
export type TCreateCommentFields = z.infer<typeof ZCreateCommentFields>;
/** `PUT api/v1/community/post/comment/{commentId}` body. */
export const ZUpdateCommentBody = z.object({ body: z.string().max(POST_LIMITS.bodyMax) });
/** Path `{commentId}` of a comment. */
export const ZCommentIdParams = z.object({ commentId: z.uuid() });
/** Answer of comment delete: how many comments were removed (the subtree) and the post's new count. */
export const ZDeleteCommentResponse = z.object({
  deletedCount: z.number().int(),
  commentsCount: z.number().int(),
});
/** Answer of comment like/dislike: the caller's like and the count. */
export const ZCommentLikeResponse = ZPostLikeResponse;
