-- Issue 37 point 3 (docs/api-search.md "Header box", docs/benchmarks.md "Issue 37, 6 Dec, stop 58: search"): the
-- header box's common prefix ('therap') walked each big section's covering index newest first (migration 0019):
-- ~8,600 index entries for the 404 candidates of news, resources, events and posts. A prefix table per searched
-- table (`post_title_prefixes`, `event_title_prefixes`, `content_title_prefixes` for news and resources) holds,
-- per item, one row per distinct first 4 letters of a lexeme of its `title_vector` (lexemes of 4+ letters; a
-- shorter one cannot match a 4-letter prefix), with the columns the section's visibility reads, its date and its
-- title vector, so "the newest 101 visible titles matching `therap*`" is one range of the table's `_read_idx`
-- (tenant, [kind,] 'ther', [status,] newest first) read index-only, the whole match rechecked on the included
-- title vector (~100–200 entries). A title matching `<prefix>:*` for a prefix of 4+ letters has a lexeme starting
-- with it, so it has the row of the prefix's first 4 letters: the candidates and their order are the walk's
-- (search.statements.ts shape `prefix`; search.prefixes.test.ts). Large data: 315,000 + 206,000 + 60,000 rows,
-- 99 + 71 + 16 MB with their indexes.
-- Kept exact in the writer's transaction by triggers (every writer — the modules, moderation, imports, the
-- seed, bench data — is covered without each remembering to): inserts by a statement-level trigger (one insert
-- per statement, bulk inserts included), updates by a row-level trigger whose WHEN is true only when the title
-- vector or a copied column changed (a counter's update, the common case, costs nothing); deleted with the item
-- by the foreign key's cascade (primary keys led by the item's id). `tenant_id` is copied and leads every read.
CREATE TABLE IF NOT EXISTS "post_title_prefixes" (
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
  "prefix" text NOT NULL,
  "status" smallint NOT NULL,
  "community_id" uuid NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "title_vector" tsvector,
  CONSTRAINT "post_title_prefixes_pkey" PRIMARY KEY ("post_id", "prefix")
);
--> statement-breakpoint
-- The rows of posts `ids` (a post that no longer exists: none).
CREATE OR REPLACE FUNCTION "portal_post_title_prefixes_write"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "post_title_prefixes" WHERE "post_id" = ANY(ids);
  INSERT INTO "post_title_prefixes" ("tenant_id", "post_id", "prefix", "status", "community_id", "created_at", "title_vector")
  SELECT p."tenant_id", p."id", l."prefix", p."status", p."community_id", p."created_at", p."title_vector"
  FROM "posts" p,
    LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(p."title_vector")) w
      WHERE length(w) >= 4) l
  WHERE p."id" = ANY(ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_post_title_prefixes_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "post_title_prefixes" ("tenant_id", "post_id", "prefix", "status", "community_id", "created_at", "title_vector")
  SELECT n."tenant_id", n."id", l."prefix", n."status", n."community_id", n."created_at", n."title_vector"
  FROM prefix_new n,
    LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(n."title_vector")) w
      WHERE length(w) >= 4) l;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_post_title_prefixes_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_post_title_prefixes_write"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_title_prefixes_inserted" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS prefix_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_title_prefixes_inserted"();
--> statement-breakpoint
CREATE TRIGGER "posts_title_prefixes_updated" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."title_vector" IS DISTINCT FROM NEW."title_vector" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."community_id" IS DISTINCT FROM NEW."community_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "portal_post_title_prefixes_updated"();
--> statement-breakpoint
-- Every existing post's rows (set-based), then the indexes (built once over the filled table).
INSERT INTO "post_title_prefixes" ("tenant_id", "post_id", "prefix", "status", "community_id", "created_at", "title_vector")
SELECT p."tenant_id", p."id", l."prefix", p."status", p."community_id", p."created_at", p."title_vector"
FROM "posts" p,
  LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(p."title_vector")) w
    WHERE length(w) >= 4) l
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_title_prefixes_read_idx" ON "post_title_prefixes" USING btree
  ("tenant_id", "prefix", "status", "created_at" DESC, "post_id" DESC) INCLUDE ("community_id", "title_vector");
