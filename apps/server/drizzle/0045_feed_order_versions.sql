-- Issue 37 (the feed, docs/benchmarks.md "Issue 37, 6 Dec, later: posts"). A feed page's ids are kept per member
-- between requests (post-feed-order.ts) and reused while the feed communities' row versions (`xmin`) are the
-- ones they were read under; every page statement compares them itself. So the row of a community must get a
-- new version in every transaction that changes which of its posts are Published or their order: a post
-- inserted or deleted, or one whose status, community or creation time changes. The application already
-- updates the community's Published counter for most of these, but not for every path (a status change read
-- from a stale row, imports and seeds in SQL); these triggers make it a rule of the database. A "touch":
-- `updated_at` set to itself (no value changes, the row's `xmin` does; no other trigger of `communities` fires).
-- Inserts and deletes once per statement (transition tables: seeds insert thousands of posts at once); updates
-- per row, only when one of the three columns changes (a like or a comment count does not touch).
CREATE OR REPLACE FUNCTION "portal_post_feed_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    UPDATE "communities" SET "updated_at" = "updated_at" WHERE "id" IN (OLD."community_id", NEW."community_id");
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "communities" SET "updated_at" = "updated_at" WHERE "id" IN (SELECT "community_id" FROM "feed_new");
  ELSE
    UPDATE "communities" SET "updated_at" = "updated_at" WHERE "id" IN (SELECT "community_id" FROM "feed_old");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "posts_feed_insert" ON "posts";
--> statement-breakpoint
CREATE TRIGGER "posts_feed_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS "feed_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_feed_touch"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "posts_feed_delete" ON "posts";
--> statement-breakpoint
CREATE TRIGGER "posts_feed_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS "feed_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_post_feed_touch"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "posts_feed_update" ON "posts";
--> statement-breakpoint
CREATE TRIGGER "posts_feed_update" AFTER UPDATE OF "status", "community_id", "created_at" ON "posts" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."community_id" IS DISTINCT FROM NEW."community_id"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "portal_post_feed_touch"();
