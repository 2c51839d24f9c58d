-- Issue 37 (dashboard meetings, docs/benchmarks.md "Issue 37, 6 Dec, later: lists"): each meeting's card — the
-- contract's `TMeeting` (spec 001 §3) from `id` to `assets`, without the caller's and the clock's fields
-- (`isFavorite`, `status`, `rsvpClosedReason`, `canManage`) and the two after them — kept as the JSON text that
-- `json_build_object` writes, in `meeting_cards`, rewritten in the same transaction as every write it depends
-- on: the meeting's own columns, its community's alias, name and image, its participants (`meeting_users`) and
-- their names, avatars and pronouns (`users`), its assets. `GET /api/v1/dashboard/meetings` then reads one row per
-- meeting instead of building the participants (a `users` lookup each), the going count and the assets on every
-- call, and appends the rest per request (meetings-json.repository.ts). The text is the one the statement built
-- before, byte for byte (same expressions; `fileUrlSql`'s prefix '/api/v1/community/files/' written here as a
-- literal, plugins/uploads.ts); meetings-json.test.ts compares the answers with the presenter's after each kind
-- of write. Statement-level triggers with transition tables where a statement may touch many rows (meetings,
-- participants, assets: one refresh per statement); row-level ones with a WHEN on the card's columns for users
-- and communities (so a sign-in or a counter's update costs nothing). A refresh writes only changed cards.
CREATE TABLE IF NOT EXISTS "meeting_cards" (
  "meeting_id" uuid PRIMARY KEY NOT NULL REFERENCES "meetings"("id") ON DELETE CASCADE,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "card" text NOT NULL
);
--> statement-breakpoint
-- The cards of meetings `ids` (a meeting that no longer exists: nothing).
CREATE OR REPLACE FUNCTION "portal_meeting_cards_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "meeting_cards" ("meeting_id", "tenant_id", "card")
  SELECT m."id", m."tenant_id", json_build_object(
    'id', m."id",
    'name', m."name",
    'description', m."description",
    'meetingLink', m."meeting_link",
    'meetingId', m."meeting_code",
    'meetingPassword', m."meeting_password",
    'startDate', to_char(m."start_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'endDate', to_char(m."end_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'duration', m."duration",
    'rsvpDate', to_char(m."rsvp_date" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'visible', m."visible",
    'imageUrl', case when coalesce(m."image_key", '') = '' then null
      when m."image_key" ~ '^(https?:)?//' or left(m."image_key", 1) = '/' then m."image_key"
      else '/api/v1/community/files/' || m."image_key" end,
    'sendNotification', m."send_notification",
    'isNotified', m."notified_at" is not null,
    'toDashBoard', m."to_dash_board",
    'communityId', m."community_id",
    'community', json_build_object('id', m."community_id", 'alias', c."alias", 'name', c."name",
      'imageUrl', case when coalesce(c."image_url", '') = '' then null
        when c."image_url" ~ '^(https?:)?//' or left(c."image_url", 1) = '/' then c."image_url"
        else '/api/v1/community/files/' || c."image_url" end),
    'users', coalesce((select json_agg(json_build_object('id', u."id", 'userId', u."id", 'status', mu."status",
        'invited', mu."invited", 'firstName', u."first_name", 'lastName', u."last_name", 'avatarUrl', u."avatar_url",
        'pronoun', u."pronoun") order by u."first_name", u."last_name", u."id")
      from "meeting_users" mu join "users" u on u."id" = mu."user_id" and u."tenant_id" = mu."tenant_id"
      where mu."meeting_id" = m."id" and mu."tenant_id" = m."tenant_id"), '[]'::json),
    'goingCount', (select count(*)::int from "meeting_users" g
      where g."tenant_id" = m."tenant_id" and g."meeting_id" = m."id" and g."status" = 1),
    'assets', coalesce((select json_agg(json_build_object('id', a."id", 'fileName', a."file_name",
        'path', case when coalesce(a."key", '') = '' then null
          when a."key" ~ '^(https?:)?//' or left(a."key", 1) = '/' then a."key"
          else '/api/v1/community/files/' || a."key" end) order by a."created_at", a."id")
      from "meeting_assets" a where a."meeting_id" = m."id" and a."tenant_id" = m."tenant_id"), '[]'::json)
  )::text
  FROM "meetings" m JOIN "communities" c ON c."id" = m."community_id"
  WHERE m."id" = ANY(ids)
  ON CONFLICT ("meeting_id") DO UPDATE SET "card" = excluded."card", "tenant_id" = excluded."tenant_id"
    WHERE "meeting_cards"."card" IS DISTINCT FROM excluded."card" OR "meeting_cards"."tenant_id" <> excluded."tenant_id"
$$;
--> statement-breakpoint
-- Meetings inserted or updated: their cards (an update that changes nothing on the card writes nothing).
CREATE OR REPLACE FUNCTION "portal_meeting_cards_of_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_meeting_cards_refresh"(ARRAY(SELECT n."id" FROM card_new n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meetings_cards_inserted" AFTER INSERT ON "meetings"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meetings_cards_updated" AFTER UPDATE ON "meetings"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_meetings"();
--> statement-breakpoint
-- Rows that name a meeting (`meeting_id`): participants and assets, inserted, updated (both meetings when one
-- moves) or deleted. A meeting being deleted has no row left to refresh: its card goes by the cascade.
CREATE OR REPLACE FUNCTION "portal_meeting_cards_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "portal_meeting_cards_refresh"(ARRAY(SELECT DISTINCT n."meeting_id" FROM card_new n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "portal_meeting_cards_refresh"(ARRAY(
      SELECT n."meeting_id" FROM card_new n UNION SELECT o."meeting_id" FROM card_old o));
  ELSE
    PERFORM "portal_meeting_cards_refresh"(ARRAY(SELECT DISTINCT o."meeting_id" FROM card_old o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meeting_users_cards_inserted" AFTER INSERT ON "meeting_users"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "meeting_users_cards_updated" AFTER UPDATE ON "meeting_users"
  REFERENCING OLD TABLE AS card_old NEW TABLE AS card_new
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "meeting_users_cards_deleted" AFTER DELETE ON "meeting_users"
  REFERENCING OLD TABLE AS card_old FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "meeting_assets_cards_inserted" AFTER INSERT ON "meeting_assets"
  REFERENCING NEW TABLE AS card_new FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "meeting_assets_cards_updated" AFTER UPDATE ON "meeting_assets"
  REFERENCING OLD TABLE AS card_old NEW TABLE AS card_new
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "meeting_assets_cards_deleted" AFTER DELETE ON "meeting_assets"
  REFERENCING OLD TABLE AS card_old FOR EACH STATEMENT EXECUTE FUNCTION "portal_meeting_cards_of_rows"();
--> statement-breakpoint
-- A participant's name, avatar or pronoun changed: the cards of the meetings they are on.
CREATE OR REPLACE FUNCTION "portal_meeting_cards_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_meeting_cards_refresh"(ARRAY(
    SELECT mu."meeting_id" FROM "meeting_users" mu WHERE mu."user_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_meeting_cards_updated" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url" OR OLD."pronoun" IS DISTINCT FROM NEW."pronoun"
    OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "portal_meeting_cards_of_user"();
--> statement-breakpoint
-- A community's alias, name or image changed: the cards of its meetings.
CREATE OR REPLACE FUNCTION "portal_meeting_cards_of_community"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal_meeting_cards_refresh"(ARRAY(
    SELECT m."id" FROM "meetings" m WHERE m."community_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "communities_meeting_cards_updated" AFTER UPDATE ON "communities" FOR EACH ROW
  WHEN (OLD."alias" IS DISTINCT FROM NEW."alias" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."image_url" IS DISTINCT FROM NEW."image_url")
  EXECUTE FUNCTION "portal_meeting_cards_of_community"();
--> statement-breakpoint
-- Every existing meeting's card.
SELECT "portal_meeting_cards_refresh"(ARRAY(SELECT "id" FROM "meetings"));
