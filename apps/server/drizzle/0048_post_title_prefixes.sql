-- Issue 37 point 3 (docs/api-search.md "Header box", docs/benchmarks.md "Issue 37, 6 Dec, stop 58: search"): the
-- header box's common prefix ('therap') walked posts' covering index newest first (migration 0019), ~3,800 index
-- entries for its 101 candidates. `post_title_prefixes` holds, per post, one row per distinct 4-letter start of a
-- lexeme of its `title_vector` (lexemes of 4+ letters; a shorter one cannot match a 4-letter prefix), with the
-- post's visibility columns (status, community) and its title vector, so "the newest 101 visible posts whose
-- title matches `therap*`" is one range of `post_title_prefixes_read_idx` (tenant, 'ther', Published, newest
-- first) read index-only, the full prefix rechecked on the included title vector (~170 entries). A title matching
-- `<prefix>:*` for a prefix of 4+ letters has a lexeme starting with it, so it has the row of the prefix's first
-- 4 letters: the candidates and their order are the walk's (search.statements.ts; tested equal).
-- Kept exact in the writer's transaction by triggers (every writer of posts — the posts module, moderation, the
-- seed, bench data, imports — is covered without each remembering to): inserts by a statement-level trigger (one
-- insert per statement, bulk inserts included), updates by a row-level trigger whose WHEN is true only when the
-- title vector, status, community, date or tenant changed (a counter's update, the common case, costs nothing);
-- deleted with the post by the foreign key's cascade (primary key led by `post_id`).
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
