/**
 * Global search — spec 002 §2 "Global search" (issue 16). The full-text side lives on the searched tables
 * themselves: `search_vector`, a STORED generated `tsvector` (English; title A, summary B, body C with HTML
 * stripped), GIN-indexed, on `content_items`, `events`, `posts`, `communities` and `meetings`, and beside it
 * `title_vector` (the title only, for the header box; migration 0019, issue 37, with covering indexes). Those columns
 * and their indexes are created by hand-written SQL in the search migration and are deliberately NOT declared
 * in the Drizzle tables: whole-row selects and `returning()` of other modules would otherwise carry the
 * vector. The search repository reads them through raw SQL (docs/architecture.md "Full-text search").
 *
 * `search_terms` is the tenant's vocabulary for the 'Did you mean …' fallback: every word (3+ letters, lower
 * case) of a title or summary, added by the `search_terms_capture` trigger on the searched tables, found by
 * trigram similarity (pg_trgm, GIN). Words are never removed; a suggestion is only offered when it finds
 * something the member may see, so a word of a hidden item never shows.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentItems } from './content';
import { events } from './events';
import { posts } from './posts';
import { tenants } from './tenants';

/** One known word of a tenant's searchable titles and summaries. */
export const searchTerms = pgTable(
  'search_terms',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.term] }),
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/**
 * The header box's prefix table of posts (issue 37 point 3, migration 0048; docs/api-search.md "Header box"): one
 * row per post and distinct 4-letter start of a lexeme (4+ letters) of its `title_vector`, with the post's
 * visibility columns, date and title vector (`title_vector`, not declared here, like the searched tables'
 * vectors). Written only by triggers on `posts` in the writer's transaction and deleted with the post; read by
 * search.statements.ts (shape `prefix`) through `post_title_prefixes_read_idx` (tenant, prefix, status, newest
 * first; community and title vector included), index-only.
 */
export const postTitlePrefixes = pgTable(
  'post_title_prefixes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    status: smallint('status').notNull(),
    communityId: uuid('community_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.prefix], name: 'post_title_prefixes_pkey' }),
    index('post_title_prefixes_read_idx').on(
      t.tenantId,
      t.prefix,
      t.status,
      t.createdAt.desc(),
      t.postId.desc(),
    ),
  ],
);

/** {@link postTitlePrefixes} of events (published, start, end: the header box's walk and its "upcoming first"). */
export const eventTitlePrefixes = pgTable(
  'event_title_prefixes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    isPublished: boolean('is_published').notNull(),
    startUtc: timestamp('start_utc', { withTimezone: true }).notNull(),
    endUtc: timestamp('end_utc', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.prefix], name: 'event_title_prefixes_pkey' }),
    index('event_title_prefixes_read_idx').on(t.tenantId, t.prefix, t.startUtc.desc(), t.eventId.desc()),
  ],
);

/**
 * {@link postTitlePrefixes} of content items (news and resources: kind, status, publish start, creation date and
 * segments — the segment rule of 002 §5).
 */
export const contentTitlePrefixes = pgTable(
  'content_title_prefixes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    publishStartDate: timestamp('publish_start_date', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull(),
    segmentIds: integer('segment_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.prefix], name: 'content_title_prefixes_pkey' })],
);
