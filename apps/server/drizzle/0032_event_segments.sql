-- Issue 38 point 2: events get audience segments (docs/digest.md "Event segments"). Empty = everyone, as for
-- communities, announcements and content items. Segments target the digest; they do not hide an event from
-- the spec's event lists. The GIN index serves "events of segment X" (`segment_ids && '{…}'`).
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "segment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_segments_gin" ON "events" USING gin ("segment_ids");
