CREATE TABLE "search_terms" (
	"tenant_id" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_tenant_id_term_pk" PRIMARY KEY("tenant_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (issue 16, docs/architecture.md "Full-text search"): a weighted English tsvector per searched
-- table (title A, summary B, body C with HTML tags and entities stripped), STORED generated, GIN-indexed. The
-- columns are not in the Drizzle tables on purpose (whole-row selects of other modules stay as they were).
ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce("short_description", '')), 'B')
  || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce("short_desc", '')), 'B')
  || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce("body_text", '')), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce("title", '') || ' ' || coalesce("short_description", '')), 'B')
  || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(coalesce("about", ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A')
  || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "communities_search_idx" ON "communities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "meetings_search_idx" ON "meetings" USING gin ("search_vector");--> statement-breakpoint
-- The 'Did you mean' vocabulary: the words (3+ letters) of the columns named by the trigger's arguments.
-- Inserts are captured once per statement (transition table), title edits once per changed row.
CREATE FUNCTION "search_terms_capture"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO "search_terms" ("tenant_id", "term")
      SELECT DISTINCT r.tenant_id, w.term
      FROM "search_new_rows" r,
        unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          array_to_string(array(SELECT to_jsonb(r) ->> a FROM unnest(TG_ARGV) a), ' ')))) AS w(term)
      WHERE w.term ~ '^[a-z]{3,40}$'
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_terms" ("tenant_id", "term")
      SELECT DISTINCT NEW.tenant_id, w.term
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          array_to_string(array(SELECT to_jsonb(NEW) ->> a FROM unnest(TG_ARGV) a), ' ')))) AS w(term)
      WHERE w.term ~ '^[a-z]{3,40}$'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "content_items_terms_ins" AFTER INSERT ON "content_items" REFERENCING NEW TABLE AS "search_new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_capture"('name', 'short_description');--> statement-breakpoint
CREATE TRIGGER "content_items_terms_upd" AFTER UPDATE OF "name", "short_description" ON "content_items" FOR EACH ROW EXECUTE FUNCTION "search_terms_capture"('name', 'short_description');--> statement-breakpoint
CREATE TRIGGER "events_terms_ins" AFTER INSERT ON "events" REFERENCING NEW TABLE AS "search_new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_capture"('title', 'short_desc');--> statement-breakpoint
CREATE TRIGGER "events_terms_upd" AFTER UPDATE OF "title", "short_desc" ON "events" FOR EACH ROW EXECUTE FUNCTION "search_terms_capture"('title', 'short_desc');--> statement-breakpoint
CREATE TRIGGER "posts_terms_ins" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS "search_new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_capture"('title');--> statement-breakpoint
CREATE TRIGGER "posts_terms_upd" AFTER UPDATE OF "title" ON "posts" FOR EACH ROW EXECUTE FUNCTION "search_terms_capture"('title');--> statement-breakpoint
CREATE TRIGGER "communities_terms_ins" AFTER INSERT ON "communities" REFERENCING NEW TABLE AS "search_new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_capture"('name', 'title', 'short_description');--> statement-breakpoint
CREATE TRIGGER "communities_terms_upd" AFTER UPDATE OF "name", "title", "short_description" ON "communities" FOR EACH ROW EXECUTE FUNCTION "search_terms_capture"('name', 'title', 'short_description');--> statement-breakpoint
CREATE TRIGGER "meetings_terms_ins" AFTER INSERT ON "meetings" REFERENCING NEW TABLE AS "search_new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_capture"('name');--> statement-breakpoint
CREATE TRIGGER "meetings_terms_upd" AFTER UPDATE OF "name" ON "meetings" FOR EACH ROW EXECUTE FUNCTION "search_terms_capture"('name');--> statement-breakpoint
INSERT INTO "search_terms" ("tenant_id", "term")
  SELECT DISTINCT s.tenant_id, w.term
  FROM (
    SELECT tenant_id, coalesce(name, '') || ' ' || coalesce(short_description, '') AS doc FROM content_items
    UNION ALL SELECT tenant_id, coalesce(title, '') || ' ' || coalesce(short_desc, '') FROM events
    UNION ALL SELECT tenant_id, title FROM posts
    UNION ALL SELECT tenant_id, name || ' ' || coalesce(title, '') || ' ' || short_description FROM communities
    UNION ALL SELECT tenant_id, name FROM meetings
  ) s, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, s.doc))) AS w(term)
  WHERE w.term ~ '^[a-z]{3,40}$'
  ON CONFLICT DO NOTHING;
