-- Issue 38 point 1: one private calendar feed per member (db/schema/calendar.ts, modules/calendar). The token of
-- the feed's link is not stored: `seed` (random) lets the server derive it with its HMAC key, and `token_hash`
-- (hex SHA-256 of the token, unique) is what a feed request is looked up by. Regenerating replaces both.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"content_etag" text,
	"content_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_tenant_user_idx" ON "calendar_feeds" USING btree ("tenant_id","user_id");
