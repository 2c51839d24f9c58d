-- Issue 37 point 4 (docs/benchmarks.md "Issue 37, 6 Dec, stop 59: events — the upcoming side table"): the event
-- list's keyword count (`POST /api/event/list` with a keyword, upcoming only) ANDed the trigram bitmap of
-- `events_search_trgm_idx` with the upcoming bitmap of `events_tenant_pub_end_idx` (~9,000 entries on the large
-- data) and rechecked ~180 heap blocks of the wide `events` rows: ~1.25 ms of its ~1.8 ms. `upcoming_search` holds
-- a narrow copy of what that count reads — id, tenant, published, start, end, search text — of only the events
-- ending after yesterday (~10,000 of 20,000 rows on the large data, 3.5 MB with its index), with a trigram GIN
-- index on `search_text` and NO btree on `end_utc` (with one, the generic plan ANDs it in again and a rare word
-- gets dearer). The list's count reads it instead of `events` (event-list.repository.ts `matched`) and still
-- tests `end_utc >= now` on each row, so the table need only hold a SUPERSET of the upcoming events:
-- - every event whose end is at or after `now() - 1 day` (now() of the writing transaction, never later than
--   the reader's clock) has its row, equal to the event's columns — kept in the writer's transaction by the
--   triggers below (inserts by a statement-level trigger over the transition table, updates by a row-level
--   trigger whose WHEN is true only when a copied column changed; deletes by the foreign key's cascade);
-- - a row whose event ended more than a day ago may linger until the periodic delete (events.routes.ts job
--   `upcoming-search-prune`, event-list-upcoming.ts) removes it: never wrong, only wider.
CREATE TABLE IF NOT EXISTS "upcoming_search" (
  "id" integer PRIMARY KEY NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "is_published" boolean NOT NULL,
  "start_utc" timestamp with time zone NOT NULL,
  "end_utc" timestamp with time zone NOT NULL,
  "search_text" text NOT NULL
);
--> statement-breakpoint
-- Inserted events ending after yesterday: their rows (one insert per statement, bulk inserts included).
CREATE OR REPLACE FUNCTION "portal_upcoming_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "upcoming_search" ("id", "tenant_id", "is_published", "start_utc", "end_utc", "search_text")
  SELECT n."id", n."tenant_id", n."is_published", n."start_utc", n."end_utc", n."search_text"
  FROM upcoming_new n WHERE n."end_utc" >= now() - interval '1 day'
  ON CONFLICT ("id") DO UPDATE SET "tenant_id" = excluded."tenant_id", "is_published" = excluded."is_published",
    "start_utc" = excluded."start_utc", "end_utc" = excluded."end_utc", "search_text" = excluded."search_text";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An event whose copied columns changed: its row rewritten while it ends after yesterday, deleted otherwise.
CREATE OR REPLACE FUNCTION "portal_upcoming_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."end_utc" >= now() - interval '1 day' THEN
    INSERT INTO "upcoming_search" ("id", "tenant_id", "is_published", "start_utc", "end_utc", "search_text")
    VALUES (NEW."id", NEW."tenant_id", NEW."is_published", NEW."start_utc", NEW."end_utc", NEW."search_text")
    ON CONFLICT ("id") DO UPDATE SET "tenant_id" = excluded."tenant_id", "is_published" = excluded."is_published",
      "start_utc" = excluded."start_utc", "end_utc" = excluded."end_utc", "search_text" = excluded."search_text";
  ELSE
    DELETE FROM "upcoming_search" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_upcoming_search_inserted" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS upcoming_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_upcoming_search_inserted"();
--> statement-breakpoint
CREATE TRIGGER "events_upcoming_search_updated" AFTER UPDATE ON "events" FOR EACH ROW
  WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text" OR OLD."end_utc" IS DISTINCT FROM NEW."end_utc"
    OR OLD."start_utc" IS DISTINCT FROM NEW."start_utc" OR OLD."is_published" IS DISTINCT FROM NEW."is_published"
    OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "portal_upcoming_search_updated"();
--> statement-breakpoint
-- Every existing event ending after yesterday, then the index (built once over the filled table).
INSERT INTO "upcoming_search" ("id", "tenant_id", "is_published", "start_utc", "end_utc", "search_text")
SELECT e."id", e."tenant_id", e."is_published", e."start_utc", e."end_utc", e."search_text"
FROM "events" e WHERE e."end_utc" >= now() - interval '1 day'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "upcoming_search_trgm_idx" ON "upcoming_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Statistics for the planner at once (a fresh table has none until autovacuum reaches it).
ANALYZE "upcoming_search";
