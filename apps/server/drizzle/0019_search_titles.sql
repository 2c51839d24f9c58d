-- Issue 37 point 3 (docs/api-search.md "Header box" and "Large results"): the header box matches titles only, as
-- a prefix, ranked among the ~100 newest title matches the member may see. `title_vector` is the English
-- tsvector of the title (name for content items, communities and meetings; the first 300 characters, so a row of
-- the covering indexes below stays far under btree's 2,704-byte limit), STORED like `search_vector` and likewise
-- not in the Drizzle tables. GIN indexes answer a rare prefix ('quokk') from a few rows; the covering btree
-- indexes walk a section newest first with the title and every visibility column in the index (index-only scans,
-- no heap reads), so a common prefix ('therap') stops after its first ~100 matches.
ALTER TABLE "content_items" ADD COLUMN IF NOT EXISTS "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left(coalesce("name", ''), 300))
) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left(coalesce("title", ''), 300))
) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left(coalesce("title", ''), 300))
) STORED;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN IF NOT EXISTS "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left(coalesce("name", ''), 300))
) STORED;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN IF NOT EXISTS "title_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, left(coalesce("name", ''), 300))
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_items_title_vector_idx" ON "content_items" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_title_vector_idx" ON "events" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_title_vector_idx" ON "posts" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_items_title_date_idx" ON "content_items" USING btree ("tenant_id", "kind", (coalesce("publish_start_date", "date_created")) DESC, "id" DESC) INCLUDE ("status", "publish_start_date", "date_created", "segment_ids", "title_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_title_date_idx" ON "events" USING btree ("tenant_id", "start_utc" DESC, "id" DESC) INCLUDE ("is_published", "end_utc", "title_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_title_date_idx" ON "posts" USING btree ("tenant_id", "status", "created_at" DESC, "id" DESC) INCLUDE ("community_id", "title_vector");
