-- Issue 37 (event lists, docs/benchmarks.md "Event lists and detail"): each event's card — the contract's
-- EventSummary (spec 002 §3) without the caller's two fields (`userTicketId`, `isFavourite`) — kept as compact
-- JSON text in `event_cards`, rewritten in the same transaction as every write it depends on: the event's own
-- columns, its tag links, a tag's label, a type/category/location label, its ticket prices (cheapest live price,
-- sold out). `POST /api/event/list` then reads one short row per card instead of building it (three label joins
-- and four subqueries per card) on every call, and adds the caller's fields per request.
-- The text has the keys of `presentSummary` (events.presenter.ts) in the same order, with the same values
-- (events.list.test.ts compares every card, parsed, with the presenter and the detail after each kind of write).
-- Statement-level triggers with transition tables: one bulk insert (seed, import, bench growth) pays one
-- refresh; a refresh writes only the cards whose text changed.
CREATE TABLE IF NOT EXISTS "event_cards" (
  "event_id" integer PRIMARY KEY NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "card" text NOT NULL
);
--> statement-breakpoint
-- The cards of events `ids` as the list reads them. Text built with `to_json` per value (compact, no spaces):
-- instants as `toISOString()` writes them, the cheapest live price in dollars (`cents::float8 / 100`, as
-- `dollarsSql`), sold out when every live price is full (false without prices), tags by label then id.
CREATE OR REPLACE FUNCTION "portal_event_cards_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "event_cards" ("event_id", "tenant_id", "card")
  SELECT e."id", e."tenant_id", concat(
    '{"id":', e."id",
    ',"title":', to_json(e."title"),
    ',"shortDesc":', coalesce(to_json(e."short_desc")::text, 'null'),
    ',"type":', coalesce(to_json(ty."label")::text, 'null'),
    ',"typeId":', coalesce(e."type_id"::text, 'null'),
    ',"category":', coalesce(to_json(ca."label")::text, 'null'),
    ',"categoryId":', coalesce(e."category_id"::text, 'null'),
    ',"location":', coalesce(to_json(lo."label")::text, 'null'),
    ',"locationId":', coalesce(e."location_id"::text, 'null'),
    ',"address":', coalesce(to_json(e."address")::text, 'null'),
    ',"listingImg":', coalesce(to_json(e."listing_img")::text, 'null'),
    ',"featureImg":', coalesce(to_json(e."feature_img")::text, 'null'),
    ',"eventStart":', to_json(to_char(e."start_utc" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    ',"eventStartUtc":', to_json(to_char(e."start_utc" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    ',"eventEndUtc":', to_json(to_char(e."end_utc" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    ',"startDateTime":', to_json(e."start_local"),
    ',"startTimeZone":', to_json(e."start_time_zone"),
    ',"endDateTime":', to_json(e."end_local"),
    ',"endTimeZone":', to_json(e."end_time_zone"),
    ',"isCpd":', to_json(e."is_cpd"),
    ',"tags":', coalesce((
      SELECT '[' || string_agg('{"id":' || t."id" || ',"label":' || to_json(t."label")::text || '}', ','
                               ORDER BY t."label", t."id") || ']'
        FROM "event_tag_links" l JOIN "event_tags" t ON t."id" = l."tag_id"
       WHERE l."event_id" = e."id"), '[]'),
    ',"minPrice":', coalesce(to_json(p."min_cents"::float8 / 100)::text, 'null'),
    ',"soldOut":', to_json(coalesce(p."sold_out", false)),
    '}')
  FROM "events" e
  LEFT JOIN "event_types" ty ON ty."id" = e."type_id"
  LEFT JOIN "event_categories" ca ON ca."id" = e."category_id"
  LEFT JOIN "event_locations" lo ON lo."id" = e."location_id"
  LEFT JOIN LATERAL (
    SELECT min(x."amount_cents") AS "min_cents",
           bool_and(x."capacity" IS NOT NULL AND x."sold" + x."held" >= x."capacity") AS "sold_out"
      FROM "ticket_prices" x
     WHERE x."tenant_id" = e."tenant_id" AND x."event_id" = e."id" AND NOT x."is_deleted"
  ) p ON true
  WHERE e."id" = ANY(ids)
  ON CONFLICT ("event_id") DO UPDATE SET "card" = excluded."card", "tenant_id" = excluded."tenant_id"
    WHERE "event_cards"."card" IS DISTINCT FROM excluded."card" OR "event_cards"."tenant_id" <> excluded."tenant_id"
$$;
--> statement-breakpoint
-- Events inserted or updated: their cards (an update that changes no card column writes nothing).
CREATE OR REPLACE FUNCTION "portal_event_cards_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_event_cards_refresh"(ARRAY(SELECT c."id" FROM card_rows c));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_cards_inserted" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS card_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_events"();
--> statement-breakpoint
CREATE TRIGGER "events_cards_updated" AFTER UPDATE ON "events"
  REFERENCING NEW TABLE AS card_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_events"();
--> statement-breakpoint
-- Rows that name an event (`event_id`): ticket prices and tag links, inserted, updated (both events when one
-- moves) or deleted. An event being deleted has no row left to refresh: its card goes by the cascade.
CREATE OR REPLACE FUNCTION "portal_event_cards_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "portal_event_cards_refresh"(ARRAY(SELECT DISTINCT n."event_id" FROM card_new n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "portal_event_cards_refresh"(ARRAY(
      SELECT n."event_id" FROM card_new n UNION SELECT o."event_id" FROM card_old o));
  ELSE
    PERFORM "portal_event_cards_refresh"(ARRAY(SELECT DISTINCT o."event_id" FROM card_old o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ticket_prices_cards_inserted" AFTER INSERT ON "ticket_prices"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "ticket_prices_cards_updated" AFTER UPDATE ON "ticket_prices"
  REFERENCING OLD TABLE AS card_old NEW TABLE AS card_new
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "ticket_prices_cards_deleted" AFTER DELETE ON "ticket_prices"
  REFERENCING OLD TABLE AS card_old FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "event_tag_links_cards_inserted" AFTER INSERT ON "event_tag_links"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "event_tag_links_cards_updated" AFTER UPDATE ON "event_tag_links"
  REFERENCING OLD TABLE AS card_old NEW TABLE AS card_new
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "event_tag_links_cards_deleted" AFTER DELETE ON "event_tag_links"
  REFERENCING OLD TABLE AS card_old FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_rows"();
--> statement-breakpoint
-- A label renamed (tags, types, categories, locations): the cards of the events that show it.
CREATE OR REPLACE FUNCTION "portal_event_cards_of_labels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'event_tags' THEN
    PERFORM "portal_event_cards_refresh"(ARRAY(
      SELECT DISTINCT l."event_id" FROM "event_tag_links" l JOIN card_new n ON n."id" = l."tag_id"));
  ELSIF TG_TABLE_NAME = 'event_types' THEN
    PERFORM "portal_event_cards_refresh"(ARRAY(
      SELECT e."id" FROM "events" e JOIN card_new n ON n."id" = e."type_id" AND n."tenant_id" = e."tenant_id"));
  ELSIF TG_TABLE_NAME = 'event_categories' THEN
    PERFORM "portal_event_cards_refresh"(ARRAY(
      SELECT e."id" FROM "events" e JOIN card_new n ON n."id" = e."category_id" AND n."tenant_id" = e."tenant_id"));
  ELSE
    PERFORM "portal_event_cards_refresh"(ARRAY(
      SELECT e."id" FROM "events" e JOIN card_new n ON n."id" = e."location_id" AND n."tenant_id" = e."tenant_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_tags_cards_updated" AFTER UPDATE ON "event_tags"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_labels"();
--> statement-breakpoint
CREATE TRIGGER "event_types_cards_updated" AFTER UPDATE ON "event_types"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_labels"();
--> statement-breakpoint
CREATE TRIGGER "event_categories_cards_updated" AFTER UPDATE ON "event_categories"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_labels"();
--> statement-breakpoint
CREATE TRIGGER "event_locations_cards_updated" AFTER UPDATE ON "event_locations"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_event_cards_of_labels"();
--> statement-breakpoint
-- Every existing event's card.
SELECT "portal_event_cards_refresh"(ARRAY(SELECT "id" FROM "events"));
