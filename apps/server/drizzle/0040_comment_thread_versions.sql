-- Issue 37 (a post's comments, docs/benchmarks.md "Issue 37, 6 Dec: posts"). Two things the thread page's
-- statement (`comment_thread_rows`, comments.repository.ts) read per comment become one read per page:
--
-- 1. The version of a comment's shared JSON named its author's `users` row (`xmin`), one index probe and heap
--    fetch per comment (~0.8 ms of the ~1.3 ms statement for the bench's 303 comments). The author's part of
--    that JSON is `id`, `first_name`, `last_name`, `avatar_url` and `pronoun`; a change to one of them now
--    raises its tenant's `author_profile_versions.version` in the same transaction (a trigger), and the page
--    reads that one row instead. A fragment is still checked in the page's own statement on every request
--    (comment-fragments.ts): a profile change shows in the next answer of every replica. Writes to other
--    columns of `users` (sign-in, session version, settings) no longer make every comment of the author stale.
CREATE TABLE IF NOT EXISTS "author_profile_versions" (
  "tenant_id" text PRIMARY KEY NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- Raises the version of the tenant of the user changed (both tenants if it moved). Rows are made on first use.
CREATE OR REPLACE FUNCTION "portal_author_profile_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "author_profile_versions" AS v ("tenant_id", "version") VALUES (OLD."tenant_id", 1)
      ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."tenant_id" IS DISTINCT FROM OLD."tenant_id" THEN
    INSERT INTO "author_profile_versions" AS v ("tenant_id", "version") VALUES (NEW."tenant_id", 1)
      ON CONFLICT ("tenant_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_author_profile_update" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_author_profile_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url" OR OLD."pronoun" IS DISTINCT FROM NEW."pronoun")
  EXECUTE FUNCTION "portal_author_profile_bump"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_author_profile_delete" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_author_profile_delete" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "portal_author_profile_bump"();
--> statement-breakpoint
-- 2. The caller's likes were probed per comment (`exists … comment_id = … and user_id = …`, one primary-key
--    probe each); the page now hashes the caller's likes of the tenant once (`id in (select comment_id …)`),
--    read index-only from this index, which replaces `comment_likes_user_idx` (tenant_id, user_id).
CREATE INDEX IF NOT EXISTS "comment_likes_user_comment_idx" ON "comment_likes" ("tenant_id", "user_id", "comment_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "comment_likes_user_idx";
