/**
 * Content service tables — spec 002 §3 (news item and resource, category, tag, member page, asset types),
 * §5 (segment filtering), §7 (the Directus collections news, resource, tag, tag_mapping, category,
 * category_mapping, subcategory, subcategory_mapping, files, segment, segment_mapping, pages).
 * News and resources share `content_items` (column `kind`); junction tables carry `news_id` or `resource_id`.
 * `content_items.segment_ids` is a denormalised copy of the item's segment_mapping rows (GIN-indexed) so the
 * segment rule is one array-overlap test. Every row carries `tenant_id`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  type AnyPgColumn,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { segments, users } from './users';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Uploaded or generated files (Directus `files`). `storage_key` is the storage plugin key. */
export const contentFiles = pgTable(
  'content_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    storageKey: text('storage_key').notNull(),
    filenameDownload: text('filename_download').notNull(),
    type: text('type'),
    title: text('title'),
    filesize: bigint('filesize', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_files_tenant_idx').on(t.tenantId, t.uploadedOn)],
);

/** Categories of news or resources (spec 002 §3: id, label, type). */
export const contentCategories = pgTable(
  'content_category',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    label: text('label').notNull(),
    type: text('type').notNull(),
  },
  (t) => [index('content_category_tenant_type_label_idx').on(t.tenantId, t.type, t.label)],
);

export const contentSubcategories = pgTable(
  'content_subcategory',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    label: text('label').notNull(),
    categoryId: integer('category_id').references(() => contentCategories.id, { onDelete: 'set null' }),
  },
  (t) => [index('content_subcategory_tenant_cat_idx').on(t.tenantId, t.categoryId, t.label)],
);

export const contentTags = pgTable(
  'content_tag',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    label: text('label').notNull(),
  },
  (t) => [index('content_tag_tenant_label_idx').on(t.tenantId, t.label)],
);

/** News items (`kind` news) and resources (`kind` resource) — spec 002 §3. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').notNull().$type<'news' | 'resource'>(),
    /** draft | archived | the tenant's active key (active / published). */
    status: text('status').notNull().default('draft'),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    content: text('content'),
    imageId: uuid('image').references(() => contentFiles.id, { onDelete: 'set null' }),
    userCreated: uuid('user_created').references(() => users.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }),
    publishStartDate: timestamp('publish_start_date', { withTimezone: true }),
    /** Copy of the item's segment_mapping segment ids; empty = visible to all (spec 002 §5). */
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
  },
  (t) => [
    index('content_items_list_idx').on(
      t.tenantId,
      t.kind,
      t.publishStartDate.desc(),
      t.dateCreated.desc(),
      t.id.desc(),
    ),
    index('content_items_status_idx').on(t.tenantId, t.kind, t.status),
    index('content_items_name_idx').on(t.tenantId, t.kind, t.name),
    index('content_items_created_idx').on(t.tenantId, t.kind, t.dateCreated),
    // Global search's candidates: a section's newest matches (`coalesce(publish_start_date, date_created)`),
    // walked newest first and filtered by the words when they are common (search.repository `best`).
    index('content_items_search_date_idx').on(
      t.tenantId,
      t.kind,
      sql`(coalesce(${t.publishStartDate}, ${t.dateCreated})) desc`,
      sql`${t.id} desc`,
    ),
    index('content_items_segments_gin').using('gin', t.segmentIds),
    index('content_items_image_idx').on(t.imageId),
  ],
);

/** Attachments of news and resources (spec 002 §3 assets; types Folder, Link, PDF, …). */
export const contentAssets = pgTable(
  'content_asset',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    url: text('url'),
    fileId: uuid('file').references(() => contentFiles.id, { onDelete: 'set null' }),
    imageId: uuid('image').references(() => contentFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('content_asset_tenant_idx').on(t.tenantId),
    index('content_asset_file_idx').on(t.fileId),
    index('content_asset_image_idx').on(t.imageId),
  ],
);

/** Builds one junction table (`{target}_id` plus `news_id` / `resource_id`) with its indexes. */
function junction(name: string, targetColumn: string, target: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      tenantId: tenantId(),
      newsId: integer('news_id').references(() => contentItems.id, { onDelete: 'cascade' }),
      resourceId: integer('resource_id').references(() => contentItems.id, { onDelete: 'cascade' }),
      targetId: integer(targetColumn).notNull().references(target, { onDelete: 'cascade' }),
    },
    (t) => [
      index(`${name}_news_idx`).on(t.newsId),
      index(`${name}_resource_idx`).on(t.resourceId),
      index(`${name}_target_news_idx`).on(t.targetId, t.newsId),
      index(`${name}_target_resource_idx`).on(t.targetId, t.resourceId),
    ],
  );
}

export const contentCategoryMapping = junction(
  'content_category_mapping',
  'category_id',
  () => contentCategories.id,
);
export const contentSubcategoryMapping = junction(
  'content_subcategory_mapping',
  'subcategory_id',
  () => contentSubcategories.id,
);
export const contentTagMapping = junction('content_tag_mapping', 'tag_id', () => contentTags.id);
export const contentSegmentMapping = junction('content_segment_mapping', 'segment_id', () => segments.id);
export const contentAssetMapping = junction('content_asset_mapping', 'asset_id', () => contentAssets.id);

/** Members-only pages (spec 002 §2 Pages, §3 Member page). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    membersOnly: boolean('members_only').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    content: text('content'),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('content_pages_tenant_sort_idx').on(t.tenantId, t.sort, t.name)],
);

/** Bookmarked news and resources (spec 002 §4 favourites, §7 api/v1/news/favorite). */
export const contentFavorites = pgTable(
  'content_favorites',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'news' | 'resource'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('content_favorites_user_kind_idx').on(t.tenantId, t.userId, t.kind, t.createdAt),
    index('content_favorites_item_idx').on(t.itemId),
  ],
);
