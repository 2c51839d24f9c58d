/**
 * Communities, categories, tags, memberships, join questions and answers, likes, favourites and views —
 * spec 001 §3 (Community, Community category, Join question/answer, Member, Post tag) and §4 (membership).
 * Every table carries `tenant_id`; indexes follow the list filters and sorts of spec 001 §7.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A stored file attached to something: display name, storage key, size in bytes. */
export interface StoredAttachment {
  id: string;
  name: string;
  key: string;
  size: number;
}

/** Community (spec 001 §3). Defaults of spec 001 §9: public, visible, not auto-join, no approval, no agreement. */
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    title: text('title'),
    /** Storage key of the community image, or an absolute URL. */
    imageUrl: text('image_url'),
    /** 'Who are we?' sanitised HTML. */
    about: text('about').notNull().default(''),
    /** Terms (agreement) sanitised HTML. */
    agreement: text('agreement').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedDate: timestamp('archived_date', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    aliveStartDate: timestamp('alive_start_date', { withTimezone: true }),
    aliveEndDate: timestamp('alive_end_date', { withTimezone: true }),
    isAutoJoin: boolean('is_auto_join').notNull().default(false),
    isRequirePostApproval: boolean('is_require_post_approval').notNull().default(false),
    isRequireAgreement: boolean('is_require_agreement').notNull().default(false),
    pushToWebSite: boolean('push_to_web_site').notNull().default(false),
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    viewsCount: integer('views_count').notNull().default(0),
    /**
     * Published posts, kept by the posts service on every status change (and recounted by the seed), so
     * lists and the feed's totalItemCount need no count over the posts table.
     */
    postsCount: integer('posts_count').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    latestActivity: timestamp('latest_activity', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('communities_tenant_alias_uq').on(t.tenantId, t.alias),
    index('communities_tenant_name_idx').on(t.tenantId, t.isDeleted, t.name),
  ],
);

/** Community category; `parentCategoryId` null for top level (spec 001 §3). */
export const communityCategories = pgTable(
  'community_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('grey'),
    parentCategoryId: uuid('parent_category_id').references((): AnyPgColumn => communityCategories.id, {
      onDelete: 'cascade',
    }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('community_categories_tenant_parent_idx').on(t.tenantId, t.parentCategoryId, t.name)],
);

/** Community ↔ category. */
export const communityCategoryLinks = pgTable(
  'community_category_links',
  {
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => communityCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.categoryId] }),
    index('community_category_links_category_idx').on(t.tenantId, t.categoryId),
  ],
);

/** Post tags (spec 001 §3 Post tag), also used as community tags (`tagsId`). */
export const postTags = pgTable(
  'post_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_tags_tenant_name_uq').on(t.tenantId, t.name)],
);

/** Community ↔ tag (up to 10 per community, spec 001 §9). */
export const communityTagLinks = pgTable(
  'community_tag_links',
  {
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => postTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.tagId] }),
    index('community_tag_links_tag_idx').on(t.tenantId, t.tagId),
  ],
);

/** Membership (spec 001 §3 Member, §4): role Member | Moderator | Editor; status Awaiting | Joined | Blocked | Removed. */
export const communityMembers = pgTable(
  'community_members',
  {
    /** Membership id (spec 001 §3 Member `id`); column not named `id`, which unqualified subqueries of users use. */
    id: uuid('membership_id').notNull().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Member | Moderator | Editor */
    role: text('role').notNull().default('Member'),
    /** Awaiting | Joined | Blocked | Removed */
    status: text('status').notNull().default('Joined'),
    /** Community-level permission flags of this membership, added to the role's defaults (spec 001 §6). */
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    /** Block reason (spec 001 §3 Blocked user). */
    reason: text('reason'),
    /** The terms version the member accepted when joining (issue 14; `community_terms_versions.id`). */
    acceptedTermsVersionId: uuid('accepted_terms_version_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_members_user_idx').on(t.tenantId, t.userId, t.role),
    index('community_members_community_status_idx').on(t.tenantId, t.communityId, t.status, t.role),
  ],
);

/** Join question (spec 001 §3): text ≤ 150, `isRequiredAssets` asks for a file. */
export const communityJoinQuestions = pgTable(
  'community_join_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isRequiredAssets: boolean('is_required_assets').notNull().default(false),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('community_join_questions_community_idx').on(t.tenantId, t.communityId, t.order)],
);

/** A user's answer to a join question, with files uploaded after the join (spec 001 §4 Join flow). */
export const communityJoinAnswers = pgTable(
  'community_join_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => communityJoinQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_join_answers_user_question_uq').on(t.questionId, t.userId),
    index('community_join_answers_member_idx').on(t.tenantId, t.communityId, t.userId),
  ],
);

/** Community likes (one per user). */
export const communityLikes = pgTable(
  'community_likes',
  {
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_likes_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Community favourites (bookmarks). */
export const communityFavorites = pgTable(
  'community_favorites',
  {
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index('community_favorites_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Community views, one row per counted view (the count is kept on `communities.views_count`). */
export const communityViews = pgTable(
  'community_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('community_views_community_idx').on(t.tenantId, t.communityId, t.createdAt)],
);

/**
 * Every saved version of a community's terms (issue 14, spec 001 §3 Agreement/terms, §4 Terms): the text and
 * the require-agreement switch as saved together, with the date. The latest is the current one; a member's
 * membership keeps the id of the version they accepted.
 */
export const communityTermsVersions = pgTable(
  'community_terms_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    text: text('text').notNull(),
    isRequireAgreement: boolean('is_require_agreement').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('community_terms_versions_community_idx').on(t.tenantId, t.communityId, t.createdAt)],
);
