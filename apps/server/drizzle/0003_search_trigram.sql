-- Trigram indexes for the keyword filters (ILIKE '%…%'): pg_trgm ships with PostgreSQL's contrib and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_body_text_trgm_idx" ON "posts" USING gin ("body_text" gin_trgm_ops);