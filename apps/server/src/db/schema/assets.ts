/**
 * Asset folders and their items (files and links) — spec 001 §3 Asset folder / Asset item, §4 Assets
 * (1-based order). Every table carries `tenant_id`; lists sort by `order` within a community or folder.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { communities } from './communities';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Asset folder of a community. `order` is the 1-based position. */
export const assetFolders = pgTable(
  'asset_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_folders_community_order_idx').on(t.tenantId, t.communityId, t.order)],
);

/**
 * Asset item: a link (`link` set) or a stored file (`key`, `fileName`, `size` bytes). `type`: link, pdf
 * or file. `order` is the 1-based position in the folder.
 */
export const assetItems = pgTable(
  'asset_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => assetFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    link: text('link'),
    key: text('key'),
    fileName: text('file_name'),
    size: integer('size').notNull().default(0),
    order: integer('order').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_items_folder_order_idx').on(t.tenantId, t.folderId, t.order)],
);
