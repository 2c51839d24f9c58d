-- Issue 37 point 4: the `meta=filter_count` of a content list (modules/content/query.ts `countSql`) counts the
-- member's visible items: tenant, kind, status = the tenant's active key, publish start empty or past, and no
-- segment or one of the member's (content.visibility.ts). Every column of that rule is in this index, and the
-- id that filters on ids and on relations (categories, tags: EXISTS on the junctions) start from, so the count
-- is an index-only scan over the narrow index instead of reading each matching row of the table (55 MB for
-- 50,000 news; this index about 3.5 MB). Hand-written, not declared in the Drizzle table: Drizzle's
-- index builder has no INCLUDE; a later `drizzle-kit generate` leaves it alone (docs/architecture.md).
-- content_items_status_idx (tenant_id, kind, status) stays: it is declared in the Drizzle table.
create index if not exists "content_items_visible_idx" on "content_items" using btree ("tenant_id", "kind", "status") include ("publish_start_date", "segment_ids", "id");
