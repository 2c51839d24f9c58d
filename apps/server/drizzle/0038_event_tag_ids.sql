-- Issue 37 (event lists, docs/benchmarks.md "Event lists and detail"): each event's tag ids in a column of its
-- own row, `events.tag_ids` (ascending, no duplicates; '{}' without tags), kept by triggers on `event_tag_links`
-- in the transaction of every link written, and carried last by the start-ordered list index. The tag filter
-- of `POST /api/event/list` (any of the tags, spec 002 §7) becomes `tag_ids && '{…}'`, tested on the index
-- tuple: the filtered page and its bounded count read the index only instead of probing the links once per
-- candidate event (large database, 2 categories + 2 locations + 2 tags: 3,133 buffers → ~100).
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "tag_ids" integer[] NOT NULL DEFAULT '{}'::integer[];
--> statement-breakpoint
-- The tag ids of events `ids` from their links of the event's own tenant (as the list's tenant-bound EXISTS
-- read them); writes only the rows whose ids changed.
CREATE OR REPLACE FUNCTION "portal_event_tag_ids_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "events" e SET "tag_ids" = t."tag_ids"
    FROM (
      SELECT x."id", coalesce((
        SELECT array_agg(l."tag_id" ORDER BY l."tag_id")
          FROM "event_tag_links" l JOIN "events" v ON v."id" = l."event_id" AND v."tenant_id" = l."tenant_id"
         WHERE l."event_id" = x."id"
      ), '{}'::integer[]) AS "tag_ids"
      FROM unnest(ids) AS x("id")
    ) t
   WHERE e."id" = t."id" AND e."tag_ids" IS DISTINCT FROM t."tag_ids"
$$;
--> statement-breakpoint
-- Links inserted, updated (both events when one moves) or deleted. An event being deleted has no row left to
-- update (its links go by the cascade).
CREATE OR REPLACE FUNCTION "portal_event_tag_ids_of_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "portal_event_tag_ids_refresh"(ARRAY(SELECT DISTINCT n."event_id" FROM tag_new n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "portal_event_tag_ids_refresh"(ARRAY(
      SELECT n."event_id" FROM tag_new n UNION SELECT o."event_id" FROM tag_old o));
  ELSE
    PERFORM "portal_event_tag_ids_refresh"(ARRAY(SELECT DISTINCT o."event_id" FROM tag_old o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The links' card triggers of migration 0036 give way to these: a link written changes the event's `tag_ids`,
-- and that update of the event refreshes its card (`events_cards_updated`) — once, not twice per link write.
DROP TRIGGER IF EXISTS "event_tag_links_cards_inserted" ON "event_tag_links";--> statement-breakpoint
DROP TRIGGER IF EXISTS "event_tag_links_cards_updated" ON "event_tag_links";--> statement-breakpoint
DROP TRIGGER IF EXISTS "event_tag_links_cards_deleted" ON "event_tag_links";--> statement-breakpoint
CREATE TRIGGER "event_tag_links_tag_ids_inserted" AFTER INSERT ON "event_tag_links"
  REFERENCING NEW TABLE AS tag_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_tag_ids_of_links"();
--> statement-breakpoint
CREATE TRIGGER "event_tag_links_tag_ids_updated" AFTER UPDATE ON "event_tag_links"
  REFERENCING OLD TABLE AS tag_old NEW TABLE AS tag_new
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_tag_ids_of_links"();
--> statement-breakpoint
CREATE TRIGGER "event_tag_links_tag_ids_deleted" AFTER DELETE ON "event_tag_links"
  REFERENCING OLD TABLE AS tag_old FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_tag_ids_of_links"();
--> statement-breakpoint
-- Every existing event's tag ids.
SELECT "portal_event_tag_ids_refresh"(ARRAY(SELECT DISTINCT "event_id" FROM "event_tag_links"));
--> statement-breakpoint
-- The start-ordered list index (migration 0022) with `tag_ids` last: same name, same leading columns, same
-- order (`id` is unique); every plan that used it still can.
DROP INDEX IF EXISTS "events_tenant_pub_start_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_tenant_pub_start_idx" ON "events" USING btree ("tenant_id","is_published","start_utc","id","end_utc","category_id","location_id","type_id","is_cpd","tag_ids");
--> statement-breakpoint
-- The update above wrote a new version of every tagged event, and a new entry in each of its indexes: rebuild
-- them (a few seconds for 20,000 events) so the keyword's trigram index and the lists' indexes stay as compact as
-- before (large database: trigram pages read for `%therapy%` 16, not 30).
REINDEX TABLE "events";
--> statement-breakpoint
-- The new column has no statistics until the next (auto)analyze: gather them now, so that plans made for a tag
-- filter's values (event-list.repository.ts `plannedForItsValues`) see its selectivity from the first call.
ANALYZE "events";