--> statement-breakpoint
-- Events (the header box's walk: published, newest start first, `end_utc` for "upcoming first") and content
-- items (news and resources: kind, status, publish start, creation date, segments — the segment rule of 002 §5),
-- kept the same way as posts.
CREATE TABLE IF NOT EXISTS "event_title_prefixes" (
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "event_id" integer NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
  "prefix" text NOT NULL,
  "is_published" boolean NOT NULL,
  "start_utc" timestamp with time zone NOT NULL,
  "end_utc" timestamp with time zone NOT NULL,
  "title_vector" tsvector,
  CONSTRAINT "event_title_prefixes_pkey" PRIMARY KEY ("event_id", "prefix")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "content_title_prefixes" (
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "item_id" integer NOT NULL REFERENCES "content_items"("id") ON DELETE CASCADE,
  "prefix" text NOT NULL,
  "kind" text NOT NULL,
  "status" text NOT NULL,
  "publish_start_date" timestamp with time zone,
  "date_created" timestamp with time zone NOT NULL,
  "segment_ids" integer[] NOT NULL,
  "title_vector" tsvector,
  CONSTRAINT "content_title_prefixes_pkey" PRIMARY KEY ("item_id", "prefix")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_event_title_prefixes_write"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "event_title_prefixes" WHERE "event_id" = ANY(ids);
  INSERT INTO "event_title_prefixes" ("tenant_id", "event_id", "prefix", "is_published", "start_utc", "end_utc", "title_vector")
  SELECT e."tenant_id", e."id", l."prefix", e."is_published", e."start_utc", e."end_utc", e."title_vector"
  FROM "events" e,
    LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(e."title_vector")) w
      WHERE length(w) >= 4) l
  WHERE e."id" = ANY(ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_content_title_prefixes_write"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "content_title_prefixes" WHERE "item_id" = ANY(ids);
  INSERT INTO "content_title_prefixes" ("tenant_id", "item_id", "prefix", "kind", "status", "publish_start_date",
    "date_created", "segment_ids", "title_vector")
  SELECT c."tenant_id", c."id", l."prefix", c."kind", c."status", c."publish_start_date", c."date_created",
    c."segment_ids", c."title_vector"
  FROM "content_items" c,
    LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(c."title_vector")) w
      WHERE length(w) >= 4) l
  WHERE c."id" = ANY(ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_event_title_prefixes_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_event_title_prefixes_write"(ARRAY(SELECT n."id" FROM prefix_new n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_event_title_prefixes_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_event_title_prefixes_write"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_content_title_prefixes_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_content_title_prefixes_write"(ARRAY(SELECT n."id" FROM prefix_new n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_content_title_prefixes_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_content_title_prefixes_write"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_title_prefixes_inserted" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS prefix_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_title_prefixes_inserted"();
--> statement-breakpoint
CREATE TRIGGER "events_title_prefixes_updated" AFTER UPDATE ON "events" FOR EACH ROW
  WHEN (OLD."title_vector" IS DISTINCT FROM NEW."title_vector" OR OLD."is_published" IS DISTINCT FROM NEW."is_published"
    OR OLD."start_utc" IS DISTINCT FROM NEW."start_utc" OR OLD."end_utc" IS DISTINCT FROM NEW."end_utc"
    OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "portal_event_title_prefixes_updated"();
--> statement-breakpoint
CREATE TRIGGER "content_items_title_prefixes_inserted" AFTER INSERT ON "content_items"
  REFERENCING NEW TABLE AS prefix_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_content_title_prefixes_inserted"();
--> statement-breakpoint
CREATE TRIGGER "content_items_title_prefixes_updated" AFTER UPDATE ON "content_items" FOR EACH ROW
  WHEN (OLD."title_vector" IS DISTINCT FROM NEW."title_vector" OR OLD."kind" IS DISTINCT FROM NEW."kind"
    OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."publish_start_date" IS DISTINCT FROM NEW."publish_start_date"
    OR OLD."date_created" IS DISTINCT FROM NEW."date_created" OR OLD."segment_ids" IS DISTINCT FROM NEW."segment_ids"
    OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "portal_content_title_prefixes_updated"();
--> statement-breakpoint
INSERT INTO "event_title_prefixes" ("tenant_id", "event_id", "prefix", "is_published", "start_utc", "end_utc", "title_vector")
SELECT e."tenant_id", e."id", l."prefix", e."is_published", e."start_utc", e."end_utc", e."title_vector"
FROM "events" e,
  LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(e."title_vector")) w
    WHERE length(w) >= 4) l
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "content_title_prefixes" ("tenant_id", "item_id", "prefix", "kind", "status", "publish_start_date",
  "date_created", "segment_ids", "title_vector")
SELECT c."tenant_id", c."id", l."prefix", c."kind", c."status", c."publish_start_date", c."date_created",
  c."segment_ids", c."title_vector"
FROM "content_items" c,
  LATERAL (SELECT DISTINCT left(w, 4) AS "prefix" FROM unnest(tsvector_to_array(c."title_vector")) w
    WHERE length(w) >= 4) l
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_title_prefixes_read_idx" ON "event_title_prefixes" USING btree
  ("tenant_id", "prefix", "start_utc" DESC, "event_id" DESC) INCLUDE ("is_published", "end_utc", "title_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_title_prefixes_read_idx" ON "content_title_prefixes" USING btree
  ("tenant_id", "kind", "prefix", (coalesce("publish_start_date", "date_created")) DESC, "item_id" DESC)
  INCLUDE ("status", "publish_start_date", "date_created", "segment_ids", "title_vector");
