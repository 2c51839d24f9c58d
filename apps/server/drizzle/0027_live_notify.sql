-- Issue 38 point 4: live updates over server-sent events (docs/live-updates.md). Writes that the open pages
-- show live notify channel `portal_live` when their transaction commits (never for a rolled-back one); every
-- replica LISTENs (db/listen.ts) and sends each event to its own connections that may see it
-- (modules/live/live.service.ts). Payloads carry ids only, never content, and stay far below 8,000 bytes:
--   notifications {"k":"n","t":tenant,"u":[recipient ids, at most 100 per message]}   (inserted or read)
--   posts         {"k":"p","t":tenant,"c":community,"p":post,"a":author}              (became Published)
--   comments      {"k":"c","t":tenant,"c":community,"p":post,"i":comment,"a":author}  (inserted)
-- Inserts use statement-level triggers with transition tables: one bulk insert pays one trigger call.
CREATE OR REPLACE FUNCTION "portal_live_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_live', json_build_object('k', 'n', 't', r.tenant_id, 'u', json_agg(r.recipient_id))::text)
    FROM (
      SELECT d.tenant_id, d.recipient_id,
             (row_number() OVER (PARTITION BY d.tenant_id ORDER BY d.recipient_id) - 1) / 100 AS chunk
        FROM (SELECT DISTINCT n.tenant_id, n.recipient_id FROM live_rows n) d
    ) r
    GROUP BY r.tenant_id, r.chunk;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_live_inserted" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS live_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_live_notifications"();
--> statement-breakpoint
CREATE TRIGGER "notifications_live_updated" AFTER UPDATE ON "notifications"
  REFERENCING NEW TABLE AS live_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_live_notifications"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_live_posts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_live', json_build_object('k', 'p', 't', p.tenant_id, 'c', p.community_id,
      'p', p.id, 'a', p.created_by_user_id)::text)
    FROM live_new p WHERE p.status = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_live_inserted" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_live_posts_inserted"();
--> statement-breakpoint
-- A post updated into Published (approved, restored): a row trigger limited to `status` changes, so the many
-- other updates of posts (views, likes, comment counts) do not even call a function.
CREATE OR REPLACE FUNCTION "portal_live_posts_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_live', json_build_object('k', 'p', 't', NEW.tenant_id, 'c', NEW.community_id,
      'p', NEW.id, 'a', NEW.created_by_user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_live_published" AFTER UPDATE OF "status" ON "posts"
  FOR EACH ROW WHEN (NEW.status = 1 AND OLD.status <> 1)
  EXECUTE FUNCTION "portal_live_posts_published"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_live_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_live', json_build_object('k', 'c', 't', c.tenant_id, 'c', p.community_id,
      'p', c.post_id, 'i', c.id, 'a', c.created_by_user_id)::text)
    FROM live_new c JOIN posts p ON p.id = c.post_id AND p.tenant_id = c.tenant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_comments_live_inserted" AFTER INSERT ON "post_comments"
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_live_comments"();
