-- Issue 37 (the post lists, docs/benchmarks.md "Issue 37, 6 Dec, morning: posts"). The version of a post's
-- shared JSON (post-fragments.ts, `postVersionSql`) named, besides the post's own row, the row versions (`xmin`)
-- of its tag links with their tags and of its attachments: two subqueries per post of every page (10–30 % of
-- the feed statement's PostgreSQL CPU). A change to one of those rows now writes a new version of the post's
-- own row in the same transaction (a "touch": `updated_at` set to itself — no value changes, the row's `xmin`
-- does), so the post's `xmin` alone covers them and the pages read no tag link or attachment. A fragment is
-- still checked in the page's own statement on every request: the change shows in the next answer of every
-- replica. What the post's JSON shows of them: a link's tag (id), a tag's id and name, an attachment's id,
-- name, key and creation time (order).
-- Statement-level (transition tables): one UPDATE of the posts a statement's rows belong to, whatever their number
-- (the demo seed inserts ~6,000 tag links at once: a row-level trigger cost ~1 s there).
CREATE OR REPLACE FUNCTION "portal_post_parts_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "updated_at" = "updated_at"
      WHERE "id" IN (SELECT "post_id" FROM "parts_new" WHERE "post_id" IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "posts" SET "updated_at" = "updated_at"
      WHERE "id" IN (SELECT "post_id" FROM "parts_old" WHERE "post_id" IS NOT NULL);
  ELSE
    UPDATE "posts" SET "updated_at" = "updated_at"
      WHERE "id" IN (SELECT "post_id" FROM "parts_new" WHERE "post_id" IS NOT NULL
        UNION SELECT "post_id" FROM "parts_old" WHERE "post_id" IS NOT NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_tag_links_parts_insert" ON "post_tag_links";
--> statement-breakpoint
CREATE TRIGGER "post_tag_links_parts_insert" AFTER INSERT ON "post_tag_links" REFERENCING NEW TABLE AS "parts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_parts_touch"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_tag_links_parts_update" ON "post_tag_links";
--> statement-breakpoint
CREATE TRIGGER "post_tag_links_parts_update" AFTER UPDATE ON "post_tag_links" REFERENCING OLD TABLE AS "parts_old" NEW TABLE AS "parts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_parts_touch"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_tag_links_parts_delete" ON "post_tag_links";
--> statement-breakpoint
CREATE TRIGGER "post_tag_links_parts_delete" AFTER DELETE ON "post_tag_links" REFERENCING OLD TABLE AS "parts_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_parts_touch"();
--> statement-breakpoint
-- Comment attachments (`post_id` null) touch no post.
DROP TRIGGER IF EXISTS "post_attachments_parts_insert" ON "post_attachments";
--> statement-breakpoint
CREATE TRIGGER "post_attachments_parts_insert" AFTER INSERT ON "post_attachments" REFERENCING NEW TABLE AS "parts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_parts_touch"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_attachments_parts_update" ON "post_attachments";
--> statement-breakpoint
CREATE TRIGGER "post_attachments_parts_update" AFTER UPDATE ON "post_attachments" REFERENCING OLD TABLE AS "parts_old" NEW TABLE AS "parts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_parts_touch"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_attachments_parts_delete" ON "post_attachments";
--> statement-breakpoint
CREATE TRIGGER "post_attachments_parts_delete" AFTER DELETE ON "post_attachments" REFERENCING OLD TABLE AS "parts_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_parts_touch"();
--> statement-breakpoint
-- A tag's new name (or id) touches every post linked to it (a deleted tag's links go by cascade, above).
CREATE OR REPLACE FUNCTION "portal_post_tag_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "updated_at" = "updated_at"
    WHERE "id" IN (SELECT "post_id" FROM "post_tag_links" WHERE "tag_id" IN (OLD."id", NEW."id"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_tags_parts" ON "post_tags";
--> statement-breakpoint
CREATE TRIGGER "post_tags_parts" AFTER UPDATE ON "post_tags" FOR EACH ROW
  WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "portal_post_tag_touch"();
