-- Issue 37 point 4 (event lists, docs/benchmarks.md "Issue 37, 6 Dec: events"): the keyword and filtered lists
-- from the indexes their filters need.
--
-- 1. `search_text` is lower-case by PostgreSQL's own `lower()` on every write (the writers already send it
-- lower-cased by JavaScript; this makes it exact). `ILIKE p` is `lower(text) LIKE lower(p)`, so on a lower-case
-- text the list's keyword is `search_text LIKE lower(p)`: the same rows without lower-casing every candidate's
-- text (ILIKE's cost, about half of the keyword list's database time).
CREATE OR REPLACE FUNCTION "portal_events_search_text_lower"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := lower(NEW."search_text");
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_search_text_lower" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_search_text_lower" BEFORE INSERT OR UPDATE OF "search_text" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "portal_events_search_text_lower"();
--> statement-breakpoint
UPDATE "events" SET "search_text" = lower("search_text") WHERE "search_text" IS DISTINCT FROM lower("search_text");
--> statement-breakpoint
-- 2. The list's facets — type, category, location and tags — as one bigint array per event, each kind in its own
-- range (tag: id; type: -id; category: -id - 2^31; location: -id - 2^32; ids are positive integers), indexed by
-- GIN. "Any of these categories and any of these locations and any of these tags" is three `&&` conditions on
-- one index: the bounded count reads the matching events (all dates) instead of every upcoming event's entry
-- of the start-ordered index (large database, 2 categories + 2 locations + 2 tags: 359 candidates against 9,027
-- entries). The JavaScript twin of the encoding is `facetKeys` (event-list-conditions.ts).
CREATE OR REPLACE FUNCTION "portal_event_facets"(type_id integer, category_id integer, location_id integer, tag_ids integer[])
  RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tag_ids::bigint[] || ARRAY[-type_id::bigint, -category_id::bigint - 2147483648, -location_id::bigint - 4294967296]
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_list_facets_gin" ON "events" USING gin ("portal_event_facets"("type_id", "category_id", "location_id", "tag_ids"));
--> statement-breakpoint
ANALYZE "events";
