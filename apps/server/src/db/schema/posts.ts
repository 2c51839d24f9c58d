/**
 * Posts, tags on posts, attachments, likes, saves, reports, views, comments and their likes and reports —
 * spec 001 §3 (Post, Comment), §4 (post status, closed posts, comment depth) and §9. Counters shown in
 * lists (likes, comments, views) are kept on the post row in the same transaction as the change.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { communities, postTags } from './communities';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Post. `status`: 0 Default, 1 Published, 2 WaitForApproval, 3 Deleted, 4 ArchivedDueToReported, 99 Archived. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    /** Plain text of the body, for search. */
    bodyText: text('body_text').notNull().default(''),
    /** Storage key of the cover image. */
    imageKey: text('image_key'),
    status: smallint('status').notNull().default(1),
    type: text('type'),
    isFrozen: boolean('is_frozen').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_community_status_created_idx').on(t.tenantId, t.communityId, t.status, t.createdAt, t.id),
    index('posts_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('posts_author_idx').on(t.tenantId, t.createdByUserId, t.status),
    // The monthly posts and active members of /admin/insights, index-only (issue 39 point 4, migration 0034).
    index('posts_tenant_status_created_author_idx').on(t.tenantId, t.status, t.createdAt, t.createdByUserId),
    // Post search (`title ilike … or body_text ilike …`): trigram indexes (pg_trgm, migration 0003).
    index('posts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('posts_body_text_trgm_idx').using('gin', sql`${t.bodyText} gin_trgm_ops`),
  ],
);

/** Post ↔ tag (up to 10 per post). */
export const postTagLinks = pgTable(
  'post_tag_links',
  {
    tenantId: tenantId(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => postTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index('post_tag_links_tag_idx').on(t.tenantId, t.tagId),
  ],
);

/** Comment; `depth` 1..3 (spec 001 §4). Deleting a comment cascades to its subtree. */
export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    depth: smallint('depth').notNull().default(1),
    body: text('body').notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.tenantId, t.postId, t.createdAt, t.id),
    index('post_comments_parent_idx').on(t.parentCommentId),
    index('post_comments_author_idx').on(t.tenantId, t.createdByUserId),
    // The monthly community activity of /admin/insights (issue 39 point 4, migration 0030).
    // The monthly comments and active members of /admin/insights, index-only (issue 39 point 4, migration 0034).
    index('post_comments_tenant_created_author_idx').on(t.tenantId, t.createdAt, t.createdByUserId),
  ],
);

/** File attached to a post or a comment (spec 001 §5: ≤ 10, 5 MB each). */
export const postAttachments = pgTable(
  'post_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_attachments_post_idx').on(t.postId),
    index('post_attachments_comment_idx').on(t.commentId),
  ],
);

const userPostTable = (name: string) =>
  pgTable(
    name,
    {
      tenantId: tenantId(),
      postId: uuid('post_id')
        .notNull()
        .references(() => posts.id, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.postId, t.userId] }),
      index(`${name}_user_idx`).on(t.tenantId, t.userId, t.createdAt),
    ],
  );

/** Post likes, one per user. */
export const postLikes = userPostTable('post_likes');
/** Saved (bookmarked) posts, one per user; the saved feed sorts by `created_at`. */
export const postSaves = userPostTable('post_saves');

/** Post report, once per user (spec 001 §6). `resolvedAt` set when an admin declines or approves it. */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reasonType: text('reason_type'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_reports_post_user_uq').on(t.postId, t.userId),
    index('post_reports_tenant_open_idx').on(t.tenantId, t.resolvedAt, t.createdAt),
  ],
);

/** Post views, one row per counted view (the count is kept on `posts.views_count`). */
export const postViews = pgTable(
  'post_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('post_views_post_idx').on(t.postId, t.createdAt)],
);

/** Comment likes, one per user. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    tenantId: tenantId(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    // Covers the caller's likes read whole by a thread page (migration 0040).
    index('comment_likes_user_comment_idx').on(t.tenantId, t.userId, t.commentId),
  ],
);

/** Comment report, once per user. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_reports_comment_user_uq').on(t.commentId, t.userId),
    index('comment_reports_tenant_open_idx').on(t.tenantId, t.resolvedAt, t.createdAt),
  ],
);
