-- Issue 37 point 2: the account's segments are kept in memory with the actor (plugins/actor-cache.ts
-- `attached`, modules/account). A change of a user's segments, or of a segment's name, notifies channel
-- `portal_actor` with '<tenant id>:<user id>' of each user concerned (as migration 0018 does for the actor), so
-- every replica forgets that user's remembered segments when the change commits.
CREATE TRIGGER "user_segments_actor_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_segments"
  FOR EACH ROW EXECUTE FUNCTION "portal_actor_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "portal_segment_actors_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_actor', us.tenant_id || ':' || us.user_id::text)
    FROM user_segments us
    WHERE us.segment_id = NEW.id AND us.tenant_id = NEW.tenant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "segments_actor_changed" AFTER UPDATE OF "name" ON "segments"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "portal_segment_actors_changed"();
