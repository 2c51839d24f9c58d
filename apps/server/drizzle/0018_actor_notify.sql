-- Issue 37 point 1: every replica keeps signed-in actors in memory (plugins/actor-cache.ts) and forgets one as
-- soon as anything it holds changes. The actor is a `users` row plus the count of communities the user moderates
-- (`community_members`), so a change of either notifies channel `portal_actor` with '<tenant id>:<user id>',
-- delivered to every listening replica when the transaction commits (never for a rolled-back one).
CREATE OR REPLACE FUNCTION "portal_actor_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'users' THEN
      PERFORM pg_notify('portal_actor', OLD.tenant_id || ':' || OLD.id::text);
    ELSE
      PERFORM pg_notify('portal_actor', OLD.tenant_id || ':' || OLD.user_id::text);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('portal_actor', NEW.tenant_id || ':' || NEW.id::text);
  ELSE
    PERFORM pg_notify('portal_actor', NEW.tenant_id || ':' || NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('portal_actor', OLD.tenant_id || ':' || OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_actor_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_actor_changed"();
--> statement-breakpoint
CREATE TRIGGER "community_members_actor_changed" AFTER INSERT OR UPDATE OF "user_id", "role", "status" OR DELETE
  ON "community_members" FOR EACH ROW EXECUTE FUNCTION "portal_actor_changed"();
--> statement-breakpoint
-- The moderated-community count leaves deleted communities out: deleting or restoring one changes the actor of
-- each of its moderators.
CREATE OR REPLACE FUNCTION "portal_community_actors_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_actor', m.tenant_id || ':' || m.user_id::text)
    FROM community_members m
    WHERE m.community_id = NEW.id AND m.tenant_id = NEW.tenant_id AND m.role = 'Moderator';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "communities_actor_changed" AFTER UPDATE OF "is_deleted" ON "communities"
  FOR EACH ROW WHEN (OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION "portal_community_actors_changed"();
